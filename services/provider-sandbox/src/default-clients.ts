import { createPrivateKey, createPublicKey } from 'node:crypto';
import { APPLE_TEAM_PRIVATE_KEY_PEM } from './keys';
import { PROVIDER_IDS, type ProviderId } from './provider-ids';

/**
 * An app registered with a provider: what the platform's developer console holds. Redirect URIs
 * are allowed either exactly (`redirectUris`) or as any path on an origin (`redirectOrigins`).
 */
export interface ClientRegistration {
  provider: ProviderId;
  clientId: string;
  /** Shared secret. Apple has none: its client secret is a JWT checked against `appleTeam`. */
  clientSecret?: string;
  redirectUris?: string[];
  redirectOrigins?: string[];
  appleTeam?: { teamId: string; keyId: string; publicKeyPem: string };
}

/** The deterministic local credentials: what `npm start` and the tests give the services. */
export const SANDBOX_CLIENTS: Record<ProviderId, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'sandbox-google-client', clientSecret: 'sandbox-google-secret' },
  apple: { clientId: 'sandbox-apple-client', clientSecret: '' },
  shopify: { clientId: 'sandbox-shopify-client', clientSecret: 'sandbox-shopify-secret' },
  meta: { clientId: 'sandbox-meta-client', clientSecret: 'sandbox-meta-secret' },
  tiktok: { clientId: 'sandbox-tiktok-client', clientSecret: 'sandbox-tiktok-secret' },
  linkedin: { clientId: 'sandbox-linkedin-client', clientSecret: 'sandbox-linkedin-secret' },
  x: { clientId: 'sandbox-x-client', clientSecret: 'sandbox-x-secret' },
  pinterest: { clientId: 'sandbox-pinterest-client', clientSecret: 'sandbox-pinterest-secret' },
};

/**
 * The TikTok API for Business app (ads reporting): registered apart from the Login Kit app above, with
 * an `app_id` and `secret` of its own, as TikTok's business developer portal gives them.
 */
export const SANDBOX_TIKTOK_BUSINESS_APP = {
  appId: 'sandbox-tiktok-business-app',
  secret: 'sandbox-tiktok-business-secret',
};

/**
 * Sign in with Apple team credentials for local runs: a service signs its `client_secret` JWT
 * (ES256, `kid` = keyId, `iss` = teamId, `sub` = client id) with this private key, exactly as it
 * does in production with the `.p8` key from Apple.
 */
export const SANDBOX_APPLE_TEAM = {
  teamId: 'SANDBOXTM1',
  keyId: 'SANDBOXK01',
  privateKeyPem: APPLE_TEAM_PRIVATE_KEY_PEM,
};

/**
 * The sign-in providers' credentials above as the auth service's environment variables: what the
 * local stack and the auth tests give it. Base URLs are left out: the service derives them from
 * PROVIDER_SANDBOX_URL in local mode.
 */
export function sandboxAuthServiceEnv(): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: SANDBOX_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: SANDBOX_CLIENTS.google.clientSecret,
    APPLE_CLIENT_ID: SANDBOX_CLIENTS.apple.clientId,
    APPLE_TEAM_ID: SANDBOX_APPLE_TEAM.teamId,
    APPLE_KEY_ID: SANDBOX_APPLE_TEAM.keyId,
    APPLE_PRIVATE_KEY: SANDBOX_APPLE_TEAM.privateKeyPem,
    SHOPIFY_CLIENT_ID: SANDBOX_CLIENTS.shopify.clientId,
    SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret,
  };
}

/**
 * The card-payment provider's local credentials (`/billing`): the API secret key a service sends as
 * `Authorization: Bearer`, and the webhook endpoint's signing secret behind `Stripe-Signature`.
 */
export const SANDBOX_BILLING = {
  secretKey: 'sk_sandbox_billing_secret',
  webhookSecret: 'whsec_sandbox_billing_secret',
};

/**
 * The billing credentials and every platform app above as the settings service's environment
 * variables (billing, and the integrations it connects). URLs are left out: in local mode the
 * service derives them from PROVIDER_SANDBOX_URL.
 */
export function sandboxSettingsServiceEnv(): Record<string, string> {
  return {
    BILLING_SECRET_KEY: SANDBOX_BILLING.secretKey,
    BILLING_WEBHOOK_SECRET: SANDBOX_BILLING.webhookSecret,
    META_CLIENT_ID: SANDBOX_CLIENTS.meta.clientId,
    META_CLIENT_SECRET: SANDBOX_CLIENTS.meta.clientSecret,
    TIKTOK_CLIENT_KEY: SANDBOX_CLIENTS.tiktok.clientId,
    TIKTOK_CLIENT_SECRET: SANDBOX_CLIENTS.tiktok.clientSecret,
    TIKTOK_ADS_APP_ID: SANDBOX_TIKTOK_BUSINESS_APP.appId,
    TIKTOK_ADS_APP_SECRET: SANDBOX_TIKTOK_BUSINESS_APP.secret,
    LINKEDIN_CLIENT_ID: SANDBOX_CLIENTS.linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: SANDBOX_CLIENTS.linkedin.clientSecret,
    X_CLIENT_ID: SANDBOX_CLIENTS.x.clientId,
    X_CLIENT_SECRET: SANDBOX_CLIENTS.x.clientSecret,
    PINTEREST_CLIENT_ID: SANDBOX_CLIENTS.pinterest.clientId,
    PINTEREST_CLIENT_SECRET: SANDBOX_CLIENTS.pinterest.clientSecret,
    GOOGLE_CLIENT_ID: SANDBOX_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: SANDBOX_CLIENTS.google.clientSecret,
    SHOPIFY_CLIENT_ID: SANDBOX_CLIENTS.shopify.clientId,
    SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret,
  };
}

/** The dashboard service's local credentials: Shopify signs its webhooks with the app's secret. */
export function sandboxDashboardServiceEnv(): Record<string, string> {
  return { SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret };
}

/** What the sandbox's Meta app gives its messaging webhook subscription as the verify token. */
export const SANDBOX_META_VERIFY_TOKEN = 'sandbox-meta-verify-token';

/** The auto-responder's Meta webhook settings for the sandbox's Meta app (its secret signs the webhooks). */
export function sandboxResponderServiceEnv(): Record<string, string> {
  return { META_APP_SECRET: SANDBOX_CLIENTS.meta.clientSecret, META_WEBHOOK_VERIFY_TOKEN: SANDBOX_META_VERIFY_TOKEN };
}

export const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:8080'];

/** Parses `SANDBOX_ALLOWED_REDIRECT_ORIGINS` (comma-separated origins). */
export function redirectOriginsFromEnv(value: string | undefined): string[] {
  if (!value || !value.trim()) return DEFAULT_REDIRECT_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      if (url.origin === 'null') throw new Error(`Not an http(s) origin: ${origin}`);
      return url.origin;
    });
}

export function defaultClientRegistrations(redirectOrigins: string[]): ClientRegistration[] {
  const applePublicKeyPem = createPublicKey(createPrivateKey(SANDBOX_APPLE_TEAM.privateKeyPem))
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const business: ClientRegistration = {
    provider: 'tiktok',
    clientId: SANDBOX_TIKTOK_BUSINESS_APP.appId,
    clientSecret: SANDBOX_TIKTOK_BUSINESS_APP.secret,
    redirectOrigins,
  };
  const apps = PROVIDER_IDS.map((provider): ClientRegistration => {
    const { clientId, clientSecret } = SANDBOX_CLIENTS[provider];
    if (provider === 'apple') {
      return {
        provider,
        clientId,
        redirectOrigins,
        appleTeam: {
          teamId: SANDBOX_APPLE_TEAM.teamId,
          keyId: SANDBOX_APPLE_TEAM.keyId,
          publicKeyPem: applePublicKeyPem,
        },
      };
    }
    return { provider, clientId, clientSecret, redirectOrigins };
  });
  return [...apps, business];
}
