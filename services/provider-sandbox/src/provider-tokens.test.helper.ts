// Helpers for tests that need a connected account rather than the OAuth flow itself: a token for a
// sample identity at a platform, a refresh, and one profile call, each the way an adapter makes it.
import { SANDBOX_CLIENTS } from './default-clients';
import { findIdentity } from './identities';
import { basicAuth, get, pkcePair, postForm, REDIRECT_URI, withQuery, type Answer } from './sandbox-client.test.helper';

export type ConnectableProvider = 'google' | 'shopify' | 'meta' | 'tiktok' | 'linkedin' | 'x' | 'pinterest';

/** Scopes that let the platform's profile endpoint (profileCall) answer. */
export const PROFILE_SCOPES: Record<ConnectableProvider, string> = {
  google: 'openid email profile',
  shopify: 'read_products',
  meta: 'public_profile,email,pages_show_list,instagram_basic',
  tiktok: 'user.info.basic,user.info.profile,user.info.stats',
  linkedin: 'openid profile email r_organization_admin',
  x: 'users.read tweet.read offline.access',
  pinterest: 'user_accounts:read',
};

export interface Tokens {
  access: string;
  /** Absent where the platform gives none (Meta). */
  refresh?: string;
}

function shopOf(identity: string): string {
  const found = findIdentity(identity);
  if (!found) throw new Error(`No sample identity ${identity}`);
  return found.shop.domain;
}

async function callbackCode(url: string): Promise<string> {
  const answer = await get(url);
  const code = answer.location?.searchParams.get('code');
  if (answer.status !== 302 || !code) throw new Error(`No code from ${url}: ${answer.status} ${answer.text}`);
  return code;
}

function tokensOf(answer: Answer): Tokens {
  if (answer.status !== 200) throw new Error(`Token request failed: ${answer.status} ${answer.text}`);
  return { access: answer.json.access_token, refresh: answer.json.refresh_token };
}

/** Connects `identity` to the platform's default sandbox app (the person allows), returning its tokens. */
export async function connect(
  base: string,
  provider: ConnectableProvider,
  identity: string,
  scope = PROFILE_SCOPES[provider],
): Promise<Tokens> {
  const { clientId, clientSecret } = SANDBOX_CLIENTS[provider];
  const common = { redirect_uri: REDIRECT_URI, response_type: 'code', scope, sandbox_identity: identity };
  switch (provider) {
    case 'google': {
      const code = await callbackCode(
        withQuery(`${base}/google/o/oauth2/v2/auth`, { ...common, client_id: clientId, access_type: 'offline' }),
      );
      return tokensOf(
        await postForm(`${base}/google/token`, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      );
    }
    case 'shopify': {
      const shop = shopOf(identity);
      const code = await callbackCode(
        withQuery(`${base}/shopify/shops/${shop}/admin/oauth/authorize`, {
          client_id: clientId,
          scope,
          redirect_uri: REDIRECT_URI,
          sandbox_decision: 'allow',
        }),
      );
      // Expiring offline tokens, so there is a refresh token to use.
      return tokensOf(
        await postForm(`${base}/shopify/shops/${shop}/admin/oauth/access_token`, {
          client_id: clientId,
          client_secret: clientSecret,
          code,
          expiring: '1',
        }),
      );
    }
    case 'meta': {
      const code = await callbackCode(withQuery(`${base}/meta/v23.0/dialog/oauth`, { ...common, client_id: clientId }));
      return tokensOf(
        await get(
          withQuery(`${base}/meta/v23.0/oauth/access_token`, {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uri: REDIRECT_URI,
            code,
          }),
        ),
      );
    }
    case 'tiktok': {
      const code = await callbackCode(
        withQuery(`${base}/tiktok/v2/auth/authorize/`, { ...common, client_key: clientId }),
      );
      return tokensOf(
        await postForm(`${base}/tiktok/v2/oauth/token/`, {
          client_key: clientId,
          client_secret: clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: REDIRECT_URI,
        }),
      );
    }
    case 'linkedin': {
      const code = await callbackCode(
        withQuery(`${base}/linkedin/oauth/v2/authorization`, { ...common, client_id: clientId }),
      );
      return tokensOf(
        await postForm(`${base}/linkedin/oauth/v2/accessToken`, {
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: REDIRECT_URI,
        }),
      );
    }
    case 'x': {
      const pkce = pkcePair();
      const code = await callbackCode(
        withQuery(`${base}/x/i/oauth2/authorize`, {
          ...common,
          client_id: clientId,
          code_challenge: pkce.challenge,
          code_challenge_method: 'S256',
        }),
      );
      return tokensOf(
        await postForm(
          `${base}/x/2/oauth2/token`,
          { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: pkce.verifier },
          basicAuth(clientId, clientSecret),
        ),
      );
    }
    case 'pinterest': {
      const code = await callbackCode(withQuery(`${base}/pinterest/oauth/`, { ...common, client_id: clientId }));
      return tokensOf(
        await postForm(
          `${base}/pinterest/v5/oauth/token`,
          { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
          basicAuth(clientId, clientSecret),
        ),
      );
    }
  }
}

/** A refresh_token grant at the platform's token endpoint, answered as it came. */
export function refresh(
  base: string,
  provider: Exclude<ConnectableProvider, 'meta'>,
  refreshToken: string,
  identity = 'alice',
): Promise<Answer> {
  const { clientId, clientSecret } = SANDBOX_CLIENTS[provider];
  const grant = { grant_type: 'refresh_token', refresh_token: refreshToken };
  switch (provider) {
    case 'google':
      return postForm(`${base}/google/token`, { ...grant, client_id: clientId, client_secret: clientSecret });
    case 'shopify':
      return postForm(`${base}/shopify/shops/${shopOf(identity)}/admin/oauth/access_token`, {
        ...grant,
        client_id: clientId,
        client_secret: clientSecret,
      });
    case 'tiktok':
      return postForm(`${base}/tiktok/v2/oauth/token/`, {
        ...grant,
        client_key: clientId,
        client_secret: clientSecret,
      });
    case 'linkedin':
      return postForm(`${base}/linkedin/oauth/v2/accessToken`, {
        ...grant,
        client_id: clientId,
        client_secret: clientSecret,
      });
    case 'x':
      return postForm(`${base}/x/2/oauth2/token`, grant, basicAuth(clientId, clientSecret));
    case 'pinterest':
      return postForm(`${base}/pinterest/v5/oauth/token`, grant, basicAuth(clientId, clientSecret));
  }
}

/** The platform's profile call with `accessToken` (`identity` picks the Shopify shop). */
export function profileCall(
  base: string,
  provider: ConnectableProvider,
  accessToken: string,
  identity = 'alice',
): Promise<Answer> {
  const bearer = { Authorization: `Bearer ${accessToken}` };
  switch (provider) {
    case 'google':
      return get(`${base}/google/v1/userinfo`, bearer);
    case 'shopify':
      return get(`${base}/shopify/shops/${shopOf(identity)}/admin/api/2025-07/shop.json`, {
        'X-Shopify-Access-Token': accessToken,
      });
    case 'meta':
      return get(withQuery(`${base}/meta/v23.0/me`, { access_token: accessToken }));
    case 'tiktok':
      return get(`${base}/tiktok/v2/user/info/?fields=open_id,display_name`, bearer);
    case 'linkedin':
      return get(`${base}/linkedin/v2/userinfo`, bearer);
    case 'x':
      return get(`${base}/x/2/users/me`, bearer);
    case 'pinterest':
      return get(`${base}/pinterest/v5/user_account`, bearer);
  }
}
