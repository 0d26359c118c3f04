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

const shopifyId = z.union([
  z.number().check(
    z.gte(0),
    // Not z.int(): Shopify's ids may pass 2^53, which z.int() refuses.
    z.refine((id) => Number.isInteger(id)),
  ),
  z.string().check(z.minLength(1), z.maxLength(SHOPIFY_WEBHOOK_MAX_ID)),
]);

/**
 * What the service reads of the signed payload: the id of what it describes (an order, the shop, a
 * product). An order also carries its GraphQL id, a string, exact where a large numeric id would not
 * be; an inventory level has only that one.
 */
export const shopifyWebhookBodySchema = z
  .looseObject({
    id: z.optional(shopifyId),
    admin_graphql_api_id: z.optional(z.string().check(z.minLength(1), z.maxLength(SHOPIFY_WEBHOOK_MAX_ID))),
  })
  .check(z.refine((body) => body.id !== undefined || body.admin_graphql_api_id !== undefined));
export type ShopifyWebhookBody = z.infer<typeof shopifyWebhookBodySchema>;

const amount = z.union([z.string().check(z.maxLength(40)), z.number()]);

/**
 * `products/update`: the product as Shopify has it now (the REST shape). Its variants give the
 * lowest price and the stock (their quantities, when Shopify tracks them); its image, the featured one.
 */
export const shopifyProductUpdateSchema = z.looseObject({
  id: shopifyId,
  title: z.string().check(z.maxLength(1000)),
  handle: z.string().check(z.minLength(1), z.maxLength(SHOPIFY_WEBHOOK_MAX_ID)),
  /** 'active', 'draft' or 'archived': only active products are in the catalogue. */
  status: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  variants: z.optional(
    z.array(
      z.looseObject({
        price: z.optional(z.nullable(amount)),
        sku: z.optional(z.nullable(z.string().check(z.maxLength(SHOPIFY_WEBHOOK_MAX_ID)))),
        inventory_quantity: z.optional(z.nullable(z.number())),
        /** 'shopify' when Shopify counts its stock; null when it does not. */
        inventory_management: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  image: z.optional(z.nullable(z.looseObject({ src: z.string() }))),
  images: z.optional(z.array(z.looseObject({ src: z.string() }))),
});
export type ShopifyProductUpdate = z.infer<typeof shopifyProductUpdateSchema>;
