import { model, Schema, type Types } from 'mongoose';
import { competitorPlatforms, type CompetitorPlatform } from '@scp/shared/contracts/dashboard/competitors';

/** A competitor the owner follows: one account on one platform, by its handle (lower case, no @). */
export interface CompetitorFields {
  userId: string;
  platform: CompetitorPlatform;
  handle: string;
  source: 'onboarding' | 'added';
  createdAt: Date;
}

/** A stored competitor, with its id. */
export type CompetitorRecord = CompetitorFields & { _id: Types.ObjectId };

const competitorSchema = new Schema<CompetitorFields>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: competitorPlatforms, required: true },
    handle: { type: String, required: true },
    source: { type: String, enum: ['onboarding', 'added'], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'competitors', versionKey: false },
);
competitorSchema.index({ userId: 1, platform: 1, handle: 1 }, { unique: true });
export const CompetitorModel = model<CompetitorFields>('Competitor', competitorSchema);

/**
 * That the owner's onboarding competitors were taken in, once: one removed later stays removed.
 */
export interface CompetitorSeed {
  userId: string;
  seededAt: Date;
}

const competitorSeedSchema = new Schema<CompetitorSeed>(
  { userId: { type: String, required: true }, seededAt: { type: Date, required: true } },
  { collection: 'competitor_seeds', versionKey: false },
);
competitorSeedSchema.index({ userId: 1 }, { unique: true });
export const CompetitorSeedModel = model<CompetitorSeed>('CompetitorSeed', competitorSeedSchema);
