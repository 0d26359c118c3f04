import type { Logger } from '@scp/service-kit/logger';
import { AppError } from '@scp/service-kit/errors';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import { connectReturnParams, isValidPlatformAccountId } from '@scp/shared/contracts/settings/connected-accounts';
import { oauthCallback, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import type { Neighbours } from '../neighbours/neighbours';
import type { DiscoveredAccount } from '../platforms/platform-adapter';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { TiktokAdsApi } from '../platforms/tiktok/tiktok-ads-api';
import { failureMessage } from './account-health';
import type { AccountTokens } from './account-tokens';
import { adapterFor } from './connect-account';
import { describeState, type ConnectFlows } from './connect-flows';
import { ConnectedAccountModel } from './connected-account-model';

const texts = integrationsTexts.connectErrors;

/** The browser's next address after a callback: a path of this app. */
export interface CallbackOutcome {
  redirectTo: string;
}

/** Popup: `/auth/callback` reports to the opener; page: back to `returnTo` with `<platform>_status`. */
function redirectFor(
  flow: { platform: PlatformKey; mode: 'popup' | 'page'; returnTo: string },
  outcome: { status: 'success'; connected: number } | { status: 'error'; message: string },
): CallbackOutcome {
  if (flow.mode === 'popup') {
    const params = new URLSearchParams({ status: outcome.status, platform: flow.platform });
    if (outcome.status === 'success') params.set('connected_count', String(outcome.connected));
    else params.set('error_message', outcome.message);
    if (flow.returnTo !== oauthCallback.defaultReturnTo) params.set('return_to', flow.returnTo);
    return { redirectTo: `/auth/callback?${params}` };
  }
  const params = connectReturnParams(
    flow.platform,
    outcome.status === 'success' ? { status: 'success' } : { status: 'error', message: outcome.message },
  );
  return { redirectTo: `${flow.returnTo}${flow.returnTo.includes('?') ? '&' : '?'}${params}` };
}

/**
 * The platform's redirect back (the OAuth callback). The flow must be the signed-in user's own
 * before it is used up (another person's request leaves it to its owner), is then taken once (a
 * replay finds nothing), and only then is the code exchanged. Every outcome is a redirect the
 * browser can show; nothing the platform sent is echoed.
 */
export function createCompleteConnection(deps: {
  adapters: PlatformAdapters;
  flows: ConnectFlows;
  tokens: AccountTokens;
  neighbours: Pick<Neighbours, 'accountsChanged'>;
  logger: Logger;
  now: () => Date;
  tiktokAds?: TiktokAdsApi;
}) {
  const { adapters, flows, tokens, neighbours, logger, now } = deps;

  /**
   * A TikTok account's ad account (the flow's `adsFor`): the business portal's auth_code exchanged for
   * the advertiser's token, kept sealed with the account (only this service ever holds it). The
   * dashboard is told the account changed, so its next sync reads the ad spend.
   */
  const connectAds = async (userId: string, accountId: string, params: URLSearchParams): Promise<void> => {
    if (!deps.tiktokAds) throw AppError.unavailable(texts.notConfigured(integrationsTexts.tiktokAds.label));
    const grant = await deps.tiktokAds.exchange(params);
    if (grant.advertiserIds.length === 0) throw new PlatformFailure('no_accounts', 'no advertiser granted');
    const updated = await userScope(ConnectedAccountModel, userId).updateMany(
      { platform: 'tiktok', accountId },
      { $set: { adsToken: tokens.sealAds(grant.accessToken) } },
    );
    if (updated.matchedCount === 0) throw AppError.notFound(texts.adsAccountMissing);
    logger.info({ platform: 'tiktok', advertisers: grant.advertiserIds.length }, 'ad account connected');
    await neighbours.accountsChanged(userId, [{ platform: 'tiktok', accountId }]);
  };

  /** What a (re)connection writes: the account as the platform describes it, fresh tokens, healthy. */
  const connectedFields = (account: DiscoveredAccount) => ({
    identifier: account.identifier,
    displayName: account.displayName,
    imageUrl: account.imageUrl,
    description: account.description,
    profileUrl: account.profileUrl,
    followers: account.followers,
    details: account.details,
    ...tokens.tokenFields(account.token),
    grantToken: tokens.sealGrant(account.grantToken),
    status: 'connected' as const,
    statusReason: null,
    lastSyncAt: now(),
  });

  /**
   * A reconnection updates the account in place (its connectedAt, and what hangs off it, stay);
   * a new account is created. Two callbacks for the same new account at once race on the unique
   * index: the loser updates what the winner created.
   */
  const upsert = async (userId: string, platform: PlatformKey, account: DiscoveredAccount): Promise<void> => {
    const scope = userScope(ConnectedAccountModel, userId);
    const filter = { platform, accountId: account.accountId };
    if ((await scope.updateMany(filter, { $set: connectedFields(account) })).matchedCount > 0) return;
    try {
      await scope.create({ ...filter, ...connectedFields(account), connectedAt: now() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await scope.updateMany(filter, { $set: connectedFields(account) });
    }
  };

  return async function completeConnection(
    userId: string | undefined,
    params: URLSearchParams,
  ): Promise<CallbackOutcome> {
    const state = params.get('state');
    const described = describeState(state);
    const single = state && params.getAll('state').length === 1 ? state : undefined;
    const expired = () =>
      described
        ? redirectFor(
            { ...described, returnTo: oauthCallback.defaultReturnTo },
            { status: 'error', message: texts.expired },
          )
        : { redirectTo: oauthCallback.defaultReturnTo };
    const found = single ? await flows.peek(single) : undefined;
    if (!single || !found) return expired();
    if (!userId) return redirectFor(found, { status: 'error', message: integrationsTexts.integrations.signedOut });
    if (found.userId !== userId) {
      logger.warn({ platform: found.platform }, 'connect callback for another user’s flow refused');
      return redirectFor(found, { status: 'error', message: texts.otherAccount });
    }
    // Taken atomically: of two requests of the owner's at once, one goes on.
    const flow = await flows.take(single);
    if (!flow) return expired();
    try {
      if (flow.adsFor !== undefined) {
        await connectAds(userId, flow.adsFor, params);
        return redirectFor(flow, { status: 'success', connected: 1 });
      }
      const adapter = adapterFor(adapters, flow.platform);
      const discovered = await adapter.connect({
        params,
        verifier: flow.verifier,
        redirectUri: flow.redirectUri,
        shopDomain: flow.shopDomain,
      });
      const valid = discovered.filter((account) => isValidPlatformAccountId(flow.platform, account.accountId));
      if (valid.length < discovered.length)
        logger.warn(
          { platform: flow.platform, dropped: discovered.length - valid.length },
          'invalid account ids dropped',
        );
      if (valid.length === 0) throw new PlatformFailure('no_accounts', 'no valid account ids');
      for (const account of valid) await upsert(userId, flow.platform, account);
      logger.info({ platform: flow.platform, accounts: valid.length }, 'platform connected');
      await neighbours.accountsChanged(
        userId,
        valid.map((account) => ({ platform: flow.platform, accountId: account.accountId })),
      );
      return redirectFor(flow, { status: 'success', connected: valid.length });
    } catch (err) {
      if (!(err instanceof PlatformFailure) && !(err instanceof PlatformUnreachable) && !(err instanceof AppError))
        throw err;
      logger.warn({ platform: flow.platform, reason: err.message }, 'platform connection failed');
      const message = err instanceof AppError ? err.message : failureMessage(flow.platform, err);
      return redirectFor(flow, { status: 'error', message });
    }
  };
}

export type CompleteConnection = ReturnType<typeof createCompleteConnection>;
