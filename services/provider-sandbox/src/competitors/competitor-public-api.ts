import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { DataReply } from '../data-endpoints';
import { isoDay } from '../generators';
import { isExpired, randomToken } from '../grant-store';
import { findIdentity } from '../identities';
import { safeEqual, type SandboxContext } from '../oauth-flow';
import { perSandbox } from '../providers/per-sandbox';
import {
  COMPETITOR_ACCOUNTS,
  competitorFollowers,
  competitorId,
  competitorPostCount,
  findCompetitor,
  recentCompetitorPosts,
  type CompetitorAccount,
  type CompetitorPost,
} from './competitor-accounts';

// The platforms' public-data endpoints over the sample competitor accounts:
// - Instagram Business Discovery, a field of the owner's own Instagram account node read with the
//   owner's token (Instagram shows another account only to a connected professional account);
// - a Facebook Page's public fields and posts read with the app's access token (`app-id|secret`),
//   no person's connection needed;
// - TikTok's research endpoints read with a client access token (client_credentials grant).
// An unknown handle answers each platform's own not-found error.

const CLIENT_TOKEN_SECONDS = 7200;
const clientTokens = perSandbox(() => new Map<string, number>());

function fbtraceId(): string {
  return randomBytes(9).toString('base64url');
}

function logId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function graphError(status: number, error: Record<string, unknown>) {
  return new DataReply(status, { error: { type: 'OAuthException', ...error, fbtrace_id: fbtraceId() } });
}

/** Splits a Graph field list at its top-level commas (`a,b{c,d},e.limit(2){f}` is three fields). */
export function splitFields(fields: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '{' || char === '(') depth += 1;
    if (char === '}' || char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** One Graph field: its name, its `.modifier(value)`s and its `{sub,fields}`. */
function parseField(field: string): { name: string; modifiers: Record<string, string>; sub?: string } {
  const braceAt = field.indexOf('{');
  const head = braceAt < 0 ? field : field.slice(0, braceAt);
  const sub = braceAt < 0 ? undefined : field.slice(braceAt + 1, field.lastIndexOf('}'));
  const [name = '', ...rest] = head.split('.');
  const modifiers: Record<string, string> = {};
  for (const modifier of rest) {
    const found = /^(\w+)\((.*)\)$/.exec(modifier);
    if (found) modifiers[found[1]!] = found[2]!;
  }
  return { name: name.trim(), modifiers, ...(sub === undefined ? {} : { sub }) };
}

function pick(all: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { id: all.id };
  for (const field of fields) if (all[field] !== undefined) picked[field] = all[field];
  return picked;
}

function limitOf(value: string | undefined, fallback: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, 100) : fallback;
}

function instagramMedia(account: CompetitorAccount, post: CompetitorPost): Record<string, unknown> {
  return {
    id: post.id,
    caption: post.caption,
    like_count: post.likes,
    comments_count: post.comments,
    media_type: post.mediaType,
    media_product_type: post.mediaType === 'VIDEO' ? 'REELS' : 'FEED',
    permalink: `https://www.instagram.com/p/${Buffer.from(post.id).toString('base64url').slice(0, 11)}/`,
    timestamp: new Date(post.postedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    ...(post.mediaType === 'VIDEO' ? { view_count: post.views } : {}),
    username: account.handle,
  };
}

/**
 * `GET /{ig-user-id}?fields=business_discovery.username(<handle>){...}` on the owner's own
 * Instagram account: the other account's public fields and media, nested under the owner's node.
 */
function businessDiscovery(publicUrl: string, igUserId: string, fields: string): DataReply | object {
  const discovery = splitFields(fields)
    .map(parseField)
    .find((field) => field.name === 'business_discovery');
  const username = discovery?.modifiers.username;
  if (!discovery || !username) {
    return graphError(400, {
      message: '(#100) Param username is required for business_discovery',
      code: 100,
    });
  }
  const account = findCompetitor('instagram', username);
  if (!account) {
    return graphError(400, {
      message: 'Invalid user id',
      code: 110,
      error_subcode: 2207013,
      is_transient: false,
      error_user_title: 'Cannot find User',
      error_user_msg: `The user with username: ${username} cannot be found.`,
    });
  }
  const wanted = splitFields(discovery.sub ?? 'username').map(parseField);
  const profile: Record<string, unknown> = {
    id: competitorId(account),
    ig_id: Number(competitorId(account).slice(-10)),
    username: account.handle,
    name: account.name,
    biography: account.biography,
    profile_picture_url: `${publicUrl}/_sandbox/competitors/${account.platform}/${account.handle}.svg`,
    followers_count: competitorFollowers(account, isoDay(new Date())),
    follows_count: seededFollowing(account),
    media_count: competitorPostCount(account),
    website: `https://${account.handle}.example`,
  };
  const found: Record<string, unknown> = pick(
    profile,
    wanted.filter((field) => field.name !== 'media').map((field) => field.name),
  );
  const media = wanted.find((field) => field.name === 'media');
  if (media) {
    const mediaFields = splitFields(media.sub ?? 'id').map((field) => parseField(field).name);
    const posts = recentCompetitorPosts(account, limitOf(media.modifiers.limit, 25));
    found.media = {
      data: posts.map((post) => pick(instagramMedia(account, post), mediaFields)),
      paging: { cursors: { after: Buffer.from(posts.at(-1)?.id ?? '').toString('base64url') } },
    };
  }
  return { business_discovery: found, id: igUserId };
}

/** The app's access token (`app-id|app-secret`), which reads public Page content without a person. */
function appTokenRejection(ctx: SandboxContext, token: string): DataReply | undefined {
  const [appId = '', secret = ''] = token.split('|');
  const client = ctx.clients.find('meta', appId);
  if (!client) return graphError(400, { message: 'Error validating application. Invalid application ID.', code: 101 });
  if (!client.clientSecret || !safeEqual(client.clientSecret, secret))
    return graphError(400, { message: 'Invalid OAuth access token signature.', code: 190 });
  return undefined;
}

function facebookPage(ctx: SandboxContext, account: CompetitorAccount): Record<string, unknown> {
  const followers = competitorFollowers(account, isoDay(new Date()));
  return {
    id: competitorId(account),
    name: account.name,
    username: account.handle,
    about: account.biography,
    category: account.category,
    fan_count: Math.round(followers * 0.93),
    followers_count: followers,
    link: `https://www.facebook.com/${account.handle}`,
    picture: { data: { url: `${ctx.publicUrl}/_sandbox/competitors/facebook/${account.handle}.svg` } },
  };
}

function facebookPost(account: CompetitorAccount, post: CompetitorPost): Record<string, unknown> {
  const id = `${competitorId(account)}_${post.id}`;
  return {
    id,
    message: post.caption,
    created_time: new Date(post.postedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    permalink_url: `https://www.facebook.com/${account.handle}/posts/${post.id}`,
    shares: { count: post.shares },
    reactions: { data: [], summary: { total_count: post.likes } },
    comments: { data: [], summary: { total_count: post.comments, can_comment: false } },
  };
}

function bearerOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

function send(res: Response, reply: DataReply): void {
  res.status(reply.status).json(reply.body);
}

function tiktokError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ data: {}, error: { code, message, log_id: logId() } });
}

function tiktokFields(req: Request): string[] {
  return typeof req.query.fields === 'string'
    ? req.query.fields
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
    : [];
}

/** `YYYYMMDD` as TikTok's research API takes dates, or undefined. */
function researchDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return undefined;
  const date = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? undefined : date;
}

/** The username a research video query asks for (`query.and[].field_name === 'username'`). */
function queriedUsername(body: unknown): string | undefined {
  const and = (body as { query?: { and?: unknown } } | undefined)?.query?.and;
  if (!Array.isArray(and)) return undefined;
  for (const condition of and as { field_name?: unknown; field_values?: unknown }[]) {
    if (condition.field_name === 'username' && Array.isArray(condition.field_values)) {
      const value: unknown = condition.field_values[0];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

/** The public endpoints that take an app's own token; mounted before the platforms' person-token endpoints. */
export function competitorPublicRouter(ctx: SandboxContext): Router {
  const router = express.Router();

  // TikTok's client access token: the app alone, for the research endpoints. Other grants go on to
  // the person's token endpoint.
  router.post('/tiktok/v2/oauth/token', (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      next();
      return;
    }
    const client = ctx.clients.find('tiktok', typeof body.client_key === 'string' ? body.client_key : undefined);
    if (
      !client?.clientSecret ||
      typeof body.client_secret !== 'string' ||
      !safeEqual(client.clientSecret, body.client_secret)
    ) {
      res.status(401).json({
        error: 'invalid_client',
        error_description: 'Client key or secret is incorrect.',
        log_id: logId(),
      });
      return;
    }
    const token = randomToken('clt.');
    clientTokens(ctx).set(token, Date.now() + CLIENT_TOKEN_SECONDS * 1000);
    res.json({ access_token: token, expires_in: CLIENT_TOKEN_SECONDS, token_type: 'Bearer' });
  });

  const clientTokenValid = (req: Request): boolean => {
    const found = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const expiresAt = found ? clientTokens(ctx).get(found[1]!) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  router.post('/tiktok/v2/research/user/info', (req, res) => {
    if (!clientTokenValid(req)) {
      tiktokError(res, 401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
      return;
    }
    const fields = tiktokFields(req);
    const username = (req.body as { username?: unknown } | undefined)?.username;
    if (!fields.length || typeof username !== 'string' || !username) {
      tiktokError(res, 400, 'invalid_params', 'The fields parameter and a username are required.');
      return;
    }
    const account = findCompetitor('tiktok', username);
    if (!account) {
      tiktokError(res, 404, 'user_not_found', `The user ${username} does not exist or is not public.`);
      return;
    }
    const posts = recentCompetitorPosts(account, 90);
    const all: Record<string, unknown> = {
      display_name: account.name,
      bio_description: account.biography,
      avatar_url: `${ctx.publicUrl}/_sandbox/competitors/tiktok/${account.handle}.svg`,
      is_verified: false,
      follower_count: competitorFollowers(account, isoDay(new Date())),
      following_count: seededFollowing(account),
      likes_count: posts.reduce((sum, post) => sum + post.likes, 0) * 6,
      video_count: competitorPostCount(account),
    };
    const user: Record<string, unknown> = {};
    for (const field of fields) if (all[field] !== undefined) user[field] = all[field];
    res.json({ data: user, error: { code: 'ok', message: '', log_id: logId() } });
  });

  router.post('/tiktok/v2/research/video/query', (req, res) => {
    if (!clientTokenValid(req)) {
      tiktokError(res, 401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
      return;
    }
    const fields = tiktokFields(req);
    const body = req.body as { start_date?: unknown; end_date?: unknown; max_count?: unknown } | undefined;
    const username = queriedUsername(body);
    const from = researchDate(body?.start_date);
    const to = researchDate(body?.end_date);
    if (!fields.length || !username || !from || !to || from > to) {
      tiktokError(
        res,
        400,
        'invalid_params',
        'fields, a username condition and start_date and end_date (YYYYMMDD) are required.',
      );
      return;
    }
    const account = findCompetitor('tiktok', username);
    const maxCount = Number.isInteger(body?.max_count) ? Math.min(Math.max(Number(body?.max_count), 1), 100) : 20;
    const end = Date.parse(`${to}T23:59:59Z`);
    const start = Date.parse(`${from}T00:00:00Z`);
    const videos = account
      ? recentCompetitorPosts(account, 100, Math.min(Date.now(), end))
          .filter((post) => post.postedAt >= start)
          .slice(0, maxCount)
          .map((post) => {
            const all: Record<string, unknown> = {
              id: Number(post.id),
              create_time: Math.floor(post.postedAt / 1000),
              username: account.handle,
              video_description: post.caption,
              like_count: post.likes,
              comment_count: post.comments,
              share_count: post.shares,
              view_count: post.views,
              region_code: 'US',
            };
            const video: Record<string, unknown> = {};
            for (const field of fields) if (all[field] !== undefined) video[field] = all[field];
            return video;
          })
      : [];
    res.json({
      data: { videos, cursor: videos.length, has_more: false, search_id: logId() },
      error: { code: 'ok', message: '', log_id: logId() },
    });
  });

  // Business Discovery on the owner's Instagram account, asked with the owner's valid token. Any
  // other case (no token, a refused one, another node) goes on to the Graph endpoints, which answer
  // Meta's own errors for it.
  router.get('/meta/:version/:nodeId', (req, res, next) => {
    const fields = typeof req.query.fields === 'string' ? req.query.fields : '';
    if (!fields.includes('business_discovery')) {
      next();
      return;
    }
    const value = typeof req.query.access_token === 'string' ? req.query.access_token : bearerOf(req);
    const token = value ? ctx.grants.findToken(value) : undefined;
    const identity = token ? findIdentity(token.identityId) : undefined;
    const nodeId = String(req.params.nodeId);
    const ownsAccount = identity?.facebookPages.some(
      (page) => page.instagram?.id === nodeId && (!token?.data.pageId || token.data.pageId === page.id),
    );
    if (
      !token ||
      token.kind !== 'access' ||
      token.provider !== 'meta' ||
      token.revoked ||
      isExpired(token.expiresAt) ||
      !token.scopes.includes('instagram_basic') ||
      !ownsAccount
    ) {
      next();
      return;
    }
    const reply = businessDiscovery(ctx.publicUrl, nodeId, fields);
    if (reply instanceof DataReply) send(res, reply);
    else res.json(reply);
  });

  // A Page read with the app's token: other tokens are the person's, served by the Graph endpoints.
  const appToken = (req: Request): string | undefined => {
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : bearerOf(req);
    return token?.includes('|') ? token : undefined;
  };
  const publicPage = (req: Request, res: Response): CompetitorAccount | undefined => {
    const rejection = appTokenRejection(ctx, appToken(req)!);
    if (rejection) {
      send(res, rejection);
      return undefined;
    }
    const alias = String(req.params.alias);
    const account =
      findCompetitor('facebook', alias) ??
      COMPETITOR_ACCOUNTS.find((candidate) => candidate.platform === 'facebook' && competitorId(candidate) === alias);
    if (!account) {
      send(
        res,
        graphError(404, { message: `(#803) Some of the aliases you requested do not exist: ${alias}`, code: 803 }),
      );
      return undefined;
    }
    return account;
  };

  router.get('/meta/:version/:alias', (req, res, next) => {
    if (!appToken(req)) {
      next();
      return;
    }
    const account = publicPage(req, res);
    if (!account) return;
    const fields =
      typeof req.query.fields === 'string' ? splitFields(req.query.fields).map((f) => parseField(f).name) : ['name'];
    res.json(pick(facebookPage(ctx, account), fields));
  });

  router.get('/meta/:version/:alias/posts', (req, res, next) => {
    if (!appToken(req)) {
      next();
      return;
    }
    const account = publicPage(req, res);
    if (!account) return;
    const fields =
      typeof req.query.fields === 'string'
        ? splitFields(req.query.fields).map((f) => parseField(f).name)
        : ['message', 'created_time'];
    const posts = recentCompetitorPosts(account, limitOf(String(req.query.limit ?? ''), 25));
    res.json({
      data: posts.map((post) => pick(facebookPost(account, post), fields)),
      paging: { cursors: { after: Buffer.from(posts.at(-1)?.id ?? '').toString('base64url') } },
    });
  });

  return router;
}

function seededFollowing(account: CompetitorAccount): number {
  return (Number(competitorId(account).slice(-3)) % 700) + 100;
}

/** `/_sandbox/competitors`: the sample competitor accounts, to know which handles the platforms know. */
export function competitorsSandboxRouter(): Router {
  const router = express.Router();
  router.get('/', (_req, res) => {
    const today = isoDay(new Date());
    res.json(
      COMPETITOR_ACCOUNTS.map((account) => ({
        platform: account.platform,
        handle: account.handle,
        name: account.name,
        followers: competitorFollowers(account, today),
      })),
    );
  });
  router.get('/:platform/:file', (req, res) => {
    const handle = String(req.params.file).replace(/\.svg$/, '');
    const account = COMPETITOR_ACCOUNTS.find(
      (candidate) => candidate.platform === req.params.platform && candidate.handle === handle,
    );
    if (!account) {
      res.status(404).json({ error: 'not_found', error_description: 'No such competitor.' });
      return;
    }
    const initials = account.name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#5b6b7a"/><text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
      );
  });
  return router;
}
