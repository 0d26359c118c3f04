import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import type { PostPerformance } from '@scp/shared/contracts/dashboard/analytics-tools';
import {
  ANALYTICS,
  DEMO_KEY,
  HEALTH,
  healthFixture,
  renderDashboard,
  summaryFixture,
} from '../../../test-support/render-dashboard.test-helper';

jest.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null }));

const TOP_POSTS = 'GET /api/dashboard/top-posts';

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  api = installFakeApi();
});

function post(
  platform: PostPerformance['platform'],
  excerpt: string,
  figures: Partial<PostPerformance>,
): PostPerformance {
  return {
    postId: `${platform}-${excerpt.length}`,
    platform,
    accountId: `${platform}-1`,
    publishedAt: '2026-11-20T18:00:00.000Z',
    excerpt,
    permalink: `https://sandbox.test/${platform}/1`,
    engagement: 0,
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    reach: null,
    clicks: null,
    ...figures,
  };
}

async function openEngagement(demo = false) {
  localStorage.setItem(DEMO_KEY, String(demo));
  api.answer(ANALYTICS, ok(summaryFixture()));
  api.answer(HEALTH, ok(healthFixture()));
  await renderDashboard();
  await userEvent.click(await screen.findByRole('tab', { name: 'Engagement' }));
}

describe('Top posts on the engagement tab', () => {
  it('lists the most engaging posts with their platform, text, figures and a link to each', async () => {
    api.answer(
      TOP_POSTS,
      ok({
        range: { start: '2026-10-29', end: '2026-11-27' },
        posts: [
          post('tiktok', 'Our sourdough, start to finish', {
            engagement: 1540,
            likes: 1400,
            comments: 90,
            shares: 50,
            reach: 12000,
          }),
          post('instagram', 'Spring loaves are back', {
            engagement: 75,
            likes: 60,
            comments: 5,
            saves: 10,
            reach: 900,
          }),
        ],
      }),
    );
    await openEngagement();
    const list = await screen.findByRole('list', { name: 'Top posts of the last 30 days' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Our sourdough, start to finish');
    expect(items[0]).toHaveTextContent('1.5K engagements · 1.4K likes · 90 comments · 50 shares · 12K reached');
    // A figure the platform does not report is left out rather than shown as 0.
    expect(items[0]).not.toHaveTextContent('saves');
    expect(items[1]).toHaveTextContent('75 engagements · 60 likes · 5 comments · 10 saves · 900 reached');
    expect(
      within(items[0]!).getByRole('link', { name: 'View the post on TikTok: Our sourdough, start to finish' }),
    ).toHaveAttribute('href', 'https://sandbox.test/tiktok/1');
    expect(items[0]!.querySelector('[data-platform-mark="tiktok"]')).not.toBeNull();
  });

  it('says when no post has figures yet', async () => {
    api.answer(TOP_POSTS, ok({ range: { start: '2026-10-29', end: '2026-11-27' }, posts: [] }));
    await openEngagement();
    expect(await screen.findByText(/No post published in the last 30 days has figures yet/)).toBeInTheDocument();
  });

  it('says so when the list could not be loaded', async () => {
    // A failure the client does not retry, so the test need not wait out the back-off.
    api.answer(TOP_POSTS, fails(404, 'NOT_FOUND', 'Not found'));
    await openEngagement();
    expect(await screen.findByText('Your top posts could not be loaded just now.')).toBeInTheDocument();
  });

  it('is not shown with the demo data (the figures would not be the owner’s)', async () => {
    await openEngagement(true);
    expect(screen.getByRole('listitem', { name: 'Total Reach' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top posts' })).toBeNull();
    expect(api.callsTo(TOP_POSTS)).toHaveLength(0);
  });
});
