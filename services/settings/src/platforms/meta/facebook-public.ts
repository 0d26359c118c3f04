import { isRecord } from '@scp/service-kit/oauth-client';
import { expectObject, patientFetch, type PatientOptions } from '@scp/service-kit/platform-http';
import { records, trimBase } from '../reader-support';
import {
  cleanHandle,
  count,
  isoOf,
  PublicAccountNotFound,
  RECENT_POSTS,
  type PublicAccountReader,
} from '../public-accounts/public-account-reader';

// A Facebook Page's public fields and posts, read with the app's access token (`app-id|secret`):
// Pages are public, so no person's connection is needed.

const WHAT = 'Facebook Page';
/** Graph's code for an alias (a Page username) it does not know. */
const ALIAS_NOT_FOUND = 803;

function summaryCount(value: unknown): number {
  return isRecord(value) && isRecord(value.summary) ? count(value.summary.total_count) : 0;
}

export function createFacebookPublicReader(meta: {
  api: string;
  version: string;
  appId: string;
  appSecret: string;
  patient?: PatientOptions;
}): PublicAccountReader {
  const api = trimBase(meta.api);
  // The token in a header, not the query: URLs end up in logs.
  const headers = { Authorization: `Bearer ${meta.appId}|${meta.appSecret}` };
  const call = async (path: string, params: Record<string, string>) => {
    const reply = await patientFetch(
      `${api}/${meta.version}/${path}?${new URLSearchParams(params).toString()}`,
      { headers },
      meta.patient,
    );
    const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : undefined;
    if (error && Number(error.code) === ALIAS_NOT_FOUND) throw new PublicAccountNotFound(WHAT, String(error.message));
    return expectObject(WHAT, reply);
  };
  return {
    platform: 'facebook',
    needsOwnerAccount: false,
    async read(handle) {
      const alias = encodeURIComponent(cleanHandle(handle, WHAT));
      const page = await call(alias, { fields: 'id,name,username,followers_count,fan_count' });
      const posts = await call(`${alias}/posts`, {
        fields:
          'id,message,created_time,permalink_url,shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)',
        limit: String(RECENT_POSTS),
      });
      return {
        profile: {
          id: String(page.id ?? ''),
          handle: typeof page.username === 'string' ? page.username : handle,
          name: typeof page.name === 'string' ? page.name : handle,
          followers: count(page.followers_count ?? page.fan_count),
          postCount: null,
        },
        posts: records(posts.data).map((post) => ({
          id: String(post.id ?? ''),
          postedAt: isoOf(post.created_time),
          caption: typeof post.message === 'string' ? post.message : '',
          likes: summaryCount(post.reactions),
          comments: summaryCount(post.comments),
          shares: isRecord(post.shares) ? count(post.shares.count) : 0,
          views: null,
          url: typeof post.permalink_url === 'string' ? post.permalink_url : null,
        })),
      };
    },
  };
}
