import { numberOf, pathId } from '../reader-support';
import type { SyncAccount } from '../platform-reader';
import {
  DEFAULT_PROCESSING_WAIT,
  PublishFailure,
  waitFor,
  type PlatformPublisher,
  type ProcessingWait,
  type PublishRequest,
} from '../platform-publisher';
import { completePost, graphCall, graphInstant, idOf, readEdgeSince } from './graph-publishing';
import type { MetaApi } from './meta-insights';
import { isRecord } from '@scp/service-kit/oauth-client';
import { str } from '@scp/service-kit/platform-http';

// Instagram's content publishing (Graph API, Instagram with Facebook Login): a container per media
// (an image by its URL, a video as a reel), a carousel container over several, a wait until
// Instagram has fetched and processed them (status_code FINISHED), then media_publish. Instagram
// allows 100 API-published posts per account in a moving 24 hours: the quota is read first, so a
// post over it is refused before anything is fetched. Containers that are never published are
// dropped by Instagram after 24 hours, so giving up on a slow one posts nothing.

type Media = PublishRequest['media'][number];

/** Instagram's container states: still processing, ready, or never publishable. */
const DONE_STATES = new Set(['FINISHED', 'PUBLISHED']);
const FAILED_STATES = new Set(['ERROR', 'EXPIRED']);
/** An hour: Instagram's 24-hour window moves on as older posts leave it (it does not say when). */
const LIMIT_RETRY_SECONDS = 3600;

export function createInstagramPublisher(
  meta: MetaApi,
  wait: ProcessingWait = DEFAULT_PROCESSING_WAIT,
): PlatformPublisher {
  const igUserIdOf = (account: SyncAccount) => pathId(account.accountId, /^\d{1,30}$/, 'Instagram account');

  const checkQuota = async (igUserId: string, token: string) => {
    const body = await graphCall(
      meta,
      'Instagram publishing limit',
      'GET',
      `/${igUserId}/content_publishing_limit`,
      token,
      {
        fields: 'quota_usage,config',
      },
    );
    const entry = Array.isArray(body.data) && isRecord(body.data[0]) ? body.data[0] : {};
    const config = isRecord(entry.config) ? entry.config : {};
    const used = numberOf(entry.quota_usage);
    const total = numberOf(config.quota_total);
    if (total > 0 && used >= total)
      throw new PublishFailure(
        'rate_limited',
        `Instagram allows ${total} posts published through apps in 24 hours, and this account has reached it.`,
        LIMIT_RETRY_SECONDS,
      );
  };

  const container = async (igUserId: string, token: string, params: Record<string, string | undefined>) =>
    idOf(
      'Instagram container',
      await graphCall(meta, 'Instagram container', 'POST', `/${igUserId}/media`, token, params),
    );

  const mediaParams = (media: Media, carouselItem: boolean): Record<string, string | undefined> =>
    media.type === 'image'
      ? { image_url: media.url, alt_text: media.alt, ...(carouselItem ? { is_carousel_item: 'true' } : {}) }
      : carouselItem
        ? { media_type: 'VIDEO', video_url: media.url, is_carousel_item: 'true' }
        : { media_type: 'REELS', video_url: media.url };

  /** Waits until Instagram has the container ready; its words when it cannot be. */
  const ready = (containerId: string, token: string) =>
    waitFor(
      wait,
      async () => {
        const body = await graphCall(meta, 'Instagram container status', 'GET', `/${containerId}`, token, {
          fields: 'status_code,status',
        });
        const state = str(body.status_code) ?? '';
        if (DONE_STATES.has(state)) return true;
        if (FAILED_STATES.has(state))
          throw new PublishFailure(
            'bad_request',
            str(body.status) ??
              (state === 'EXPIRED' ? 'The media container expired.' : 'Instagram could not process the media.'),
          );
        return undefined;
      },
      'Instagram is still processing the media; nothing was posted yet.',
    );

  return {
    platform: 'instagram',

    async publish(account, post) {
      const igUserId = igUserIdOf(account);
      const token = account.accessToken;
      if (post.media.length === 0) throw new PublishFailure('bad_request', 'Instagram needs an image or a video.');
      await checkQuota(igUserId, token);

      let creationId: string;
      if (post.media.length === 1) {
        creationId = await container(igUserId, token, { ...mediaParams(post.media[0]!, false), caption: post.text });
        await ready(creationId, token);
      } else {
        const children: string[] = [];
        for (const media of post.media) {
          const child = await container(igUserId, token, mediaParams(media, true));
          await ready(child, token);
          children.push(child);
        }
        creationId = await container(igUserId, token, {
          media_type: 'CAROUSEL',
          children: children.join(','),
          caption: post.text,
        });
        await ready(creationId, token);
      }

      const mediaId = idOf(
        'Instagram publish',
        await graphCall(meta, 'Instagram publish', 'POST', `/${igUserId}/media_publish`, token, {
          creation_id: creationId,
        }),
      );
      return completePost(meta, 'Instagram media', mediaId, token, 'permalink', post.firstComment);
    },

    async recentPosts(account, since) {
      const igUserId = igUserIdOf(account);
      const items = await readEdgeSince(
        meta,
        'Instagram media',
        `/${igUserId}/media`,
        account.accessToken,
        { fields: 'id,caption,permalink,timestamp', limit: '50' },
        since,
        (item) => graphInstant(item.timestamp),
      );
      return items.map((item) => ({
        platformPostId: String(item.id),
        permalink: str(item.permalink) ?? '',
        text: str(item.caption) ?? '',
        createdAt: item.at,
      }));
    },
  };
}
