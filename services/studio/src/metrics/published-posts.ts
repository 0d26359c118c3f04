import { trusted } from 'mongoose';
import { userScope } from '@scp/service-kit/user-scope';
import type { PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import {
  PUBLISHED_POSTS_MAX_ROWS,
  type PublishedPost,
  type PublishedPostsQuery,
} from '@scp/shared/contracts/studio/studio-internal';
import { PostModel, type PostDocument, type PostMediaRecord } from '../posts/post-model';
import { PostMetricsModel, type PostMetricsRecord } from './post-metrics-model';

/** The post statuses in which some target may have gone out. */
const WITH_PUBLISHED_TARGETS: PostStatus[] = ['publishing', 'published', 'partial'];
const EXCERPT_LENGTH = 120;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function contentTypeOf(media: PostMediaRecord[]): PublishedPost['contentType'] {
  if (media.some((item) => item.type === 'video')) return 'video';
  if (media.length > 1) return 'carousel';
  return media.length === 1 ? 'image' : 'text';
}

const keyOf = (row: { postId: string; platform: string; accountId: string }) =>
  `${row.postId}:${row.platform}:${row.accountId}`;

/**
 * The owner's accounts published to in [from, to), each with its latest figures, newest first
 * (issue 32, After publishing: the dashboard's content performance is computed from them). Only
 * targets that went out count: a failed or pending account of the same post is not a published post.
 */
export async function publishedPosts(userId: string, query: PublishedPostsQuery): Promise<PublishedPost[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const posts = await userScope(PostModel, userId)
    .find({
      status: trusted({ $in: WITH_PUBLISHED_TARGETS }),
      targets: trusted({ $elemMatch: { 'result.state': 'published', 'result.at': { $gte: from, $lt: to } } }),
    })
    .lean<PostDocument[]>();
  const rows = posts
    .flatMap((post) =>
      post.targets.flatMap((target) => {
        const at = target.result.at;
        if (target.result.state !== 'published' || !at || at < from || at >= to) return [];
        return [{ post, target, at }];
      }),
    )
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, PUBLISHED_POSTS_MAX_ROWS);
  if (rows.length === 0) return [];

  const readings = await userScope(PostMetricsModel, userId)
    .find({ postId: trusted({ $in: [...new Set(rows.map(({ post }) => String(post._id)))] }) })
    .sort({ day: 1 })
    .lean<PostMetricsRecord[]>();
  // Sorted by day, so the last row of a target is its latest read.
  const latest = new Map(readings.map((row) => [keyOf(row), row]));

  return rows.map(({ post, target, at }) => {
    const postId = String(post._id);
    const figures = latest.get(keyOf({ postId, platform: target.platform, accountId: target.accountId }));
    return {
      postId,
      platform: target.platform,
      accountId: target.accountId,
      publishedAt: at.toISOString(),
      excerpt: excerptOf(target.text ?? post.text),
      permalink: target.result.permalink,
      contentType: contentTypeOf(post.media),
      figuresDay: figures?.day ?? null,
      likes: figures?.likes ?? null,
      comments: figures?.comments ?? null,
      shares: figures?.shares ?? null,
      saves: figures?.saves ?? null,
      reach: figures?.reach ?? null,
      clicks: figures?.clicks ?? null,
    };
  });
}
