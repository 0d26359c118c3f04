import { z } from 'zod';
import { ConfigError } from '@scp/service-kit/config';
import { neighbourUrls as urlsOf, serviceUrlVariable } from '@scp/service-kit/neighbour-urls';

/**
 * The responder service's own environment (validated at boot with the common variables): Meta's
 * app secret (the webhooks' signature) and the token Meta echoes when the subscription is verified,
 * and the settings service (who connected a page, the brand voice, and the sending of replies: the
 * page token stays there).
 */
export const responderEnvShape = {
  SETTINGS_SERVICE_URL: serviceUrlVariable(),
  /** The dashboard service: the shop's products and orders the replies quote. */
  DASHBOARD_SERVICE_URL: serviceUrlVariable(),
  /** Meta app secret: `X-Hub-Signature-256` is its HMAC of the raw body. */
  META_APP_SECRET: z.string().min(8).optional(),
  /** What the app's webhook subscription at Meta was given as its verify token. */
  META_WEBHOOK_VERIFY_TOKEN: z.string().min(8).max(200).optional(),
  /** Process webhook jobs in this process (a deploy may run the worker apart). */
  RESPONDER_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

export type ResponderEnv = z.output<z.ZodObject<typeof responderEnvShape>>;

export type NeighbourUrls = Record<'settings' | 'dashboard', string>;

export function neighbourUrls(env: ResponderEnv, common: { localMode: boolean }): NeighbourUrls {
  return urlsOf(env, common, ['settings', 'dashboard']);
}

/** Meta's webhook settings; outside local mode both are required (an unsigned webhook is never accepted). */
export function metaWebhookSettings(env: ResponderEnv, common: { localMode: boolean }) {
  const problems = [
    ...(env.META_APP_SECRET ? [] : ['META_APP_SECRET is required outside local mode']),
    ...(env.META_WEBHOOK_VERIFY_TOKEN ? [] : ['META_WEBHOOK_VERIFY_TOKEN is required outside local mode']),
  ];
  if (problems.length > 0 && !common.localMode) throw new ConfigError(problems);
  return { appSecret: env.META_APP_SECRET, verifyToken: env.META_WEBHOOK_VERIFY_TOKEN };
}
