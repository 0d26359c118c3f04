import type {
  InspirationFormat,
  InspirationPlatform,
  IntelligencePost,
  IntelligenceResponse,
} from '@scp/shared/contracts/dashboard/inspiration';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';

/** How many hashtags the intelligence shows. */
export const TOP_HASHTAGS = 10;
/** The best posts are this share of the range's posts, by engagement (at least one). */
export const BEST_POSTS_SHARE = 0.25;

const round = (value: number) => Math.round(value * 10) / 10;

/** A competitor's post as a snapshot kept it, with whose it is. */
export interface NichePost {
  platform: InspirationPlatform;
  handle: string;
  id: string;
  postedAt: string;
  caption: string;
  engagement: number;
  format: InspirationFormat | null;
  url: string | null;
}

/** The hashtags a caption carries, lower case, without the #, once each, in order. */
export function hashtagsOf(caption: string): string[] {
  return [...new Set([...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((found) => found[1]!.toLowerCase()))];
}

/** The average engagement per post of each key, best first (more posts first on a tie, then by name). */
function byAverage<K extends string>(entries: { key: K; engagement: number }[]) {
  const groups = new Map<K, { posts: number; total: number }>();
  for (const { key, engagement } of entries) {
    const group = groups.get(key) ?? { posts: 0, total: 0 };
    group.posts += 1;
    group.total += engagement;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, posts: group.posts, avgEngagement: round(group.total / group.posts) }))
    .sort((a, b) => b.avgEngagement - a.avgEngagement || b.posts - a.posts || a.key.localeCompare(b.key));
}

/**
 * What works among the competitors' posts of a range: hashtags and formats by average engagement
 * per post, and when the best posts (the top quarter by engagement) went out, by hour and weekday on
 * the wall clock of `timeZone` (an IANA zone: the owner's, so a post at 23:30 UTC is a Berlin owner's
 * 00:30 of the next day).
 */
export function nicheFigures(
  posts: NichePost[],
  timeZone = 'UTC',
): Pick<IntelligenceResponse, 'postCount' | 'hashtags' | 'formats' | 'bestPosts' | 'hours' | 'weekdays'> {
  const hashtags = byAverage(
    posts.flatMap((post) => hashtagsOf(post.caption).map((key) => ({ key, engagement: post.engagement }))),
  )
    .slice(0, TOP_HASHTAGS)
    .map(({ key, ...rest }) => ({ hashtag: key, ...rest }));
  const formats = byAverage(
    posts.flatMap((post) => (post.format ? [{ key: post.format, engagement: post.engagement }] : [])),
  ).map(({ key, ...rest }) => ({ format: key, ...rest }));
  const ranked = [...posts].sort((a, b) => b.engagement - a.engagement || b.postedAt.localeCompare(a.postedAt));
  const best = ranked.slice(0, posts.length ? Math.max(1, Math.ceil(posts.length * BEST_POSTS_SHARE)) : 0);
  const bestPosts: IntelligencePost[] = best.map((post) => ({
    platform: post.platform,
    handle: post.handle,
    postedAt: post.postedAt,
    engagement: post.engagement,
    format: post.format,
    hashtags: hashtagsOf(post.caption),
    url: post.url,
  }));
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, posts: 0 }));
  const weekdays = Array.from({ length: 7 }, (_, weekday) => ({ weekday, posts: 0 }));
  for (const post of best) {
    // The local `YYYY-MM-DDTHH:mm` in the zone: its hour, and its date's weekday.
    const local = localTimeOf(post.postedAt, timeZone);
    hours[Number(local.slice(11, 13))]!.posts += 1;
    // Monday first: getUTCDay() counts from Sunday.
    weekdays[(new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7]!.posts += 1;
  }
  return { postCount: posts.length, hashtags, formats, bestPosts, hours, weekdays };
}
