import { Text } from '@scp/shared/client/typography';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { useListStudioPostsQuery } from '../../common/api/posts-api';
import { LoadFailed } from '../../common/components/load-failed';
import { PostRow } from '../../common/components/post-row';
import { excerptOf } from '../../common/lib/post-display';
import { reuseRequestOf } from '../api/content-api';
import { useReuse } from '../hooks/use-reuse';
import { PostSalesCell } from '../../post-sales/components/post-sales-cell';
import { usePostSalesColumn } from '../../post-sales/hooks/use-post-sales-column';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.content;
/** How many posts a page of the library adds. */
const PAGE = 50;

/**
 * The owner's posts, every status, last changed first, only those the search `q` finds when there is
 * one; each opens in the editor or is reused as a new draft.
 */
export function PostLibrary({ q }: { q: string }) {
  const { token } = theme.useToken();
  const timeZone = useOwnerTimeZone();
  // A new search starts again from one page.
  const [paging, setPaging] = useState({ q, limit: PAGE });
  const limit = paging.q === q ? paging.limit : PAGE;
  const query = useListStudioPostsQuery(q ? { q, limit } : { limit });
  const posts = query.data?.posts ?? [];
  const [reuse, reusing] = useReuse();
  // The sales column: the shop's orders each post that went out brought.
  const { hasSales, salesOf } = usePostSalesColumn(posts);

  return (
    <div>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <Text type="secondary" role="status">
          {q ? texts.noPostsFound(q) : texts.noPosts}
        </Text>
      ) : (
        <>
          <ul style={{ margin: 0, padding: 0 }} aria-busy={query.isFetching}>
            {posts.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                timeZone={timeZone}
                action={
                  <>
                    {hasSales(post) && <PostSalesCell sales={salesOf(post.id)} />}
                    <Button
                      size="small"
                      disabled={reusing}
                      aria-label={texts.reuseLabel(excerptOf(post))}
                      onClick={() => void reuse(reuseRequestOf(post))}
                    >
                      {texts.reuse}
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
          {posts.length === limit && limit < postListing.maxLimit && (
            <Button
              style={{ marginTop: token.marginSM }}
              onClick={() => setPaging({ q, limit: Math.min(limit + PAGE, postListing.maxLimit) })}
            >
              {texts.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
