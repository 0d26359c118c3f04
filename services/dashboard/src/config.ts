import { z } from 'zod';
import { envBoolean, envPositiveInt } from '@scp/service-kit/config';
import { neighbourUrls, serviceUrlVariable } from '@scp/service-kit/neighbour-urls';

/**
 * The dashboard service's own environment (validated at boot with the common variables). It calls
 * no platform itself: the settings service reads the accounts' figures with the tokens it keeps.
 */
export const dashboardEnvShape = {
  PROVIDER_SANDBOX_URL: z.url().optional(),
  /** The settings service: connected accounts, and their figures read from the platforms (internal API). */
  SETTINGS_SERVICE_URL: z.url().optional(),
  /** The studio: the owner's published posts with their figures, for the content performance (internal API). */
  STUDIO_SERVICE_URL: serviceUrlVariable(),
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

export function settingsServiceUrl(env: DashboardEnv, localMode: boolean): string | undefined {
  return env.SETTINGS_SERVICE_URL ?? (localMode ? 'http://127.0.0.1:8082/' : undefined);
}

/** The studio's base URL; in local mode its port on 127.0.0.1 when unset, outside it required. */
export function studioServiceUrl(env: DashboardEnv, localMode: boolean): string {
  return neighbourUrls(env, { localMode }, ['studio']).studio;
}
