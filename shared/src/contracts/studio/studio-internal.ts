import * as z from 'zod/mini';
import { contentPostSchema } from '../assistant/assistant-api';
import { contentTypes } from '../dashboard/analytics-tools';
import { postMetricsSchema } from '../settings/publishing-internal';
import { postPlatforms } from './studio-constants';

/**
 * The studio's internal API (docs/architecture.md, Between services): never through the gateway,
 * always with a service token for one user.
 */
export const studioInternalPaths = {
  /**
   * studio, `POST` (the assistant): a draft the owner saved from an assistant's answer is handed over
   * to the studio, which keeps it from then on as one of the owner's drafts (source `assistant`).
   */
  drafts: '/internal/studio/drafts',
  /**
   * studio, `GET` (the dashboard): the owner's posts published in a period, one row per account each
   * went out to, with its latest figures: what the dashboard's content performance is computed from.
   */
  publishedPosts: '/internal/studio/published-posts',
} as const;

export const draftHandOverRequestSchema = z.strictObject({
  post: contentPostSchema,
  /**
   * The assistant's own id for this draft (the approved action's, or the draft it stored before the
   * hand-over existed): the idempotency key. A second hand-over with the same key (a retry, another
   * replica) answers the post the first one made instead of making another.
   */
  sourceId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/, 'Use letters, digits, - or _.')),
});
export type DraftHandOverRequest = z.infer<typeof draftHandOverRequestSchema>;

/** 201 with the new draft's id; 200 with the same id when this `sourceId` was handed over already. */
export const draftHandOverResponseSchema = z.object({ postId: z.string() });
export type DraftHandOverResponse = z.infer<typeof draftHandOverResponseSchema>;

/** The longest period one read of published posts covers, and the most rows it answers (the newest). */
export const PUBLISHED_POSTS_MAX_DAYS = 366;
export const PUBLISHED_POSTS_MAX_ROWS = 500;

/** `GET /internal/studio/published-posts?from&to`: accounts published to in [from, to) (ISO instants). */
export const publishedPostsQuerySchema = z
  .strictObject({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .check(
    z.refine((query) => Date.parse(query.from) < Date.parse(query.to), {
      message: 'from must be before to.',
      path: ['to'],
    }),
    z.refine((query) => Date.parse(query.to) - Date.parse(query.from) <= PUBLISHED_POSTS_MAX_DAYS * 86_400_000, {
      message: `At most ${PUBLISHED_POSTS_MAX_DAYS} days.`,
      path: ['from'],
    }),
  );
export type PublishedPostsQuery = z.infer<typeof publishedPostsQuerySchema>;

/**
 * One account a post went out to, with its latest figures (each null until the daily read has
 * them, or where the platform has no such figure; `figuresDay` null before the first read).
 */
export const publishedPostSchema = z.object({
  ...postMetricsSchema.shape,
  postId: z.string(),
  platform: z.enum(postPlatforms),
  accountId: z.string(),
  /** When it went out on this account (ISO instant). */
  publishedAt: z.string(),
  /** The start of the text that went out on this account (at most 120 characters). */
  excerpt: z.string(),
  permalink: z.nullable(z.string()),
  /** By its media: a video, one image, several images (carousel) or none (text). */
  contentType: z.enum(contentTypes),
  /** The UTC day (YYYY-MM-DD) of the latest read of the figures; null when none was read yet. */
  figuresDay: z.nullable(z.string()),
});
export type PublishedPost = z.infer<typeof publishedPostSchema>;

/** The newest first, at most PUBLISHED_POSTS_MAX_ROWS. */
export const publishedPostsResponseSchema = z.object({ posts: z.array(publishedPostSchema) });
export type PublishedPostsResponse = z.infer<typeof publishedPostsResponseSchema>;
