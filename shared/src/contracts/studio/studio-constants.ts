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
  /** The most characters of a first comment where the platform's comments take fewer than a post's (LinkedIn 1,250). */
  readonly firstCommentMax?: number;
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
    firstCommentMax: 1250,
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

/** The kinds of a moodboard item: the owner's note, an image of the owner's media library, a post saved from a platform. */
export const moodboardItemKinds = ['note', 'image', 'saved_post'] as const;
export type MoodboardItemKind = (typeof moodboardItemKinds)[number];

/** The limits of the moodboard (/inspiration/moodboard; validation rules, answered 400 in words). */
export const moodboardLimits = {
  boardsMax: 50,
  itemsPerBoardMax: 500,
  boardNameMax: 80,
  /** A note's text, and the owner's words beside an image or a saved post. */
  textMax: 2000,
  urlMax: 2048,
  authorHandleMax: 100,
  captionExcerptMax: 500,
} as const;

/** Listing posts (calls). */
export const postListing = {
  defaultLimit: 100,
  maxLimit: 500,
  /** The longest from-to range one calendar read may ask for (six weeks of a month view and more). */
  maxRangeMs: 100 * DAY,
  /** The longest search (`q`) of the posts or media list, in characters once trimmed. */
  searchMaxLength: 100,
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
 * 'Best time' (the editor's schedule): how many days ahead one read may look (7 when not asked), at
 * most how many hours a day it suggests, and how many of the day's hours count as its best (the
 * audience's or the posts' busiest: a quiet hour is never a best time, however few are left today).
 */
export const bestTimeLimits = { defaultDays: 7, maxDays: 14, perDay: 3, busiestHours: 6 } as const;

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

const MB = 1024 * 1024;

/**
 * Uploading an image or a video to the studio (validation rules): images are checked by their bytes and
 * re-encoded to JPEG (Instagram takes JPEG only), videos are MP4 files with an H.264 video track.
 */
export const studioMediaLimits = {
  /** An image as uploaded, before it is re-encoded. */
  imageMaxBytes: 20 * MB,
  /** A video as uploaded (it is stored as it is). */
  videoMaxBytes: 100 * MB,
  /** Bigger decoded images are refused before they are decoded (decompression bombs). */
  maxInputPixels: 60_000_000,
  /** Images are kept up to this size on their longest side. */
  imageMaxDimensionPx: 2048,
  /** The owner's library, one page. */
  pageDefault: 24,
  pageMax: 100,
  /** How long caches may keep a file: its URL holds a token that changes with every upload. */
  cacheSeconds: 24 * 3600,
  /** The longest file name kept with an upload (what the library's search finds it by besides its alt text). */
  nameMax: 255,
} as const;

/** One platform's limits for the media of a post (validation rules). */
export interface PlatformMediaRules {
  /** The kinds of media the platform takes from the studio (LinkedIn and Pinterest: images only). */
  readonly takes: readonly MediaType[];
  /** The largest image file, in bytes, as the platform takes it. */
  readonly imageMaxBytes: number;
  /** A video's shortest and longest duration in seconds and its largest file; null without video. */
  readonly video: { readonly minSeconds: number; readonly maxSeconds: number; readonly maxBytes: number } | null;
}

/**
 * The platforms' published limits for what the studio publishes: Instagram images of at most 8 MB
 * and reels of 3 seconds to 15 minutes, at most 300 MB; Facebook photos of at most 10 MB and videos
 * of up to 240 minutes; TikTok videos of 3 seconds to 10 minutes; X images of at most 5 MB and
 * videos of 0.5 to 140 seconds, at most 512 MB; LinkedIn and Pinterest images only (LinkedIn's images
 * API, Pinterest pins from an image).
 */
export const platformMediaRules: Readonly<Record<PostPlatform, PlatformMediaRules>> = {
  instagram: {
    takes: ['image', 'video'],
    imageMaxBytes: 8 * MB,
    video: { minSeconds: 3, maxSeconds: 900, maxBytes: 300 * MB },
  },
  facebook: {
    takes: ['image', 'video'],
    imageMaxBytes: 10 * MB,
    video: { minSeconds: 1, maxSeconds: 14_400, maxBytes: 10_240 * MB },
  },
  tiktok: { takes: ['video'], imageMaxBytes: 0, video: { minSeconds: 3, maxSeconds: 600, maxBytes: 4096 * MB } },
  linkedin: { takes: ['image'], imageMaxBytes: 10 * MB, video: null },
  twitter: {
    takes: ['image', 'video'],
    imageMaxBytes: 5 * MB,
    video: { minSeconds: 0.5, maxSeconds: 140, maxBytes: 512 * MB },
  },
  pinterest: { takes: ['image'], imageMaxBytes: 20 * MB, video: null },
};
