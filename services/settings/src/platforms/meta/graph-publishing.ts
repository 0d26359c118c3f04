import { isRecord, type PlatformReply } from '@scp/service-kit/oauth-client';
import { str } from '@scp/service-kit/platform-http';
import { publishCall, PublishFailure } from '../platform-publisher';
import { MAX_PAGES, trimBase } from '../reader-support';
import type { MetaApi } from './meta-insights';

// What Instagram's and Facebook's publishers share: Graph API calls made with the page token, and
// Meta's refusals read as the publishing kinds. Meta throttles with HTTP 400 and codes 4, 17, 32 and
// 613 (or a 429), and Instagram's 24-hour publishing limit is code 9 with subcode 2207042.

const THROTTLE_CODES = new Set([4, 17, 32, 613]);
const PUBLISHING_LIMIT_SUBCODE = 2207042;

function graphErrorOf(reply: PlatformReply): { code?: number; subcode?: number } {
  const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : {};
  return {
    code: typeof error.code === 'number' ? error.code : undefined,
    subcode: typeof error.error_subcode === 'number' ? error.error_subcode : undefined,
  };
}

export const metaPublishingRules = {
  isThrottled: (reply: PlatformReply) => {
    const { code, subcode } = graphErrorOf(reply);
    return (code !== undefined && THROTTLE_CODES.has(code)) || subcode === PUBLISHING_LIMIT_SUBCODE;
  },
};

/** Graph's answer to a call with the page token; parameters go as a form, as Graph takes them. */
export function graphCall(
  graph: MetaApi,
  what: string,
  method: 'GET' | 'POST',
  path: string,
  accessToken: string,
  params: Record<string, string | undefined>,
): Promise<Record<string, unknown>> {
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const query = new URLSearchParams(defined).toString();
  const base = `${trimBase(graph.api)}/${graph.version}${path}`;
  const headers = { Authorization: `Bearer ${accessToken}` };
  return publishCall(
    what,
    method === 'GET' && query ? `${base}?${query}` : base,
    method === 'GET'
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: query,
        },
    metaPublishingRules,
  );
}

/** The `id` a Graph write answered, or the failure of an answer without one. */
export function idOf(what: string, body: Record<string, unknown>, field = 'id'): string {
  const id = str(body[field]) ?? (typeof body[field] === 'number' ? String(body[field]) : undefined);
  if (!id) throw new PublishFailure('unavailable', `${what}: the answer had no ${field}`);
  return id;
}

/** An instant as Graph writes it (`2025-01-31T09:30:00+0000`), as ISO 8601; undefined when unreadable. */
export function graphInstant(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The items of a Graph edge, newest first, page after page while they are at or after `since`
 * (`timeOf` reads an item's instant).
 */
export async function readEdgeSince(
  graph: MetaApi,
  what: string,
  path: string,
  accessToken: string,
  params: Record<string, string>,
  since: Date,
  timeOf: (item: Record<string, unknown>) => string | undefined,
): Promise<Array<Record<string, unknown> & { at: string }>> {
  const items: Array<Record<string, unknown> & { at: string }> = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = await graphCall(graph, what, 'GET', path, accessToken, { ...params, after });
    const data = Array.isArray(body.data) ? body.data.filter(isRecord) : [];
    let older = false;
    for (const item of data) {
      const at = timeOf(item);
      if (!at) continue;
      if (Date.parse(at) < since.getTime()) {
        older = true;
        continue;
      }
      items.push({ ...item, at });
    }
    const paging = isRecord(body.paging) ? body.paging : {};
    const cursors = isRecord(paging.cursors) ? paging.cursors : {};
    after = str(cursors.after);
    if (older || !after || !str(paging.next) || data.length === 0) break;
  }
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * What follows a post Meta has made: its permalink read back, and the owner's first comment under
 * it. The post exists by then, so neither may turn the publish into a failure (a retry would post
 * it twice): a permalink Meta does not give is empty, a comment it refuses is left for the owner.
 */
export async function completePost(
  graph: MetaApi,
  what: string,
  postId: string,
  accessToken: string,
  permalinkField: 'permalink' | 'permalink_url',
  firstComment: string | undefined,
): Promise<{ platformPostId: string; permalink: string }> {
  let permalink = '';
  try {
    const node = await graphCall(graph, what, 'GET', `/${postId}`, accessToken, { fields: permalinkField });
    permalink = str(node[permalinkField]) ?? '';
  } catch {
    permalink = '';
  }
  if (firstComment) {
    try {
      await graphCall(graph, `${what} comment`, 'POST', `/${postId}/comments`, accessToken, { message: firstComment });
    } catch {
      // The post stands without its first comment.
    }
  }
  return { platformPostId: postId, permalink };
}
