import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { useListPostSalesQuery } from '../api/post-sales-api';

/**
 * A list's sales column: one read for the posts shown that went out (a post that never did has no
 * sales), and each one's row of it (undefined while read, when it could not be, or for a post that
 * did not go out).
 */
export function usePostSalesColumn(posts: readonly Post[]) {
  const wentOut = posts.filter((post) => post.status === 'published' || post.status === 'partial');
  const ids = wentOut.map((post) => post.id);
  const sales = useListPostSalesQuery(ids, { skip: ids.length === 0 });
  return {
    hasSales: (post: Post) => ids.includes(post.id),
    salesOf: (postId: string) => sales.data?.sales.find((row) => row.postId === postId),
  };
}
