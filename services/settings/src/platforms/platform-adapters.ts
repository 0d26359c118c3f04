import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { createGoogleAnalyticsAdapter } from './google-analytics/google-analytics-adapter';
import { createLinkedinAdapter } from './linkedin/linkedin-adapter';
import { createMetaAdapter } from './meta/meta-adapter';
import type { IntegrationsSettings } from './platform-apps';
import type { PlatformAdapter } from './platform-adapter';
import { createPinterestAdapter } from './pinterest/pinterest-adapter';
import { createShopifyAdapter } from './shopify/shopify-adapter';
import { createTiktokAdapter } from './tiktok/tiktok-adapter';
import { createXAdapter } from './x/x-adapter';

export type PlatformAdapters = Partial<Record<PlatformKey, PlatformAdapter>>;

/** An adapter for each platform whose app is configured; the others cannot be connected (503). */
export function createPlatformAdapters(settings: IntegrationsSettings): PlatformAdapters {
  const { apps } = settings;
  return {
    ...(apps.meta && {
      facebook: createMetaAdapter('facebook', apps.meta, settings.metaApiVersion),
      instagram: createMetaAdapter('instagram', apps.meta, settings.metaApiVersion),
    }),
    ...(apps.shopify && { shopify: createShopifyAdapter(apps.shopify, settings.shopifyApiVersion) }),
    ...(apps.tiktok && { tiktok: createTiktokAdapter(apps.tiktok) }),
    ...(apps.linkedin && { linkedin: createLinkedinAdapter(apps.linkedin) }),
    ...(apps.x && { twitter: createXAdapter(apps.x) }),
    ...(apps.pinterest && { pinterest: createPinterestAdapter(apps.pinterest) }),
    ...(apps.google && { 'google-analytics': createGoogleAnalyticsAdapter(apps.google) }),
  };
}
