import * as z from 'zod/mini';

/**
 * Shopify's webhooks, `POST /api/dashboard/webhooks/shopify`: no session, the
 * `X-Shopify-Hmac-Sha256` over the raw body is the authentication. The topic, shop and event id
 * are headers, outside the signature: the event is stored once per event id and id of the signed
 * body, processed as a job, and an `app/uninstalled` is acted on only once Shopify confirms it (it
 * refuses the shop's token).
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

/** Longest id the service keeps of a delivery (the event id header, the body's id). */
export const SHOPIFY_WEBHOOK_MAX_ID = 255;

/**
 * What the service reads of the signed payload: the id of what it describes (an order, the shop).
 * An order also carries its GraphQL id, a string, exact where a large numeric id would not be.
 */
export const shopifyWebhookBodySchema = z.looseObject({
  id: z.union([
    z.number().check(
      z.gte(0),
      // Not z.int(): Shopify's ids may pass 2^53, which z.int() refuses.
      z.refine((id) => Number.isInteger(id)),
    ),
    z.string().check(z.minLength(1), z.maxLength(SHOPIFY_WEBHOOK_MAX_ID)),
  ]),
  admin_graphql_api_id: z.optional(z.string().check(z.minLength(1), z.maxLength(SHOPIFY_WEBHOOK_MAX_ID))),
});
export type ShopifyWebhookBody = z.infer<typeof shopifyWebhookBodySchema>;
