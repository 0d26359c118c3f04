import { DataReply, registerDataEndpoint, type Rejection, type RejectionReply } from '../data-endpoints';
import type { GoogleAnalyticsAccount } from '../identities';

// The Google Analytics Admin API (analyticsadmin.googleapis.com, v1beta): the accounts and GA4
// properties a person who connected Google Analytics can read.

export const GOOGLE_ANALYTICS_SCOPES = [
  'https://www.googleapis.com/auth/analytics.readonly',
  'https://www.googleapis.com/auth/analytics',
];

const SERVICE = 'analyticsadmin.googleapis.com';
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** Google's APIs (unlike its userinfo endpoint) word failures as google.rpc.Status. */
function rpcError(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

function invalidArgument(message: string): DataReply {
  return new DataReply(400, rpcError(400, 'INVALID_ARGUMENT', message));
}

export function googleApiRejection(method: string, service = SERVICE): (reason: Rejection) => RejectionReply {
  return (reason) => {
    if (reason === 'scope') {
      return {
        status: 403,
        body: rpcError(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.', [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            domain: 'googleapis.com',
            metadata: { service, method },
          },
        ]),
        headers: { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="insufficient_scope"' },
      };
    }
    const message =
      reason === 'missing'
        ? 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.'
        : 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
    return {
      status: 401,
      body: rpcError(401, 'UNAUTHENTICATED', message),
      headers: {
        'WWW-Authenticate':
          reason === 'missing'
            ? 'Bearer realm="https://accounts.google.com/"'
            : 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      },
    };
  };
}

const PAGE_TOKEN = /^accountSummaries:(\d{1,9})$/;

/**
 * One page of `items` as Google pages a list: `pageSize` unset or 0 gives the default, larger than
 * the maximum is lowered to it, negative is refused; the token is opaque to the caller and names
 * where the next page starts. A DataReply is the INVALID_ARGUMENT answer.
 */
export function pageOf<T>(
  items: readonly T[],
  pageSizeParam: unknown,
  pageTokenParam: unknown,
): { page: T[]; nextPageToken?: string } | DataReply {
  if (pageSizeParam !== undefined && typeof pageSizeParam !== 'string')
    return invalidArgument("Invalid value at 'page_size': repeated or structured query parameter.");
  if (pageTokenParam !== undefined && typeof pageTokenParam !== 'string')
    return invalidArgument("Invalid value at 'page_token': repeated or structured query parameter.");
  let pageSize = DEFAULT_PAGE_SIZE;
  if (pageSizeParam !== undefined && pageSizeParam !== '') {
    if (!/^-?\d{1,10}$/.test(pageSizeParam) || Math.abs(Number(pageSizeParam)) > 2 ** 31 - 1)
      return invalidArgument(`Invalid value at 'page_size' (TYPE_INT32), "${pageSizeParam}"`);
    const requested = Number(pageSizeParam);
    if (requested < 0) return invalidArgument('page_size must not be negative.');
    if (requested > 0) pageSize = Math.min(requested, MAX_PAGE_SIZE);
  }
  let offset = 0;
  if (pageTokenParam !== undefined && pageTokenParam !== '') {
    const decoded = /^[A-Za-z0-9_-]+$/.test(pageTokenParam)
      ? PAGE_TOKEN.exec(Buffer.from(pageTokenParam, 'base64url').toString('utf8'))
      : null;
    offset = decoded ? Number(decoded[1]) : -1;
    if (offset <= 0 || offset >= items.length) return invalidArgument('Invalid page token.');
  }
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return {
    page,
    ...(next < items.length ? { nextPageToken: Buffer.from(`accountSummaries:${next}`).toString('base64url') } : {}),
  };
}

function accountSummary(account: GoogleAnalyticsAccount) {
  const parent = `accounts/${account.id}`;
  return {
    name: `accountSummaries/${account.id}`,
    account: parent,
    displayName: account.displayName,
    // Proto3 JSON leaves out an empty list, so an account without properties has no propertySummaries.
    ...(account.properties.length
      ? {
          propertySummaries: account.properties.map((property) => ({
            property: `properties/${property.id}`,
            displayName: property.displayName,
            propertyType: 'PROPERTY_TYPE_ORDINARY',
            parent,
          })),
        }
      : {}),
  };
}

export function registerGoogleAnalytics(): void {
  registerDataEndpoint(
    'google',
    'GET',
    '/v1beta/accountSummaries',
    ({ identity, query }) => {
      const result = pageOf(identity.googleAnalytics, query.pageSize, query.pageToken);
      if (result instanceof DataReply) return result;
      // As on Google, a person with no accounts gets `{}`: empty lists are left out of the JSON.
      return {
        ...(result.page.length ? { accountSummaries: result.page.map(accountSummary) } : {}),
        ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
      };
    },
    {
      scopes: [GOOGLE_ANALYTICS_SCOPES],
      reject: googleApiRejection('google.analytics.admin.v1beta.AnalyticsAdminService.ListAccountSummaries'),
    },
  );
}
