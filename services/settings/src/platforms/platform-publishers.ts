import type { PublishingPlatform } from '@scp/shared/contracts/settings/publishing-internal';
import { createFacebookPublisher } from './meta/facebook-publisher';
import { createInstagramPublisher } from './meta/instagram-publisher';
import type { PlatformReaderUrls } from './platform-readers';
import { DEFAULT_PROCESSING_WAIT, type PlatformPublisher, type ProcessingWait } from './platform-publisher';
import { createTiktokPublisher } from './tiktok/tiktok-publisher';

export type PlatformPublishers = Partial<Record<PublishingPlatform, PlatformPublisher>>;

export interface PublisherOptions {
  /** How long a publish waits for media the platform is still processing (Instagram's containers, TikTok's uploads). */
  wait?: ProcessingWait;
}

/**
 * A publisher for each platform whose app is configured, on the same API base URLs the readers use
 * (platform-readers.ts: an account is used through the app it was connected with); a platform left
 * out cannot be published to.
 */
export function createPlatformPublishers(urls: PlatformReaderUrls, options: PublisherOptions = {}): PlatformPublishers {
  const wait = options.wait ?? DEFAULT_PROCESSING_WAIT;
  const publishers: PlatformPublishers = {};
  if (urls.meta) {
    const meta = { api: urls.meta, version: urls.metaVersion ?? 'v23.0' };
    publishers.instagram = createInstagramPublisher(meta, wait);
    publishers.facebook = createFacebookPublisher(meta);
  }
  if (urls.tiktok) publishers.tiktok = createTiktokPublisher({ api: urls.tiktok }, wait);
  return publishers;
}
