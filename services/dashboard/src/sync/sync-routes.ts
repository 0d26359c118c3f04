import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { syncRequestSchema, type SyncStatusResponse } from '@scp/shared/contracts/dashboard/sync';
import {
  forgetAccountRequestSchema,
  scheduleSyncRequestSchema,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { ImmediateSyncs } from './immediate-syncs';
import type { SyncQueue } from './sync-queue';
import type { SyncService } from './sync-service';

/** How long `POST /sync` waits for the sync it started before answering 'running'. */
const WAIT_MS = 25_000;

/**
 * Someone is waiting: the sync runs in this process at once (one at a time per user and scope, a
 * second click joins the first). If it outlasts the wait it goes on in the background.
 */
export function registerSyncRoutes(router: Router, sync: SyncService, immediate: ImmediateSyncs): void {
  router.get('/sync', async (req, res) => {
    res.json({ state: 'idle', accounts: await sync.status(userIdOf(req)) } satisfies SyncStatusResponse);
  });

  router.post('/sync', async (req, res) => {
    const userId = userIdOf(req);
    const { platform, accountId } = syncRequestSchema.parse(req.body ?? {});
    if ((platform === undefined) !== (accountId === undefined))
      throw AppError.validation(
        'Name both the platform and the account, or neither.',
        platform ? 'accountId' : 'platform',
      );
    const only = platform && accountId ? { platform, accountId } : undefined;
    const job = immediate.join(userId, only);
    let timer: NodeJS.Timeout | undefined;
    const state = await Promise.race([
      job.then(() => 'completed' as const),
      new Promise<'running'>((resolve) => {
        timer = setTimeout(() => resolve('running'), WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    res.json({ state, accounts: await sync.status(userId) } satisfies SyncStatusResponse);
  });
}

/** Told when settings says the user's connected accounts changed (their connection snapshot no longer holds). */
export type ConnectionsChanged = (userId: string) => Promise<void>;

/**
 * The settings service says a user's accounts changed: keep them synced from now on, and sync the
 * accounts just connected at once, whatever else is running or scheduled (the schedule of a user
 * who already had one keeps its next run, minutes away).
 */
export function registerSyncInternalRoutes(
  router: Router,
  queue: () => Promise<SyncQueue>,
  immediate: ImmediateSyncs,
  connectionsChanged?: ConnectionsChanged,
): void {
  router.post('/sync-schedule', async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service schedules syncs.');
    const { connected = [] } = scheduleSyncRequestSchema.parse(req.body ?? {});
    // An account was connected or disconnected: shown, and the new ones synced, even were the queue away.
    await connectionsChanged?.(userId);
    void immediate.connected(userId, connected);
    await (await queue()).schedule(userId, { syncingNow: connected.length > 0 });
    res.json({ scheduled: true });
  });
}

/** The owner disconnected an account and asked for its synced history to go too. */
export function registerForgetAccountRoute(
  router: Router,
  sync: SyncService,
  connectionsChanged?: ConnectionsChanged,
): void {
  router.post('/forget-account', async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service deletes history.');
    const { platform, accountId } = forgetAccountRequestSchema.parse(req.body ?? {});
    const deleted = await sync.forgetAccount(userId, platform, accountId);
    await connectionsChanged?.(userId);
    res.json({ deleted });
  });
}
