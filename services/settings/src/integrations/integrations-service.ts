import mongoose from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { createPkce, PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import {
  connectReturnParams,
  isValidPlatformAccountId,
  normalizeShopDomain,
  type ConnectedAccount,
  type ConnectionStatus,
  type ConnectRequest,
} from '@scp/shared/contracts/settings/connected-accounts';
import {
  oauthCallback,
  platformKeys,
  platforms,
  type PlatformKey,
} from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { trustedOriginOf, type AppOrigins } from '@scp/service-kit/app-origins';
import { describeState, stateFor, type ConnectFlows } from './connect-flows';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import { PlatformFailure, type TokenSet } from '@scp/service-kit/platform-http';
import type { SyncAccount, SyncReportRequest } from '@scp/shared/contracts/settings/integrations-internal';
import { inferIndustry, type IndustrySuggestionResponse } from '@scp/shared/contracts/settings/industry-inference';
import type { AccountAlerts } from './account-alerts';
import type { SyncScheduler } from './sync-scheduler';
import type {
  AccountCredentials,
  AccountProfile,
  DiscoveredAccount,
  PlatformAdapter,
} from '../platforms/platform-adapter';
import type { TokenCipher } from './token-cipher';

/** Where platforms send the browser back to, on the origin the connection was started from. */
export const CALLBACK_PATH = '/api/settings/integrations/callback';

/** A token that ends within this long is shown as expiring when it cannot be refreshed. */
const EXPIRING_WITHIN_MS = 24 * 3600 * 1000;
/** A token that ends within this long is refreshed before it is used. */
const REFRESH_WITHIN_MS = 10 * 60 * 1000;

const texts = integrationsTexts.connectErrors;

/** The browser's next address after a callback: a path of this app. */
export interface CallbackOutcome {
  redirectTo: string;
}

type Stored = ConnectedAccountRecord;

export function createIntegrationsService(deps: {
  adapters: PlatformAdapters;
  flows: ConnectFlows;
  cipher: TokenCipher;
  origins: AppOrigins;
  alerts: AccountAlerts;
  syncScheduler: SyncScheduler;
  logger: Logger;
  now?: () => Date;
}) {
  const { adapters, flows, cipher, origins, alerts, syncScheduler, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const adapterFor = (platform: PlatformKey) => {
    const adapter = adapters[platform];
    if (!adapter) throw AppError.unavailable(texts.notConfigured(platforms[platform].label));
    return adapter;
  };

  /** What the owner sees: the stored status, aged by the clock (an unrefreshable token runs out). */
  const statusOf = (doc: Stored): { status: ConnectionStatus; error: string | null } => {
    if (doc.status !== 'connected') return { status: doc.status, error: doc.statusReason ?? null };
    const expiresAt = doc.tokenExpiresAt?.getTime();
    if (expiresAt === undefined || doc.refreshToken) return { status: 'connected', error: null };
    const left = expiresAt - now().getTime();
    if (left <= 0) return { status: 'needs_reauth', error: 'The access token expired.' };
    return left <= EXPIRING_WITHIN_MS ? { status: 'expiring', error: null } : { status: 'connected', error: null };
  };

  const toAccount = (doc: Stored): ConnectedAccount => {
    const { status, error } = statusOf(doc);
    return {
      platform: doc.platform as PlatformKey,
      accountId: doc.accountId,
      identifier: doc.identifier,
      displayName: doc.displayName,
      imageUrl: doc.imageUrl ?? null,
      description: doc.description ?? null,
      profileUrl: doc.profileUrl ?? null,
      accountInfo: { followers: doc.followers ?? null },
      connected: status !== 'needs_reauth',
      status,
      error,
      tokenExpiresAt: doc.tokenExpiresAt ? doc.tokenExpiresAt.toISOString() : null,
      lastSync: doc.lastSyncAt ? doc.lastSyncAt.toISOString() : null,
      connectedAt: doc.connectedAt.toISOString(),
    };
  };

  const list = async (userId: string): Promise<ConnectedAccount[]> => {
    const docs: Stored[] = await userScope(ConnectedAccountModel, userId).find().lean();
    const order = (platform: string) => platformKeys.indexOf(platform as PlatformKey);
    return docs
      .sort((a, b) => order(a.platform) - order(b.platform) || a.displayName.localeCompare(b.displayName))
      .map(toAccount);
  };

  const credentialsOf = (doc: Stored): AccountCredentials => ({
    accountId: doc.accountId,
    accessToken: cipher.open(doc.accessToken),
    refreshToken: doc.refreshToken ? cipher.open(doc.refreshToken) : undefined,
    grantToken: doc.grantToken ? cipher.open(doc.grantToken) : undefined,
    details: { ...doc.details },
  });

  const tokenFields = (token: TokenSet) => ({
    accessToken: cipher.seal(token.accessToken),
    refreshToken: token.refreshToken ? cipher.seal(token.refreshToken) : null,
    tokenExpiresAt: token.expiresAt ?? null,
    scopes: token.scopes,
  });

  /** What a (re)connection writes: the account as the platform describes it, fresh tokens, healthy. */
  const connectedFields = (account: DiscoveredAccount) => ({
    identifier: account.identifier,
    displayName: account.displayName,
    imageUrl: account.imageUrl,
    description: account.description,
    profileUrl: account.profileUrl,
    followers: account.followers,
    details: account.details,
    ...tokenFields(account.token),
    grantToken: account.grantToken ? cipher.seal(account.grantToken) : null,
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

  const failureMessage = (platform: PlatformKey, failure: unknown): string => {
    const label = platforms[platform].label;
    if (failure instanceof PlatformUnreachable) return texts.unavailable(label);
    if (!(failure instanceof PlatformFailure)) return texts.refused(label);
    switch (failure.kind) {
      case 'denied':
        return texts.denied;
      case 'no_accounts':
        return (texts.noAccounts as Partial<Record<PlatformKey, string>>)[platform] ?? texts.refused(label);
      case 'invalid_callback':
        return texts.invalidCallback;
      case 'unavailable':
        return texts.unavailable(label);
      default:
        return texts.refused(label);
    }
  };

  const redirectFor = (
    flow: { platform: PlatformKey; mode: 'popup' | 'page'; returnTo: string },
    outcome: { status: 'success'; connected: number } | { status: 'error'; message: string },
  ): CallbackOutcome => {
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
  };

  /** The account's credentials, its token refreshed (and stored) first when it ends within 10 minutes. */
  const freshCredentials = async (userId: string, doc: Stored, adapter: PlatformAdapter) => {
    const credentials = credentialsOf(doc);
    const expiresAt = doc.tokenExpiresAt?.getTime();
    const filter = { platform: doc.platform, accountId: doc.accountId };
    const scope = userScope(ConnectedAccountModel, userId);
    if (adapter.refresh && credentials.refreshToken && expiresAt !== undefined) {
      if (expiresAt - now().getTime() > REFRESH_WITHIN_MS) return credentials;
      const token = await adapter.refresh(credentials);
      await scope.updateMany(filter, { $set: tokenFields(token) });
      return { ...credentials, accessToken: token.accessToken, refreshToken: token.refreshToken };
    }
    if (cipher.isStale(doc.accessToken)) {
      // Written again under the current key, so an old key can be retired.
      await scope.updateMany(filter, { $set: { accessToken: cipher.seal(credentials.accessToken) } });
    }
    return credentials;
  };

  const markHealthy = async (userId: string, doc: Stored, profile: Partial<AccountProfile>, at = now()) => {
    await userScope(ConnectedAccountModel, userId).updateMany(
      { platform: doc.platform, accountId: doc.accountId },
      { $set: { ...profile, status: 'connected', statusReason: null, lastSyncAt: at } },
    );
  };

  /**
   * A failure changes the account's health; only a change is announced (one alert per failure, not
   * one per retry), in the app at once.
   */
  const setFailure = async (userId: string, doc: Stored, status: 'needs_reauth' | 'error', reason: string) => {
    const scope = userScope(ConnectedAccountModel, userId);
    const filter = { platform: doc.platform, accountId: doc.accountId };
    // The change of status is claimed atomically: a Refresh All and a sync that find the same refusal
    // at once announce it once.
    const changed = await scope.updateMany(
      { ...filter, status: mongoose.trusted({ $ne: status }) },
      { $set: { status, statusReason: reason } },
    );
    await scope.updateMany(filter, { $set: { statusReason: reason } });
    if (changed.modifiedCount === 0) return;
    await alerts.accountFailed(userId, {
      platform: doc.platform,
      accountId: doc.accountId,
      displayName: doc.displayName,
      status,
      reason,
    });
  };

  const markFailed = async (userId: string, doc: Stored, err: unknown) => {
    if (!(err instanceof PlatformFailure) && !(err instanceof PlatformUnreachable)) {
      logger.error({ err, platform: doc.platform }, 'reading an account failed');
      return;
    }
    const rejected = err instanceof PlatformFailure && err.kind === 'rejected';
    const reason =
      (err instanceof PlatformFailure ? err.platformReason : undefined) ?? failureMessage(doc.platform, err);
    logger.warn({ platform: doc.platform, reason: err.message }, 'account read failed');
    await setFailure(userId, doc, rejected ? 'needs_reauth' : 'error', reason);
  };

  return {
    list,

    /** The platform's authorization URL for a new connection (the flow kept server-side). */
    async startConnect(userId: string, request: ConnectRequest, requestOrigin: string | undefined) {
      const adapter = adapterFor(request.platform);
      let shopDomain: string | undefined;
      if (request.platform === 'shopify') {
        const typed = request.shopDomain?.trim() ?? '';
        if (!typed)
          throw AppError.validation(
            accountsTexts.auth.storeDomainRequired(auth.shopifyDomainExample).description,
            'shopDomain',
          );
        shopDomain = normalizeShopDomain(typed);
        if (!shopDomain) throw AppError.validation(accountsTexts.auth.invalidStoreDomain, 'shopDomain');
      }
      const origin = trustedOriginOf(origins, requestOrigin);
      const redirectUri = `${origin}${CALLBACK_PATH}`;
      const pkce = createPkce();
      const state = stateFor(request.platform, request.mode);
      await flows.save(state, {
        userId,
        platform: request.platform,
        mode: request.mode,
        verifier: pkce.verifier,
        redirectUri,
        returnTo: request.returnTo ?? oauthCallback.defaultReturnTo,
        shopDomain,
      });
      return {
        authorizationUrl: adapter.authorizationUrl({ state, codeChallenge: pkce.challenge, redirectUri, shopDomain }),
      };
    },

    /**
     * The platform's redirect back. The flow must be the signed-in user's own before it is used up
     * (another person's request leaves it to its owner), is then taken once (a replay finds
     * nothing), and only then is the code exchanged. Every outcome is a redirect the browser can
     * show; nothing the platform sent is echoed.
     */
    async completeConnect(userId: string | undefined, params: URLSearchParams): Promise<CallbackOutcome> {
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
        const adapter = adapterFor(flow.platform);
        const found = await adapter.connect({
          params,
          verifier: flow.verifier,
          redirectUri: flow.redirectUri,
          shopDomain: flow.shopDomain,
        });
        const valid = found.filter((account) => isValidPlatformAccountId(flow.platform, account.accountId));
        if (valid.length < found.length)
          logger.warn({ platform: flow.platform, dropped: found.length - valid.length }, 'invalid account ids dropped');
        if (valid.length === 0) throw new PlatformFailure('no_accounts', 'no valid account ids');
        for (const account of valid) await upsert(userId, flow.platform, account);
        logger.info({ platform: flow.platform, accounts: valid.length }, 'platform connected');
        await syncScheduler.accountsChanged(
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
    },

    /**
     * Refresh All: each account read again from its platform (tokens refreshed first when they are
     * about to end). A refused token marks the account for re-authorisation; a platform that cannot
     * answer marks it in error with the platform's words. One account's failure never stops the rest.
     */
    async refreshAll(userId: string): Promise<ConnectedAccount[]> {
      const scope = userScope(ConnectedAccountModel, userId);
      const docs: Stored[] = await scope.find().lean();
      for (const doc of docs) {
        const adapter = adapters[doc.platform];
        if (!adapter) continue;
        try {
          const credentials = await freshCredentials(userId, doc, adapter);
          const profile = await adapter.profile(credentials);
          await markHealthy(userId, doc, profile);
        } catch (err) {
          await markFailed(userId, doc, err);
        }
      }
      return list(userId);
    },

    /**
     * For the dashboard (internal): each account, usable unless the owner must connect it again or its
     * platform is not set up here. No token, and nothing is refreshed: a read refreshes what it uses.
     */
    async syncAccounts(userId: string): Promise<SyncAccount[]> {
      const docs: Stored[] = await userScope(ConnectedAccountModel, userId).find().lean();
      return docs.map((doc) => ({
        platform: doc.platform,
        accountId: doc.accountId,
        displayName: doc.displayName,
        usable: adapters[doc.platform] !== undefined && statusOf(doc).status !== 'needs_reauth',
      }));
    },

    /**
     * Runs `call` with the account's working token (refreshed first when it is about to end): a read
     * this service makes for another one, which gets the answer and never the token. Null when the
     * owner has no such account; PlatformFailure('rejected') when the owner must connect it again.
     */
    async withAccountToken<T>(
      userId: string,
      platform: PlatformKey,
      accountId: string,
      call: (account: {
        platform: PlatformKey;
        accountId: string;
        accessToken: string;
        details: Record<string, string>;
      }) => Promise<T>,
    ): Promise<T | null> {
      const doc: Stored | null = await userScope(ConnectedAccountModel, userId).findOne({ platform, accountId }).lean();
      if (!doc) return null;
      const adapter = adapters[doc.platform];
      if (!adapter) throw new PlatformFailure('unavailable', `${platform} is not configured`);
      if (statusOf(doc).status === 'needs_reauth')
        throw new PlatformFailure('rejected', 'the account needs connecting again', doc.statusReason ?? undefined);
      let credentials: AccountCredentials;
      try {
        credentials = await freshCredentials(userId, doc, adapter);
      } catch (err) {
        await markFailed(userId, doc, err);
        throw err;
      }
      return call({ platform, accountId, accessToken: credentials.accessToken, details: credentials.details });
    },

    /**
     * Who connected a Facebook page or an Instagram account: a messaging webhook names the account,
     * and the auto-responder answers for each of its owners (a lookup across users by design).
     */
    async accountOwners(platform: 'facebook' | 'instagram', accountId: string): Promise<string[]> {
      const owners: string[] = await ConnectedAccountModel.distinct('userId', { platform, accountId });
      return owners.sort();
    },

    /**
     * The page token a message is sent with (message-sends.ts; it never leaves this service): the
     * Facebook page's, or the one of the page an Instagram account is linked to. `renew` after Meta
     * refused it: a new one from the owner's grant, stored; a grant that is gone marks the account
     * for reconnection. Null when the owner has no usable connection of the account.
     */
    async messagingAccount(
      userId: string,
      platform: 'facebook' | 'instagram',
      accountId: string,
      renew: boolean,
    ): Promise<{ pageId: string; accessToken: string } | null> {
      const doc: Stored | null = await userScope(ConnectedAccountModel, userId).findOne({ platform, accountId }).lean();
      const adapter = adapters[platform];
      if (!doc || !adapter || statusOf(doc).status === 'needs_reauth') return null;
      const pageId = platform === 'facebook' ? doc.accountId : doc.details?.pageId;
      if (!pageId) return null;
      let accessToken: string;
      try {
        if (renew && adapter.renew) {
          const token = await adapter.renew(credentialsOf(doc));
          await userScope(ConnectedAccountModel, userId).updateMany(
            { platform, accountId },
            { $set: tokenFields(token) },
          );
          accessToken = token.accessToken;
        } else {
          accessToken = (await freshCredentials(userId, doc, adapter)).accessToken;
        }
      } catch (err) {
        await markFailed(userId, doc, err);
        if (err instanceof PlatformFailure && err.kind === 'rejected') return null;
        throw err;
      }
      return { pageId, accessToken };
    },

    /** How the dashboard's sync of one account went: its health follows the platform's latest word. */
    async recordSync(userId: string, report: SyncReportRequest): Promise<void> {
      const doc: Stored | null = await userScope(ConnectedAccountModel, userId)
        .findOne({ platform: report.platform, accountId: report.accountId })
        .lean();
      if (!doc) throw AppError.notFound();
      if (report.outcome === 'ok') {
        await markHealthy(userId, doc, {}, new Date(report.at));
        return;
      }
      const reason = report.reason ?? failureMessage(doc.platform, undefined);
      await setFailure(userId, doc, report.outcome === 'rejected' ? 'needs_reauth' : 'error', reason);
    },

    /** What the connected shop suggests as the owner's industry (business constants); null without a shop or an answer. */
    async industrySuggestion(userId: string): Promise<IndustrySuggestionResponse['suggestion']> {
      const shop: Stored | null = await userScope(ConnectedAccountModel, userId)
        .findOne({ platform: 'shopify' })
        .lean();
      const adapter = adapters.shopify;
      if (!shop || !adapter?.shopFacts || statusOf(shop).status === 'needs_reauth') return null;
      try {
        const inferred = inferIndustry(await adapter.shopFacts(credentialsOf(shop)));
        return inferred ? { ...inferred, shopDomain: shop.accountId } : null;
      } catch (err) {
        logger.warn({ reason: err instanceof Error ? err.message : String(err) }, 'shop facts unavailable');
        return null;
      }
    },

    /**
     * Disconnect: our access is withdrawn at the platform where it allows that, then the stored
     * tokens are deleted. A platform that cannot be reached does not keep the owner connected. The
     * synced history stays in the dashboard unless the owner asks for it to go too.
     */
    async disconnect(
      userId: string,
      platform: string,
      accountId: string,
      options: { deleteHistory: boolean } = { deleteHistory: false },
    ): Promise<ConnectedAccount[]> {
      if (!(platformKeys as readonly string[]).includes(platform)) throw AppError.notFound();
      const scope = userScope(ConnectedAccountModel, userId);
      const doc: Stored | null = await scope.findOne({ platform: platform as PlatformKey, accountId }).lean();
      if (!doc) throw AppError.notFound();
      // First, so that a dashboard that cannot be reached leaves everything as it was (503, try again).
      if (options.deleteHistory) await syncScheduler.forgetAccount(userId, doc.platform, accountId);
      const adapter = adapters[platform as PlatformKey];
      if (adapter?.revoke) {
        try {
          const credentials = credentialsOf(doc);
          // Meta withdraws the whole grant: only when no other account still rides on it.
          const grantUser = credentials.details.userId;
          const sharing = grantUser
            ? await scope.countDocuments({
                platform: mongoose.trusted({ $in: ['facebook', 'instagram'] }),
                accountId: mongoose.trusted({ $ne: accountId }),
                'details.userId': grantUser,
              })
            : 0;
          if (sharing === 0) await adapter.revoke(credentials);
        } catch (err) {
          logger.warn({ platform, reason: err instanceof Error ? err.message : String(err) }, 'revoke failed');
        }
      }
      await scope.deleteOne({ platform: platform as PlatformKey, accountId });
      logger.info({ platform }, 'platform account disconnected');
      await syncScheduler.accountsChanged(userId);
      return list(userId);
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
