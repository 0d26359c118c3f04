import type { Router } from 'express';
import {
  connectRequestSchema,
  disconnectQuerySchema,
  type ConnectedAccountsResponse,
  type ConnectResponse,
} from '@scp/shared/contracts/settings/connected-accounts';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { IndustrySuggestionResponse } from '@scp/shared/contracts/settings/industry-inference';
import type { IntegrationsService } from './integrations-service';

/** The query of a callback as the platform sent it (repeated parameters kept, to be refused). */
function callbackParams(originalUrl: string): URLSearchParams {
  const query = originalUrl.indexOf('?');
  return new URLSearchParams(query === -1 ? '' : originalUrl.slice(query + 1));
}

export function registerIntegrationsRoutes(router: Router, integrations: IntegrationsService): void {
  router.get('/integrations/accounts', async (req, res) => {
    res.json({ accounts: await integrations.list(userIdOf(req)) } satisfies ConnectedAccountsResponse);
  });

  router.post('/integrations/connect', async (req, res) => {
    const userId = userIdOf(req);
    const request = connectRequestSchema.parse(req.body ?? {});
    res.json((await integrations.startConnect(userId, request, req.get('origin'))) satisfies ConnectResponse);
  });

  // The platform sends the browser here: a top-level navigation, so the session cookie (SameSite
  // lax) comes along. Signed out, the browser is still answered with a page that says so.
  router.get('/integrations/callback', async (req, res) => {
    const userId = req.identity?.userId;
    const outcome = await integrations.completeConnect(userId, callbackParams(req.originalUrl));
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(303, outcome.redirectTo);
  });

  router.get('/integrations/industry-suggestion', async (req, res) => {
    res.json({
      suggestion: await integrations.industrySuggestion(userIdOf(req)),
    } satisfies IndustrySuggestionResponse);
  });

  router.post('/integrations/accounts/refresh', async (req, res) => {
    res.json({ accounts: await integrations.refreshAll(userIdOf(req)) } satisfies ConnectedAccountsResponse);
  });

  router.delete('/integrations/accounts/:platform/:accountId', async (req, res) => {
    const userId = userIdOf(req);
    const { platform, accountId } = req.params as { platform: string; accountId: string };
    const { deleteHistory } = disconnectQuerySchema.parse(req.query);
    res.json({
      accounts: await integrations.disconnect(userId, platform, accountId, { deleteHistory: deleteHistory === 'true' }),
    } satisfies ConnectedAccountsResponse);
  });
}
