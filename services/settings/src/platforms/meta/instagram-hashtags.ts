import { expectObject, patientFetch, PlatformFailure, type PatientOptions } from '@scp/service-kit/platform-http';
import type { PublicPost } from '@scp/shared/contracts/settings/public-accounts-internal';
import { records, trimBase } from '../reader-support';
import { count, isoOf } from '../public-accounts/public-account-reader';
import { instagramFormat } from './instagram-public';

// Instagram's hashtag search: the hashtag's node id (`GET /ig_hashtag_search?user_id=&q=`), then
// its most engaged recent posts (`GET /{hashtag-id}/top_media`), both asked on behalf of the
// owner's own Instagram professional account with its token. Top media never names the account.

const WHAT = 'Instagram hashtag search';
/** How many top posts of a hashtag the feed brings. */
export const HASHTAG_TOP_POSTS = 12;

export interface InstagramHashtagReader {
  read(hashtag: string, owner: { accountId: string; accessToken: string }): Promise<PublicPost[]>;
}

export function createInstagramHashtagReader(meta: {
  api: string;
  version: string;
  patient?: PatientOptions;
}): InstagramHashtagReader {
  const api = trimBase(meta.api);
  const call = async (path: string, params: Record<string, string>, accessToken: string) =>
    expectObject(
      WHAT,
      await patientFetch(
        `${api}/${meta.version}/${path}?${new URLSearchParams(params).toString()}`,
        { headers: { Authorization: `Bearer ${accessToken}` } },
        meta.patient,
      ),
    );
  return {
    async read(hashtag, owner) {
      if (!/^\d{1,30}$/.test(owner.accountId)) throw new Error('Instagram needs the owner account');
      const found = await call('ig_hashtag_search', { user_id: owner.accountId, q: hashtag }, owner.accessToken);
      const id = records(found.data)[0]?.id;
      if (typeof id !== 'string' || !/^\d{1,30}$/.test(id))
        throw new PlatformFailure('refused', `${WHAT}: no such hashtag`);
      const top = await call(
        `${id}/top_media`,
        {
          user_id: owner.accountId,
          fields: 'id,caption,media_type,like_count,comments_count,permalink,timestamp',
          limit: String(HASHTAG_TOP_POSTS),
        },
        owner.accessToken,
      );
      return records(top.data)
        .slice(0, HASHTAG_TOP_POSTS)
        .map((post) => ({
          id: String(post.id ?? ''),
          postedAt: isoOf(post.timestamp),
          caption: typeof post.caption === 'string' ? post.caption : '',
          likes: count(post.like_count),
          comments: count(post.comments_count),
          shares: 0,
          views: null,
          url: typeof post.permalink === 'string' ? post.permalink : null,
          format: instagramFormat(post.media_type),
        }));
    },
  };
}
