import { isRecord, postForm } from '@scp/service-kit/oauth-client';
import { authorizationUrlOf } from '../oauth-token-calls';
import type { PlatformApp } from '../platform-apps';
import {
  callbackError,
  count,
  expectObject,
  getJson,
  PlatformFailure,
  requireCode,
  str,
  tokenSetFrom,
} from '@scp/service-kit/platform-http';
import { type AccountProfile, type PlatformAdapter } from '../platform-adapter';

const SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list', 'video.publish'];
const FIELDS = 'open_id,union_id,avatar_url,display_name,username,bio_description,profile_deep_link,follower_count';

/** A TikTok account (Login Kit and API v2): one per connection, tokens refreshed with rotation. */
export function createTiktokAdapter(app: PlatformApp<'tiktok'>): PlatformAdapter {
  const profileOf = async (accessToken: string): Promise<AccountProfile & { openId: string }> => {
    const body = expectObject(
      'TikTok user',
      await getJson(`${app.urls.api}/v2/user/info/?fields=${FIELDS}`, accessToken),
    );
    const error = isRecord(body.error) ? body.error : {};
    if (error.code !== undefined && error.code !== 'ok')
      throw new PlatformFailure('refused', `TikTok user: ${String(error.code)}`, str(error.message));
    const user = isRecord(body.data) && isRecord(body.data.user) ? body.data.user : {};
    const openId = str(user.open_id);
    if (!openId) throw new PlatformFailure('refused', 'TikTok user: no open_id');
    const username = str(user.username);
    return {
      openId,
      identifier: username ? `@${username}` : openId,
      displayName: str(user.display_name) ?? username ?? openId,
      imageUrl: str(user.avatar_url) ?? null,
      description: str(user.bio_description) ?? null,
      profileUrl: str(user.profile_deep_link) ?? (username ? `https://www.tiktok.com/@${username}` : null),
      followers: count(user.follower_count),
    };
  };

  const credentials = { client_key: app.clientId, client_secret: app.clientSecret };

  return {
    platform: 'tiktok',
    authorizationUrl(flow) {
      return authorizationUrlOf(`${app.urls.auth}/v2/auth/authorize/`, flow, {
        client_key: app.clientId,
        scope: SCOPES.join(','),
        response_type: 'code',
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const token = tokenSetFrom(
        'TikTok code exchange',
        await postForm(`${app.urls.api}/v2/oauth/token/`, {
          ...credentials,
          code: requireCode(params),
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      );
      const { openId, ...profile } = await profileOf(token.accessToken);
      return [{ accountId: openId, ...profile, token, details: {} }];
    },

    async profile(account) {
      const { openId: _openId, ...profile } = await profileOf(account.accessToken);
      return profile;
    },

    async refresh(account) {
      if (!account.refreshToken) throw new PlatformFailure('rejected', 'TikTok: no refresh token');
      return tokenSetFrom(
        'TikTok refresh',
        await postForm(`${app.urls.api}/v2/oauth/token/`, {
          ...credentials,
          grant_type: 'refresh_token',
          refresh_token: account.refreshToken,
        }),
      );
    },

    async revoke(account) {
      const reply = await postForm(`${app.urls.api}/v2/oauth/revoke/`, { ...credentials, token: account.accessToken });
      if (reply.status >= 400 && reply.status !== 401) expectObject('TikTok revoke', reply);
    },
  };
}
