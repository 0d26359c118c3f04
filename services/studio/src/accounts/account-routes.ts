import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { StudioAccountsResponse } from '@scp/shared/contracts/studio/studio-api';
import type { AccountService } from './account-service';

/** The accounts the editor offers to post to (studio-api.ts). */
export function registerAccountRoutes(router: Router, accounts: AccountService): void {
  router.get('/accounts', async (req, res) => {
    res.json({ accounts: await accounts.list(userIdOf(req)) } satisfies StudioAccountsResponse);
  });
}
