import type { Router } from 'express';
import { registerDataEndpoint } from '../data-endpoints';
import { followersOn, isoDay } from '../generators';
import { avatarUrl } from '../identities';
import { invalidClient } from '../oauth-error';
import {
  mountStandardAuthorize,
  queryDelivery,
  secondsLeft,
  tokenEndpoint,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { showPublishedPost } from './post-pages';
import { clientCredentials } from '../params';
import { registerPinterestAds } from './pinterest-ads';
import { registerPinterestInsights } from './pinterest-insights';
import { registerPinterestPostInsights } from './pinterest-post-insights';
import { registerPinterestPublishing } from './pinterest-publishing';

const KNOWN_SCOPES = new Set([
  'ads:read',
  'ads:write',
  'boards:read',
  'boards:read_secret',
  'boards:write',
  'boards:write_secret',
  'catalogs:read',
  'catalogs:write',
  'pins:read',
  'pins:read_secret',
  'pins:write',
  'pins:write_secret',
  'user_accounts:read',
]);

export function mountPinterest(router: Router, flow: OAuthFlow): void {
  const config: ProviderOAuth = {
    provider: 'pinterest',
    platformName: 'Pinterest',
    pkce: 'optional',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    heading: () => 'Give access to your Pinterest account',
    describe: (identity) => `@${identity.usernames.pinterest}`,
    deliver: queryDelivery(),
  };
  mountStandardAuthorize(router, '/oauth', flow, config);

  router.post(
    '/v5/oauth/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const credentials = clientCredentials(req, body);
      // Pinterest takes client credentials only as HTTP Basic.
      if (!credentials.basic)
        throw invalidClient('Authentication failed: use HTTP Basic client authentication.', 'client_secret');
      const client = flow.authenticateClient('pinterest', credentials.clientId, credentials.clientSecret);
      const grant = flow.resolveGrant('pinterest', client, body);
      const { access, refresh } = flow.issue({
        provider: 'pinterest',
        clientId: client.clientId,
        identityId: grant.identityId,
        scopes: grant.scopes,
        accessPrefix: 'pina_',
        refreshPrefix: grant.code ? 'pinr_' : undefined,
        fromCode: grant.code,
      });
      const common = { token_type: 'bearer', expires_in: secondsLeft(access), scope: grant.scopes.join(' ') };
      if (!refresh) return { access_token: access.value, response_type: 'refresh_token', ...common };
      return {
        access_token: access.value,
        refresh_token: refresh.value,
        response_type: 'authorization_code',
        refresh_token_expires_in: secondsLeft(refresh),
        ...common,
      };
    }),
  );

  registerDataEndpoint(
    'pinterest',
    'GET',
    '/v5/user_account',
    ({ identity, publicUrl, random }) => ({
      account_type: 'BUSINESS',
      id: identity.subjects.pinterest,
      username: identity.usernames.pinterest,
      business_name: identity.shop.name,
      profile_image: avatarUrl(publicUrl, identity),
      website_url: `https://${identity.shop.domain}`,
      about: `${identity.shop.name} on Pinterest`,
      board_count: random('pinterest:boards').int(3, 30),
      pin_count: random('pinterest:pins').int(40, 900),
      follower_count: followersOn(`pinterest:${identity.subjects.pinterest}`, isoDay(new Date())),
      following_count: random('pinterest:following').int(20, 400),
      monthly_views: random('pinterest:monthly-views').int(1000, 120000),
    }),
    { scopes: ['user_accounts:read'] },
  );
  registerPinterestInsights();
  registerPinterestAds();
  router.get('/pin/:id', (req, res) => {
    showPublishedPost(flow.ctx, res, 'pinterest', req.params.id);
  });
  registerPinterestPublishing();
  registerPinterestPostInsights();
}
