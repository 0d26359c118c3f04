import { model, Schema } from 'mongoose';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/** Where each account's sync stands: the next run starts from the last day it completed. */
export interface SyncState {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** The newest day fully written; today is always read again (it is not over yet). */
  lastCompleteDay: string | null;
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  outcome: 'ok' | 'rejected' | 'unavailable' | 'error' | null;
  error: string | null;
  documentsWritten: number;
}

const syncStateSchema = new Schema<SyncState>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    lastCompleteDay: { type: String, default: null },
    lastRunAt: { type: Date, default: null },
    lastSuccessAt: { type: Date, default: null },
    outcome: { type: String, default: null },
    error: { type: String, default: null },
    documentsWritten: { type: Number, default: 0 },
  },
  { collection: 'sync_states', versionKey: false },
);
syncStateSchema.index({ userId: 1, platform: 1, accountId: 1 }, { unique: true });
export const SyncStateModel = model<SyncState>('SyncState', syncStateSchema);
