import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { ToastText } from '@scp/shared/contracts/app/app-texts';
import type { SyncStatusResponse } from '@scp/shared/contracts/dashboard/sync';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { integrations, platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { useSyncConnectedAccountMutation } from '../api/sync-api';

const texts = integrationsTexts.sync;

/** An account's key among the ones syncing. */
export function syncKey(account: Pick<ConnectedAccount, 'platform' | 'accountId'>): string {
  return `${account.platform}/${account.accountId}`;
}

/** What a sync's answer means for `account` (error catalogue: Sync): the toast, and whether it synced. */
export function syncOutcome(
  account: ConnectedAccount,
  answer: SyncStatusResponse,
): { kind: 'success' | 'info' | 'error'; toast: ToastText; synced: boolean } {
  if (answer.state === 'running') return { kind: 'info', toast: texts.running(account.displayName), synced: false };
  const status = answer.accounts.find(
    (candidate) => candidate.platform === account.platform && candidate.accountId === account.accountId,
  );
  // Not in the answer: the dashboard has no reader for this platform.
  if (!status) {
    return {
      kind: 'error',
      toast: { title: texts.failedTitle, description: texts.notSupported(platforms[account.platform].label) },
      synced: false,
    };
  }
  if (status.outcome === 'ok') return { kind: 'success', toast: texts.complete(account.displayName), synced: true };
  // 'rejected', 'unavailable', 'error' (or no run recorded at all): the platform's words when it gave some.
  const fallback = account.platform === 'shopify' ? texts.shopifyPartialFailure : texts.failed;
  return { kind: 'error', toast: { title: texts.failedTitle, description: status.error || fallback }, synced: false };
}

/**
 * Sync on a connected account (states and transitions, calls, error catalogue): asks the dashboard to sync it now, keeps its
 * button busy meanwhile, says how it went, and after a successful sync reads the accounts again once
 * the post-sync delay has passed (the settings service records the new 'Last synced').
 */
export function useAccountSync(refetchAccounts: () => void): {
  sync: (account: ConnectedAccount) => void;
  isSyncing: (account: ConnectedAccount) => boolean;
} {
  const [syncAccount] = useSyncConnectedAccountMutation();
  const toast = useToast();
  const [syncing, setSyncing] = useState<ReadonlySet<string>>(() => new Set());
  // One request per account at a time: a second click while it runs would only queue the same sync.
  const running = useRef(new Set<string>());
  const refetchTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const timers = refetchTimers.current;
    return () => {
      mounted.current = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const sync = useCallback(
    (account: ConnectedAccount) => {
      const key = syncKey(account);
      if (running.current.has(key)) return;
      running.current.add(key);
      setSyncing(new Set(running.current));
      syncAccount({ platform: account.platform, accountId: account.accountId })
        .unwrap()
        .then((answer) => {
          const outcome = syncOutcome(account, answer);
          toast[outcome.kind](outcome.toast);
          if (outcome.synced && mounted.current) {
            const timer = setTimeout(() => {
              refetchTimers.current.delete(timer);
              refetchAccounts();
            }, integrations.postSyncRefreshMs);
            refetchTimers.current.add(timer);
          }
        })
        .catch((error: unknown) => {
          toast.error({ title: texts.failedTitle, description: toErrorBody(error).message || texts.failed });
        })
        .finally(() => {
          running.current.delete(key);
          if (mounted.current) setSyncing(new Set(running.current));
        });
    },
    [syncAccount, toast, refetchAccounts],
  );

  const isSyncing = useCallback((account: ConnectedAccount) => syncing.has(syncKey(account)), [syncing]);
  return { sync, isSyncing };
}
