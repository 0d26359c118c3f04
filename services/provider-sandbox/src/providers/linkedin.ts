import type { Router } from 'express';
import { DataReply, registerDataEndpoint } from '../data-endpoints';
import { followersOn, isoDay } from '../generators';
import { avatarUrl } from '../identities';
import {
  mountStandardAuthorize,
  queryDelivery,
  secondsLeft,
  tokenEndpoint,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { showPublishedPost } from './post-pages';
import { param, requiredParam } from '../params';
import { registerLinkedinInsights } from './linkedin-insights';
import { registerLinkedinPostInsights } from './linkedin-post-insights';
import { registerLinkedinPublishing } from './linkedin-publishing';

const KNOWN_SCOPES = new Set([
  'openid',
  'profile',
  'email',
  'w_member_social',
  'r_member_social',
  'r_basicprofile',
  'r_liteprofile',
  'r_emailaddress',
  'r_organization_admin',
  'rw_organization_admin',
  'r_organization_social',
  'w_organization_social',
]);
const ORGANIZATION_SCOPES = ['r_organization_admin', 'rw_organization_admin'];

function localized(value: string, locale: string) {
  const key = locale === 'it' ? 'it_IT' : 'en_US';
  return { localized: { [key]: value }, preferredLocale: { country: key.slice(3), language: key.slice(0, 2) } };
}

export function mountLinkedin(router: Router, flow: OAuthFlow): void {
  const config: ProviderOAuth = {
    provider: 'linkedin',
    platformName: 'LinkedIn',
    pkce: 'optional',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    heading: () => 'Sign in with LinkedIn',
    describe: (identity) =>
      identity.linkedinOrganizations.length
        ? `${identity.email} · admin of ${identity.linkedinOrganizations.map((org) => org.localizedName).join(', ')}`
        : `${identity.email} · no company pages`,
    deliver: queryDelivery({ withDescription: true }),
  };
  mountStandardAuthorize(router, '/oauth/v2/authorization', flow, config);

  router.post(
    '/oauth/v2/accessToken',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = flow.authenticateClient('linkedin', param(body, 'client_id'), param(body, 'client_secret'));
      const grant = flow.resolveGrant('linkedin', client, body);
      const { access, refresh } = flow.issue({
        provider: 'linkedin',
        clientId: client.clientId,
        identityId: grant.identityId,
        scopes: grant.scopes,
        accessPrefix: 'AQV',
        refreshPrefix: grant.code ? 'AQX' : undefined,
        fromCode: grant.code,
      });
      // LinkedIn keeps the same refresh token on refresh; its remaining lifetime counts down.
      const refreshToken = refresh ?? grant.refreshToken;
      return {
        access_token: access.value,
        expires_in: secondsLeft(access),
        refresh_token: refreshToken?.value,
        refresh_token_expires_in: refreshToken ? secondsLeft(refreshToken) : undefined,
        scope: grant.scopes.join(','),
      };
    }),
  );

  // LinkedIn answers a revocation with an empty 200; the member's refresh token dies with it.
  router.post(
    '/oauth/v2/revoke',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = flow.authenticateClient('linkedin', param(body, 'client_id'), param(body, 'client_secret'));
      flow.revokeByToken('linkedin', client, requiredParam(body, 'token'));
      return undefined;
    }),
  );

  registerDataEndpoint('linkedin', 'GET', '/v2/userinfo', ({ identity, token, publicUrl }) => ({
    sub: identity.subjects.linkedin,
    ...(token.scopes.includes('profile')
      ? {
          name: identity.name,
          given_name: identity.givenName,
          family_name: identity.familyName,
          picture: avatarUrl(publicUrl, identity),
          locale: { country: 'US', language: identity.locale },
        }
      : {}),
    ...(token.scopes.includes('email') ? { email: identity.email, email_verified: true } : {}),
  }));

  registerDataEndpoint('linkedin', 'GET', '/v2/me', ({ identity }) => ({
    id: identity.subjects.linkedin,
    localizedFirstName: identity.givenName,
    localizedLastName: identity.familyName,
    firstName: localized(identity.givenName, identity.locale),
    lastName: localized(identity.familyName, identity.locale),
  }));

  registerDataEndpoint('linkedin', 'GET', '/v2/organizationAcls', ({ identity, token, query }) => {
    if (!ORGANIZATION_SCOPES.some((scope) => token.scopes.includes(scope))) {
      return new DataReply(403, {
        status: 403,
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
        message: 'Not enough permissions to access: organizationAcls.GET.NO_VERSION',
      });
    }
    if (query.q !== 'roleAssignee') {
      return new DataReply(400, {
        status: 400,
        serviceErrorCode: 0,
        code: 'ILLEGAL_ARGUMENT',
        message: 'Invalid query parameters passed to request',
      });
    }
    // Only APPROVED ADMINISTRATOR roles exist in the sample data, so other filters match nothing.
    const matches = (value: unknown, expected: string) => value === undefined || value === expected;
    const elements =
      matches(query.role, 'ADMINISTRATOR') && matches(query.state, 'APPROVED')
        ? identity.linkedinOrganizations.map((org) => ({
            organization: `urn:li:organization:${org.id}`,
            role: 'ADMINISTRATOR',
            state: 'APPROVED',
            roleAssignee: `urn:li:person:${identity.subjects.linkedin}`,
          }))
        : [];
    return { elements, paging: { count: 10, start: 0, total: elements.length, links: [] } };
  });

  // Follower count of a company page; LinkedIn shows it only to the page's administrators.
  registerDataEndpoint(
    'linkedin',
    'GET',
    '/v2/networkSizes/:urn',
    ({ identity, params, query }) => {
      // The versioned REST API spells the edge type in capitals; both reach the same count.
      if (query.edgeType !== 'CompanyFollowedByMember' && query.edgeType !== 'COMPANY_FOLLOWED_BY_MEMBER') {
        return new DataReply(400, {
          status: 400,
          serviceErrorCode: 0,
          code: 'ILLEGAL_ARGUMENT',
          message: 'edgeType must be CompanyFollowedByMember',
        });
      }
      const id = /^urn:li:organization:(\d{1,19})$/.exec(params.urn ?? '')?.[1];
      if (!id) {
        return new DataReply(400, {
          status: 400,
          serviceErrorCode: 0,
          code: 'ILLEGAL_ARGUMENT',
          message: `Invalid organization URN: ${params.urn ?? ''}`,
        });
      }
      if (!identity.linkedinOrganizations.some((org) => org.id === id)) {
        return new DataReply(403, {
          status: 403,
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: `Not enough permissions to access: networkSizes.GET.NO_VERSION for urn:li:organization:${id}`,
        });
      }
      return { firstDegreeSize: followersOn(`linkedin-org:${id}`, isoDay(new Date())) };
    },
    { scopes: [ORGANIZATION_SCOPES] },
  );

  registerDataEndpoint('linkedin', 'GET', '/v2/organizations/:id', ({ identity, params }) => {
    const org = identity.linkedinOrganizations.find((candidate) => candidate.id === params.id);
    if (!org) {
      return new DataReply(404, {
        status: 404,
        serviceErrorCode: 0,
        code: 'NOT_FOUND',
        message: `Organization ${params.id} not found`,
      });
    }
    return {
      id: Number(org.id),
      localizedName: org.localizedName,
      vanityName: org.vanityName,
      name: localized(org.localizedName, identity.locale),
    };
  });
  registerLinkedinInsights();
  router.get('/feed/update/:urn', (req, res) => {
    showPublishedPost(flow.ctx, res, 'linkedin', req.params.urn);
  });
  registerLinkedinPublishing();
  registerLinkedinPostInsights();
}
