import { z } from 'zod';
import { appOrigins } from '@scp/service-kit/app-origins';
import { ConfigError, LOCAL_MODE_HINT } from '@scp/service-kit/config';
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
  /**
   * The browser-facing origin (the gateway): the media files' public addresses, which the platforms
   * fetch when a post is published, start with it. Required outside local mode.
   */
  PUBLIC_ORIGIN: z.url().optional(),
};

export type StudioEnv = z.output<z.ZodObject<typeof studioEnvShape>>;

export type NeighbourUrls = Record<'settings' | 'assistant' | 'dashboard', string>;

/** The neighbours' base URLs; outside local mode each must be set. */
export function neighbourUrls(env: StudioEnv, common: { localMode: boolean }): NeighbourUrls {
  return urlsOf(env, common, ['settings', 'assistant', 'dashboard']);
}

/** The origin of the media files' public addresses; outside local mode PUBLIC_ORIGIN must be set. */
export function publicOriginOf(env: StudioEnv, common: { localMode: boolean }): string {
  if (!env.PUBLIC_ORIGIN && !common.localMode) {
    throw new ConfigError(['PUBLIC_ORIGIN is required: the platforms fetch media from it'], LOCAL_MODE_HINT);
  }
  return appOrigins(env.PUBLIC_ORIGIN ?? 'http://localhost:8080', common.localMode).publicOrigin;
}
