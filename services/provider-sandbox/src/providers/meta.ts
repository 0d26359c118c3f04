import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { followersOn, isoDay } from '../generators';
import { isExpired } from '../grant-store';
import { avatarUrl, type FacebookPage, type SampleIdentity } from '../identities';
import { invalidGrant, type OAuthError } from '../oauth-error';
import {
  authorizeEndpoint,
  issueTokens,
  secondsLeft,
  standardAuthorizeInput,
  tokenEndpoint,
  type ErrorFormatter,
  stateParam,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { customerProfileNode } from '../messaging/customer-profiles';
import { allParams, param } from '../params';
import { registerMetaAds } from './meta-ads';
import { registerMetaInsights } from './meta-insights';
import { selectFields as select } from './graph-fields';
import { metaPublishedNode, registerMetaPublishing } from './meta-publishing';
import { metaPostEngagement } from './meta-post-insights';

const VERSION = /^v\d+\.\d+$/;
const KNOWN_SCOPES = new Set([
  'public_profile',
  'email',
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_metadata',
  'pages_manage_posts',
  'pages_manage_engagement',
  'pages_messaging',
  'read_insights',
  'business_management',
  'instagram_basic',
  'instagram_manage_insights',
  'instagram_manage_messages',
  'instagram_manage_comments',
  'instagram_content_publish',
  'ads_read',
  'ads_management',
]);
const PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

function fbtraceId(): string {
  return randomBytes(9).toString('base64url');
}

function graphError(status: number, error: { message: string; code: number; error_subcode?: number; type?: string }) {
  return { status, body: { error: { type: 'OAuthException', ...error, fbtrace_id: fbtraceId() } } };
}

/** Meta words OAuth failures as Graph API errors with numeric codes and subcodes. */
const metaTokenError: ErrorFormatter = (error: OAuthError) => {
  switch (error.reason) {
    case 'client_unknown':
      return graphError(400, { message: 'Error validating application. Invalid application ID.', code: 101 });
    case 'client_secret':
      return graphError(400, { message: 'Error validating client secret.', code: 1 });
    case 'code_used':
      return graphError(400, { message: 'This authorization code has been used.', code: 100, error_subcode: 36009 });
    case 'code_expired':
      return graphError(400, { message: 'This authorization code has expired.', code: 100, error_subcode: 36007 });
    case 'redirect_mismatch':
      return graphError(400, {
        message:
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        code: 100,
        error_subcode: 36008,
      });
    case 'pkce':
      return graphError(400, { message: 'Invalid code verifier.', code: 100 });
    case 'code_unknown':
    case 'code_client':
      return graphError(400, { message: 'Invalid verification code format.', code: 100 });
    case 'refresh_invalid':
      return graphError(400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });
    default:
      return graphError(400, { message: error.description, code: 100 });
  }
};

function unsupportedVersion(res: Response, version: string): void {
  const { status, body } = graphError(400, { message: `Unknown path components: /${version}`, code: 2500 });
  res.status(status).json(body);
}

function picture(ctx: DataContext, identity: SampleIdentity) {
  return { data: { height: 50, width: 50, is_silhouette: false, url: avatarUrl(ctx.publicUrl, identity) } };
}

function pageFields(ctx: DataContext, page: FacebookPage): Record<string, unknown> {
  return {
    id: page.id,
    name: page.name,
    category: page.category,
    fan_count: followersOn(`meta-page:${page.id}`, isoDay(new Date())),
    followers_count: followersOn(`meta-page:${page.id}`, isoDay(new Date())),
    link: `https://www.facebook.com/${page.id}`,
    ...(page.instagram ? { instagram_business_account: { id: page.instagram.id } } : {}),
  };
}

/** Graph's page of /me/accounts when the request gives no `limit`. */
const ACCOUNTS_PAGE_SIZE = 25;
/** The most one page of /me/accounts holds, whatever `limit` asks for. */
const ACCOUNTS_PAGE_MAX = 100;

const pageCursor = (pageId: string) => Buffer.from(pageId).toString('base64url');

/**
 * Which of the person's pages one answer of /me/accounts holds: `limit` of them (25 unless asked),
 * after the `after` cursor or before the `before` one (a cursor is a page's id, opaque to clients).
 */
function accountsWindow(
  query: Record<string, unknown>,
  pages: readonly FacebookPage[],
): { start: number; end: number; limit: number } | { error: string } {
  const asked = typeof query.limit === 'string' ? Number(query.limit) : ACCOUNTS_PAGE_SIZE;
  if (!Number.isInteger(asked) || asked < 0) return { error: '(#100) The parameter limit must be a positive integer' };
  const limit = Math.min(asked || ACCOUNTS_PAGE_SIZE, ACCOUNTS_PAGE_MAX);
  const indexOf = (cursor: unknown) => {
    if (typeof cursor !== 'string') return undefined;
    const id = Buffer.from(cursor, 'base64url').toString();
    const index = pages.findIndex((page) => page.id === id);
    return index >= 0 ? index : null;
  };
  const after = indexOf(query.after);
  const before = indexOf(query.before);
  if (after === null || before === null) return { error: '(#100) The cursor is not valid' };
  if (before !== undefined) return { start: Math.max(0, before - limit), end: before, limit };
  const start = after === undefined ? 0 : after + 1;
  return { start, end: Math.min(pages.length, start + limit), limit };
}

// One page token per user token and page, so repeated /me/accounts calls do not pile up tokens.
// Keyed by the user token, which exists in one sandbox only, so sandboxes never share an entry.
const pageTokens = new Map<string, string>();

export function mountMeta(router: Router, flow: OAuthFlow): void {
  const { lifetimes, grants } = flow.ctx;

  const config: ProviderOAuth = {
    provider: 'meta',
    platformName: 'Facebook',
    pkce: 'optional',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    heading: (request) =>
      request.scopes.some((scope) => scope.startsWith('instagram_'))
        ? 'Connect Facebook and Instagram'
        : 'Continue with Facebook',
    describe: (identity) => {
      const pages = identity.facebookPages;
      if (pages.length === 0) return `${identity.email} · no pages`;
      // A multi-location owner's 26 pages would fill the consent page: the first few and how many more.
      const named = pages.slice(0, 3).map((page) => page.name);
      const more = pages.length > named.length ? ` and ${pages.length - named.length} more` : '';
      return `${identity.email} · pages: ${named.join(', ')}${more}`;
    },
    deliver: ({ request, code, error }) => {
      const state = stateParam(request);
      // Facebook appends `#_=_` to its redirects.
      if (error || !code) {
        return {
          mode: 'query',
          params: {
            error: 'access_denied',
            error_code: '200',
            error_description: 'Permissions error',
            error_reason: 'user_denied',
            ...state,
          },
          fragment: '#_=_',
        };
      }
      return { mode: 'query', params: { code: code.code, ...state }, fragment: '#_=_' };
    },
  };
  flow.register(config);

  router.get(
    '/:version/dialog/oauth',
    authorizeEndpoint((req: Request, res: Response) => {
      const version = String(req.params.version);
      if (!VERSION.test(version)) {
        unsupportedVersion(res, version);
        return;
      }
      return flow.authorize(req, res, config, {
        ...standardAuthorizeInput(req.query),
        responseType: param(req.query, 'response_type') ?? 'code',
      });
    }),
  );

  const accessToken = tokenEndpoint((req) => {
    const params = allParams(req);
    const client = flow.authenticateClient('meta', param(params, 'client_id'), param(params, 'client_secret'));
    if (param(params, 'grant_type') === 'fb_exchange_token') {
      // Short-lived user token in, long-lived (60 days) user token out.
      const short = grants.findToken(param(params, 'fb_exchange_token') ?? '');
      if (
        !short ||
        short.provider !== 'meta' ||
        short.kind !== 'access' ||
        short.revoked ||
        isExpired(short.expiresAt) ||
        short.clientId !== client.clientId ||
        short.data.pageId
      ) {
        throw invalidGrant('The token to exchange is invalid or expired.', 'refresh_invalid');
      }
      const { access } = flow.issue({
        provider: 'meta',
        clientId: client.clientId,
        identityId: short.identityId,
        scopes: short.scopes,
        accessPrefix: 'EAAL',
        accessLifetimeSeconds: lifetimes.longLivedTokenSeconds,
        data: { longLived: '1' },
      });
      return { access_token: access.value, token_type: 'bearer', expires_in: lifetimes.longLivedTokenSeconds };
    }
    const record = flow.redeemCode('meta', client, {
      code: param(params, 'code'),
      redirectUri: param(params, 'redirect_uri'),
      codeVerifier: param(params, 'code_verifier'),
    });
    const { access } = flow.issue({
      provider: 'meta',
      clientId: client.clientId,
      identityId: record.identityId,
      scopes: record.request.scopes,
      accessPrefix: 'EAAS',
      fromCode: record,
    });
    return { access_token: access.value, token_type: 'bearer', expires_in: lifetimes.accessTokenSeconds };
  }, metaTokenError);
  const versioned = (req: Request, res: Response, next: (err?: unknown) => void) => {
    const version = String(req.params.version);
    if (!VERSION.test(version)) {
      unsupportedVersion(res, version);
      return;
    }
    return accessToken(req, res, next);
  };
  router.get('/:version/oauth/access_token', versioned);
  router.post('/:version/oauth/access_token', versioned);

  const pageToken = (ctx: DataContext, page: FacebookPage): string => {
    const user = ctx.token;
    const key = `${user.value}:${page.id}`;
    const cached = pageTokens.get(key);
    if (cached) return cached;
    // A page token taken from a long-lived user token does not expire, as on Meta. It goes to the
    // store of the sandbox serving the request (see DataContext.sandbox).
    const { access } = issueTokens(ctx.sandbox, {
      provider: 'meta',
      clientId: user.clientId,
      identityId: user.identityId,
      scopes: user.scopes,
      accessPrefix: 'EAAP',
      accessLifetimeSeconds: user.data.longLived ? null : (secondsLeft(user) ?? null),
      data: { pageId: page.id },
    });
    pageTokens.set(key, access.value);
    return access.value;
  };

  const grantedPages = (ctx: DataContext): FacebookPage[] => {
    if (ctx.token.data.pageId) return ctx.identity.facebookPages.filter((page) => page.id === ctx.token.data.pageId);
    return ctx.token.scopes.includes('pages_show_list') ? ctx.identity.facebookPages : [];
  };

  const userFields = (ctx: DataContext): Record<string, unknown> => ({
    id: ctx.identity.subjects.meta,
    name: ctx.identity.name,
    first_name: ctx.identity.givenName,
    last_name: ctx.identity.familyName,
    ...(ctx.token.scopes.includes('email') ? { email: ctx.identity.email } : {}),
    picture: picture(ctx, ctx.identity),
  });

  registerDataEndpoint('meta', 'GET', '/:version/me', (ctx) => {
    const page = ctx.token.data.pageId ? grantedPages(ctx)[0] : undefined;
    if (page) return select(pageFields(ctx, page), ctx.query.fields, ['name']);
    return select(userFields(ctx), ctx.query.fields, ['name']);
  });

  registerDataEndpoint('meta', 'GET', '/:version/me/accounts', (ctx) => {
    if (ctx.token.data.pageId) {
      return new DataReply(
        400,
        graphError(400, {
          message: '(#100) Tried accessing nonexisting field (accounts) on node type (Page)',
          code: 100,
        }).body,
      );
    }
    const pages = grantedPages(ctx);
    const window = accountsWindow(ctx.query, pages);
    if ('error' in window) return new DataReply(400, graphError(400, { message: window.error, code: 100 }).body);
    const { start, end } = window;
    const data = pages.slice(start, end).map((page) => ({
      ...select(pageFields(ctx, page), ctx.query.fields, ['name', 'category', 'access_token', 'tasks']),
      ...(typeof ctx.query.fields !== 'string' || ctx.query.fields.includes('access_token')
        ? { access_token: pageToken(ctx, page) }
        : {}),
      ...(typeof ctx.query.fields !== 'string' || ctx.query.fields.includes('tasks') ? { tasks: PAGE_TASKS } : {}),
    }));
    if (data.length === 0) return { data };
    const before = pageCursor(pages[start]?.id ?? '');
    const after = pageCursor(pages[end - 1]?.id ?? '');
    // As Graph: `next` and `previous` are whole URLs carrying the request's own parameters (its
    // access_token too, when it came in the query), so a client follows them as they are.
    const link = (cursor: Record<string, string>) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(ctx.query))
        if (typeof value === 'string' && name !== 'after' && name !== 'before') query.set(name, value);
      query.set('limit', String(window.limit));
      for (const [name, value] of Object.entries(cursor)) query.set(name, value);
      return `${ctx.publicUrl}/meta/${ctx.params.version}/me/accounts?${query.toString()}`;
    };
    return {
      data,
      paging: {
        cursors: { before, after },
        ...(start > 0 ? { previous: link({ before }) } : {}),
        ...(end < pages.length ? { next: link({ after }) } : {}),
      },
    };
  });

  // Removing the app's permissions logs the person out of it: every token the app holds for them
  // stops working, the page tokens taken from their user tokens included.
  const deletePermissions = (ctx: DataContext) => {
    if (ctx.token.data.pageId) {
      return new DataReply(
        400,
        graphError(400, {
          message: '(#100) Tried accessing nonexisting field (permissions) on node type (Page)',
          code: 100,
        }).body,
      );
    }
    const userId = ctx.params.userId;
    if (userId !== undefined && userId !== ctx.identity.subjects.meta) {
      return new DataReply(
        400,
        graphError(400, {
          message: `Unsupported delete request. Object with ID '${userId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        }).body,
      );
    }
    ctx.sandbox.grants.revokeGrant('meta', ctx.token.clientId, ctx.identity.id);
    return { success: true };
  };
  // The permissions the person granted the app (Graph's answer to which scopes a user token carries).
  registerDataEndpoint('meta', 'GET', '/:version/me/permissions', (ctx) => {
    if (ctx.token.data.pageId)
      return new DataReply(
        400,
        graphError(400, {
          message: '(#100) Tried accessing nonexisting field (permissions) on node type (Page)',
          code: 100,
        }).body,
      );
    return { data: ctx.token.scopes.map((permission) => ({ permission, status: 'granted' })) };
  });
  registerDataEndpoint('meta', 'DELETE', '/:version/me/permissions', deletePermissions);
  registerDataEndpoint('meta', 'DELETE', '/:version/:userId/permissions', deletePermissions);

  // Before the single-node catch-all (the registry answers in registration order).
  registerMetaAds();
  registerMetaInsights();
  registerMetaPublishing();
  registerDataEndpoint('meta', 'GET', '/:version/:nodeId', (ctx) => {
    const nodeId = ctx.params.nodeId;
    if (nodeId === ctx.identity.subjects.meta && !ctx.token.data.pageId)
      return select(userFields(ctx), ctx.query.fields, ['name']);
    const page = grantedPages(ctx).find((candidate) => candidate.id === nodeId);
    if (page) return select(pageFields(ctx, page), ctx.query.fields, ['name']);
    const igPage = grantedPages(ctx).find((candidate) => candidate.instagram?.id === nodeId);
    const instagram = igPage?.instagram;
    if (instagram && ctx.token.scopes.includes('instagram_basic')) {
      const today = isoDay(new Date());
      const account = {
        id: instagram.id,
        ig_id: Number(instagram.id.slice(-9)),
        username: instagram.username,
        name: instagram.name,
        biography: instagram.biography,
        profile_picture_url: avatarUrl(ctx.publicUrl, ctx.identity),
        followers_count: followersOn(`instagram:${instagram.id}`, today),
        follows_count: ctx.random(`instagram:${instagram.id}:follows`).int(80, 900),
        media_count: ctx.random(`instagram:${instagram.id}:media`).int(40, 600),
        website: `https://${ctx.identity.shop.domain}`,
      };
      return select(account, ctx.query.fields, ['username']);
    }
    // A customer who wrote to the page: Meta's user profile (messaging/customer-profiles.ts).
    const customer = customerProfileNode(ctx, nodeId ?? '');
    if (customer) return customer;
    const published = metaPublishedNode(ctx, nodeId ?? '');
    if (published) return { ...published, ...metaPostEngagement(ctx, nodeId ?? '') };
    return new DataReply(
      400,
      graphError(400, {
        message: `Unsupported get request. Object with ID '${nodeId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      }).body,
    );
  });
}
