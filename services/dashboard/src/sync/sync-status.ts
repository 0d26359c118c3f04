import { userScope } from '@scp/service-kit/user-scope';
import type { AccountSyncStatus } from '@scp/shared/contracts/dashboard/sync';
import { SyncStateModel, type SyncState } from './sync-state-model';

/** Each of the user's accounts' last run, as `GET /sync` answers it. */
export async function readSyncStatus(userId: string): Promise<AccountSyncStatus[]> {
  const states = (await userScope(SyncStateModel, userId).find().lean()) as SyncState[];
  return states.map((state) => ({
    platform: state.platform,
    accountId: state.accountId,
    lastCompleteDay: state.lastCompleteDay ?? null,
    lastRunAt: state.lastRunAt ? state.lastRunAt.toISOString() : null,
    lastSuccessAt: state.lastSuccessAt ? state.lastSuccessAt.toISOString() : null,
    outcome: state.outcome ?? null,
    error: state.error ?? null,
    documentsWritten: state.documentsWritten ?? 0,
  }));
}
