import type { PublishedPost } from '../publishing/published-posts';
import { postFiguresAt } from './post-figures';

// A published video's counts as TikTok's Display API gives them (`POST /v2/video/query/` and the
// video list, fields view_count, like_count, comment_count, share_count): they grow with the
// video's age (post-figures.ts). TikTok gives no saves, reach or clicks per video.

export function tiktokVideoCounts(post: PublishedPost) {
  const figures = postFiguresAt(post);
  return {
    view_count: figures.views,
    like_count: figures.likes,
    comment_count: figures.comments,
    share_count: figures.shares,
  };
}
