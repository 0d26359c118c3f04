import type { SandboxContext } from '../oauth-flow';
import { PUBLISHABLE_ACCOUNTS, publishedPostsOf, type PublishedPost } from '../publishing/published-posts';
import { seededRandom } from '../seeded-random';

// How each order's customer first reached the shop (Shopify's Order.customerJourneySummary.firstVisit):
// its landing page and the UTM parameters on it. Deterministic per order and per set of posts the
// sandbox published for the shop's owner: some orders placed after one of those posts came from its
// link (the tags the app put on it, so a sale can be tied to its post), others landed untagged, came from
// someone else's campaign (a search ad, a newsletter), carried a post id the app never made, or have
// no visit recorded at all (Shopify's journey is null for an order placed in the admin).

export interface UtmParameters {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
}

export interface OrderVisit {
  landingPage: string;
  utm: UtmParameters | null;
  /** ISO instant, before the order. */
  occurredAt: string;
}

/** A tagged link to the shop in a post the sandbox published for the shop's owner. */
export interface PostLink {
  url: string;
  /** When the post was published (ms). */
  publishedAt: number;
}

/** What an order's visit is drawn from: its id, when it was placed and a product of its lines. */
export interface JourneyOrder {
  id: number;
  created_at: string;
  productHandle: string | null;
}

const DAY_MS = 86_400_000;
/** Shopify attributes an order to the visits of the 30 days before it. */
const ATTRIBUTION_WINDOW_MS = 30 * DAY_MS;

/** Sessions from other campaigns than the app's posts. */
const FOREIGN_TAGS: readonly Omit<UtmParameters, 'content'>[] = [
  { source: 'google', medium: 'cpc', campaign: 'brand', term: 'bakery near me' },
  { source: 'newsletter', medium: 'email', campaign: 'weekly', term: null },
  { source: 'instagram', medium: 'social', campaign: 'influencer-collab', term: null },
];

const LINK = /https?:\/\/[^\s<>"]+/g;

function utmOf(url: string): UtmParameters | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const utm: UtmParameters = {
    source: parsed.searchParams.get('utm_source'),
    medium: parsed.searchParams.get('utm_medium'),
    campaign: parsed.searchParams.get('utm_campaign'),
    content: parsed.searchParams.get('utm_content'),
    term: parsed.searchParams.get('utm_term'),
  };
  return Object.values(utm).some((value) => value !== null) ? utm : null;
}

/**
 * The tagged links to `shopDomain` in the posts published on `ownerIdentity`'s accounts (their text
 * and their link), oldest post first.
 */
export function ownerPostLinks(sandbox: SandboxContext, ownerIdentity: string, shopDomain: string): PostLink[] {
  const store = publishedPostsOf(sandbox);
  const posts: PublishedPost[] = PUBLISHABLE_ACCOUNTS.filter(
    (account) => account.ownerIdentity === ownerIdentity,
  ).flatMap((account) => store.of(account.platform, account.accountId));
  posts.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  const links: PostLink[] = [];
  for (const post of posts) {
    const found = new Set([...(post.text.match(LINK) ?? []), ...(post.link ? [post.link] : [])]);
    for (const url of found) {
      const trimmed = url.replace(/[.,;:!?)\]'’]+$/, '');
      let host: string;
      try {
        host = new URL(trimmed).hostname;
      } catch {
        continue;
      }
      if (host === shopDomain && utmOf(trimmed)?.content) links.push({ url: trimmed, publishedAt: post.createdAt });
    }
  }
  return links;
}

/** The visit of a checkout a test placed: on the page it gave, a minute before the order. */
export function placedVisit(placed: { order: { created_at: string }; landingPage: string }): OrderVisit {
  return {
    landingPage: placed.landingPage,
    utm: utmOf(placed.landingPage),
    occurredAt: new Date(Date.parse(placed.order.created_at) - 60_000).toISOString(),
  };
}

/**
 * The first visit of an order's journey, or null when none was recorded. A post's link can bring an
 * order whose visit came after the post went out, up to 30 days after it (a test that needs a sale
 * right after its post places a checkout: shopify-checkouts.ts).
 */
export function orderFirstVisit(
  shopDomain: string,
  order: JourneyOrder,
  links: readonly PostLink[],
): OrderVisit | null {
  const random = seededRandom(`${shopDomain}:journey:${order.id}`);
  const placed = Date.parse(order.created_at);
  const occurredAt = new Date(placed - random.int(1, 180) * 60_000).toISOString();
  const page = order.productHandle ? `https://${shopDomain}/products/${order.productHandle}` : `https://${shopDomain}/`;
  const draw = random.next();
  if (draw < 0.05) return null;
  if (draw < 0.15) {
    const tags = random.pick(FOREIGN_TAGS);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(tags)) if (value) query.set(`utm_${key}`, value);
    return { landingPage: `${page}?${query.toString()}`, utm: { ...tags, content: null }, occurredAt };
  }
  if (draw < 0.2) {
    // A link tagged as the app tags its posts, naming a post the app never made (copied, or edited).
    const unknown = Array.from({ length: 24 }, () => random.int(0, 15).toString(16)).join('');
    const url = `${page}?utm_source=facebook&utm_medium=social&utm_campaign=studio&utm_content=${unknown}`;
    return { landingPage: url, utm: utmOf(url), occurredAt };
  }
  // A post brings visits once it is out, and orders for the 30 days after.
  const eligible = links.filter(
    (link) => link.publishedAt < Date.parse(occurredAt) && placed - link.publishedAt <= ATTRIBUTION_WINDOW_MS,
  );
  if (draw >= 0.55 && eligible.length) {
    const link = random.pick(eligible);
    return { landingPage: link.url, utm: utmOf(link.url), occurredAt };
  }
  return { landingPage: page, utm: null, occurredAt };
}
