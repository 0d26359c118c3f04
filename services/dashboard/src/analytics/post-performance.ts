import { AppError } from '@scp/service-kit/errors';
import type { DateSpan } from '@scp/shared/contracts/dashboard/analytics';
import type { PostPerformance, PostsPerformance } from '@scp/shared/contracts/dashboard/analytics-tools';
import type { TopPostsResponse } from '@scp/shared/contracts/dashboard/top-posts';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import type { StudioPosts } from '../neighbours/studio-posts';

const DAY_MS = 24 * 3600 * 1000;
const TOP_POSTS = 5;

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** Average engagement per post of each group, the groups in key order. */
function groupsOf<K extends number | string>(
  posts: PostPerformance[],
  keyOf: (post: PostPerformance) => K,
): Array<{ key: K; posts: number; averageEngagement: number }> {
  const groups = new Map<K, number[]>();
  for (const post of posts) groups.set(keyOf(post), [...(groups.get(keyOf(post)) ?? []), post.engagement]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, values]) => ({
      key,
      posts: values.length,
      averageEngagement: round(values.reduce((sum, value) => sum + value, 0) / values.length),
    }));
}

/**
 * A published post with figures as the dashboard weighs it: its engagement is its likes, comments,
 * shares and saves added up (a figure its platform does not report counts 0).
 */
function performanceOf({ contentType: _type, figuresDay: _day, ...post }: PublishedPost): PostPerformance {
  return { ...post, engagement: (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0) };
}

/** The most engaging first; of equals, the newest. */
const ranked = (posts: PostPerformance[]) =>
  [...posts].sort((a, b) => b.engagement - a.engagement || Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

/**
 * The owner's published posts with their own figures (issue 32, After publishing), read from the
 * studio, which owns them: what the content performance and the Top posts are computed from.
 */
export function createPostPerformance(studio: StudioPosts) {
  /** The posts that went out in `span` (whole UTC days) and have figures. */
  async function withFigures(userId: string, span: Pick<DateSpan, 'start' | 'end'>): Promise<PublishedPost[]> {
    const from = new Date(`${span.start}T00:00:00Z`);
    const to = new Date(Date.parse(`${span.end}T00:00:00Z`) + DAY_MS);
    return (await studio.published(userId, from, to)).filter((post) => post.figuresDay !== null);
  }

  return {
    /**
     * The posts of a content type over `span`: engagement per post by platform, by hour and weekday
     * of publishing (UTC), the best and the top ones; or why there are none to go by (none published
     * with figures yet, or the studio out of reach: the accounts' averages still answer then).
     */
    async ofType(
      userId: string,
      type: string,
      span: DateSpan,
    ): Promise<{ performance: PostsPerformance } | { reason: string }> {
      let published: PublishedPost[];
      try {
        published = await withFigures(userId, span);
      } catch (err) {
        if (err instanceof AppError && err.status === 503)
          return { reason: 'The studio could not be reached, so your published posts were not read.' };
        throw err;
      }
      const posts = published.filter((post) => post.contentType === type).map(performanceOf);
      const top = ranked(posts).slice(0, TOP_POSTS);
      const best = top[0];
      if (!best) return { reason: `No ${type} post published from ${span.start} to ${span.end} has figures yet.` };
      const total = posts.reduce((sum, post) => sum + post.engagement, 0);
      return {
        performance: {
          range: { start: span.start, end: span.end },
          posts: posts.length,
          averageEngagement: round(total / posts.length),
          byPlatform: groupsOf(posts, (post) => post.platform)
            .map(({ key, ...group }) => ({ platform: key, ...group }))
            .sort((a, b) => b.averageEngagement - a.averageEngagement),
          byHour: groupsOf(posts, (post) => new Date(post.publishedAt).getUTCHours()).map(({ key, ...group }) => ({
            hour: key,
            ...group,
          })),
          byWeekday: groupsOf(posts, (post) => new Date(post.publishedAt).getUTCDay()).map(({ key, ...group }) => ({
            weekday: key,
            ...group,
          })),
          best,
          top,
        },
      };
    },

    /**
     * The posts on `platform` that went out in `span` and have figures: how many, at how many
     * different UTC hours, and the average engagement of a post by the UTC hour it went out (0 for
     * an hour with none), for the studio's 'Best time'. The studio out of reach is its 503.
     */
    async byHourOn(
      userId: string,
      platform: PublishedPost['platform'],
      span: Pick<DateSpan, 'start' | 'end'>,
    ): Promise<{ posts: number; hoursWithPosts: number; hours: number[] }> {
      const posts = (await withFigures(userId, span)).filter((post) => post.platform === platform).map(performanceOf);
      const byHour = new Map(
        groupsOf(posts, (post) => new Date(post.publishedAt).getUTCHours()).map((group) => [
          group.key,
          group.averageEngagement,
        ]),
      );
      return {
        posts: posts.length,
        hoursWithPosts: byHour.size,
        hours: Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? 0),
      };
    },

    /** The most engaging posts of every content type over `span`, best first (the dashboard's Top posts). */
    async top(userId: string, span: Pick<DateSpan, 'start' | 'end'>): Promise<TopPostsResponse> {
      const posts = (await withFigures(userId, span)).map(performanceOf);
      return { range: { start: span.start, end: span.end }, posts: ranked(posts).slice(0, TOP_POSTS) };
    },
  };
}

export type PostPerformanceService = ReturnType<typeof createPostPerformance>;
