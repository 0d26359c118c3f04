import { PageContainer } from '@scp/shared/client/page-container';
import { StatTile } from '@scp/shared/client/stat-tile';
import { Text } from '@scp/shared/client/typography';
import type { PostListQuery } from '@scp/shared/contracts/studio/studio-api';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CampaignCreator } from '../../campaigns/components/campaign-creator';
import { CampaignList } from '../../campaigns/components/campaign-list';
import { useListStudioPostsQuery, useStudioPostSummaryQuery } from '../../common/api/posts-api';
import { LoadFailed } from '../../common/components/load-failed';
import { NewPostButton } from '../../common/components/new-post-button';
import { PostRow } from '../../common/components/post-row';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.home;

/** How many posts each of the home's lists shows; the calendar has the rest. */
const LIST_SIZE = 5;

type Section = 'drafts' | 'scheduled' | 'published' | 'failed';

const seeAllPaths: Record<Section, string> = {
  drafts: studioPaths.calendarDrafts,
  scheduled: studioPaths.calendarScheduled,
  published: `${studioPaths.calendarScheduled}?status=published`,
  failed: `${studioPaths.calendarScheduled}?status=failed`,
};

function PostSection({ section, queries, timeZone }: { section: Section; queries: PostListQuery[]; timeZone: string }) {
  const { token } = theme.useToken();
  const headingId = useId();
  // The failed list reads two statuses (failed and partly published): one read each, newest change first.
  const first = useListStudioPostsQuery(queries[0] ?? {});
  const second = useListStudioPostsQuery(queries[1] ?? {}, { skip: queries.length < 2 });
  const reads = queries.length < 2 ? [first] : [first, second];
  const posts = reads
    .flatMap((read) => read.data?.posts ?? [])
    .sort((a, b) =>
      section === 'scheduled'
        ? Date.parse(a.scheduledAt ?? '') - Date.parse(b.scheduledAt ?? '')
        : Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
    )
    .slice(0, LIST_SIZE);
  const loading = reads.some((read) => read.isLoading);
  const failed = reads.some((read) => read.isError);
  return (
    <section
      aria-labelledby={headingId}
      data-home-section={section}
      style={{
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        minWidth: 0,
      }}
    >
      <h2
        id={headingId}
        style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}
      >
        {texts.sections[section]}
      </h2>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : failed ? (
        <LoadFailed
          message={texts.loadFailed}
          retryLabel={texts.retry}
          onRetry={() => reads.forEach((read) => void read.refetch())}
        />
      ) : posts.length === 0 ? (
        <Text type="secondary" style={{ display: 'block' }}>
          {texts.empty[section]}
        </Text>
      ) : (
        <ul style={{ margin: 0, padding: 0 }}>
          {posts.map((post) => (
            <PostRow key={post.id} post={post} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <Link to={seeAllPaths[section]} style={{ display: 'inline-block', marginTop: token.marginXS }}>
        {texts.seeAll[section]}
      </Link>
    </section>
  );
}

/** The counts of the owner's posts by what became of them. */
function PostCounts() {
  const { token } = theme.useToken();
  const summary = useStudioPostSummaryQuery();
  const counts = summary.data?.counts;
  if (!counts) return summary.isLoading ? <Skeleton.Input active style={{ width: 320 }} /> : null;
  const tiles: Array<[string, number]> = [
    [texts.counts.drafts, counts.draft],
    [texts.counts.scheduled, counts.scheduled + counts.publishing],
    [texts.counts.published, counts.published],
    [texts.counts.failed, counts.failed + counts.partial],
  ];
  return (
    <ul
      aria-label={texts.countsLabel}
      style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, margin: `0 0 ${token.marginLG}px`, padding: 0 }}
    >
      {tiles.map(([label, value]) => (
        <StatTile key={label} label={label} value={value.toLocaleString()} />
      ))}
    </ul>
  );
}

/**
 * /studio: how many posts are drafts, scheduled, published and failed, the latest of each, the
 * campaigns, and the ways to a new post and a new campaign. `?openCampaign=true` (the dashboard's
 * 'Create Campaign') opens the campaign creator; the creator open is that address, so Back closes it.
 */
export function StudioHomePage() {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const creatorOpen = params.get(studioPaths.openCampaignParam) === 'true';
  const setCreatorOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(studioPaths.openCampaignParam, 'true');
        else next.delete(studioPaths.openCampaignParam);
        return next;
      },
      { replace: !open },
    );
  const timeZone = useOwnerTimeZone();
  // The next scheduled posts: from now to as far as one read may look ahead.
  const [upcoming] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + postListing.maxRangeMs).toISOString() };
  });
  const sections: Array<[Section, PostListQuery[]]> = [
    ['drafts', [{ status: 'draft', limit: LIST_SIZE }]],
    ['scheduled', [{ status: 'scheduled', ...upcoming, limit: LIST_SIZE }]],
    ['published', [{ status: 'published', limit: LIST_SIZE }]],
    [
      'failed',
      [
        { status: 'failed', limit: LIST_SIZE },
        { status: 'partial', limit: LIST_SIZE },
      ],
    ],
  ];
  return (
    <PageContainer
      title={texts.title}
      actions={
        <>
          <Button onClick={() => setCreatorOpen(true)}>{texts.newCampaign}</Button>
          <NewPostButton />
        </>
      }
    >
      <PostCounts />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
          gap: token.margin,
        }}
      >
        {sections.map(([section, queries]) => (
          <PostSection key={section} section={section} queries={queries} timeZone={timeZone} />
        ))}
      </div>
      <CampaignList />
      <CampaignCreator open={creatorOpen} onClose={() => setCreatorOpen(false)} />
    </PageContainer>
  );
}
