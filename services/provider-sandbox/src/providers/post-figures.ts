import type { PublishedPlatform } from '../publishing/published-posts';
import { seededRandom } from '../seeded-random';

// How a published post's audience grows: every platform's per-post insights endpoint reads these,
// so a post's likes, comments, shares, saves, views, clicks and reach are the same wherever the
// platform shows them. A post's final figures depend only on its platform and id (seeded), and
// what it has at an instant is that share of them its age has reached: most of a post's audience
// comes in its first days, and nothing before it was made.

const HOUR_MS = 3600 * 1000;
/** The age (hours) by which a post has about 63% of its final figures. */
const GROWTH_HOURS = 40;

export interface PostFigures {
  /** People who saw it (unique where the platform counts them so). */
  reach: number;
  /** Times it was shown. */
  impressions: number;
  /** A video's plays; the impressions for a still post. */
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  /** Clicks on its link or media. */
  clicks: number;
}

/** The post as the figures see it: which post, and when it was made (ms). */
export interface FiguredPost {
  platform: PublishedPlatform;
  id: string;
  createdAt: number;
  /** The comments the app itself made on it (a first comment) count among its comments. */
  ownComments?: number;
}

/** The share of its final figures a post has at `ageMs`: 0 at first, near 1 after a few weeks. */
export function grownShare(ageMs: number): number {
  if (ageMs <= 0) return 0;
  return 1 - Math.exp(-ageMs / HOUR_MS / GROWTH_HOURS);
}

/** The figures a post will end with. */
function finalFigures(post: Pick<FiguredPost, 'platform' | 'id'>): PostFigures {
  const random = seededRandom(`${post.platform}:${post.id}:post-figures`);
  const reach = random.int(300, 4800);
  const impressions = Math.round(reach * (1.2 + random.next() * 0.8));
  const likes = Math.round(reach * (0.03 + random.next() * 0.07));
  return {
    reach,
    impressions,
    views: Math.round(impressions * (0.9 + random.next() * 0.3)),
    likes,
    comments: Math.round(likes * (0.05 + random.next() * 0.15)),
    shares: Math.round(likes * (0.02 + random.next() * 0.1)),
    saves: Math.round(likes * (0.05 + random.next() * 0.25)),
    clicks: Math.round(reach * (0.005 + random.next() * 0.03)),
  };
}

/** The post's figures at `now` (ms): each its final figure times the share the post's age has reached. */
export function postFiguresAt(post: FiguredPost, now: number = Date.now()): PostFigures {
  const share = grownShare(now - post.createdAt);
  const final = finalFigures(post);
  const grow = (value: number) => Math.floor(value * share);
  const grown: PostFigures = {
    reach: grow(final.reach),
    impressions: grow(final.impressions),
    views: grow(final.views),
    likes: grow(final.likes),
    comments: grow(final.comments),
    shares: grow(final.shares),
    saves: grow(final.saves),
    clicks: grow(final.clicks),
  };
  return { ...grown, comments: Math.max(grown.comments, post.ownComments ?? 0) };
}
