import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { type PostPlatform, postPlatforms } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';

/** The platforms a post goes to, each once, in the studio's order of platforms. */
export function platformsOf(post: Pick<Post, 'targets'>): PostPlatform[] {
  const picked = new Set(post.targets.map((target) => target.platform));
  return postPlatforms.filter((platform) => picked.has(platform));
}

/** The start of a post's text on one line, for a list or a calendar chip. */
export function excerptOf(post: Pick<Post, 'text'>, max = 80): string {
  const line = post.text.replace(/\s+/g, ' ').trim();
  if (line === '') return studioTexts.postItem.noText;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** How many of a post's accounts it went out to: '3 of 4 published'. */
export function publishedCountOf(post: Pick<Post, 'targets'>): string {
  const published = post.targets.filter((target) => target.result.state === 'published').length;
  return studioTexts.publishing.publishedCount(published, post.targets.length);
}

/**
 * A post's status in words for a list; one that went out to only some of its accounts, or to none,
 * also says how many ('Partly published · 3 of 4 published').
 */
export function statusWordsOf(post: Pick<Post, 'status' | 'targets'>): string {
  const name = studioTexts.postStatusNames[post.status];
  return post.status === 'partial' || post.status === 'failed' ? `${name} · ${publishedCountOf(post)}` : name;
}
