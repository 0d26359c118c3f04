import { lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';
import { PageContainer } from '@scp/shared/client/page-container';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';

// The post editor (its rules, X's counting, previews) is a chunk of its own, loaded on its visit only.
const PostEditorPage = lazy(() =>
  import('./features/editor/components/post-editor-page').then((m) => ({ default: m.PostEditorPage })),
);
const StudioHomePage = lazy(() =>
  import('./features/home/components/studio-home-page').then((m) => ({ default: m.StudioHomePage })),
);
const CalendarPage = lazy(() =>
  import('./features/calendar/components/calendar-page').then((m) => ({ default: m.CalendarPage })),
);
const NewCampaignPage = lazy(() =>
  import('./features/campaigns/components/new-campaign-page').then((m) => ({ default: m.NewCampaignPage })),
);
const CampaignPage = lazy(() =>
  import('./features/campaigns/components/campaign-page').then((m) => ({ default: m.CampaignPage })),
);
const ContentPage = lazy(() =>
  import('./features/content/components/content-page').then((m) => ({ default: m.ContentPage })),
);
const MoodboardPage = lazy(() =>
  import('./features/moodboard/components/moodboard-page').then((m) => ({ default: m.MoodboardPage })),
);

/** The screens of this area not built yet, by the paths the shell mounts it on. */
const screens: readonly AreaScreen[] = [
  { path: '/studio/*', title: 'Studio' },
  { path: '/calendar/*', title: 'Calendar' },
  { path: '/content', title: 'Content' },
];

/**
 * Exposed as `./routes`: the shell renders it for every path this remote owns. Matched absolutely, so
 * it works whatever route element the shell wraps it in. New and saved posts render the same editor
 * element, so saving a new post (which moves to its address) keeps the editor as it is.
 */
function StudioRoutes() {
  const { pathname } = useLocation();
  const isNewPost = matchPath({ path: studioPaths.newPost, end: true }, pathname) !== null;
  const savedPost = isNewPost ? null : matchPath({ path: studioPaths.postPattern, end: true }, pathname);
  if (isNewPost || savedPost) return <PostEditorPage postId={savedPost?.params.postId} />;
  if (matchPath({ path: studioPaths.home, end: true }, pathname)) return <StudioHomePage />;
  if (matchPath({ path: studioPaths.newCampaign, end: true }, pathname)) return <NewCampaignPage />;
  const campaign = matchPath({ path: studioPaths.campaignPattern, end: true }, pathname);
  // Keyed by the campaign: another campaign's page starts fresh (its form, its import).
  if (campaign?.params.campaignId) {
    return <CampaignPage key={campaign.params.campaignId} campaignId={campaign.params.campaignId} />;
  }
  if (
    matchPath({ path: studioPaths.calendarScheduled, end: true }, pathname) ||
    matchPath({ path: studioPaths.calendarDrafts, end: true }, pathname)
  ) {
    return <CalendarPage />;
  }
  if (matchPath({ path: studioPaths.content, end: true }, pathname)) return <ContentPage />;
  if (matchPath({ path: studioPaths.moodboard, end: true }, pathname)) return <MoodboardPage />;
  // No Suspense of its own: while a page's chunk loads, the shell's lazy-page fallback shows.
  return (
    <PageContainer>
      <AreaRoutes screens={screens} />
    </PageContainer>
  );
}

export default withAntdThemeBridge(StudioRoutes);
