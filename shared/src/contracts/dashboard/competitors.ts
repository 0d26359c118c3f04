import * as z from 'zod/mini';
import { publicAccountPlatforms, publicHandleMax, publicPostFormats } from '../settings/public-accounts-internal';

/**
 * The owner's competitors (/inspiration/competitors): the accounts they follow on Instagram,
 * Facebook and TikTok, what the platforms show publicly of each, snapshotted once a day so trends
 * build up, side by side with the owner's own accounts.
 */
export const competitorPlatforms = publicAccountPlatforms;
export type CompetitorPlatform = (typeof competitorPlatforms)[number];

/** How many competitors one owner may follow. */
export const COMPETITORS_MAX = 30;
/** The days a followers trend spans, and the window of the engagement average and top posts. */
export const COMPETITOR_TREND_DAYS = 30;
/** How many top posts a competitor or an own account shows. */
export const COMPETITOR_TOP_POSTS = 3;

/**
 * A handle as the owner types it: at most the longest a platform allows, an optional @, then only
 * what handles are made of (a link is refused: the handle alone names the account).
 */
export const competitorHandleSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(publicHandleMax),
  z.refine((value) => !/(:\/\/|www\.|\/)/i.test(value), { message: 'Enter the handle, not a link.' }),
  z.regex(/^@?[A-Za-z0-9._-]+$/, 'A handle has only letters, digits, dots, dashes and underscores.'),
);

export const addCompetitorRequestSchema = z.strictObject({
  platform: z.enum(competitorPlatforms),
  handle: competitorHandleSchema,
});
export type AddCompetitorRequest = z.infer<typeof addCompetitorRequestSchema>;

export const competitorTopPostSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  caption: z.string(),
  /** Likes, comments and shares (and saves, for the owner's own posts). */
  engagement: z.int().check(z.nonnegative()),
  url: z.nullable(z.string()),
  /** The post's format where the platform said (snapshots taken before it was kept have none). */
  format: z.optional(z.nullable(z.enum(publicPostFormats))),
});
export type CompetitorTopPost = z.infer<typeof competitorTopPostSchema>;

/** The figures compared side by side, for a competitor and for an own account alike. */
export const competitorFiguresSchema = z.object({
  /** Followers on the latest day known; null when unknown. */
  followers: z.nullable(z.int().check(z.nonnegative())),
  /** Followers gained (or lost) since the oldest day of the trend; null with only one day. */
  followersChange: z.nullable(z.int()),
  /** One point a day over the last COMPETITOR_TREND_DAYS days, oldest first, only days with a figure. */
  followersTrend: z.array(z.object({ date: z.string(), followers: z.int().check(z.nonnegative()) })),
  /** Posts over the last 7 days; null when unknown. */
  postsPerWeek: z.nullable(z.int().check(z.nonnegative())),
  /** Average engagement per post over the last COMPETITOR_TREND_DAYS days; null without posts. */
  avgEngagementPerPost: z.nullable(z.number().check(z.nonnegative())),
  topPosts: z.array(competitorTopPostSchema),
});
export type CompetitorFigures = z.infer<typeof competitorFiguresSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  platform: z.enum(competitorPlatforms),
  handle: z.string(),
  /** The name the platform shows; null before the first snapshot. */
  name: z.nullable(z.string()),
  /** Named in onboarding, or added here. */
  source: z.enum(['onboarding', 'added']),
  /** The latest snapshot's figures with the trend; null before a snapshot succeeded. */
  figures: z.nullable(competitorFiguresSchema),
  /** The day of the latest successful snapshot (YYYY-MM-DD); null before one. */
  snapshotDay: z.nullable(z.string()),
  /** Why the platform showed nothing today, in words (the rest of the page still works); null when it did. */
  problem: z.nullable(z.string()),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const ownAccountFiguresSchema = z.object({
  platform: z.enum(competitorPlatforms),
  accountId: z.string(),
  name: z.string(),
  figures: competitorFiguresSchema,
});
export type OwnAccountFigures = z.infer<typeof ownAccountFiguresSchema>;

/** `GET /api/dashboard/competitors`. */
export const competitorsResponseSchema = z.object({
  competitors: z.array(competitorSchema),
  /** The owner's own connected Instagram, Facebook and TikTok accounts, with the same figures. */
  own: z.array(ownAccountFiguresSchema),
  /** Why some of the owner's own figures are missing (the studio or settings out of reach); null when none are. */
  ownProblem: z.nullable(z.string()),
});
export type CompetitorsResponse = z.infer<typeof competitorsResponseSchema>;

/** `POST /api/dashboard/competitors` answers the competitor added, with its first snapshot (201). */
export const addCompetitorResponseSchema = z.object({ competitor: competitorSchema });
export type AddCompetitorResponse = z.infer<typeof addCompetitorResponseSchema>;

const matrixFigures = {
  followers: competitorFiguresSchema.shape.followers,
  followersChange: competitorFiguresSchema.shape.followersChange,
  postsPerWeek: competitorFiguresSchema.shape.postsPerWeek,
  avgEngagementPerPost: competitorFiguresSchema.shape.avgEngagementPerPost,
};

/**
 * `get_competitor_matrix`'s result: each competitor's latest snapshot (its followers' change over
 * the trend's days, posts a week, average engagement per post, best post) beside the owner's own
 * accounts' same figures, from the stored daily snapshots only.
 */
export const competitorMatrixResultSchema = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  competitors: z.array(
    z.object({
      platform: z.enum(competitorPlatforms),
      handle: z.string(),
      name: z.nullable(z.string()),
      snapshotDay: z.nullable(z.string()),
      ...matrixFigures,
      topPost: z.nullable(competitorTopPostSchema),
      problem: z.nullable(z.string()),
    }),
  ),
  own: z.array(
    z.object({ platform: z.enum(competitorPlatforms), accountId: z.string(), name: z.string(), ...matrixFigures }),
  ),
});
export type CompetitorMatrixResult = z.infer<typeof competitorMatrixResultSchema>;
