import type { z } from 'zod';
import { neighbourUrls as urlsOf, serviceUrlVariable } from '@scp/service-kit/neighbour-urls';

/**
 * The studio service's own environment (validated at boot with the common variables): where the
 * neighbours it calls are (docs/architecture.md, Between services). The launcher sets every
 * `<NAME>_SERVICE_URL`; in local mode a missing one defaults to the service's port on 127.0.0.1.
 */
export const studioEnvShape = {
  /** The settings service: the owner's connected accounts a post goes to (internal API). */
  SETTINGS_SERVICE_URL: serviceUrlVariable(),
  /** The assistant: post texts in the owner's brand voice (internal API). */
  ASSISTANT_SERVICE_URL: serviceUrlVariable(),
  /** The dashboard: the owner's synced Shopify products (internal API). */
  DASHBOARD_SERVICE_URL: serviceUrlVariable(),
};

export type StudioEnv = z.output<z.ZodObject<typeof studioEnvShape>>;

export type NeighbourUrls = Record<'settings' | 'assistant' | 'dashboard', string>;

/** The neighbours' base URLs; outside local mode each must be set. */
export function neighbourUrls(env: StudioEnv, common: { localMode: boolean }): NeighbourUrls {
  return urlsOf(env, common, ['settings', 'assistant', 'dashboard']);
}
