// zod/mini: the settings remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { platformAccountId, platformKeys, type PlatformKey } from './integrations-constants';

/**
 * Connected accounts (screens and routes: Integrations tab, entities: Connected account, states and transitions: connect and disconnect
 * flows, calls: connected accounts), under `/api/settings/integrations`. The settings service keeps each
 * account and its tokens (encrypted at rest, never sent to the browser); connecting is the
 * platform's OAuth 2.0 code flow with state and PKCE, started here and finished at
 * `/api/settings/integrations/callback`.
 */

/**
 * Health of a connection: `connected`; `expiring` (the token ends within a day and cannot be
 * refreshed without the owner); `needs_reauth` (the platform refused the token: revoked, expired,
 * permissions withdrawn); `error` (the platform failed otherwise; `error` says how).
 */
export const connectionStatuses = ['connected', 'expiring', 'needs_reauth', 'error'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const connectedAccountSchema = z.object({
  platform: z.enum(platformKeys),
  /** The platform's id of the account (page id, Instagram user id, shop domain...). */
  accountId: z.string(),
  /** What the owner recognises it by: @username, the shop domain, the page name. */
  identifier: z.string(),
  displayName: z.string(),
  imageUrl: z.nullable(z.string()),
  description: z.nullable(z.string()),
  profileUrl: z.nullable(z.string()),
  /** Follower count as the platform last reported it; null where the platform has none (a shop, GA4). */
  accountInfo: z.object({ followers: z.nullable(z.int()) }),
  connected: z.boolean(),
  status: z.enum(connectionStatuses),
  /** The platform's reason when `status` is `needs_reauth` or `error`. */
  error: z.nullable(z.string()),
  /** ISO time the access token stops working, when the platform said; null for tokens that do not expire. */
  tokenExpiresAt: z.nullable(z.string()),
  /** ISO time of the last successful read from the platform (connect, refresh or sync). */
  lastSync: z.nullable(z.string()),
  connectedAt: z.string(),
  /**
   * Whether the connection reaches the owner's ad accounts (their spend for ROAS): Facebook's and
   * Pinterest's when granted with the connection, TikTok's once the owner connects its ad account
   * (the API for Business, a separate authorization). Absent for platforms without ad accounts.
   */
  adsGranted: z.optional(z.boolean()),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** `GET /integrations/accounts`, and the answer of refresh and disconnect: every account, platform order then name. */
export const connectedAccountsResponseSchema = z.object({ accounts: z.array(connectedAccountSchema) });
export type ConnectedAccountsResponse = z.infer<typeof connectedAccountsResponseSchema>;

/** How the authorization returns: a popup reports to its opener; a page comes back with `{platform}_status`. */
export const connectModes = ['popup', 'page'] as const;
export type ConnectMode = (typeof connectModes)[number];

/** A path of this app to come back to (no scheme, no host, no `//`). */
const appPath = z
  .string()
  .check(
    z.maxLength(200, 'At most 200 characters.'),
    z.regex(/^\/(?![/\\])[^\s]*$/, 'Must be a path of this app, starting with /.'),
  );

/**
 * `POST /integrations/connect`: answers the platform's authorization URL for the browser to open.
 * Shopify needs the store domain (`my-shop` or `my-shop.myshopify.com`).
 */
export const connectRequestSchema = z.strictObject({
  platform: z.enum(platformKeys),
  mode: z.enum(connectModes),
  shopDomain: z.optional(z.string().check(z.maxLength(255, 'At most 255 characters.'))),
  /** Where a page-mode connection comes back to; the integrations tab by default. */
  returnTo: z.optional(appPath),
  /**
   * The connected TikTok account whose ad account the owner connects: TikTok's ad reporting is a
   * separate authorization (the API for Business), kept with that account. TikTok only.
   */
  adsFor: z.optional(z.string().check(z.minLength(1), z.maxLength(200, 'At most 200 characters.'))),
});
export type ConnectRequest = z.infer<typeof connectRequestSchema>;

export const connectResponseSchema = z.object({ authorizationUrl: z.url({ protocol: /^https?$/ }) });
export type ConnectResponse = z.infer<typeof connectResponseSchema>;

/**
 * `DELETE /integrations/accounts/:platform/:accountId[?deleteHistory=true]`: the synced history
 * stays in the dashboard unless `deleteHistory` is 'true'. Answers ConnectedAccountsResponse.
 */
export const disconnectQuerySchema = z.strictObject({
  deleteHistory: z.optional(z.enum(['true', 'false'])),
});

/** A shop's permanent domain as Shopify names it: a lower-case handle under myshopify.com. */
const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
const SHOP_HANDLE = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** True for 'my-store.myshopify.com' exactly (what a callback's `shop` must be). */
export function isShopDomain(value: string): boolean {
  return MYSHOPIFY_DOMAIN.test(value);
}

/**
 * 'My-Store', 'my-store.myshopify.com' and 'https://my-store.myshopify.com/' all mean
 * 'my-store.myshopify.com'; anything else (another host, a path, odd characters) is undefined.
 */
export function normalizeShopDomain(input: string): string | undefined {
  let value = input.trim().toLowerCase();
  const scheme = /^https?:\/\//.exec(value);
  if (scheme) value = value.slice(scheme[0].length);
  value = value.replace(/\/+$/, '');
  if (SHOP_HANDLE.test(value)) value = `${value}.myshopify.com`;
  return isShopDomain(value) ? value : undefined;
}

/** The platform account id rules (validation rules): numeric for Meta, the platform's alphabet elsewhere. */
export function isValidPlatformAccountId(platform: PlatformKey, id: string): boolean {
  if (id.length === 0 || id.length > platformAccountId.maxLength) return false;
  switch (platform) {
    case 'facebook':
    case 'instagram':
      return platformAccountId.numericPattern.test(id);
    case 'tiktok':
      return platformAccountId.tiktokPattern.test(id);
    case 'linkedin':
      return platformAccountId.linkedinPattern.test(id);
    case 'shopify':
      return id === id.toLowerCase() && platformAccountId.shopifyDomainPattern.test(id);
    default:
      return true;
  }
}

/** The query a page-mode connection comes back with (states and transitions): `<platform>_status`, `error_message`. */
export function connectReturnParams(
  platform: PlatformKey,
  outcome: { status: 'success' } | { status: 'error'; message: string },
): URLSearchParams {
  const params = new URLSearchParams({ [`${platform}_status`]: outcome.status });
  if (outcome.status === 'error') params.set('error_message', outcome.message);
  return params;
}

/**
 * The real-time event (`GET /api/events`, type `integrations.account-alert`) sent once when an
 * account stops working: the platform refused its token (`needs_reauth`) or failed (`error`).
 */
export const ACCOUNT_ALERT_EVENT = 'integrations.account-alert';

export const accountAlertSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  displayName: z.string(),
  status: z.enum(['needs_reauth', 'error']),
  reason: z.string(),
});
export type AccountAlert = z.infer<typeof accountAlertSchema>;
