import { model, Schema, type Types } from 'mongoose';
import {
  mediaTypes,
  postPlatforms,
  postSources,
  postStatuses,
  targetStates,
  type MediaType,
  type PostPlatform,
  type PostSource,
  type PostStatus,
  type TargetState,
} from '@scp/shared/contracts/studio/studio-constants';

export interface PostMediaRecord {
  mediaId: string;
  type: MediaType;
  url: string;
  alt: string;
  /** The file's size and a video's duration, which each platform's rules check (post-rules.ts). */
  bytes?: number;
  durationMs?: number | null;
}

/**
 * How one account's publication went. A publishing step claims a target before it calls settings
 * by moving its `state` from `pending` to `publishing` in one conditional update of the post
 * (`targets.$[t]` with the account in the array filter and `state: 'pending'` in it), and counts the
 * attempt there: the post holds each account once, so the claim is unique per post and account, and
 * a second worker's claim matches nothing.
 */
export interface TargetResultRecord {
  state: TargetState;
  platformPostId: string | null;
  permalink: string | null;
  words: string | null;
  attempts: number;
  at: Date | null;
  /**
   * Internal, never in the API (publishing/target-claims.ts): the attempt that holds the target while
   * it is `publishing`, and since when an earlier attempt's outcome is unknown (the platform may have
   * posted it), so the next attempt looks at the account's recent posts first.
   */
  attemptId?: string | null;
  checkSince?: Date | null;
}

export interface PostTargetRecord {
  platform: PostPlatform;
  accountId: string;
  displayName: string;
  text: string | null;
  title: string | null;
  link: string | null;
  boardId: string | null;
  firstComment: string | null;
  result: TargetResultRecord;
}

export interface PostRecord {
  userId: string;
  text: string;
  hashtags: string[];
  media: PostMediaRecord[];
  /** Each account at most once (the service refuses a repeat). */
  targets: PostTargetRecord[];
  /** The instant it goes out (UTC); null for a draft. */
  scheduledAt: Date | null;
  /** The owner's IANA zone the time was picked in. */
  timeZone: string | null;
  status: PostStatus;
  campaignId: Types.ObjectId | null;
  source: PostSource;
  /** The source's own id for a post it handed over (the assistant's draft id); null for the studio's own. */
  sourceId?: string | null;
  tips: string[];
}

export type PostDocument = PostRecord & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const nullableString = { type: String, default: null };

const targetSchema = new Schema<PostTargetRecord>(
  {
    platform: { type: String, enum: postPlatforms, required: true },
    accountId: { type: String, required: true },
    displayName: { type: String, default: '' },
    text: nullableString,
    title: nullableString,
    link: nullableString,
    boardId: nullableString,
    firstComment: nullableString,
    result: {
      state: { type: String, enum: targetStates, default: 'pending' },
      platformPostId: nullableString,
      permalink: nullableString,
      words: nullableString,
      attempts: { type: Number, default: 0 },
      at: { type: Date, default: null },
      attemptId: nullableString,
      checkSince: { type: Date, default: null },
    },
  },
  { _id: false },
);

const postSchema = new Schema<PostRecord>(
  {
    userId: { type: String, required: true },
    text: { type: String, default: '' },
    hashtags: { type: [String], default: [] },
    media: {
      type: [
        new Schema<PostMediaRecord>(
          {
            mediaId: { type: String, required: true },
            type: { type: String, enum: mediaTypes, required: true },
            url: { type: String, required: true },
            alt: { type: String, default: '' },
            bytes: { type: Number },
            durationMs: { type: Number, default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    targets: { type: [targetSchema], default: [] },
    scheduledAt: { type: Date, default: null },
    timeZone: nullableString,
    status: { type: String, enum: postStatuses, default: 'draft' },
    campaignId: { type: Schema.Types.ObjectId, default: null },
    source: { type: String, enum: postSources, default: 'studio' },
    sourceId: nullableString,
    tips: { type: [String], default: [] },
  },
  { timestamps: true, collection: 'posts', minimize: false },
);
// The calendar's range reads and the home's lists; the due posts across owners for publishing.
postSchema.index({ userId: 1, scheduledAt: 1 });
postSchema.index({ userId: 1, updatedAt: -1 });
postSchema.index({ userId: 1, campaignId: 1 });
postSchema.index({ status: 1, scheduledAt: 1 });
// A hand-over is idempotent (internal/internal-routes.ts): one post per source id, whichever replica or retry came first.
postSchema.index(
  { userId: 1, source: 1, sourceId: 1 },
  { unique: true, partialFilterExpression: { sourceId: { $type: 'string' } } },
);

export const PostModel = model<PostRecord>('Post', postSchema);
