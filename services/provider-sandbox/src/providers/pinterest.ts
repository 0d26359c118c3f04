import type { Router } from 'express';
import { registerDataEndpoint } from '../data-endpoints';
import { followersOn, isoDay } from '../generators';
import { avatarUrl } from '../identities';
import { invalidClient } from '../oauth-error';
import { authorizeEndpoint, grantTypeError, secondsLeft, tokenEndpoint, stateParam, type OAuthFlow, type ProviderOAuth } from '../oauth-flow';
import { clientCredentials, param } from '../params';

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
    deliver: ({ request, code, error }) => {
      const state = stateParam(request);
      if (error || !code) return { mode: 'query', params: { error: error?.error ?? 'server_error', ...state } };
      return { mode: 'query', params: { code: code.code, ...state } };
    },
  };
  flow.register(config);

  router.get(
    '/oauth',
    authorizeEndpoint((req, res) =>
      flow.authorize(req, res, config, {
        clientId: param(req.query, 'client_id'),
        redirectUri: param(req.query, 'redirect_uri'),
        responseType: param(req.query, 'response_type'),
        scope: param(req.query, 'scope'),
        state: param(req.query, 'state'),
        codeChallenge: param(req.query, 'code_challenge'),
        codeChallengeMethod: param(req.query, 'code_challenge_method'),
      }),
    ),
  );

  router.post(
    '/v5/oauth/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const credentials = clientCredentials(req, body);
      // Pinterest takes client credentials only as HTTP Basic.
      if (!credentials.basic) throw invalidClient('Authentication failed: use HTTP Basic client authentication.', 'client_secret');
      const client = flow.authenticateClient('pinterest', credentials.clientId, credentials.clientSecret);
      const grantType = param(body, 'grant_type');
      if (grantType === 'authorization_code') {
        const record = flow.redeemCode('pinterest', client, {
          code: param(body, 'code'),
          redirectUri: param(body, 'redirect_uri'),
          codeVerifier: param(body, 'code_verifier'),
        });
        const { access, refresh } = flow.issue({
          provider: 'pinterest',
          clientId: client.clientId,
          identityId: record.identityId,
          scopes: record.request.scopes,
          accessPrefix: 'pina_',
          refreshPrefix: 'pinr_',
          fromCode: record,
        });
        return {
          access_token: access.value,
          refresh_token: refresh?.value,
          response_type: 'authorization_code',
          token_type: 'bearer',
          expires_in: secondsLeft(access),
          refresh_token_expires_in: refresh ? secondsLeft(refresh) : undefined,
          scope: record.request.scopes.join(' '),
        };
      }
      if (grantType === 'refresh_token') {
        const grant = flow.useRefreshToken('pinterest', client, param(body, 'refresh_token'));
        const { access } = flow.issue({
          provider: 'pinterest',
          clientId: client.clientId,
          identityId: grant.identityId,
          scopes: grant.scopes,
          accessPrefix: 'pina_',
        });
        return {
          access_token: access.value,
          response_type: 'refresh_token',
          token_type: 'bearer',
          expires_in: secondsLeft(access),
          scope: grant.scopes.join(' '),
        };
      }
      throw grantTypeError(grantType);
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
}
