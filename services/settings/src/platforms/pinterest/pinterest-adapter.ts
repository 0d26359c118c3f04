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

// pins:write: the studio's pins (pinterest-publisher.ts); ads:read: the owner's ad spend
// (pinterest-ad-insights-api.ts).
const SCOPES = ['user_accounts:read', 'boards:read', 'pins:read', 'pins:write', 'ads:read'];

/** A Pinterest account (API v5). Pinterest has no revoke API: disconnecting deletes our tokens. */
export function createPinterestAdapter(app: PlatformApp<'pinterest'>): PlatformAdapter {
  const tokens = standardTokenCalls({
    name: 'Pinterest',
    tokenUrl: `${app.urls.api}/v5/oauth/token`,
    app,
    clientAuth: 'basic',
  });

  const account = async (accessToken: string): Promise<AccountProfile & { id: string }> => {
    const body = expectObject('Pinterest account', await getJson(`${app.urls.api}/v5/user_account`, accessToken));
    const username = str(body.username);
    const id = str(body.id) ?? username;
    if (!id) throw new PlatformFailure('refused', 'Pinterest account: no id');
    return {
      id,
      identifier: username ? `@${username}` : id,
      displayName: str(body.business_name) ?? username ?? id,
      imageUrl: str(body.profile_image) ?? null,
      description: str(body.about) ?? null,
      profileUrl: username ? `https://www.pinterest.com/${encodeURIComponent(username)}/` : null,
      followers: count(body.follower_count),
    };
  };

  return {
    platform: 'pinterest',
    authorizationUrl(flow) {
      return authorizationUrlOf(`${app.urls.auth}/oauth/`, flow, {
        client_id: app.clientId,
        response_type: 'code',
        scope: SCOPES.join(','),
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const token = await tokens.exchange(requireCode(params), redirectUri, verifier);
      const { id, ...profile } = await account(token.accessToken);
      return [{ accountId: id, ...profile, token, details: {} }];
    },

    async profile(credentials) {
      const { id: _id, ...profile } = await account(credentials.accessToken);
      return profile;
    },

    refresh: tokens.refresh,
  };
}
