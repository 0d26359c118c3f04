import { createHash, randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { addDays, isoDay } from '../generators';
import { isExpired } from '../grant-store';
import { findIdentity } from '../identities';
import type { SandboxContext } from '../oauth-flow';
import { perSandbox } from '../providers/per-sandbox';
import {
  COMPETITOR_ACCOUNTS,
  COMPETITOR_HASHTAGS,
  competitorPostsOn,
  type CompetitorAccount,
  type CompetitorPost,
} from './competitor-accounts';
import { splitFields } from './competitor-public-api';

// Instagram's hashtag search over the sample accounts' posts: `GET /ig_hashtag_search?user_id=&q=`
// answers the hashtag's node id, and `GET /{hashtag-id}/top_media?user_id=&fields=` its most
// engaged posts. Both are asked on behalf of the owner's own Instagram professional account
// (`user_id`) with the owner's token, as Instagram requires. Like Instagram, top media never says
// whose post it is (no username): the post's link is how to see it.

/** The days whose posts top media looks through (Instagram: the hashtag's recent popular posts). */
const TOP_MEDIA_DAYS = 7;
/** Instagram answers at most 50 top media a page. */
const TOP_MEDIA_MAX = 50;

/** The hashtags searched in this sandbox, by their node id. */
const searched = perSandbox(() => new Map<string, string>());

export function hashtagId(tag: string): string {
  const hex = createHash('sha256').update(`hashtag:${tag}`).digest('hex');
  return `178${BigInt(`0x${hex.slice(0, 20)}`)
    .toString()
    .padStart(14, '0')
    .slice(0, 14)}`;
}

function graphError(res: Response, status: number, error: Record<string, unknown>): void {
  res.status(status).json({
    error: { type: 'OAuthException', ...error, fbtrace_id: randomBytes(9).toString('base64url') },
  });
}

/** The owner's Instagram account `user_id` names, looked through with the owner's valid token; else why not. */
function ownerCheck(ctx: SandboxContext, req: Request, res: Response): boolean {
  const auth = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const value = typeof req.query.access_token === 'string' ? req.query.access_token : auth;
  const token = value ? ctx.grants.findToken(value) : undefined;
  if (!token || token.kind !== 'access' || token.provider !== 'meta' || token.revoked || isExpired(token.expiresAt)) {
    graphError(res, 400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });
    return false;
  }
  const userId = typeof req.query.user_id === 'string' ? req.query.user_id : '';
  if (!userId) {
    graphError(res, 400, { message: '(#100) The parameter user_id is required', code: 100 });
    return false;
  }
  const identity = findIdentity(token.identityId);
  const owns = identity?.facebookPages.some(
    (page) => page.instagram?.id === userId && (!token.data.pageId || token.data.pageId === page.id),
  );
  if (!owns || !token.scopes.includes('instagram_basic')) {
    graphError(res, 400, {
      message: '(#10) Application does not have permission for this action',
      code: 10,
    });
    return false;
  }
  return true;
}

function permalinkOf(post: CompetitorPost): string {
  return `https://www.instagram.com/p/${Buffer.from(post.id).toString('base64url').slice(0, 11)}/`;
}

/** The sample Instagram posts of the last TOP_MEDIA_DAYS days that carry `#tag`, most engaged first. */
export function topMediaOf(tag: string, now = Date.now()): { account: CompetitorAccount; post: CompetitorPost }[] {
  const today = isoDay(new Date(now));
  const pattern = new RegExp(`#${tag}(?![\\p{L}\\p{N}_])`, 'iu');
  const found: { account: CompetitorAccount; post: CompetitorPost }[] = [];
  for (const account of COMPETITOR_ACCOUNTS.filter((candidate) => candidate.platform === 'instagram'))
    for (let back = 0; back < TOP_MEDIA_DAYS; back += 1)
      for (const post of competitorPostsOn(account, addDays(today, -back)))
        if (post.postedAt <= now && pattern.test(post.caption)) found.push({ account, post });
  return found
    .sort(
      (a, b) => b.post.likes + b.post.comments - (a.post.likes + a.post.comments) || b.post.postedAt - a.post.postedAt,
    )
    .slice(0, TOP_MEDIA_MAX);
}

export function hashtagPublicRouter(ctx: SandboxContext): Router {
  const router = express.Router();
  const known = () => {
    const ids = searched(ctx);
    for (const tags of Object.values(COMPETITOR_HASHTAGS)) for (const tag of tags) ids.set(hashtagId(tag), tag);
    return ids;
  };

  router.get('/meta/:version/ig_hashtag_search', (req, res) => {
    if (!ownerCheck(ctx, req, res)) return;
    const q = typeof req.query.q === 'string' ? req.query.q.trim().replace(/^#/, '').toLowerCase() : '';
    if (!q) {
      graphError(res, 400, { message: '(#100) The parameter q is required', code: 100 });
      return;
    }
    if (!/^[\p{L}\p{N}_]{1,100}$/u.test(q)) {
      graphError(res, 400, {
        message: 'Invalid parameter',
        code: 100,
        error_subcode: 2207024,
        error_user_title: 'Invalid hashtag',
        error_user_msg: 'The hashtag you searched for is not valid.',
      });
      return;
    }
    const id = hashtagId(q);
    known().set(id, q);
    res.json({ data: [{ id }] });
  });

  router.get('/meta/:version/:hashtagId/top_media', (req, res, next) => {
    const tag = known().get(String(req.params.hashtagId));
    if (!tag) {
      next();
      return;
    }
    if (!ownerCheck(ctx, req, res)) return;
    const fields = splitFields(typeof req.query.fields === 'string' ? req.query.fields : 'id');
    const limit = Math.min(Math.max(Number(req.query.limit) || 25, 1), TOP_MEDIA_MAX);
    const data = topMediaOf(tag)
      .slice(0, limit)
      .map(({ post }) => {
        const all: Record<string, unknown> = {
          id: post.id,
          caption: post.caption,
          media_type: post.mediaType,
          like_count: post.likes,
          comments_count: post.comments,
          permalink: permalinkOf(post),
          timestamp: new Date(post.postedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
        };
        const picked: Record<string, unknown> = { id: post.id };
        for (const field of fields) if (all[field] !== undefined) picked[field] = all[field];
        return picked;
      });
    res.json({
      data,
      paging: { cursors: { after: Buffer.from(data.at(-1)?.id?.toString() ?? '').toString('base64url') } },
    });
  });

  return router;
}
