import { Text } from '@scp/shared/client/typography';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Skeleton, theme } from 'antd';
import { useListStudioPostsQuery } from '../../common/api/posts-api';
import { LoadFailed } from '../../common/components/load-failed';
import { PostRow } from '../../common/components/post-row';
import { useCalendarFilters } from '../hooks/use-calendar-filters';
import { CalendarFilterBar } from './calendar-filters';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.calendar;

/** Every draft, the owner's and those saved from the assistant, last edited first. */
export function DraftList() {
  const { token } = theme.useToken();
  const timeZone = useOwnerTimeZone();
  const [filters, setFilters] = useCalendarFilters();
  const query = useListStudioPostsQuery({
    status: 'draft',
    limit: postListing.maxLimit,
    ...(filters.platform && { platform: filters.platform }),
  });
  const drafts = query.data?.posts ?? [];
  return (
    <section aria-label={texts.drafts}>
      <div style={{ marginBottom: token.margin }}>
        <CalendarFilterBar filters={filters} statuses={[]} onChange={setFilters} />
      </div>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      ) : drafts.length === 0 ? (
        <Text type="secondary">{texts.noDrafts}</Text>
      ) : (
        <ul style={{ margin: 0, padding: 0 }}>
          {drafts.map((post) => (
            <PostRow key={post.id} post={post} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
