import { basicAuth, isRecord, postForm } from '@scp/service-kit/oauth-client';
import type { PlatformApp } from '../platform-apps';
import { authorizationUrlOf, standardTokenCalls } from '../oauth-token-calls';
import {
  callbackError,
  count,
  expectObject,
  getJson,
  PlatformFailure,
  requireCode,
  str,
} from '@scp/service-kit/platform-http';
import { type AccountProfile, type PlatformAdapter } from '../platform-adapter';

// tweet.write and media.write: posts with media (the studio publishes through x-publisher.ts).
const SCOPES = ['tweet.read', 'users.read', 'offline.access', 'tweet.write', 'media.write'];

/** An X account (OAuth 2.0 with PKCE, confidential client; refresh tokens rotate). */
export function createXAdapter(app: PlatformApp<'x'>): PlatformAdapter {
  const tokens = standardTokenCalls({
    name: 'X',
    tokenUrl: `${app.urls.api}/2/oauth2/token`,
    app,
    clientAuth: 'basic',
  });

  const me = async (accessToken: string): Promise<AccountProfile & { id: string }> => {
    const body = expectObject(
      'X user',
      await getJson(`${app.urls.api}/2/users/me?user.fields=profile_image_url,description,public_metrics`, accessToken),
    );
    const user = isRecord(body.data) ? body.data : {};
    const id = str(user.id);
    const username = str(user.username);
    if (!id || !username) throw new PlatformFailure('refused', 'X user: no id');
    const metrics = isRecord(user.public_metrics) ? user.public_metrics : {};
    return {
      id,
      identifier: `@${username}`,
      displayName: str(user.name) ?? username,
      imageUrl: str(user.profile_image_url) ?? null,
      description: str(user.description) ?? null,
      profileUrl: `https://x.com/${encodeURIComponent(username)}`,
      followers: count(metrics.followers_count),
    };
  };

  return {
    platform: 'twitter',
    authorizationUrl(flow) {
      return authorizationUrlOf(`${app.urls.auth}/i/oauth2/authorize`, flow, {
        response_type: 'code',
        client_id: app.clientId,
        scope: SCOPES.join(' '),
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const token = await tokens.exchange(requireCode(params), redirectUri, verifier);
      const { id, ...profile } = await me(token.accessToken);
      return [{ accountId: id, ...profile, token, details: {} }];
    },

    async profile(account) {
      const { id: _id, ...profile } = await me(account.accessToken);
      return profile;
    },

    refresh: tokens.refresh,

    async revoke(account) {
      const reply = await postForm(
        `${app.urls.api}/2/oauth2/revoke`,
        {
          token: account.refreshToken ?? account.accessToken,
          token_type_hint: account.refreshToken ? 'refresh_token' : 'access_token',
        },
        { Authorization: basicAuth(app.clientId, app.clientSecret) },
      );
      if (reply.status >= 400 && reply.status !== 401) expectObject('X revoke', reply);
    },
  };
}
