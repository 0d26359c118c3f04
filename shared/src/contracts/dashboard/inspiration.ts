import * as z from 'zod/mini';
import { hashtagPattern } from '../settings/public-hashtags-internal';
import { publicPostFormats } from '../settings/public-accounts-internal';
import { isTimeZone } from '../studio/zoned-time';
import { competitorPlatforms } from './competitors';
import { inspirationTexts } from './inspiration-texts';

/**
 * The inspiration pages of the dashboard: the feed (/inspiration/feed), recent top posts of the
 * owner's competitors and of the hashtags they follow, and the niche's intelligence
 * (/inspiration/intelligence), what works among those posts, from the competitors' daily snapshots.
 * A post of another account is only ever a link and a few words, never its media.
 */
export const inspirationPlatforms = competitorPlatforms;
export type InspirationPlatform = (typeof inspirationPlatforms)[number];
export const inspirationFormats = publicPostFormats;
export type InspirationFormat = (typeof inspirationFormats)[number];

/** How many hashtags one owner may follow (Instagram searches at most 30 a week for an account). */
export const HASHTAGS_MAX = 10;
/** Feed items a page. */
export const FEED_PAGE_SIZE = 20;
/** The days the feed's competitor posts and the intelligence look back over. */
export const INSPIRATION_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Hashtags followed

/** A hashtag as the owner types it: an optional #, then letters, digits and underscores only. */
export const followHashtagRequestSchema = z.strictObject({
  hashtag: z.string().check(
    z.trim(),
    z.minLength(1, inspirationTexts.hashtags.empty),
    z.maxLength(101, inspirationTexts.hashtags.tooLong),
    z.refine((value) => hashtagPattern.test(value.replace(/^#/, '')), inspirationTexts.hashtags.invalid),
  ),
});
export type FollowHashtagRequest = z.infer<typeof followHashtagRequestSchema>;

export const followedHashtagSchema = z.object({
  id: z.string(),
  /** Lower case, without the #. */
  hashtag: z.string(),
  createdAt: z.string(),
});
export type FollowedHashtag = z.infer<typeof followedHashtagSchema>;

/** `GET /api/dashboard/inspiration/hashtags`, and `POST`'s answer (201): the hashtags followed, oldest first. */
export const hashtagsResponseSchema = z.object({ hashtags: z.array(followedHashtagSchema), max: z.int() });
export type HashtagsResponse = z.infer<typeof hashtagsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Feed

/** `GET /api/dashboard/inspiration/feed?platform=&format=&cursor=`. */
export const feedQuerySchema = z.object({
  platform: z.optional(z.enum(inspirationPlatforms)),
  format: z.optional(z.enum(inspirationFormats)),
  /** The `nextCursor` of the page before. */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,5}$/, inspirationTexts.feed.badCursor))),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('competitor'), handle: z.string(), name: z.nullable(z.string()) }),
  z.object({ kind: z.literal('hashtag'), hashtag: z.string() }),
]);
export type FeedSource = z.infer<typeof feedSourceSchema>;

export const feedItemSchema = z.object({
  /** Stable across pages: the source and the platform's post id. */
  id: z.string(),
  platform: z.enum(inspirationPlatforms),
  format: z.nullable(z.enum(inspirationFormats)),
  /** ISO 8601. */
  postedAt: z.string(),
  caption: z.string(),
  /** Likes, comments and shares as the platform shows them. */
  engagement: z.int().check(z.nonnegative()),
  /** The post on its platform (an https address); null when the platform gave none. */
  url: z.nullable(z.string()),
  source: feedSourceSchema,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedResponseSchema = z.object({
  /** Newest first. */
  items: z.array(feedItemSchema),
  nextCursor: z.nullable(z.string()),
  /** Why some sources show nothing now, in words (the rest of the feed still shows). */
  problems: z.array(z.string()),
  /** Whether the owner follows any competitor or hashtag at all (the empty feed says what to do). */
  hasSources: z.boolean(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Intelligence

export const intelligenceRanges = ['7d', '30d'] as const;
/**
 * `GET /api/dashboard/inspiration/intelligence?range=&timeZone=` (30 days when absent; the posting
 * times counted in the owner's IANA zone, UTC when absent).
 */
export const intelligenceQuerySchema = z.object({
  range: z.optional(z.enum(intelligenceRanges)),
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, inspirationTexts.intelligence.badTimeZone))),
});
export type IntelligenceQuery = z.infer<typeof intelligenceQuerySchema>;

const average = z.number().check(z.nonnegative());

/** One post the figures come from: a competitor's, as its snapshot kept it. */
export const intelligencePostSchema = z.object({
  platform: z.enum(inspirationPlatforms),
  handle: z.string(),
  postedAt: z.string(),
  engagement: z.int().check(z.nonnegative()),
  format: z.nullable(z.enum(inspirationFormats)),
  hashtags: z.array(z.string()),
  url: z.nullable(z.string()),
});
export type IntelligencePost = z.infer<typeof intelligencePostSchema>;

export const intelligenceResponseSchema = z.object({
  range: z.object({ start: z.string(), end: z.string(), days: z.int() }),
  /** The IANA zone the hours and weekdays are counted in: the one asked for, else UTC. */
  timeZone: z.string(),
  /** The competitors' posts of the range, once each (their latest figures). */
  postCount: z.int(),
  /** Hashtags by their average engagement per post, best first. */
  hashtags: z.array(z.object({ hashtag: z.string(), posts: z.int(), avgEngagement: average })),
  /** Formats by their average engagement per post, best first (posts whose platform gave no format left out). */
  formats: z.array(z.object({ format: z.enum(inspirationFormats), posts: z.int(), avgEngagement: average })),
  /** The best posts (the top quarter by engagement), best first: the rows of the posting times. */
  bestPosts: z.array(intelligencePostSchema),
  /** The best posts by the hour they went out, in `timeZone`, all 24 hours. */
  hours: z.array(z.object({ hour: z.int(), posts: z.int() })),
  /** The best posts by weekday in `timeZone`, Monday first, all 7. */
  weekdays: z.array(z.object({ weekday: z.int(), posts: z.int() })),
  /** The owner's own accounts and each competitor: average engagement per post and posts a week. */
  comparison: z.array(
    z.object({
      kind: z.enum(['own', 'competitor']),
      platform: z.enum(inspirationPlatforms),
      name: z.string(),
      postsPerWeek: z.nullable(z.int()),
      avgEngagementPerPost: z.nullable(average),
    }),
  ),
  /** Why some of the comparison is missing, in words; null when nothing is. */
  problem: z.nullable(z.string()),
});
export type IntelligenceResponse = z.infer<typeof intelligenceResponseSchema>;
