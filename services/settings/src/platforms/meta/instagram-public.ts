import { isRecord } from '@scp/service-kit/oauth-client';
import { expectObject, patientFetch, type PatientOptions } from '@scp/service-kit/platform-http';
import type { PublicPostFormat } from '@scp/shared/contracts/settings/public-accounts-internal';
import { records, trimBase } from '../reader-support';
import {
  cleanHandle,
  count,
  isoOf,
  PublicAccountNotFound,
  RECENT_POSTS,
  type PublicAccountReader,
} from '../public-accounts/public-account-reader';

// Instagram Business Discovery: another professional account's public profile and media, as a
// field of the owner's own Instagram account node, read with the owner's token.

const WHAT = 'Instagram Business Discovery';

/** Instagram's media type as the feed's format (a reel is a VIDEO); null for a type it may add later. */
export function instagramFormat(mediaType: unknown): PublicPostFormat | null {
  if (mediaType === 'IMAGE') return 'image';
  if (mediaType === 'VIDEO') return 'video';
  if (mediaType === 'CAROUSEL_ALBUM') return 'carousel';
  return null;
}
/** Instagram's error subcode for a username it cannot find. */
const USER_NOT_FOUND_SUBCODE = 2207013;

export function createInstagramPublicReader(meta: {
  api: string;
  version: string;
  patient?: PatientOptions;
}): PublicAccountReader {
  const api = trimBase(meta.api);
  return {
    platform: 'instagram',
    needsOwnerAccount: true,
    async read(handle, owner) {
      const username = cleanHandle(handle, WHAT);
      if (!owner || !/^\d{1,30}$/.test(owner.accountId)) throw new Error('Instagram needs the owner account');
      const fields = `business_discovery.username(${username}){id,username,name,followers_count,media_count,media.limit(${RECENT_POSTS}){id,caption,like_count,comments_count,timestamp,permalink,media_type,view_count}}`;
      const reply = await patientFetch(
        `${api}/${meta.version}/${owner.accountId}?${new URLSearchParams({ fields }).toString()}`,
        { headers: { Authorization: `Bearer ${owner.accessToken}` } },
        meta.patient,
      );
      const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : undefined;
      if (error && Number(error.error_subcode) === USER_NOT_FOUND_SUBCODE) {
        const words = typeof error.error_user_msg === 'string' ? error.error_user_msg : String(error.message);
        throw new PublicAccountNotFound(WHAT, words);
      }
      const body = expectObject(WHAT, reply);
      const found = isRecord(body.business_discovery) ? body.business_discovery : {};
      const media = isRecord(found.media) ? records(found.media.data) : [];
      return {
        profile: {
          id: String(found.id ?? ''),
          handle: typeof found.username === 'string' ? found.username : username,
          name: typeof found.name === 'string' ? found.name : username,
          followers: count(found.followers_count),
          postCount: typeof found.media_count === 'number' ? count(found.media_count) : null,
        },
        posts: media.map((post) => ({
          id: String(post.id ?? ''),
          postedAt: isoOf(post.timestamp),
          caption: typeof post.caption === 'string' ? post.caption : '',
          likes: count(post.like_count),
          comments: count(post.comments_count),
          shares: 0,
          views: typeof post.view_count === 'number' ? count(post.view_count) : null,
          url: typeof post.permalink === 'string' ? post.permalink : null,
          format: instagramFormat(post.media_type),
        })),
      };
    },
  };
}
