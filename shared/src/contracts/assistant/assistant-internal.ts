import * as z from 'zod/mini';
import { postLimits, postPlatforms } from '../studio/studio-constants';

/**
 * The assistant service's internal API for other services (docs/architecture.md, Between
 * services): never reachable through the gateway, called with a service token for a user. The
 * studio's post editor asks it to write in the owner's brand voice ('Write with my voice') and to
 * rewrite a text for one platform ('Rewrite for {platform}').
 */
export const assistantInternalPaths = {
  /** `POST` (StudioWriteRequest → StudioWrittenResponse): a post's text in the owner's voice. */
  studioWrite: '/internal/assistant/studio/write',
  /** `POST` (StudioRewriteRequest → StudioWrittenResponse): the text again, for one platform. */
  studioRewrite: '/internal/assistant/studio/rewrite',
} as const;

/** How much the studio may send: a brief, a product's name and price, a whole post's text. */
export const studioWritingLimits = {
  briefMax: 500,
  productTitleMax: 255,
  priceMax: 32,
  currencyMax: 8,
  textMax: postLimits.textMax,
} as const;

const platformSchema = z.enum(postPlatforms);

/** The product a post is about: the name and price the studio's product picker shows. */
export const studioWriteProductSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(studioWritingLimits.productTitleMax)),
  price: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(studioWritingLimits.priceMax)))),
  currency: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(studioWritingLimits.currencyMax)))),
});
export type StudioWriteProduct = z.infer<typeof studioWriteProductSchema>;

export const studioWriteRequestSchema = z.strictObject({
  /** What the post is about, in the owner's words; without it, the product or the shop's latest. */
  brief: z.optional(z.string().check(z.trim(), z.maxLength(studioWritingLimits.briefMax))),
  /** The platform the text is for; without it, the post's main text (for every platform). */
  platform: z.optional(platformSchema),
  product: z.optional(studioWriteProductSchema),
});
export type StudioWriteRequest = z.infer<typeof studioWriteRequestSchema>;

export const studioRewriteRequestSchema = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(studioWritingLimits.textMax)),
  platform: platformSchema,
});
export type StudioRewriteRequest = z.infer<typeof studioRewriteRequestSchema>;

/** Who wrote the text: the embedded writer, or the configured language model (named). */
export const studioWriterEngines = ['embedded', 'llm'] as const;

export const studioWrittenResponseSchema = z.object({
  /** The text to put in the editor; its hashtags are written in it. */
  text: z.string(),
  platform: z.nullable(platformSchema),
  /** Whether the owner's saved brand voice shaped it (false: none is saved, a friendly tone). */
  voiceUsed: z.boolean(),
  engine: z.enum(studioWriterEngines),
  /** The language model's name when one wrote it. */
  model: z.nullable(z.string()),
  /** Whether it was cut to fit the platform's limit. */
  shortened: z.boolean(),
});
export type StudioWrittenResponse = z.infer<typeof studioWrittenResponseSchema>;
