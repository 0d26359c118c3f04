import { model, Schema } from 'mongoose';
import { adPlatforms, type AdPlatform } from '@scp/shared/contracts/settings/ad-insights-internal';

// The owner's ad spend as the sync reads it (docs/architecture.md, Who owns what: the dashboard owns
// synced data), through the connected account whose grant reaches the ad accounts (`accountId`, a
// Facebook page): forgetting that account deletes both.

/** An ad account the owner's grant reaches: its spend counts even on days it spent nothing. */
export interface AdAccountRecord {
  userId: string;
  platform: AdPlatform;
  /** The connected account it was read through. */
  accountId: string;
  adAccountId: string;
  name: string;
  currency: string;
}

const adAccountSchema = new Schema<AdAccountRecord>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: adPlatforms, required: true },
    accountId: { type: String, required: true },
    adAccountId: { type: String, required: true },
    name: { type: String, required: true },
    currency: { type: String, required: true },
  },
  { collection: 'ad_accounts', versionKey: false },
);
adAccountSchema.index({ userId: 1, platform: 1, adAccountId: 1 }, { unique: true });
adAccountSchema.index({ userId: 1, platform: 1, accountId: 1 });
export const AdAccountModel = model<AdAccountRecord>('AdAccount', adAccountSchema);

/**
 * One campaign's day (UTC): one document per ad account, campaign and day, so reading a day again
 * changes nothing unless the platform revised its figures. Two pages of one grant reach the same ad
 * account: its days are stored once.
 */
export interface AdSpendDay {
  userId: string;
  platform: AdPlatform;
  accountId: string;
  adAccountId: string;
  campaignId: string;
  campaignName: string;
  date: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
  purchases: number;
}

const adSpendDaySchema = new Schema<AdSpendDay>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: adPlatforms, required: true },
    accountId: { type: String, required: true },
    adAccountId: { type: String, required: true },
    campaignId: { type: String, required: true },
    campaignName: { type: String, required: true },
    date: { type: String, required: true },
    currency: { type: String, required: true },
    spend: { type: Number, required: true },
    impressions: { type: Number, required: true },
    clicks: { type: Number, required: true },
    purchases: { type: Number, required: true },
  },
  { collection: 'ad_spend_days', versionKey: false },
);
adSpendDaySchema.index({ userId: 1, platform: 1, adAccountId: 1, campaignId: 1, date: 1 }, { unique: true });
adSpendDaySchema.index({ userId: 1, date: 1 });
adSpendDaySchema.index({ userId: 1, platform: 1, accountId: 1 });
export const AdSpendDayModel = model<AdSpendDay>('AdSpendDay', adSpendDaySchema);

/**
 * The owner's spend of a day on every ad account together (UTC), kept from `ad_spend_days` by the
 * sync: the analytics summary reads a row a day here instead of grouping every campaign's day of two
 * years on each cold summary (the bench's summary: docs/architecture.md, Dashboard).
 */
export interface AdSpendTotal {
  userId: string;
  date: string;
  spend: number;
}

const adSpendTotalSchema = new Schema<AdSpendTotal>(
  {
    userId: { type: String, required: true },
    date: { type: String, required: true },
    spend: { type: Number, required: true },
  },
  { collection: 'ad_spend_totals', versionKey: false },
);
adSpendTotalSchema.index({ userId: 1, date: 1 }, { unique: true });
export const AdSpendTotalModel = model<AdSpendTotal>('AdSpendTotal', adSpendTotalSchema);
