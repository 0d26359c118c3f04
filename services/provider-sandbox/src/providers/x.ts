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
import { clientCredentials, param, requiredParam } from '../params';
import { registerXInsights } from './x-insights';
import { registerXPostInsights } from './x-post-insights';
import { registerXPublishing } from './x-publishing';

const KNOWN_SCOPES = new Set([
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
  'like.read',
  'like.write',
  'list.read',
  'dm.read',
  'dm.write',
  'media.write',
]);

export function mountX(router: Router, flow: OAuthFlow): void {
  const config: ProviderOAuth = {
    provider: 'x',
    platformName: 'X',
    pkce: 'required',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    heading: () => 'Authorize app to access your X account',
    describe: (identity) => `@${identity.usernames.x}`,
    deliver: queryDelivery(),
  };
  mountStandardAuthorize(router, '/i/oauth2/authorize', flow, config);

  router.post(
    '/2/oauth2/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const credentials = clientCredentials(req, body);
      // Registered sandbox apps are confidential clients: X wants their credentials in Basic auth.
      if (!credentials.basic) throw invalidClient('Missing valid authorization header', 'client_secret');
      const client = flow.authenticateClient('x', credentials.clientId, credentials.clientSecret);
      // X rotates refresh tokens: a used one stops working.
      const { identityId, scopes, code: fromCode } = flow.resolveGrant('x', client, body, { rotate: true });
      const { access, refresh } = flow.issue({
        provider: 'x',
        clientId: client.clientId,
        identityId,
        scopes,
        accessPrefix: 'x-at-',
        refreshPrefix: scopes.includes('offline.access') ? 'x-rt-' : undefined,
        fromCode,
      });
      return {
        token_type: 'bearer',
        expires_in: secondsLeft(access),
        access_token: access.value,
        scope: scopes.join(' '),
        ...(refresh ? { refresh_token: refresh.value } : {}),
      };
    }),
  );

  // token_type_hint (access_token or refresh_token) only speeds up the lookup on X: it is not checked.
  router.post(
    '/2/oauth2/revoke',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const credentials = clientCredentials(req, body);
      if (!credentials.basic) throw invalidClient('Missing valid authorization header', 'client_secret');
      const client = flow.authenticateClient('x', credentials.clientId, credentials.clientSecret);
      param(body, 'token_type_hint'); // refuses a repeated hint, like every parameter
      flow.revokeByToken('x', client, requiredParam(body, 'token'));
      return { revoked: true };
    }),
  );

  registerDataEndpoint(
    'x',
    'GET',
    '/2/users/me',
    ({ identity, query, publicUrl, random }) => {
      const requested = typeof query['user.fields'] === 'string' ? query['user.fields'].split(',') : [];
      const optional: Record<string, unknown> = {
        profile_image_url: avatarUrl(publicUrl, identity),
        description: `${identity.shop.name}. Shop online at ${identity.shop.domain}`,
        created_at: '2019-05-04T12:00:00.000Z',
        verified: false,
        public_metrics: {
          followers_count: followersOn(`x:${identity.subjects.x}`, isoDay(new Date())),
          following_count: random('x:following').int(50, 800),
          tweet_count: random('x:tweets').int(100, 4000),
          listed_count: random('x:listed').int(0, 40),
        },
      };
      const data: Record<string, unknown> = {
        id: identity.subjects.x,
        name: identity.name,
        username: identity.usernames.x,
      };
      for (const field of requested) if (optional[field] !== undefined) data[field] = optional[field];
      return { data };
    },
    { scopes: ['users.read', 'tweet.read'] },
  );
  registerXInsights();
  router.get('/i/web/status/:id', (req, res) => {
    showPublishedPost(flow.ctx, res, 'x', req.params.id);
  });
  registerXPublishing();
  registerXPostInsights();
}
