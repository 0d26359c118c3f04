import type { PostPlatform } from './studio-constants';

/**
 * A product's link in a post, tagged so the shop's analytics can tie a sale to the post it came
 * from: `utm_source={platform}&utm_medium=social&utm_campaign={campaign}&utm_content={post id}`.
 * Pure, for the editor and the studio service alike. The editor inserts the product's plain page
 * (a post has no id before it is saved); the service tags each account's text as it publishes it.
 */

/** What a link is tagged with: where it is published, the post's campaign (if any) and the post. */
export interface ProductLinkTags {
  platform: PostPlatform;
  /** The campaign's name or id; a post outside a campaign is tagged `studio`. */
  campaign: string | null;
  postId: string;
}

/** utm_campaign of a post that belongs to no campaign. */
export const UNCAMPAIGNED = 'studio';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id'] as const;

/**
 * The URL with this post's tags: any utm_* it had is replaced, its other parameters and its
 * fragment are kept. A value that is no http(s) URL comes back unchanged.
 */
export function productLink(url: string, tags: ProductLinkTags): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return url;
  for (const key of UTM_KEYS) parsed.searchParams.delete(key);
  parsed.searchParams.set('utm_source', tags.platform);
  parsed.searchParams.set('utm_medium', 'social');
  parsed.searchParams.set('utm_campaign', tags.campaign?.trim() || UNCAMPAIGNED);
  parsed.searchParams.set('utm_content', tags.postId);
  return parsed.toString();
}

/** A shop's product page: Shopify's online store serves every product at `/products/<handle>`. */
export function isProductPage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && /\/products\/[^/]+\/?$/.test(parsed.pathname);
  } catch {
    return false;
  }
}

// A link as a post's text holds it: up to white space, without the sentence's closing punctuation.
const LINK_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** The text with every product page in it tagged for this post and platform (other links untouched). */
export function tagProductLinks(text: string, tags: ProductLinkTags): string {
  return text.replace(LINK_IN_TEXT, (link) => (isProductPage(link) ? productLink(link, tags) : link));
}
