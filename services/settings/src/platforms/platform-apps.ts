import { z } from 'zod';
import { LOCAL_TOKEN_KEY, parseTokenKeys, type TokenKey } from '../integrations/token-cipher';

/**
 * Our registered app at each platform family: its credentials and base URLs. Production needs only
 * the credentials (the URLs default to the real platforms); local mode points every URL at the
 * provider sandbox (PROVIDER_SANDBOX_URL + the platform's prefix), which serves a platform's
 * authorization host and API host under one prefix.
 */
const appDefinitions = {
  meta: {
    clientId: 'META_CLIENT_ID',
    clientSecret: 'META_CLIENT_SECRET',
    urls: {
      auth: ['META_AUTH_BASE_URL', 'https://www.facebook.com', '/meta'],
      api: ['META_API_BASE_URL', 'https://graph.facebook.com', '/meta'],
    },
  },
  tiktok: {
    clientId: 'TIKTOK_CLIENT_KEY',
    clientSecret: 'TIKTOK_CLIENT_SECRET',
    urls: {
      auth: ['TIKTOK_AUTH_BASE_URL', 'https://www.tiktok.com', '/tiktok'],
      api: ['TIKTOK_API_BASE_URL', 'https://open.tiktokapis.com', '/tiktok'],
    },
  },
  // TikTok's API for Business (ads reporting): an app of its own beside Login Kit's, with its own
  // consent on the business portal; its authorization and API share one host.
  tiktokAds: {
    clientId: 'TIKTOK_ADS_APP_ID',
    clientSecret: 'TIKTOK_ADS_APP_SECRET',
    urls: {
      auth: ['TIKTOK_ADS_AUTH_BASE_URL', 'https://business-api.tiktok.com', '/tiktok'],
      api: ['TIKTOK_ADS_API_BASE_URL', 'https://business-api.tiktok.com', '/tiktok'],
    },
  },
  linkedin: {
    clientId: 'LINKEDIN_CLIENT_ID',
    clientSecret: 'LINKEDIN_CLIENT_SECRET',
    urls: {
      auth: ['LINKEDIN_AUTH_BASE_URL', 'https://www.linkedin.com', '/linkedin'],
      api: ['LINKEDIN_API_BASE_URL', 'https://api.linkedin.com', '/linkedin'],
    },
  },
  x: {
    clientId: 'X_CLIENT_ID',
    clientSecret: 'X_CLIENT_SECRET',
    urls: {
      auth: ['X_AUTH_BASE_URL', 'https://x.com', '/x'],
      api: ['X_API_BASE_URL', 'https://api.x.com', '/x'],
    },
  },
  pinterest: {
    clientId: 'PINTEREST_CLIENT_ID',
    clientSecret: 'PINTEREST_CLIENT_SECRET',
    urls: {
      auth: ['PINTEREST_AUTH_BASE_URL', 'https://www.pinterest.com', '/pinterest'],
      api: ['PINTEREST_API_BASE_URL', 'https://api.pinterest.com', '/pinterest'],
    },
  },
  google: {
    clientId: 'GOOGLE_CLIENT_ID',
    clientSecret: 'GOOGLE_CLIENT_SECRET',
    urls: {
      auth: ['GOOGLE_AUTH_BASE_URL', 'https://accounts.google.com', '/google'],
      oauth: ['GOOGLE_OAUTH_BASE_URL', 'https://oauth2.googleapis.com', '/google'],
      analyticsAdmin: ['GOOGLE_ANALYTICS_ADMIN_BASE_URL', 'https://analyticsadmin.googleapis.com', '/google'],
      analyticsData: ['GOOGLE_ANALYTICS_DATA_BASE_URL', 'https://analyticsdata.googleapis.com', '/google'],
    },
  },
  shopify: {
    clientId: 'SHOPIFY_CLIENT_ID',
    clientSecret: 'SHOPIFY_CLIENT_SECRET',
    // A shop's URL is this plus its domain.
    urls: { shops: ['SHOPIFY_SHOP_BASE_URL', 'https://', '/shopify/shops/'] },
  },
} as const;

export type PlatformFamily = keyof typeof appDefinitions;
type UrlNames<F extends PlatformFamily> = keyof (typeof appDefinitions)[F]['urls'];

export interface PlatformApp<F extends PlatformFamily = PlatformFamily> {
  clientId: string;
  clientSecret: string;
  urls: Record<UrlNames<F>, string>;
}

export type PlatformApps = { [F in PlatformFamily]?: PlatformApp<F> };

const variableNames = Object.values(appDefinitions).flatMap((app) => [
  app.clientId,
  app.clientSecret,
  ...Object.values(app.urls).map(([variable]) => variable),
]);

/** The integrations' environment variables (validated at boot with the service's others). */
export const integrationsEnvShape = {
  ...Object.fromEntries(variableNames.map((name) => [name, z.string().min(1).optional()])),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must look like 2025-07')
    .optional(),
  META_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v23.0')
    .optional(),
  /** `<id>:<base64 32-byte key>[,...]`, the first sealing new tokens (token-cipher.ts). */
  INTEGRATIONS_TOKEN_KEYS: z.string().optional(),
} as Record<string, z.ZodOptional<z.ZodString>>;

export interface IntegrationsSettings {
  apps: PlatformApps;
  tokenKeys: TokenKey[];
  shopifyApiVersion: string;
  metaApiVersion: string;
}

function trimSlash(url: string): string {
  return url.endsWith('/') && !url.endsWith('://') ? url.replace(/\/+$/, '/') : url.replace(/\/+$/, '');
}

/**
 * The configured apps: a platform is offered when both its credentials are set (the stack gives the
 * sandbox's in local mode). Problems (a half-configured app, a bad URL or key) are returned, each
 * naming its variable, for the caller to refuse to start with.
 */
export function toIntegrationsSettings(
  env: Record<string, string | undefined>,
  options: { localMode: boolean; sandboxUrl: string | undefined },
): { settings: IntegrationsSettings; problems: string[] } {
  const problems: string[] = [];
  const apps: Record<string, PlatformApp> = {};
  for (const [family, definition] of Object.entries(appDefinitions)) {
    const clientId = env[definition.clientId];
    const clientSecret = env[definition.clientSecret];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      const missing = clientId ? definition.clientSecret : definition.clientId;
      problems.push(`${missing} is required when ${clientId ? definition.clientId : definition.clientSecret} is set`);
      continue;
    }
    const urls: Record<string, string> = {};
    for (const [name, [variable, production, sandboxPrefix]] of Object.entries(definition.urls)) {
      const given = env[variable];
      const url =
        given ??
        (options.localMode && options.sandboxUrl
          ? `${options.sandboxUrl.replace(/\/$/, '')}${sandboxPrefix}`
          : production);
      if (url !== 'https://' && !URL.canParse(url)) problems.push(`${variable} must be a URL`);
      urls[name] = trimSlash(url);
    }
    apps[family] = { clientId, clientSecret, urls };
  }
  let tokenKeys = [LOCAL_TOKEN_KEY];
  const keysValue = env.INTEGRATIONS_TOKEN_KEYS;
  if (keysValue) {
    const parsed = parseTokenKeys(keysValue);
    if ('problem' in parsed) problems.push(`INTEGRATIONS_TOKEN_KEYS: ${parsed.problem}`);
    else tokenKeys = parsed.keys;
  } else if (!options.localMode && Object.keys(apps).length > 0) {
    problems.push('INTEGRATIONS_TOKEN_KEYS is required outside local mode when a platform is configured');
  }
  return {
    settings: {
      apps: apps as PlatformApps,
      tokenKeys,
      shopifyApiVersion: env.SHOPIFY_API_VERSION ?? '2025-07',
      metaApiVersion: env.META_API_VERSION ?? 'v23.0',
    },
    problems,
  };
}
