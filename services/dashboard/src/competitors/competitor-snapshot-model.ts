import { model, Schema, type Types } from 'mongoose';
import type { CompetitorTopPost } from '@scp/shared/contracts/dashboard/competitors';
import type { PublicReadFailure } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { WeighedPost } from './competitor-figures';

/**
 * What the platform showed of a competitor on one UTC day: the figures, or why it showed nothing.
 * One document per competitor and day (unique), so a snapshot job that runs again the same day
 * rewrites that day and never adds one.
 */
export interface CompetitorSnapshot {
  userId: string;
  competitorId: Types.ObjectId;
  /** YYYY-MM-DD (UTC). */
  day: string;
  takenAt: Date;
  /** Set when the read succeeded. */
  figures?: {
    name: string;
    followers: number;
    postsPerWeek: number;
    avgEngagementPerPost: number | null;
    topPosts: CompetitorTopPost[];
    /** The posts read that day (snapshots taken before these were kept have none). */
    posts?: WeighedPost[];
  } | null;
  /** Set when it did not. */
  failure?: PublicReadFailure | null;
}

const competitorSnapshotSchema = new Schema<CompetitorSnapshot>(
  {
    userId: { type: String, required: true },
    competitorId: { type: Schema.Types.ObjectId, required: true },
    day: { type: String, required: true },
    takenAt: { type: Date, required: true },
    figures: { type: Schema.Types.Mixed, default: null },
    failure: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'competitor_snapshots', versionKey: false },
);
competitorSnapshotSchema.index({ competitorId: 1, day: 1 }, { unique: true });
competitorSnapshotSchema.index({ userId: 1, day: 1 });
export const CompetitorSnapshotModel = model<CompetitorSnapshot>('CompetitorSnapshot', competitorSnapshotSchema);
