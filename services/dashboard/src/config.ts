import { z } from 'zod';
import { envBoolean, envPositiveInt } from '@scp/service-kit/config';

/**
 * The dashboard service's own environment (validated at boot with the common variables). The
 * platforms' API bases default to the real platforms and, in local mode, to the provider sandbox
 * (PROVIDER_SANDBOX_URL + the platform's prefix), as in the settings service.
 */
export const dashboardEnvShape = {
  PROVIDER_SANDBOX_URL: z.url().optional(),
  /** The settings service: connected accounts and their tokens (internal API). */
  SETTINGS_SERVICE_URL: z.url().optional(),
  META_API_BASE_URL: z.url().optional(),
  META_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v23.0')
    .optional(),
  TIKTOK_API_BASE_URL: z.url().optional(),
  LINKEDIN_API_BASE_URL: z.url().optional(),
  X_API_BASE_URL: z.url().optional(),
  PINTEREST_API_BASE_URL: z.url().optional(),
  GOOGLE_ANALYTICS_DATA_BASE_URL: z.url().optional(),
  SHOPIFY_SHOP_BASE_URL: z.string().optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must look like 2025-07')
    .optional(),
  /** Signs Shopify's webhooks (the app's client secret, as Shopify uses it). */
  SHOPIFY_CLIENT_SECRET: z.string().min(1).optional(),
  /** How often each user's accounts are synced (the spec's default: 5 minutes). */
  SYNC_INTERVAL_MS: envPositiveInt.default(5 * 60 * 1000),
  /** How far back a first sync reads. */
  SYNC_HISTORY_DAYS: envPositiveInt.default(400),
  /** Whether this process runs sync jobs (a deploy may run them in their own processes). */
  SYNC_WORKER: envBoolean.default(true),
};

export type DashboardEnv = z.output<z.ZodObject<typeof dashboardEnvShape>>;

export interface PlatformApiUrls {
  meta: string;
  metaVersion: string;
  tiktok: string;
  linkedin: string;
  x: string;
  pinterest: string;
  googleAnalyticsData: string;
  shopifyShops: string;
  shopifyVersion: string;
}

export function platformApiUrls(env: DashboardEnv, localMode: boolean): PlatformApiUrls {
  const sandbox = localMode && env.PROVIDER_SANDBOX_URL ? env.PROVIDER_SANDBOX_URL.replace(/\/$/, '') : undefined;
  const pick = (given: string | undefined, prefix: string, production: string) =>
    (given ?? (sandbox ? `${sandbox}${prefix}` : production)).replace(/(?<!:\/)\/$/, '');
  return {
    meta: pick(env.META_API_BASE_URL, '/meta', 'https://graph.facebook.com'),
    metaVersion: env.META_API_VERSION ?? 'v23.0',
    tiktok: pick(env.TIKTOK_API_BASE_URL, '/tiktok', 'https://open.tiktokapis.com'),
    linkedin: pick(env.LINKEDIN_API_BASE_URL, '/linkedin', 'https://api.linkedin.com'),
    x: pick(env.X_API_BASE_URL, '/x', 'https://api.x.com'),
    pinterest: pick(env.PINTEREST_API_BASE_URL, '/pinterest', 'https://api.pinterest.com'),
    googleAnalyticsData: pick(env.GOOGLE_ANALYTICS_DATA_BASE_URL, '/google', 'https://analyticsdata.googleapis.com'),
    shopifyShops: env.SHOPIFY_SHOP_BASE_URL ?? (sandbox ? `${sandbox}/shopify/shops/` : 'https://'),
    shopifyVersion: env.SHOPIFY_API_VERSION ?? '2025-07',
  };
}

export function settingsServiceUrl(env: DashboardEnv, localMode: boolean): string | undefined {
  return env.SETTINGS_SERVICE_URL ?? (localMode ? 'http://127.0.0.1:8082/' : undefined);
}
