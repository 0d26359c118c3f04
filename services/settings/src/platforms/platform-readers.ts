import type { PatientOptions } from '@scp/service-kit/platform-http';
import { createFacebookReader } from './meta/facebook-reader';
import { createGoogleAnalyticsReader } from './google-analytics/google-analytics-reader';
import { createInstagramReader } from './meta/instagram-reader';
import { createLinkedinReader } from './linkedin/linkedin-reader';
import { createPinterestReader } from './pinterest/pinterest-reader';
import type { IntegrationsSettings } from './platform-apps';
import type { PlatformReader, ShopReader } from './platform-reader';
import { createShopifyReader } from './shopify/shopify-reader';
import { createTiktokReader } from './tiktok/tiktok-reader';
import { createTwitterReader } from './x/twitter-reader';

/**
 * The platforms' API base URLs, the same apps accounts are connected through (platform-apps.ts),
 * flat; a family left out has no reader.
 */
export interface PlatformReaderUrls {
  /** Graph API: `https://graph.facebook.com`, sandbox `<sandbox>/meta`. */
  meta?: string;
  /** `v23.0` (the default). */
  metaVersion?: string;
  /** `https://open.tiktokapis.com`, sandbox `<sandbox>/tiktok`. */
  tiktok?: string;
  /** `https://api.linkedin.com`, sandbox `<sandbox>/linkedin`. */
  linkedin?: string;
  /** `https://api.x.com`, sandbox `<sandbox>/x`. */
  x?: string;
  /** `https://api.pinterest.com`, sandbox `<sandbox>/pinterest`. */
  pinterest?: string;
  /** The platforms' web hosts, where a post's permalink points: `https://www.linkedin.com`, `https://x.com`, `https://www.pinterest.com` (the apps' auth URLs; sandbox `<sandbox>/<platform>`). */
  linkedinWeb?: string;
  xWeb?: string;
  pinterestWeb?: string;
  /** The GA4 Data API: `https://analyticsdata.googleapis.com`, sandbox `<sandbox>/google`. */
  googleAnalyticsData?: string;
  /** A shop's URL is this + its domain: `https://`, sandbox `<sandbox>/shopify/shops/`. */
  shopifyShops?: string;
  /** `2025-07` (the default). */
  shopifyVersion?: string;
}

export type PlatformReaders = Partial<Record<PlatformReader['platform'], PlatformReader>>;

export function createPlatformReaders(
  urls: PlatformReaderUrls,
  options: { patient?: PatientOptions } = {},
): { readers: PlatformReaders; shop?: ShopReader } {
  const { patient } = options;
  const readers: PlatformReaders = {};
  if (urls.meta) {
    const meta = { api: urls.meta, version: urls.metaVersion ?? 'v23.0', patient };
    readers.facebook = createFacebookReader(meta);
    readers.instagram = createInstagramReader(meta);
  }
  if (urls.tiktok) readers.tiktok = createTiktokReader({ api: urls.tiktok, patient });
  if (urls.linkedin) readers.linkedin = createLinkedinReader({ api: urls.linkedin, patient });
  if (urls.x) readers.twitter = createTwitterReader({ api: urls.x, patient });
  if (urls.pinterest) readers.pinterest = createPinterestReader({ api: urls.pinterest, patient });
  if (urls.googleAnalyticsData)
    readers['google-analytics'] = createGoogleAnalyticsReader({ api: urls.googleAnalyticsData, patient });
  const shop = urls.shopifyShops
    ? createShopifyReader({ shopsBaseUrl: urls.shopifyShops, apiVersion: urls.shopifyVersion ?? '2025-07', patient })
    : undefined;
  return { readers, ...(shop ? { shop } : {}) };
}

/** The URLs of a provider sandbox at `sandboxUrl` (tests, local mode). */
export function sandboxReaderUrls(sandboxUrl: string): PlatformReaderUrls {
  const base = sandboxUrl.replace(/\/+$/, '');
  return {
    meta: `${base}/meta`,
    tiktok: `${base}/tiktok`,
    linkedin: `${base}/linkedin`,
    x: `${base}/x`,
    pinterest: `${base}/pinterest`,
    linkedinWeb: `${base}/linkedin`,
    xWeb: `${base}/x`,
    pinterestWeb: `${base}/pinterest`,
    googleAnalyticsData: `${base}/google`,
    shopifyShops: `${base}/shopify/shops/`,
  };
}

/** The readers' URLs of the configured apps: an account is read through the app it was connected with. */
export function readerUrlsOf(settings: IntegrationsSettings): PlatformReaderUrls {
  const { apps } = settings;
  return {
    meta: apps.meta?.urls.api,
    metaVersion: settings.metaApiVersion,
    tiktok: apps.tiktok?.urls.api,
    linkedin: apps.linkedin?.urls.api,
    x: apps.x?.urls.api,
    pinterest: apps.pinterest?.urls.api,
    linkedinWeb: apps.linkedin?.urls.auth,
    xWeb: apps.x?.urls.auth,
    pinterestWeb: apps.pinterest?.urls.auth,
    googleAnalyticsData: apps.google?.urls.analyticsData,
    shopifyShops: apps.shopify?.urls.shops,
    shopifyVersion: settings.shopifyApiVersion,
  };
}
