import { trusted, Types } from 'mongoose';
import { userScope } from '@scp/service-kit/user-scope';
import type { PostSales as DashboardPostSales } from '@scp/shared/contracts/dashboard/post-sales-internal';
import type { PostSalesListResponse, PostSalesView } from '@scp/shared/contracts/studio/post-sales';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import type { Neighbours } from '../neighbours/neighbours';
import { PostModel } from '../posts/post-model';
import type { PostService } from '../posts/post-service';

/**
 * Sales by post: the studio names its own posts to the dashboard, which keeps the shop's orders with
 * their landing pages (docs/architecture.md, Between services), and puts each source's orders on the
 * post's account on that platform (the link's utm_source is the platform it was published on).
 */
export function createPostSalesService(deps: {
  posts: Pick<PostService, 'get'>;
  neighbours: Pick<Neighbours, 'postSales'>;
}) {
  const viewOf = (post: Post, sales: DashboardPostSales | undefined): PostSalesView => {
    const accountOf = (source: string | null) => post.targets.find((target) => target.platform === source);
    return {
      orders: sales?.orders ?? 0,
      revenue: sales?.revenue ?? 0,
      currency: sales?.currency ?? '',
      byAccount: (sales?.bySource ?? []).map((row) => {
        const target = accountOf(row.source);
        return {
          platform: row.source ?? 'unknown',
          accountId: target?.accountId ?? null,
          displayName: target?.displayName ?? null,
          orders: row.orders,
          revenue: row.revenue,
        };
      }),
      recentOrders: (sales?.recentOrders ?? []).map(({ source, ...order }) => ({ ...order, platform: source })),
    };
  };

  return {
    /** One post's sales; 404 for another owner's post. */
    async ofPost(userId: string, postId: string): Promise<PostSalesView> {
      const post = await deps.posts.get(userId, postId);
      const [sales] = await deps.neighbours.postSales(userId, [post.id]);
      return viewOf(post, sales?.postId === post.id ? sales : undefined);
    },

    /** The sales of the owner's posts among `ids` (another owner's and unknown ids are left out), in the order asked. */
    async ofPosts(userId: string, ids: readonly string[]): Promise<PostSalesListResponse> {
      const unique = [...new Set(ids)];
      const owned = await userScope(PostModel, userId)
        .find({ _id: trusted({ $in: unique.map((id) => new Types.ObjectId(id)) }) })
        .select({ _id: 1 })
        .lean<{ _id: Types.ObjectId }[]>();
      const mine = new Set(owned.map((post) => String(post._id)));
      const postIds = unique.filter((id) => mine.has(id));
      const sales = postIds.length ? await deps.neighbours.postSales(userId, postIds) : [];
      const byPost = new Map(sales.map((row) => [row.postId, row]));
      return {
        sales: postIds.map((postId) => {
          const row = byPost.get(postId);
          return { postId, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0, currency: row?.currency ?? '' };
        }),
      };
    },
  };
}
export type PostSalesService = ReturnType<typeof createPostSalesService>;
