import * as z from 'zod/mini';
import { metaWebhookChangeSchema } from './responder-comment-webhooks';

/**
 * Meta's messaging webhooks (Messenger and Instagram messaging), `POST /api/responder/webhooks/meta`,
 * signed with the app secret (`X-Hub-Signature-256`) and verified at subscription with
 * `GET ?hub.mode=subscribe&hub.verify_token=&hub.challenge=`. Loose objects: Meta adds fields.
 */
export const metaWebhookPath = '/api/responder/webhooks/meta';

export const metaMessagingEventSchema = z.object({
  sender: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  recipient: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  timestamp: z.number(),
  message: z.optional(
    z.object({
      mid: z.string().check(z.minLength(1), z.maxLength(256)),
      text: z.optional(z.string()),
      /** The page's own messages come back as echoes: never customer messages. */
      is_echo: z.optional(z.boolean()),
    }),
  ),
});
export type MetaMessagingEvent = z.infer<typeof metaMessagingEventSchema>;

export const metaWebhookBodySchema = z.object({
  object: z.enum(['page', 'instagram']),
  entry: z
    .array(
      z.object({
        /** The page (or Instagram business account) the messages were sent to. */
        id: z.string(),
        time: z.number(),
        messaging: z.optional(z.array(metaMessagingEventSchema).check(z.maxLength(1000))),
        /** Comments under the page's posts or the account's media (responder-comment-webhooks.ts). */
        changes: z.optional(z.array(metaWebhookChangeSchema).check(z.maxLength(1000))),
      }),
    )
    .check(z.maxLength(1000)),
});
export type MetaWebhookBody = z.infer<typeof metaWebhookBodySchema>;

/**
 * `GET`: Meta's subscription check, answered with the challenge (text/plain) when `hub.verify_token`
 * is the token we gave Meta (403 otherwise).
 */
export const metaWebhookVerifyQuerySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.challenge': z.string().check(z.minLength(1), z.maxLength(200)),
  'hub.verify_token': z.optional(z.string()),
});
export type MetaWebhookVerifyQuery = z.infer<typeof metaWebhookVerifyQuerySchema>;

/** What the endpoint answers Meta (it reads only the status). */
export const metaWebhookAnswerSchema = z.object({
  received: z.boolean(),
  accepted: z.int(),
  duplicates: z.int(),
  ignored: z.int(),
});
export type MetaWebhookAnswer = z.infer<typeof metaWebhookAnswerSchema>;
