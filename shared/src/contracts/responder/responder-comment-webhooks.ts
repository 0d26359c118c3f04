import * as z from 'zod/mini';

/**
 * Meta's comment webhooks, delivered to the same endpoint as the messaging ones
 * (`POST /api/responder/webhooks/meta`, signed alike): an entry's `changes`, one per field Meta
 * reports. Only a Facebook page's `feed` comments and an Instagram account's `comments` are read;
 * every other field (likes, posts, mentions) is acknowledged and left. Loose objects: Meta adds fields.
 */
export const metaWebhookChangeSchema = z.object({
  field: z.string().check(z.maxLength(100)),
  value: z.unknown(),
});
export type MetaWebhookChange = z.infer<typeof metaWebhookChangeSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(256));

/** A Facebook page's `feed` change for a comment (`item: 'comment'`); `verb` says what happened to it. */
export const facebookFeedCommentSchema = z.object({
  item: z.literal('comment'),
  verb: z.string(),
  comment_id: id,
  post_id: id,
  /** Set when the comment answers another comment (then it is still under `post_id`). */
  parent_id: z.optional(id),
  message: z.optional(z.string()),
  from: z.object({ id, name: z.optional(z.string().check(z.maxLength(200))) }),
  /** Unix seconds. */
  created_time: z.optional(z.number()),
});
export type FacebookFeedComment = z.infer<typeof facebookFeedCommentSchema>;

/** An Instagram account's `comments` change: a new comment on one of its media. */
export const instagramCommentSchema = z.object({
  id,
  text: z.optional(z.string()),
  from: z.object({ id, username: z.optional(z.string().check(z.maxLength(200))) }),
  media: z.object({ id }),
  parent_id: z.optional(id),
});
export type InstagramComment = z.infer<typeof instagramCommentSchema>;
