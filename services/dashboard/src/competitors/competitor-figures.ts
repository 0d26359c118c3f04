import {
  COMPETITOR_TOP_POSTS,
  COMPETITOR_TREND_DAYS,
  type CompetitorPlatform,
  type CompetitorTopPost,
} from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import type { PublicPost, PublicReadFailure } from '@scp/shared/contracts/settings/public-accounts-internal';

const DAY_MS = 24 * 3600 * 1000;
const CAPTION_MAX = 140;

const round = (value: number) => Math.round(value * 10) / 10;

/** A post as the comparison weighs it: its engagement and a short caption. */
export interface WeighedPost {
  id: string;
  postedAt: string;
  caption: string;
  engagement: number;
  url: string | null;
  /** A public post's format where the platform said (the inspiration feed filters on it). */
  format?: PublicPost['format'];
}

/**
 * Posts over the last 7 days, the average engagement per post and the top posts over the last
 * COMPETITOR_TREND_DAYS days, at `now`: the same for a competitor's public posts and the owner's own.
 */
export function postFigures(
  posts: WeighedPost[],
  now: number,
): { postsPerWeek: number; avgEngagementPerPost: number | null; topPosts: CompetitorTopPost[] } {
  const since = (days: number) => posts.filter((post) => now - Date.parse(post.postedAt) < days * DAY_MS);
  const window = since(COMPETITOR_TREND_DAYS);
  const total = window.reduce((sum, post) => sum + post.engagement, 0);
  return {
    postsPerWeek: since(7).length,
    avgEngagementPerPost: window.length ? round(total / window.length) : null,
    topPosts: [...window]
      .sort((a, b) => b.engagement - a.engagement || b.postedAt.localeCompare(a.postedAt))
      .slice(0, COMPETITOR_TOP_POSTS)
      .map((post) => ({ ...post, caption: post.caption.slice(0, CAPTION_MAX) })),
  };
}

/** A competitor's public post: its likes, comments and shares are what the platform shows of engagement. */
export function weighPublicPost(post: PublicPost): WeighedPost {
  return {
    id: post.id,
    postedAt: post.postedAt,
    caption: post.caption,
    engagement: post.likes + post.comments + post.shares,
    // The page links to it: only a web address, whatever the platform sent.
    url: post.url && /^https?:\/\//i.test(post.url) ? post.url : null,
    ...(post.format ? { format: post.format } : {}),
  };
}

/** Why the platform showed nothing, in the owner's words. */
export function problemOf(platform: CompetitorPlatform, handle: string, failure: PublicReadFailure): string {
  switch (failure.kind) {
    case 'not_found':
      return competitorsTexts.gone(platform, handle);
    case 'not_connected':
      return competitorsTexts.notConnected;
    case 'rejected':
    case 'denied':
      return competitorsTexts.rejected(platform, failure.platformReason);
    case 'unavailable':
    case 'unreachable':
      return competitorsTexts.unavailable(platform);
    default:
      return competitorsTexts.refused(platform, failure.platformReason);
  }
}

/** The UTC day of `at`. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** `day` moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS);
}
