import { model, Schema } from 'mongoose';
import type { PostMetrics } from '@scp/shared/contracts/settings/publishing-internal';
import { postPlatforms, type PostPlatform } from '@scp/shared/contracts/studio/studio-constants';

/**
 * One read of a published target's figures: one row per post, account and UTC day (a second read
 * the same day replaces the first), kept so the post shows its figures day by day.
 */
export interface PostMetricsRecord extends PostMetrics {
  userId: string;
  postId: string;
  platform: PostPlatform;
  accountId: string;
  platformPostId: string;
  /** The UTC day (YYYY-MM-DD) the read belongs to. */
  day: string;
  readAt: Date;
}

const figure = { type: Number, default: null };

const postMetricsSchema = new Schema<PostMetricsRecord>(
  {
    userId: { type: String, required: true },
    postId: { type: String, required: true },
    platform: { type: String, enum: postPlatforms, required: true },
    accountId: { type: String, required: true },
    platformPostId: { type: String, required: true },
    day: { type: String, required: true },
    readAt: { type: Date, required: true },
    likes: figure,
    comments: figure,
    shares: figure,
    saves: figure,
    reach: figure,
    clicks: figure,
  },
  { collection: 'post_metrics', minimize: false },
);
// One row per target and day, whichever worker or retry wrote it; a post's series read by its owner.
postMetricsSchema.index({ postId: 1, platform: 1, accountId: 1, day: 1 }, { unique: true });
postMetricsSchema.index({ userId: 1, postId: 1, day: 1 });

export const PostMetricsModel = model<PostMetricsRecord>('PostMetrics', postMetricsSchema);
