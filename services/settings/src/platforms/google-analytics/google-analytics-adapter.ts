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

const SCOPES = ['https://www.googleapis.com/auth/analytics.readonly'];
const PROPERTY = /^properties\/(\d+)$/;

interface PropertySummary extends AccountProfile {
  id: string;
}

/** Google Analytics 4 properties the Google account can read (Admin API account summaries). */
export function createGoogleAnalyticsAdapter(app: PlatformApp<'google'>): PlatformAdapter {
  const tokens = standardTokenCalls({ name: 'Google', tokenUrl: `${app.urls.oauth}/token`, app, clientAuth: 'post' });

  const properties = async (accessToken: string): Promise<PropertySummary[]> => {
    const found: PropertySummary[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const query = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
      const body = expectObject(
        'Google Analytics accounts',
        await getJson(`${app.urls.analyticsAdmin}/v1beta/accountSummaries?${query}`, accessToken),
      );
      for (const summary of Array.isArray(body.accountSummaries) ? body.accountSummaries : []) {
        if (!isRecord(summary)) continue;
        const accountName = str(summary.displayName);
        for (const property of Array.isArray(summary.propertySummaries) ? summary.propertySummaries : []) {
          if (!isRecord(property)) continue;
          const id = PROPERTY.exec(String(property.property ?? ''))?.[1];
          if (!id) continue;
          const name = str(property.displayName) ?? id;
          found.push({
            id,
            identifier: `properties/${id}`,
            displayName: name,
            imageUrl: null,
            description: accountName ? `Account: ${accountName}` : null,
            profileUrl: `https://analytics.google.com/analytics/web/#/p${id}/`,
            followers: null,
          });
        }
      }
      pageToken = str(body.nextPageToken);
      if (!pageToken) break;
    }
    return found;
  };

  return {
    platform: 'google-analytics',
    authorizationUrl(flow) {
      return authorizationUrlOf(`${app.urls.auth}/o/oauth2/v2/auth`, flow, {
        client_id: app.clientId,
        response_type: 'code',
        scope: SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      });
    },

    async connect({ params, verifier, redirectUri }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      const token = await tokens.exchange(requireCode(params), redirectUri, verifier);
      const found = await properties(token.accessToken);
      if (found.length === 0) throw new PlatformFailure('no_accounts', 'no GA4 properties');
      return found.map(({ id, ...profile }): DiscoveredAccount => ({ accountId: id, ...profile, token, details: {} }));
    },

    async profile(account) {
      const match = (await properties(account.accessToken)).find((property) => property.id === account.accountId);
      if (!match)
        throw new PlatformFailure(
          'rejected',
          'GA4 property no longer readable',
          'This property is no longer shared with the connected Google account.',
        );
      const { id: _id, ...profile } = match;
      return profile;
    },

    refresh: tokens.refresh,

    async revoke(account) {
      const reply = await postForm(`${app.urls.oauth}/revoke`, { token: account.refreshToken ?? account.accessToken });
      if (reply.status >= 400 && reply.status !== 400) expectObject('Google revoke', reply);
    },
  };
}
