import { isRecord, postForm } from '@scp/service-kit/oauth-client';
import type { PlatformApp } from '../platform-apps';
import { authorizationUrlOf, standardTokenCalls } from '../oauth-token-calls';
import {
  callbackError,
  expectObject,
  getJson,
  PlatformFailure,
  requireCode,
  str,
} from '@scp/service-kit/platform-http';
import { type AccountProfile, type DiscoveredAccount, type PlatformAdapter } from '../platform-adapter';

// w_organization_social: the page's posts (the studio publishes through linkedin-publisher.ts).
const SCOPES = ['r_organization_admin', 'r_organization_social', 'rw_organization_admin', 'w_organization_social'];
const ORGANIZATION_URN = /^urn:li:organization:(\d+)$/;

/** LinkedIn company pages the person administers (never their member profile). */
export function createLinkedinAdapter(app: PlatformApp<'linkedin'>): PlatformAdapter {
  const tokens = standardTokenCalls({
    name: 'LinkedIn',
    tokenUrl: `${app.urls.auth}/oauth/v2/accessToken`,
    app,
    clientAuth: 'post',
  });
  const headers = { 'X-Restli-Protocol-Version': '2.0.0' };

  const organizationProfile = async (id: string, accessToken: string): Promise<AccountProfile> => {
    const org = expectObject(
      'LinkedIn organization',
      await getJson(`${app.urls.api}/v2/organizations/${id}`, accessToken, headers),
    );
    const followers = await getJson(
      `${app.urls.api}/v2/networkSizes/${encodeURIComponent(`urn:li:organization:${id}`)}?edgeType=CompanyFollowedByMember`,
      accessToken,
      headers,
    );
    const size = followers.status === 200 && isRecord(followers.body) ? followers.body.firstDegreeSize : undefined;
    const name = str(org.localizedName) ?? id;
    const vanity = str(org.vanityName);
    return {
      identifier: vanity ?? name,
      displayName: name,
      imageUrl: null,
      description: null,
      profileUrl: vanity ? `https://www.linkedin.com/company/${encodeURIComponent(vanity)}/` : null,
      followers: typeof size === 'number' && Number.isInteger(size) && size >= 0 ? size : null,
    };
  };

  return {
    platform: 'linkedin',
    authorizationUrl(flow) {
      return authorizationUrlOf(`${app.urls.auth}/oauth/v2/authorization`, flow, {
        response_type: 'code',
        client_id: app.clientId,
        scope: SCOPES.join(' '),
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const token = await tokens.exchange(requireCode(params), redirectUri, verifier);
      const acls = expectObject(
        'LinkedIn organizations',
        await getJson(
          `${app.urls.api}/v2/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&count=100`,
          token.accessToken,
          headers,
        ),
      );
      const ids = (Array.isArray(acls.elements) ? acls.elements : [])
        .map((element) => (isRecord(element) ? ORGANIZATION_URN.exec(String(element.organization ?? '')) : null)?.[1])
        .filter((id): id is string => Boolean(id));
      const accounts: DiscoveredAccount[] = [];
      for (const id of [...new Set(ids)]) {
        accounts.push({ accountId: id, ...(await organizationProfile(id, token.accessToken)), token, details: {} });
      }
      if (accounts.length === 0) throw new PlatformFailure('no_accounts', 'no administered organizations');
      return accounts;
    },

    profile(account) {
      return organizationProfile(account.accountId, account.accessToken);
    },

    refresh: tokens.refresh,

    async revoke(account) {
      const reply = await postForm(`${app.urls.auth}/oauth/v2/revoke`, {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        token: account.accessToken,
      });
      if (reply.status >= 400 && reply.status !== 401) expectObject('LinkedIn revoke', reply);
    },
  };
}
