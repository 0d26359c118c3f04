import * as z from 'zod/mini';

/**
 * Shopify's webhooks (DESIGN.md §13), `POST /api/dashboard/webhooks/shopify`: no session, the
 * `X-Shopify-Hmac-Sha256` over the raw body is the authentication. The service reads the topic, shop
 * and event id from the headers, never the body; the event is stored once and processed as a job.
 *
 * `accepted`: stored for processing; `duplicate`: a delivery seen before; `ignored`: a topic the app does not follow.
 */
export const shopifyWebhookOutcomes = ['accepted', 'duplicate', 'ignored'] as const;
export type ShopifyWebhookOutcome = (typeof shopifyWebhookOutcomes)[number];

/** What the endpoint answers Shopify (it reads only the status). */
export const shopifyWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(shopifyWebhookOutcomes),
});
export type ShopifyWebhookAnswer = z.infer<typeof shopifyWebhookAnswerSchema>;
