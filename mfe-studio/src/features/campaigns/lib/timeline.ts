import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { type DayKey, zonedParts } from '../../common/lib/zoned-time';

/** One day of a campaign's timeline and its posts in time order; `day` null holds the posts without a time. */
export interface TimelineDay {
  day: DayKey | null;
  posts: Post[];
}

/**
 * A campaign's posts by the day they go out on in the owner's zone, earliest first, then the posts
 * without a time (drafts), as the service answers them (scheduled first, in time order).
 */
export function timelineOf(posts: readonly Post[], timeZone: string): TimelineDay[] {
  const days = new Map<DayKey, Post[]>();
  const unscheduled: Post[] = [];
  for (const post of posts) {
    if (!post.scheduledAt) {
      unscheduled.push(post);
      continue;
    }
    const day = zonedParts(post.scheduledAt, timeZone).date;
    days.set(day, [...(days.get(day) ?? []), post]);
  }
  const timed = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, dayPosts]) => ({
      day,
      posts: [...dayPosts].sort((a, b) => Date.parse(a.scheduledAt ?? '') - Date.parse(b.scheduledAt ?? '')),
    }));
  return unscheduled.length > 0 ? [...timed, { day: null, posts: unscheduled }] : timed;
}
