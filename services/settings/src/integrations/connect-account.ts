import { trustedOriginOf, type AppOrigins } from '@scp/service-kit/app-origins';
import { AppError } from '@scp/service-kit/errors';
import { createPkce } from '@scp/service-kit/oauth-client';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import {
  normalizeShopDomain,
  type ConnectRequest,
  type ConnectResponse,
} from '@scp/shared/contracts/settings/connected-accounts';
import { oauthCallback, platforms, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { userScope } from '@scp/service-kit/user-scope';
import type { PlatformAdapter } from '../platforms/platform-adapter';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { TiktokAdsApi } from '../platforms/tiktok/tiktok-ads-api';
import { stateFor, type ConnectFlows } from './connect-flows';
import { ConnectedAccountModel } from './connected-account-model';

/** Where platforms send the browser back to, on the origin the connection was started from. */
export const CALLBACK_PATH = '/api/settings/integrations/callback';

/** The platform's adapter; a platform whose app this server has no credentials for cannot be connected (503). */
export function adapterFor(adapters: PlatformAdapters, platform: PlatformKey): PlatformAdapter {
  const adapter = adapters[platform];
  if (!adapter) throw AppError.unavailable(integrationsTexts.connectErrors.notConfigured(platforms[platform].label));
  return adapter;
}

/** The shop a Shopify connection is for, as the owner typed it; a clear 400 naming the field otherwise. */
function shopDomainOf(request: ConnectRequest): string | undefined {
  if (request.platform !== 'shopify') return undefined;
  const typed = request.shopDomain?.trim() ?? '';
  if (!typed)
    throw AppError.validation(
      accountsTexts.auth.storeDomainRequired(auth.shopifyDomainExample).description,
      'shopDomain',
    );
  const shopDomain = normalizeShopDomain(typed);
  if (!shopDomain) throw AppError.validation(accountsTexts.auth.invalidStoreDomain, 'shopDomain');
  return shopDomain;
}

/**
 * Starting a connection: the flow is kept server-side under its state with the PKCE verifier, the
 * user, the redirect URI (on the origin the request came from when it is ours) and where to
 * return; the answer is the platform's authorization URL.
 */
export function createConnectAccount(deps: {
  adapters: PlatformAdapters;
  flows: ConnectFlows;
  origins: AppOrigins;
  tiktokAds?: TiktokAdsApi;
}) {
  /**
   * Connecting a TikTok account's ad account: TikTok's API for Business is its own authorization, on
   * the business portal, for an account the owner has connected already; the flow names that account.
   */
  const connectAds = async (userId: string, request: ConnectRequest, adsFor: string, requestOrigin?: string) => {
    if (request.platform !== 'tiktok')
      throw AppError.validation(integrationsTexts.connectErrors.adsTiktokOnly, 'adsFor');
    if (!deps.tiktokAds)
      throw AppError.unavailable(integrationsTexts.connectErrors.notConfigured(integrationsTexts.tiktokAds.label));
    const account = await userScope(ConnectedAccountModel, userId)
      .findOne({ platform: 'tiktok', accountId: adsFor })
      .lean();
    if (!account) throw AppError.notFound(integrationsTexts.connectErrors.adsAccountMissing);
    const redirectUri = `${trustedOriginOf(deps.origins, requestOrigin)}${CALLBACK_PATH}`;
    const state = stateFor('tiktok', request.mode);
    await deps.flows.save(state, {
      userId,
      platform: 'tiktok',
      mode: request.mode,
      verifier: '',
      redirectUri,
      returnTo: request.returnTo ?? oauthCallback.defaultReturnTo,
      adsFor,
    });
    return { authorizationUrl: deps.tiktokAds.authorizationUrl({ state, redirectUri }) };
  };

  return async function connectAccount(
    userId: string,
    request: ConnectRequest,
    requestOrigin: string | undefined,
  ): Promise<ConnectResponse> {
    if (request.adsFor !== undefined) return connectAds(userId, request, request.adsFor, requestOrigin);
    const adapter = adapterFor(deps.adapters, request.platform);
    const shopDomain = shopDomainOf(request);
    const origin = trustedOriginOf(deps.origins, requestOrigin);
    const redirectUri = `${origin}${CALLBACK_PATH}`;
    const pkce = createPkce();
    const state = stateFor(request.platform, request.mode);
    await deps.flows.save(state, {
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
  };
}

export type ConnectAccount = ReturnType<typeof createConnectAccount>;
