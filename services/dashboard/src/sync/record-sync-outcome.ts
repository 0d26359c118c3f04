import type { Logger } from '@scp/service-kit/logger';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import type { AccountRef, SyncOutcome } from '@scp/shared/contracts/settings/integrations-internal';
import type { AccountsSource } from '../neighbours/settings-accounts';
import { SyncStateModel } from './sync-state-model';

/** The outcome of an account whose platform failed, and the platform's words for it (at most 500 characters). */
export function failedOutcomeOf(err: PlatformFailure | PlatformUnreachable): { outcome: SyncOutcome; reason: string } {
  const outcome: SyncOutcome =
    err instanceof PlatformFailure
      ? err.kind === 'rejected'
        ? 'rejected'
        : err.kind === 'unavailable'
          ? 'unavailable'
          : 'error'
      : 'unavailable';
  const reason = (err instanceof PlatformFailure ? err.platformReason : undefined) ?? err.message;
  return { outcome, reason: reason.slice(0, 500) };
}

/**
 * How an account's run went, kept in its sync state and told to settings, whose account health is
 * the platform's latest word (a refused token marks the account "needs re-auth" there). Settings
 * out of reach is logged: the sync state holds the outcome meanwhile.
 */
export async function recordSyncOutcome(
  deps: { source: AccountsSource; logger: Logger; now: () => number },
  userId: string,
  account: AccountRef,
  outcome: SyncOutcome,
  written: number,
  error?: string,
): Promise<void> {
  const at = new Date(deps.now());
  await SyncStateModel.updateOne(
    { userId, platform: account.platform, accountId: account.accountId },
    {
      $set: {
        lastRunAt: at,
        outcome,
        error: error ?? null,
        documentsWritten: written,
        ...(outcome === 'ok' ? { lastSuccessAt: at } : {}),
      },
    },
    { upsert: true },
  );
  try {
    await deps.source.report(userId, {
      platform: account.platform,
      accountId: account.accountId,
      outcome,
      reason: error,
    });
  } catch (err) {
    deps.logger.warn({ err, platform: account.platform }, 'sync outcome not reported to settings');
  }
}
