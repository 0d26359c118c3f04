import type { PublishingPlatform } from '@scp/shared/contracts/settings/publishing-internal';
import { createLinkedinPostMetrics } from './linkedin/linkedin-post-metrics';
import { createFacebookPostMetrics } from './meta/facebook-post-metrics';
import { createInstagramPostMetrics } from './meta/instagram-post-metrics';
import { createPinterestPostMetrics } from './pinterest/pinterest-post-metrics';
import type { PlatformReaderUrls } from './platform-readers';
import type { PostMetricsReader } from './post-metrics-reader';
import { createTiktokPostMetrics } from './tiktok/tiktok-post-metrics';
import { createXPostMetrics } from './x/x-post-metrics';

export type PostMetricsReaders = Partial<Record<PublishingPlatform, PostMetricsReader>>;

/**
 * A post-metrics reader for each platform whose app is configured, on the API base URLs the
 * publishers use (platform-publishers.ts); a platform left out has no post figures here.
 */
export function createPostMetricsReaders(urls: PlatformReaderUrls): PostMetricsReaders {
  const readers: PostMetricsReaders = {};
  if (urls.meta) {
    const meta = { api: urls.meta, version: urls.metaVersion ?? 'v23.0' };
    readers.instagram = createInstagramPostMetrics(meta);
    readers.facebook = createFacebookPostMetrics(meta);
  }
  if (urls.tiktok) readers.tiktok = createTiktokPostMetrics({ api: urls.tiktok });
  if (urls.linkedin) readers.linkedin = createLinkedinPostMetrics({ api: urls.linkedin });
  if (urls.x) readers.twitter = createXPostMetrics({ api: urls.x });
  if (urls.pinterest) readers.pinterest = createPinterestPostMetrics({ api: urls.pinterest });
  return readers;
}
