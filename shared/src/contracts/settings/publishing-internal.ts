import * as z from 'zod/mini';

/**
 * Publishing through the settings service, the one home of every platform call
 * (docs/architecture.md, Between services; docs/decisions/platform-tokens-owned-by-settings.md):
 * the studio names the account and the post, settings makes the platform's calls with the token
 * it keeps and answers what the platform did. Internal only, the studio service only, one user per
 * call; the token never leaves settings.
 */

/** The platforms a post can be published to. */
export const publishingPlatforms = ['instagram', 'facebook', 'tiktok', 'linkedin', 'twitter', 'pinterest'] as const;
export type PublishingPlatform = (typeof publishingPlatforms)[number];

export function isPublishingPlatform(value: string): value is PublishingPlatform {
  return (publishingPlatforms as readonly string[]).includes(value);
}

/** `POST`: publish one post to one account; the answer is always 200 with an outcome when the platform answered. */
export function accountPublishPath(platform: string, accountId: string): `/internal/settings/${string}` {
  return `/internal/settings/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/publish`;
}

/**
 * `GET`: the account's posts made since `since` (an instant), newest first, to find a post already
 * made when a publish's answer was lost (a crash between the platform's answer and the record).
 */
export function accountRecentPostsPath(
  platform: string,
  accountId: string,
  since: string,
): `/internal/settings/${string}` {
  const query = new URLSearchParams({ since }).toString();
  return `/internal/settings/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/recent-posts?${query}`;
}

/** The most media one publish carries (Instagram's carousel and Facebook's multi-photo post stop at 10). */
export const MAX_PUBLISH_MEDIA = 10;
/** A post's text as any platform takes it at most (LinkedIn's 3,000 is the longest); the studio's rules are stricter per platform. */
export const MAX_PUBLISH_TEXT = 5000;

const absoluteUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'must be an absolute http(s) URL'),
);

export const publishMediaSchema = z.strictObject({
  /** Where the platform fetches the file (absolute: the platform's servers fetch it, not ours). */
  url: absoluteUrl,
  type: z.enum(['image', 'video']),
  mimeType: z.string().check(z.regex(/^(image|video)\/[a-z0-9.+-]{1,60}$/, 'must be an image/… or video/… type')),
  alt: z.optional(z.string().check(z.maxLength(1000))),
});
export type PublishMedia = z.infer<typeof publishMediaSchema>;

export const publishRequestSchema = z.strictObject({
  /** The studio's name of this attempt's target, `<postId>:<platform>:<accountId>`, for logs and the never-twice check. */
  postRef: z.string().check(z.minLength(1), z.maxLength(300)),
  text: z.string().check(z.maxLength(MAX_PUBLISH_TEXT)),
  /** Pinterest's pin title, TikTok's … where a platform has one. */
  title: z.optional(z.string().check(z.maxLength(300))),
  /** Facebook's link post, Pinterest's destination. */
  link: z.optional(absoluteUrl),
  /** Pinterest's board. */
  boardId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** Posted as the first comment right after the post (Instagram, Facebook, LinkedIn). */
  firstComment: z.optional(z.string().check(z.minLength(1), z.maxLength(2200))),
  media: z.array(publishMediaSchema).check(z.maxLength(MAX_PUBLISH_MEDIA)),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/**
 * Why a platform did not publish, as the studio acts on it:
 * - `token_refused`: the platform no longer takes the account's token; settings marked the account
 *   as needing re-authentication (the owner must connect it again); never retried;
 * - `rate_limited`: the platform asked for a wait (`retryAfterSeconds` when it said how long);
 * - `unavailable`: no answer, a timeout or a 5xx (or still processing after the bounded wait): back off and retry,
 *   after a look at the account's recent posts;
 * - `bad_request`: the platform refused this post (its words say why); no retry changes that.
 */
export const publishFailureKinds = ['token_refused', 'rate_limited', 'unavailable', 'bad_request'] as const;
export type PublishFailureKind = (typeof publishFailureKinds)[number];

export const publishedSchema = z.object({
  outcome: z.literal('published'),
  platformPostId: z.string(),
  permalink: z.string(),
});
export type Published = z.infer<typeof publishedSchema>;

export const publishFailedSchema = z.object({
  outcome: z.literal('failed'),
  kind: z.enum(publishFailureKinds),
  /** The platform's own words (or ours when it gave none), safe to show the owner; never a token. */
  words: z.string(),
  retryAfterSeconds: z.optional(z.number().check(z.nonnegative())),
});
export type PublishFailed = z.infer<typeof publishFailedSchema>;

export const publishResponseSchema = z.discriminatedUnion('outcome', [publishedSchema, publishFailedSchema]);
export type PublishResponse = z.infer<typeof publishResponseSchema>;

export const recentPostsQuerySchema = z.strictObject({ since: z.iso.datetime({ offset: true }) });
export type RecentPostsQuery = z.infer<typeof recentPostsQuerySchema>;

export const recentPostSchema = z.object({
  platformPostId: z.string(),
  permalink: z.string(),
  /** The post's text as the platform keeps it (a caption, a title). */
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecentPost = z.infer<typeof recentPostSchema>;

/** The account's posts since the instant asked, newest first, or why the platform would not list them. */
export const recentPostsResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('listed'), posts: z.array(recentPostSchema) }),
  publishFailedSchema,
]);
export type RecentPostsResponse = z.infer<typeof recentPostsResponseSchema>;

/** `GET`: the boards of a Pinterest account, for the editor to offer (a pin goes on one). */
export function pinterestBoardsPath(accountId: string): `/internal/settings/${string}` {
  return `/internal/settings/accounts/pinterest/${encodeURIComponent(accountId)}/boards`;
}

export const pinterestBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A secret board's pins are seen by its owner and collaborators only. */
  privacy: z.enum(['public', 'secret']),
});
export type PinterestBoard = z.infer<typeof pinterestBoardSchema>;

/** The account's boards, or why Pinterest would not list them. */
export const pinterestBoardsResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('listed'), boards: z.array(pinterestBoardSchema) }),
  publishFailedSchema,
]);
export type PinterestBoardsResponse = z.infer<typeof pinterestBoardsResponseSchema>;

/**
 * `POST`: the figures of posts the account published, by the platform's ids: the studio reads them
 * daily for a post's first 30 days, the dashboard for its content performance. Always 200 with an
 * outcome when the platform answered (a refused token marks the account for reconnection, as a publish does).
 */
export function accountPostMetricsPath(platform: string, accountId: string): `/internal/settings/${string}` {
  return `/internal/settings/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/post-metrics`;
}

/** The most posts one read names (the platforms' batch lookups take at least this many). */
export const MAX_METRICS_POSTS = 20;

export const postMetricsRequestSchema = z.strictObject({
  platformPostIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(MAX_METRICS_POSTS)),
});
export type PostMetricsRequest = z.infer<typeof postMetricsRequestSchema>;

const figure = z.nullable(z.int().check(z.nonnegative()));

/**
 * A post's figures as its platform counts them, lifetime to the read; null where the platform has
 * no such figure (Facebook and LinkedIn count no saves, TikTok no saves or clicks, Instagram no
 * clicks, Pinterest no shares). `reach` is how many saw it: unique accounts where the platform
 * counts them (Instagram, Facebook, LinkedIn), its impressions or views where it does not (X,
 * Pinterest, TikTok). `clicks` are clicks on the post's link.
 */
export const postMetricsSchema = z.object({
  likes: figure,
  comments: figure,
  shares: figure,
  saves: figure,
  reach: figure,
  clicks: figure,
});
export type PostMetrics = z.infer<typeof postMetricsSchema>;

/** One post's figures; `metrics` null when the platform no longer has the post (deleted, or not the account's). */
export const postMetricsReadSchema = z.object({ platformPostId: z.string(), metrics: z.nullable(postMetricsSchema) });
export type PostMetricsRead = z.infer<typeof postMetricsReadSchema>;

/** Each post asked for, in the order asked, or why the platform would not answer. */
export const postMetricsResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('read'), posts: z.array(postMetricsReadSchema) }),
  publishFailedSchema,
]);
export type PostMetricsResponse = z.infer<typeof postMetricsResponseSchema>;
