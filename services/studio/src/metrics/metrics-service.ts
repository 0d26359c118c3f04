import type { Post } from '@scp/shared/contracts/studio/studio-api';
import type {
  MetricsReading,
  PostMetricsSeriesResponse,
  TargetMetrics,
} from '@scp/shared/contracts/studio/post-metrics';
import type { PostService } from '../posts/post-service';
import { PostMetricsModel, type PostMetricsRecord } from './post-metrics-model';

function readingOf(row: PostMetricsRecord): MetricsReading {
  return {
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    saves: row.saves,
    reach: row.reach,
    clicks: row.clicks,
    day: row.day,
    readAt: row.readAt.toISOString(),
  };
}

const sameTarget = (row: PostMetricsRecord, target: { platform: string; accountId: string }) =>
  row.platform === target.platform && row.accountId === target.accountId;

/** A post's figures as the owner sees them: its targets' latest read, and each target's day-by-day series. */
export function createMetricsService(deps: { posts: Pick<PostService, 'get'> }) {
  const rowsOf = (userId: string, postId: string) =>
    PostMetricsModel.find({ userId, postId }).sort({ day: 1 }).lean<PostMetricsRecord[]>();

  return {
    /** The post's published targets, each with its reads oldest day first; 404 for another owner's post. */
    async series(userId: string, postId: string): Promise<PostMetricsSeriesResponse> {
      const post = await deps.posts.get(userId, postId);
      const rows = await rowsOf(userId, post.id);
      return {
        postId: post.id,
        targets: post.targets
          .filter((target) => target.result.state === 'published' || rows.some((row) => sameTarget(row, target)))
          .map((target) => ({
            platform: target.platform,
            accountId: target.accountId,
            publishedAt: target.result.at,
            days: rows.filter((row) => sameTarget(row, target)).map(readingOf),
          })),
      };
    },

    /** The post with each target's latest figures (`metrics`), for the answer of one post. */
    async withLatest(userId: string, post: Post): Promise<Post> {
      const rows = await rowsOf(userId, post.id);
      const metrics: TargetMetrics[] = post.targets.flatMap((target) => {
        const latest = rows.filter((row) => sameTarget(row, target)).at(-1);
        return latest ? [{ platform: target.platform, accountId: target.accountId, ...readingOf(latest) }] : [];
      });
      return { ...post, metrics };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;

/** The post service whose answer of one post carries its targets' latest figures. */
export function withLatestMetrics(posts: PostService, metrics: MetricsService): PostService {
  return { ...posts, get: async (userId, postId) => metrics.withLatest(userId, await posts.get(userId, postId)) };
}
