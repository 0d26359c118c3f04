import type { PublishingPlatform } from '@scp/shared/contracts/settings/publishing-internal';
import { createFacebookPublisher } from './meta/facebook-publisher';
import { createInstagramPublisher } from './meta/instagram-publisher';
import { createLinkedinPublisher } from './linkedin/linkedin-publisher';
import { createPinterestPublisher, type PinterestPublisher } from './pinterest/pinterest-publisher';
import type { PlatformReaderUrls } from './platform-readers';
import { DEFAULT_PROCESSING_WAIT, type PlatformPublisher, type ProcessingWait } from './platform-publisher';
import { createTiktokPublisher } from './tiktok/tiktok-publisher';
import { createXPublisher } from './x/x-publisher';

/** Pinterest's also lists the account's boards. */
export type PlatformPublishers = Partial<Record<Exclude<PublishingPlatform, 'pinterest'>, PlatformPublisher>> & {
  pinterest?: PinterestPublisher;
};

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
  // A permalink is on the platform's web host, the app's auth URL (the sandbox serves both).
  if (urls.linkedin && urls.linkedinWeb)
    publishers.linkedin = createLinkedinPublisher({ api: urls.linkedin, web: urls.linkedinWeb }, wait);
  if (urls.x && urls.xWeb) publishers.twitter = createXPublisher({ api: urls.x, web: urls.xWeb }, wait);
  if (urls.pinterest && urls.pinterestWeb)
    publishers.pinterest = createPinterestPublisher({ api: urls.pinterest, web: urls.pinterestWeb });
  return publishers;
}
