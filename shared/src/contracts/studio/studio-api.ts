import * as z from 'zod/mini';
import {
  studioRewriteRequestSchema,
  studioWriteRequestSchema,
  studioWrittenResponseSchema,
} from '../assistant/assistant-internal';
import {
  audienceHoursBases,
  audienceHoursReasons,
  shopProductSchema,
  shopProductsQuerySchema,
  shopProductsResponseSchema,
} from '../dashboard/dashboard-internal';
import {
  bestTimeLimits,
  campaignImportColumns,
  campaignImportModes,
  campaignLimits,
  type CampaignImportColumn,
  mediaTypes,
  postLimits,
  postListing,
  postPlatforms,
  postSources,
  postStatuses,
  studioMediaLimits,
  targetStates,
} from './studio-constants';
import { targetMetricsSchema } from './post-metrics';
import { studioTexts } from './studio-texts';
import { isTimeZone, LOCAL_TIME_PATTERN } from './zoned-time';

/**
 * The studio's REST API under /api/studio (calls; entities): posts, their scheduling, campaigns and
 * the accounts a post can go to. Every request is validated by the service with these schemas, and
 * mfe-studio types its endpoints from them. Paths: studio-paths.ts (`studioApiPaths`).
 */

const id = z.string().check(z.minLength(1), z.maxLength(64));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

// ---------------------------------------------------------------------------------------------
// Accounts a post can go to: the owner's connected social accounts, as settings lists them

export const studioAccountSchema = z.object({
  platform: z.enum(postPlatforms),
  accountId: z.string(),
  displayName: z.string(),
  /** False when the owner must connect the account again before anything is published there. */
  usable: z.boolean(),
});
export type StudioAccount = z.infer<typeof studioAccountSchema>;
export const studioAccountsResponseSchema = z.object({ accounts: z.array(studioAccountSchema) });
export type StudioAccountsResponse = z.infer<typeof studioAccountsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Posts

export const postMediaSchema = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  /** Where the browser (and, when publishing, the platform) reads the file. */
  url: z.string(),
  alt: z.string(),
  /** The file's size and a video's duration (what the platforms' rules check), for media uploaded to the studio. */
  bytes: z.optional(z.number()),
  durationMs: z.optional(z.nullable(z.number())),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** A media item of a post in a request: one of the owner's uploaded images or videos, with its alt text. */
export const postMediaInputSchema = z.strictObject({
  id,
  alt: z.string().check(z.maxLength(postLimits.altMax)),
});
export type PostMediaInput = z.infer<typeof postMediaInputSchema>;

/** How one account's publication went (states and transitions); `pending` until publishing starts. */
export const targetResultSchema = z.object({
  state: z.enum(targetStates),
  platformPostId: z.nullable(z.string()),
  permalink: z.nullable(z.string()),
  /** The platform's words when it refused, safe to show the owner. */
  words: z.nullable(z.string()),
  attempts: z.number(),
  /** When the state last changed (ISO). */
  at: z.nullable(z.string()),
});
export type TargetResult = z.infer<typeof targetResultSchema>;

const targetFields = {
  platform: z.enum(postPlatforms),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  /** This account's own text instead of the post's; null or absent: the post's text. */
  text: optionalText(postLimits.textMax),
  title: optionalText(postLimits.titleMax),
  link: optionalText(postLimits.linkMax),
  boardId: optionalText(postLimits.boardIdMax),
  firstComment: optionalText(postLimits.firstCommentMax),
};

/** One account a post goes to, with the account's own edits (Pinterest's title, link and board). */
export const postTargetInputSchema = z.strictObject(targetFields);
export type PostTargetInput = z.infer<typeof postTargetInputSchema>;

export const postTargetSchema = z.object({
  platform: targetFields.platform,
  accountId: z.string(),
  text: z.nullable(z.string()),
  title: z.nullable(z.string()),
  link: z.nullable(z.string()),
  boardId: z.nullable(z.string()),
  firstComment: z.nullable(z.string()),
  /** The account's name when the post was last saved (the account may be gone since). */
  displayName: z.string(),
  result: targetResultSchema,
});
export type PostTarget = z.infer<typeof postTargetSchema>;

export const postSchema = z.object({
  id: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
  media: z.array(postMediaSchema),
  targets: z.array(postTargetSchema),
  /** When it goes out (ISO instant, UTC), null for a draft. */
  scheduledAt: z.nullable(z.string()),
  /** The owner's IANA time zone the time was picked in (the calendar shows it there). */
  timeZone: z.nullable(z.string()),
  status: z.enum(postStatuses),
  campaignId: z.nullable(z.string()),
  source: z.enum(postSources),
  /** Hints the assistant gave with a draft it wrote (best time, wording); empty for the owner's posts. */
  tips: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The published targets' latest figures (post-metrics.ts), in the answer of one post only. */
  metrics: z.optional(z.array(targetMetricsSchema)),
});
export type Post = z.infer<typeof postSchema>;

const postContentFields = {
  text: z.optional(z.string().check(z.maxLength(postLimits.textMax))),
  hashtags: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(postLimits.hashtagMax)))
      .check(z.maxLength(postLimits.hashtagsMax)),
  ),
  media: z.optional(z.array(postMediaInputSchema).check(z.maxLength(postLimits.mediaMax))),
  targets: z.optional(z.array(postTargetInputSchema).check(z.maxLength(postLimits.targetsMax))),
  campaignId: z.optional(z.nullable(id)),
};

/** A new post, always a draft: `POST /api/studio/posts`. Anything absent is empty. */
export const postCreateRequestSchema = z.strictObject(postContentFields);
export type PostCreateRequest = z.infer<typeof postCreateRequestSchema>;

/**
 * A change to a draft or a scheduled post (`PATCH /api/studio/posts/:postId`): the fields given
 * replace the stored ones. A scheduled post stays scheduled, checked against the rules again.
 */
export const postUpdateRequestSchema = z.strictObject(postContentFields);
export type PostUpdateRequest = z.infer<typeof postUpdateRequestSchema>;

export const postResponseSchema = z.object({ post: postSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

/** A search of a list: words separated by spaces, each of which must be found (any letter case). */
const searchQuery = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(postListing.searchMaxLength, studioTexts.errors.searchTooLong(postListing.searchMaxLength)),
    ),
);

/**
 * `GET /api/studio/posts`: the owner's posts, filtered. With `from`/`to` (ISO instants, at most 100
 * days apart) only posts scheduled in [from, to), earliest first (the calendar); else newest change first.
 * `q` keeps the posts where every word is found in the text, a hashtag, or an account's own text,
 * title or first comment.
 */
export const postListQuerySchema = z.strictObject({
  q: searchQuery,
  status: z.optional(z.enum(postStatuses)),
  platform: z.optional(z.enum(postPlatforms)),
  source: z.optional(z.enum(postSources)),
  campaignId: z.optional(id),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(postListing.maxLimit))),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListResponseSchema = z.object({ posts: z.array(postSchema) });
export type PostListResponse = z.infer<typeof postListResponseSchema>;

/** `GET /api/studio/posts/summary`: how many of the owner's posts are in each status (the studio's home). */
export const postSummaryResponseSchema = z.object({
  counts: z.object({
    draft: z.number(),
    scheduled: z.number(),
    publishing: z.number(),
    published: z.number(),
    partial: z.number(),
    failed: z.number(),
  }),
});
export type PostSummaryResponse = z.infer<typeof postSummaryResponseSchema>;

/**
 * `POST /api/studio/posts/:postId/schedule`: schedule a draft, or move a scheduled post, to a
 * wall-clock time in the owner's IANA time zone (the browser's `Intl` zone). The service stores the
 * instant; a time in the past, one the clocks skip, or a post the rules refuse is a 400 naming the field.
 */
export const scheduleRequestSchema = z.strictObject({
  at: z.string().check(z.regex(LOCAL_TIME_PATTERN, studioTexts.errors.badLocalTime)),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

// `POST /api/studio/posts/:postId/cancel` (no body): a scheduled post back to a draft; answers `postResponseSchema`.

// `POST /api/studio/posts/:postId/publish` (no body): 'Publish now', checked as for scheduling, the post going out at
// once (status 'publishing'); answers `postResponseSchema`. Each account's result follows on the post's targets.

/**
 * `POST /api/studio/posts/:postId/targets/:platform/:accountId/retry` (no body): Retry one account a
 * post failed on (its result 'failed'); any other state is a 409. Answers `postResponseSchema`.
 */
export const retryTargetParamsSchema = z.object({
  postId: id,
  platform: z.enum(postPlatforms),
  accountId: targetFields.accountId,
});
export type RetryTargetParams = z.infer<typeof retryTargetParamsSchema>;

export const postDeleteResponseSchema = z.object({ deleted: z.literal(true) });
export type PostDeleteResponse = z.infer<typeof postDeleteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Campaigns

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The owner's calendar days, `YYYY-MM-DD`, both included. */
  startDate: z.string(),
  endDate: z.string(),
  goal: z.string(),
  /** A Shopify product id of the owner's shop, or null. */
  productId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(campaignLimits.nameMax)),
  startDate: isoDay,
  endDate: isoDay,
  goal: z.optional(z.string().check(z.maxLength(campaignLimits.goalMax))),
  productId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(255)))),
};

export const campaignCreateRequestSchema = z.strictObject(campaignFields);
export type CampaignCreateRequest = z.infer<typeof campaignCreateRequestSchema>;

export const campaignUpdateRequestSchema = z.strictObject({
  name: z.optional(campaignFields.name),
  startDate: z.optional(isoDay),
  endDate: z.optional(isoDay),
  goal: campaignFields.goal,
  productId: campaignFields.productId,
});
export type CampaignUpdateRequest = z.infer<typeof campaignUpdateRequestSchema>;

export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** One campaign with its posts, earliest scheduled first, drafts last (the campaign's timeline). */
export const campaignDetailResponseSchema = z.object({ campaign: campaignSchema, posts: z.array(postSchema) });
export type CampaignDetailResponse = z.infer<typeof campaignDetailResponseSchema>;

export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

export const campaignDeleteResponseSchema = z.object({ deleted: z.literal(true) });
export type CampaignDeleteResponse = z.infer<typeof campaignDeleteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A campaign's posts from a CSV file: `POST /api/studio/campaigns/:campaignId/import`, the file as a
// `text/csv` body (studio-constants.ts `campaignImportColumns`, `campaignImportLimits`)

/**
 * The import's query. `check` answers every row's result and stores nothing. `import` stores every
 * row as a scheduled post in the campaign, only when every row is good (else a 400 naming the first
 * bad row, nothing stored); with `onlyValidRows=true` it stores the good rows and reports the others.
 * `timeZone` is the owner's IANA zone the file's dates and times are read in.
 */
export const campaignImportQuerySchema = z.strictObject({
  mode: z.enum(campaignImportModes),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  onlyValidRows: z.optional(z.enum(['true', 'false'])),
});
export type CampaignImportQuery = z.infer<typeof campaignImportQuerySchema>;

const importColumn = z.enum(Object.values(campaignImportColumns) as [CampaignImportColumn, ...CampaignImportColumn[]]);

/** Why a row cannot be imported: its column (null: the row as a whole) and the reason in words. */
export const importProblemSchema = z.object({ column: z.nullable(importColumn), text: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the first row names the columns, so posts start at 2. */
  row: z.number(),
  ok: z.boolean(),
  /** When the post goes out (ISO instant), null when the date or time cannot be read. */
  at: z.nullable(z.string()),
  platforms: z.array(z.enum(postPlatforms)),
  /** The start of the row's text. */
  text: z.string(),
  problems: z.array(importProblemSchema),
  /** The post stored for the row by an import; null for a check and for a row not imported. */
  postId: z.nullable(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const campaignImportResponseSchema = z.object({
  mode: z.enum(campaignImportModes),
  rows: z.array(importRowSchema),
  /** How many rows are good, and how many posts this request stored (0 for a check). */
  okCount: z.number(),
  imported: z.number(),
});
export type CampaignImportResponse = z.infer<typeof campaignImportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Writing in the owner's voice and the shop's products ('Write with my voice', 'Rewrite for
// {platform}', 'Add product'). The studio passes them on to the assistant and the dashboard, which
// check the same schemas, so what the studio lets through they take.

/** `POST /api/studio/assist/write`: what the post is about, the platform, the product; each optional. */
export const assistWriteRequestSchema = studioWriteRequestSchema;
export type AssistWriteRequest = z.infer<typeof assistWriteRequestSchema>;
/** `POST /api/studio/assist/rewrite`: a text and the platform it is rewritten for. */
export const assistRewriteRequestSchema = studioRewriteRequestSchema;
export type AssistRewriteRequest = z.infer<typeof assistRewriteRequestSchema>;
/** The text for the owner to accept or not, who wrote it, and whether it was cut to fit. */
export const assistTextResponseSchema = studioWrittenResponseSchema;
export type AssistTextResponse = z.infer<typeof assistTextResponseSchema>;

/** `GET /api/studio/products?q=` or `?handle=`: words of the title, or one exact handle; neither lists the best sellers first. */
export const productListQuerySchema = shopProductsQuerySchema;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/**
 * `POST /api/studio/products/image` (MediaResponse, 201): the product's image imported into the
 * owner's media library (checked and re-encoded as an upload is), its alt text the product's title.
 */
export const productImageRequestSchema = z.strictObject({
  shopDomain: z.string().check(z.minLength(1), z.maxLength(255)),
  handle: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type ProductImageRequest = z.infer<typeof productImageRequestSchema>;
/** A synced product: its name, price, page (null when unpublished) and image (null when it has none). */
export const studioProductSchema = shopProductSchema;
export type StudioProduct = z.infer<typeof studioProductSchema>;
export const studioProductsResponseSchema = shopProductsResponseSchema;
export type StudioProductsResponse = z.infer<typeof studioProductsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// 'Best time' (the editor's schedule): the next hours to post on a platform, from the dashboard's
// hours of the owner's own posts or audience (dashboard-internal.ts `audienceHoursResponseSchema`)

/** `GET /api/studio/best-times?platform=&timeZone=&days=`: `timeZone` is the owner's IANA zone the hours are told in. */
export const bestTimesQuerySchema = z.strictObject({
  platform: z.enum(postPlatforms),
  timeZone: z.string().check(z.refine(isTimeZone, studioTexts.errors.unknownTimeZone)),
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(bestTimeLimits.maxDays))),
});
export type BestTimesQuery = z.infer<typeof bestTimesQuerySchema>;

export const bestTimeSchema = z.object({
  /** The instant (UTC, ISO). */
  at: z.string(),
  /** The same moment on the owner's wall clock, `YYYY-MM-DDTHH:mm`: what the editor's date and time take. */
  local: z.string().check(z.regex(LOCAL_TIME_PATTERN)),
});
export type BestTimeItem = z.infer<typeof bestTimeSchema>;

/**
 * The next best hours, in time order, at most `bestTimeLimits.perDay` a local day. `basis` says what
 * they come from ('posts': the owner's posts there that did best; 'audience': the Instagram followers
 * online); with none, `times` is empty and `reason` says why. `posts`: the owner's posts on the
 * platform with figures (last 90 days).
 */
export const bestTimesResponseSchema = z.object({
  platform: z.enum(postPlatforms),
  timeZone: z.string(),
  basis: z.nullable(z.enum(audienceHoursBases)),
  times: z.array(bestTimeSchema),
  posts: z.number(),
  reason: z.nullable(z.enum(audienceHoursReasons)),
});
export type BestTimesResponse = z.infer<typeof bestTimesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Media: the owner's uploaded images and videos (studio-paths.ts `media`, `mediaItem`, `mediaFile`)

/**
 * One uploaded image or video. `url` is absolute and public (an unguessable token in it): the editor
 * shows it and the platforms fetch it when the post is published. An image is a JPEG re-encoded from
 * the upload; a video is the MP4 as uploaded, with what its container says.
 */
export const studioMediaSchema = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  url: z.string(),
  contentType: z.string(),
  /** The stored file's size. */
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  /** A video's duration; null for an image. */
  durationMs: z.nullable(z.number()),
  /** A video's codec as its container names it (`avc1.64001f`); null for an image. */
  codec: z.nullable(z.string()),
  alt: z.string(),
  /** The file's name as the owner's device gave it with the upload (`''` when it gave none). */
  name: z.string(),
  createdAt: z.string(),
});
export type StudioMedia = z.infer<typeof studioMediaSchema>;

/**
 * `POST /api/studio/media?name=`: the file's name on the owner's device, kept so the library's search
 * finds it by its name too (only its last path part; never used to decide what the file is).
 */
export const mediaUploadQuerySchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.maxLength(studioMediaLimits.nameMax))),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** `POST /api/studio/media` (201) and `PATCH /api/studio/media/:mediaId`. */
export const mediaResponseSchema = z.object({ media: studioMediaSchema });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

/**
 * `GET /api/studio/media?before=<id>&limit=&q=`: the owner's library, newest first; `before` pages on;
 * `q` keeps the items where every word is found in the alt text or the file's name.
 */
export const mediaListQuerySchema = z.strictObject({
  q: searchQuery,
  before: z.optional(id),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(studioMediaLimits.pageMax))),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = z.object({
  media: z.array(studioMediaSchema),
  /** The `before` of the next page, or null on the last one. */
  nextBefore: z.nullable(z.string()),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** `PATCH /api/studio/media/:mediaId`: the alt text the image or video is offered with. */
export const mediaAltRequestSchema = z.strictObject({
  alt: z.string().check(z.trim(), z.maxLength(postLimits.altMax)),
});
export type MediaAltRequest = z.infer<typeof mediaAltRequestSchema>;

export const mediaDeleteResponseSchema = z.object({ deleted: z.literal(true) });
export type MediaDeleteResponse = z.infer<typeof mediaDeleteResponseSchema>;
