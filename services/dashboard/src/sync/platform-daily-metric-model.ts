import { model, Schema } from 'mongoose';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

// The synced data (docs/architecture.md, Who owns what: the dashboard owns it). Each row is keyed by what it describes,
// so writing the same day again changes nothing: a repeated sync writes no document.

export interface PlatformDailyMetric {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  date: string;
  metrics: Record<string, number>;
}

const platformDailyMetricSchema = new Schema<PlatformDailyMetric>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    date: { type: String, required: true },
    metrics: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'platform_daily_metrics', versionKey: false },
);
platformDailyMetricSchema.index({ userId: 1, platform: 1, accountId: 1, date: 1 }, { unique: true });
export const PlatformDailyMetricModel = model<PlatformDailyMetric>('PlatformDailyMetric', platformDailyMetricSchema);
