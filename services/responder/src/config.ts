import { z } from 'zod';
import { ConfigError, envPositiveInt } from '@scp/service-kit/config';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
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
  /** Sending limit per page (business constants: message 1,000 an hour): more waits for the next window. */
  RESPONDER_SENDS_PER_PAGE: envPositiveInt.default(responder.sendsPerPagePerHour),
  RESPONDER_SENDS_PER_PAGE_WINDOW_MS: envPositiveInt.default(HOUR),
  /** Sending limit per owner (business constants: default 60 a minute), over all their pages. */
  RESPONDER_SENDS_PER_OWNER: envPositiveInt.default(responder.sendsPerOwnerPerMinute),
  RESPONDER_SENDS_PER_OWNER_WINDOW_MS: envPositiveInt.default(MINUTE),
  /** Webhook messages processed per page (business constants: webhook 200 a minute); more are queued. */
  RESPONDER_WEBHOOKS_PER_PAGE: envPositiveInt.default(responder.webhooksPerMinutePerPage),
  RESPONDER_WEBHOOKS_PER_PAGE_WINDOW_MS: envPositiveInt.default(MINUTE),
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

/** The limits of the spec's business constants, as this deployment configures them (windows in ms). */
export interface ResponderLimits {
  sendsPerPage: { limit: number; windowMs: number };
  sendsPerOwner: { limit: number; windowMs: number };
  webhooksPerPage: { limit: number; windowMs: number };
}

export function responderLimits(env: ResponderEnv): ResponderLimits {
  return {
    sendsPerPage: { limit: env.RESPONDER_SENDS_PER_PAGE, windowMs: env.RESPONDER_SENDS_PER_PAGE_WINDOW_MS },
    sendsPerOwner: { limit: env.RESPONDER_SENDS_PER_OWNER, windowMs: env.RESPONDER_SENDS_PER_OWNER_WINDOW_MS },
    webhooksPerPage: { limit: env.RESPONDER_WEBHOOKS_PER_PAGE, windowMs: env.RESPONDER_WEBHOOKS_PER_PAGE_WINDOW_MS },
  };
}
