/**
 * The business constants of the studio: which platforms a post goes to, each platform's rules for a
 * post, and the limits of posts and campaigns (entities, validation rules, business constants).
 * Durations are in milliseconds unless the name says otherwise. The rules are applied by
 * post-rules.ts, in the editor and in the service alike.
 */
import { HOUR, MINUTE } from '../app/time-units';

const DAY = 24 * HOUR;

/** The platforms a post can be published to (settings' platform keys; `twitter` is X). */
export const postPlatforms = ['instagram', 'facebook', 'tiktok', 'linkedin', 'twitter', 'pinterest'] as const;
export type PostPlatform = (typeof postPlatforms)[number];

/** What a platform needs of a post's media: any image or video, a video, an image, or nothing. */
export type MediaNeed = 'image_or_video' | 'video' | 'image' | null;

/** One platform's rules for a post (validation rules). */
export interface PlatformPostRules {
  /** The most characters of the post's text (with its hashtags), as the platform counts them. */
  readonly textLimit: number;
  /** `weighted`: X's count (twitter-text: a link counts 23, most emoji and CJK characters 2). */
  readonly counting: 'characters' | 'weighted';
  /** The most hashtags the platform takes, or null when it sets no limit. */
  readonly maxHashtags: number | null;
  readonly needsMedia: MediaNeed;
  /** The most images or videos one post carries. */
  readonly maxMedia: number;
  /** Whether a post needs a title, and its most characters (null: the platform has no title). */
  readonly titleMax: number | null;
  readonly needsBoard: boolean;
  readonly needsLink: boolean;
  /** Whether the platform takes a first comment published right after the post. */
  readonly firstComment: boolean;
}

/**
 * The rules per platform. X 280 weighted characters, Instagram 2,200 characters and 30 hashtags with
 * an image or a video, TikTok a video, LinkedIn 3,000, Facebook 63,206, Pinterest an image, a board,
 * a title of at most 100 characters and a link (issue 32). TikTok's caption (2,200), Pinterest's
 * description (500) and the media counts are the platforms' published limits.
 */
export const platformPostRules: Readonly<Record<PostPlatform, PlatformPostRules>> = {
  instagram: {
    textLimit: 2200,
    counting: 'characters',
    maxHashtags: 30,
    needsMedia: 'image_or_video',
    maxMedia: 10,
    titleMax: null,
    needsBoard: false,
    needsLink: false,
    firstComment: true,
  },
  facebook: {
    textLimit: 63206,
    counting: 'characters',
    maxHashtags: null,
    needsMedia: null,
    maxMedia: 10,
    titleMax: null,
    needsBoard: false,
    needsLink: false,
    firstComment: true,
  },
  tiktok: {
    textLimit: 2200,
    counting: 'characters',
    maxHashtags: null,
    needsMedia: 'video',
    maxMedia: 1,
    titleMax: null,
    needsBoard: false,
    needsLink: false,
    firstComment: false,
  },
  linkedin: {
    textLimit: 3000,
    counting: 'characters',
    maxHashtags: null,
    needsMedia: null,
    maxMedia: 9,
    titleMax: null,
    needsBoard: false,
    needsLink: false,
    firstComment: true,
  },
  twitter: {
    textLimit: 280,
    counting: 'weighted',
    maxHashtags: null,
    needsMedia: null,
    maxMedia: 4,
    titleMax: null,
    needsBoard: false,
    needsLink: false,
    firstComment: false,
  },
  pinterest: {
    textLimit: 500,
    counting: 'characters',
    maxHashtags: null,
    needsMedia: 'image',
    maxMedia: 1,
    titleMax: 100,
    needsBoard: true,
    needsLink: true,
    firstComment: false,
  },
};

export const postStatuses = ['draft', 'scheduled', 'publishing', 'published', 'partial', 'failed'] as const;
export type PostStatus = (typeof postStatuses)[number];
/** A post in one of these can no longer be changed, moved or deleted: it is going out or went out. */
export const lockedPostStatuses: readonly PostStatus[] = ['publishing', 'published', 'partial', 'failed'];

/** Where one account's publication of a post stands (states and transitions). */
export const targetStates = ['pending', 'publishing', 'published', 'failed', 'needs_reauth'] as const;
export type TargetState = (typeof targetStates)[number];

/** Who wrote the post: the owner in the studio, or the assistant (a draft the owner saved from an answer). */
export const postSources = ['studio', 'assistant'] as const;
export type PostSource = (typeof postSources)[number];

export const mediaTypes = ['image', 'video'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** The limits of one post (validation rules). */
export const postLimits = {
  /** The longest text any platform takes (Facebook's); each platform's own limit is checked by post-rules.ts. */
  textMax: 63206,
  hashtagMax: 100,
  hashtagsMax: 60,
  mediaMax: 10,
  altMax: 1000,
  /** Accounts one post goes to. */
  targetsMax: 20,
  titleMax: 100,
  linkMax: 2048,
  boardIdMax: 255,
  firstCommentMax: 2200,
} as const;

/** The limits of a campaign (validation rules). */
export const campaignLimits = {
  nameMax: 100,
  goalMax: 500,
  /** The longest campaign, in days. */
  daysMax: 366,
} as const;

/** Listing posts (calls). */
export const postListing = {
  defaultLimit: 100,
  maxLimit: 500,
  /** The longest from-to range one calendar read may ask for (six weeks of a month view and more). */
  maxRangeMs: 100 * DAY,
} as const;

/**
 * How far ahead a post can be scheduled, and how soon: a time already past when it reaches the
 * service is refused (a clock a little behind the server's is forgiven by `pastGraceMs`).
 */
export const scheduling = {
  maxAheadMs: 2 * 366 * DAY,
  pastGraceMs: MINUTE,
} as const;

/**
 * Creating a campaign's posts from a CSV file (validation rules): the header names of its columns
 * (in any order and case; `date`, `time`, `platforms` and `text` are needed, the others may be left
 * out), the modes of one upload, and the most a file may hold.
 */
export const campaignImportColumns = {
  /** `YYYY-MM-DD`, in the owner's time zone. */
  date: 'date',
  /** `HH:mm`, 24-hour, in the owner's time zone. */
  time: 'time',
  /** Platform names separated by `;`, `,` or spaces (`instagram; x`); the post goes to the owner's accounts there. */
  platforms: 'platforms',
  text: 'text',
  /** The link of one of the owner's images or videos in the studio's library. */
  mediaUrl: 'media_url',
  /** A product of the owner's shop by its Shopify handle: its page is linked from the post. */
  productHandle: 'product_handle',
} as const;
export type CampaignImportColumn = (typeof campaignImportColumns)[keyof typeof campaignImportColumns];
export const requiredImportColumns: readonly CampaignImportColumn[] = ['date', 'time', 'platforms', 'text'];

/** `check` answers every row's result and stores nothing; `import` stores the rows as scheduled posts. */
export const campaignImportModes = ['check', 'import'] as const;
export type CampaignImportMode = (typeof campaignImportModes)[number];

export const campaignImportLimits = {
  /** Rows of posts in one file, the header row not counted. */
  rowsMax: 500,
  /** The file as uploaded. */
  bodyMaxBytes: 2 * 1024 * 1024,
  /** How much of a row's text its result repeats, in characters. */
  excerptMax: 140,
} as const;
