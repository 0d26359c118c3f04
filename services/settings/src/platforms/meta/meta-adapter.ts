import { isRecord, platformFetch } from '@scp/service-kit/oauth-client';
import { authorizationUrlOf } from '../oauth-token-calls';
import type { PlatformApp } from '../platform-apps';
import {
  callbackError,
  count,
  expectObject,
  expiryFrom,
  PlatformFailure,
  requireCode,
  str,
} from '@scp/service-kit/platform-http';
import { type AccountProfile, type DiscoveredAccount, type PlatformAdapter } from '../platform-adapter';

const PAGE_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'read_insights',
  'pages_manage_metadata',
  'pages_messaging',
  'pages_manage_posts',
  'pages_manage_engagement',
];
const INSTAGRAM_SCOPES = [
  'instagram_basic',
  'instagram_manage_insights',
  'instagram_manage_messages',
  'instagram_manage_comments',
  'instagram_content_publish',
];
/** Facebook's connection can also grant the owner's ad accounts, read for real ad spend and ROAS. */
const ADS_SCOPES = ['ads_read'];
const PAGE_FIELDS = 'id,name,category,followers_count,fan_count,link,picture';
const INSTAGRAM_FIELDS = 'id,username,name,biography,profile_picture_url,followers_count';

interface Page {
  id: string;
  name: string;
  accessToken: string;
}

/**
 * Facebook pages and the Instagram business accounts behind them (Graph API). Both connect through
 * Facebook Login; each account is used with its page's token, which does not expire when taken
 * from a long-lived user token.
 */
export function createMetaAdapter(
  platform: 'facebook' | 'instagram',
  app: PlatformApp<'meta'>,
  version: string,
): PlatformAdapter {
  const graph = (path: string, params: Record<string, string>) =>
    platformFetch(`${app.urls.api}/${version}${path}?${new URLSearchParams(params).toString()}`);

  const pageProfile = (page: Record<string, unknown>): AccountProfile => {
    const picture = isRecord(page.picture) && isRecord(page.picture.data) ? str(page.picture.data.url) : undefined;
    return {
      identifier: str(page.name) ?? String(page.id),
      displayName: str(page.name) ?? String(page.id),
      imageUrl: picture ?? null,
      description: str(page.category) ?? null,
      profileUrl: str(page.link) ?? null,
      followers: count(page.followers_count) ?? count(page.fan_count),
    };
  };

  const instagramProfile = (account: Record<string, unknown>): AccountProfile => {
    const username = str(account.username) ?? String(account.id);
    return {
      identifier: `@${username}`,
      displayName: str(account.name) ?? username,
      imageUrl: str(account.profile_picture_url) ?? null,
      description: str(account.biography) ?? null,
      profileUrl: `https://www.instagram.com/${encodeURIComponent(username)}/`,
      followers: count(account.followers_count),
    };
  };

  const exchangeCode = async (code: string, redirectUri: string, verifier: string) => {
    const short = expectObject(
      'Meta code exchange',
      await graph('/oauth/access_token', {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: verifier,
      }),
    );
    const shortToken = str(short.access_token);
    if (!shortToken) throw new PlatformFailure('refused', 'Meta code exchange: no access_token');
    // The long-lived user token (60 days) makes page tokens that do not expire.
    const long = expectObject(
      'Meta long-lived token',
      await graph('/oauth/access_token', {
        grant_type: 'fb_exchange_token',
        client_id: app.clientId,
        client_secret: app.clientSecret,
        fb_exchange_token: shortToken,
      }),
    );
    const userToken = str(long.access_token);
    if (!userToken) throw new PlatformFailure('refused', 'Meta long-lived token: no access_token');
    return { userToken, expiresAt: expiryFrom(long.expires_in) };
  };

  const pagesOf = async (userToken: string): Promise<Page[]> => {
    const pages: Page[] = [];
    let url: string | undefined =
      `${app.urls.api}/${version}/me/accounts?${new URLSearchParams({ fields: 'id,name,access_token', access_token: userToken })}`;
    // Graph pages its lists (25 pages of a multi-location business at a time) and `paging.next` is the
    // next one's whole URL; it carries the token, so it is never logged.
    for (let page = 0; url && page < 20; page += 1) {
      const body = expectObject('Meta pages', await platformFetch(url));
      for (const entry of Array.isArray(body.data) ? body.data : []) {
        if (!isRecord(entry)) continue;
        const id = str(entry.id);
        const accessToken = str(entry.access_token);
        if (id && accessToken) pages.push({ id, name: str(entry.name) ?? id, accessToken });
      }
      url = isRecord(body.paging) ? str(body.paging.next) : undefined;
    }
    return pages;
  };

  /**
   * What the person granted (Graph's `/me/permissions`: the dialog lets them leave some out), kept
   * as the account's scopes: whether its grant reaches the ad accounts is read from them.
   */
  const grantedOf = async (userToken: string): Promise<string[]> => {
    const body = expectObject(
      'Meta permissions',
      await platformFetch(`${app.urls.api}/${version}/me/permissions`, {
        headers: { Authorization: `Bearer ${userToken}` },
      }),
    );
    return (Array.isArray(body.data) ? body.data : [])
      .filter((entry) => isRecord(entry) && entry.status === 'granted')
      .flatMap((entry) => str((entry as Record<string, unknown>).permission) ?? []);
  };

  const userIdOf = async (userToken: string): Promise<string> => {
    const me = expectObject('Meta user', await graph('/me', { fields: 'id', access_token: userToken }));
    return str(me.id) ?? '';
  };

  return {
    platform,
    authorizationUrl(flow) {
      const scopes = platform === 'instagram' ? [...PAGE_SCOPES, ...INSTAGRAM_SCOPES] : [...PAGE_SCOPES, ...ADS_SCOPES];
      return authorizationUrlOf(`${app.urls.auth}/${version}/dialog/oauth`, flow, {
        client_id: app.clientId,
        response_type: 'code',
        scope: scopes.join(','),
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const { userToken } = await exchangeCode(requireCode(params), redirectUri, verifier);
      const userId = await userIdOf(userToken);
      const pages = await pagesOf(userToken);
      const granted = await grantedOf(userToken);
      const accounts: DiscoveredAccount[] = [];
      for (const page of pages) {
        const token = { accessToken: page.accessToken, scopes: granted };
        if (platform === 'facebook') {
          const body = expectObject(
            'Meta page',
            await graph(`/${page.id}`, { fields: PAGE_FIELDS, access_token: page.accessToken }),
          );
          accounts.push({
            accountId: page.id,
            ...pageProfile(body),
            token,
            grantToken: userToken,
            details: { userId },
          });
          continue;
        }
        const withInstagram = expectObject(
          'Meta page',
          await graph(`/${page.id}`, { fields: 'instagram_business_account', access_token: page.accessToken }),
        );
        const instagramId = isRecord(withInstagram.instagram_business_account)
          ? str(withInstagram.instagram_business_account.id)
          : undefined;
        if (!instagramId) continue;
        const body = expectObject(
          'Instagram account',
          await graph(`/${instagramId}`, { fields: INSTAGRAM_FIELDS, access_token: page.accessToken }),
        );
        accounts.push({
          accountId: instagramId,
          ...instagramProfile(body),
          token,
          grantToken: userToken,
          details: { userId, pageId: page.id },
        });
      }
      if (accounts.length === 0)
        throw new PlatformFailure('no_accounts', `no ${platform} accounts among ${pages.length} pages`);
      return accounts;
    },

    async profile(account) {
      const fields = platform === 'facebook' ? PAGE_FIELDS : INSTAGRAM_FIELDS;
      const body = expectObject(
        platform === 'facebook' ? 'Meta page' : 'Instagram account',
        await graph(`/${account.accountId}`, { fields, access_token: account.accessToken }),
      );
      return platform === 'facebook' ? pageProfile(body) : instagramProfile(body);
    },

    async renew(account) {
      const pageId = platform === 'facebook' ? account.accountId : account.details.pageId;
      if (!account.grantToken || !pageId) throw new PlatformFailure('rejected', 'no grant to take a page token from');
      const page = (await pagesOf(account.grantToken)).find((candidate) => candidate.id === pageId);
      if (!page) throw new PlatformFailure('rejected', `page ${pageId} is no longer granted`);
      return { accessToken: page.accessToken, scopes: await grantedOf(account.grantToken) };
    },

    async revoke(account) {
      // Withdrawing the app's permissions ends every token of the grant: only when no other page
      // of the same person still uses it is that what the owner wants, which the service decides.
      const userId = account.details.userId;
      if (!userId || !account.grantToken) return;
      const reply = await platformFetch(
        `${app.urls.api}/${version}/${encodeURIComponent(userId)}/permissions?${new URLSearchParams({ access_token: account.grantToken })}`,
        { method: 'DELETE' },
      );
      if (reply.status >= 400 && reply.status !== 401) expectObject('Meta revoke', reply);
    },
  };
}
