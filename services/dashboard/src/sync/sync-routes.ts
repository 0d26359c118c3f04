import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { syncRequestSchema, type SyncStatusResponse } from '@scp/shared/contracts/dashboard/sync';
import { forgetAccountRequestSchema } from '@scp/shared/contracts/integrations/integrations-internal';
import type { SyncQueue } from './sync-queue';
import type { SyncService } from './sync-service';

/** How long `POST /sync` waits for the sync it started before answering 'running'. */
const WAIT_MS = 25_000;
const POLL_MS = 200;

export function registerSyncRoutes(router: Router, sync: SyncService, queue: () => Promise<SyncQueue>): void {
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
    const jobs = await queue();
    const job = await jobs.runNow({ userId, only: platform && accountId ? { platform, accountId } : undefined });
    const deadline = Date.now() + WAIT_MS;
    let state = await job.getState();
    while (state !== 'completed' && state !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      state = await job.getState();
    }
    if (state === 'failed') throw AppError.unavailable('The sync could not run. Please try again shortly.');
    res.json({
      state: state === 'completed' ? 'completed' : 'running',
      accounts: await sync.status(userId),
    } satisfies SyncStatusResponse);
  });
}

/** The settings service says a user has accounts to sync: keep them synced from now on. */
export function registerSyncInternalRoutes(router: Router, queue: () => Promise<SyncQueue>): void {
  router.post('/sync-schedule', async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service schedules syncs.');
    await (await queue()).schedule(userId);
    res.json({ scheduled: true });
  });
}

/** The owner disconnected an account and asked for its synced history to go too. */
export function registerForgetAccountRoute(router: Router, sync: SyncService): void {
  router.post('/forget-account', async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service deletes history.');
    const { platform, accountId } = forgetAccountRequestSchema.parse(req.body ?? {});
    res.json({ deleted: await sync.forgetAccount(userId, platform, accountId) });
  });
}
