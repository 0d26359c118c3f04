import type { Router } from 'express';
import { accountOwnersQuerySchema, type AccountOwnersResponse } from '@scp/shared/contracts/settings/settings-internal';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ConnectedAccountsResponse } from '@scp/shared/contracts/settings/connected-accounts';
import {
  syncReportRequestSchema,
  type SyncAccountsResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { IntegrationsService } from '../integrations/integrations-service';

/** The accounts to sync and their outcomes are the dashboard's business only. */
function onlyDashboard(caller: string | undefined): void {
  if (caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service syncs accounts.');
}

/**
 * What other services know of a user's connected accounts (docs/architecture.md, One home per
 * platform): which accounts there are and their health, who connected an account, and how a sync
 * went; never a token.
 */
export function registerAccountRoutes(router: Router, integrations: IntegrationsService): void {
  router.get('/connected-accounts', async (req, res) => {
    if (req.caller !== 'assistant' && req.caller !== 'responder')
      throw AppError.forbidden('Only the assistant and the auto-responder read the connected accounts.');
    res.json({ accounts: await integrations.list(userIdOf(req)) } satisfies ConnectedAccountsResponse);
  });

  router.get('/account-owners', async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder looks up account owners.');
    const { platform, accountId } = accountOwnersQuerySchema.parse(req.query);
    res.json({ owners: await integrations.accountOwners(platform, accountId) } satisfies AccountOwnersResponse);
  });

  // The dashboard's sync and connection snapshot, and the accounts the studio's posts go to: which
  // accounts there are, never their tokens.
  router.get('/accounts', async (req, res) => {
    if (req.caller !== 'studio') onlyDashboard(req.caller);
    res.json({ accounts: await integrations.syncAccounts(userIdOf(req)) } satisfies SyncAccountsResponse);
  });

  router.post('/sync-report', async (req, res) => {
    onlyDashboard(req.caller);
    const userId = userIdOf(req);
    await integrations.recordSync(userId, syncReportRequestSchema.parse(req.body ?? {}));
    res.json({ recorded: true });
  });
}
