import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { syncRequestSchema, type SyncStatusResponse } from '@scp/shared/contracts/dashboard/sync';
import type { ImmediateSyncs } from './immediate-syncs';
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
