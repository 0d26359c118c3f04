import { model, Schema } from 'mongoose';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/**
 * A day of an account's audience by hour (Instagram's online_followers): `hours[h]` followers were
 * online in hour h, UTC. Its own collection rather than part of the daily row: the platforms keep it
 * for 30 days against the daily rows' full history, it is a series rather than one number, and the
 * daily rows' sums (`metrics.*`) stay as they are.
 */
export interface PlatformHourlyActivity {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  date: string;
  /** 24 counts, hour 0 first. */
  hours: number[];
}

const platformHourlyActivitySchema = new Schema<PlatformHourlyActivity>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    date: { type: String, required: true },
    hours: { type: [Number], required: true },
  },
  { collection: 'platform_hourly_activity', versionKey: false },
);
platformHourlyActivitySchema.index({ userId: 1, platform: 1, accountId: 1, date: 1 }, { unique: true });
export const PlatformHourlyActivityModel = model<PlatformHourlyActivity>(
  'PlatformHourlyActivity',
  platformHourlyActivitySchema,
);
