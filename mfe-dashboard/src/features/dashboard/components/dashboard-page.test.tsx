import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import {
  ANALYTICS,
  DEMO_KEY,
  HEALTH,
  healthFixture,
  renderDashboard,
  summaryFixture,
} from '../../../test-support/render-dashboard.test-helper';

jest.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null }));

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  api = installFakeApi();
});

function ownFigures() {
  localStorage.setItem(DEMO_KEY, 'false');
  api.answer(ANALYTICS, ok(summaryFixture()));
  api.answer(HEALTH, ok(healthFixture()));
}

describe('dashboard', () => {
  it('opens on the labelled demo dataset with the health score 96, without asking the service', async () => {
    await renderDashboard();
    expect(screen.getByRole('switch', { name: 'Demo Data' })).toBeChecked();
    expect(screen.getByText(/You're looking at a sample shop's figures/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^96 Health score Excellent performance/ })).toBeInTheDocument();
    expect(api.callsTo(ANALYTICS)).toHaveLength(0);
    expect(api.callsTo(HEALTH)).toHaveLength(0);
  });

  it("turning Demo Data off shows the owner's own figures at once, and is remembered", async () => {
    api.answer(ANALYTICS, ok(summaryFixture()));
    api.answer(HEALTH, ok(healthFixture()));
    await renderDashboard();
    await userEvent.click(screen.getByRole('switch', { name: 'Demo Data' }));
    const revenue = await screen.findByRole('listitem', { name: 'Revenue' });
    expect(within(revenue).getByText('$23.3K')).toBeInTheDocument();
    expect(within(revenue).getByText('+12.5%')).toBeInTheDocument();
    expect(screen.queryByText(/sample shop's figures/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^62 Health score Needs improvement/ })).toBeInTheDocument();
    expect(localStorage.getItem(DEMO_KEY)).toBe('false');
    expect(api.callsTo(ANALYTICS).length).toBeGreaterThan(0);
  });

  it('greets the owner and shows the weekly tiles, the benchmark and the next best step', async () => {
    ownFigures();
    await renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The title row draws at once; the greeting comes with the figures.
    expect(await screen.findByText(/^Good (morning|afternoon|evening), Ann$/)).toBeInTheDocument();
    // Last 7 days of the fixture: engagements 240..300 step 10 = 1,890; the 7 before: 1,400.
    const engagements = screen.getByRole('listitem', { name: 'Engagements' });
    expect(within(engagements).getByText('1.9K')).toBeInTheDocument();
    expect(within(engagements).getByText('+35% vs last week')).toBeInTheDocument();
    // Followers 1,300 on the last day, 1,230 a week before: +5.7 %.
    expect(within(screen.getByRole('listitem', { name: 'Growth' })).getByText('+5.7%')).toBeInTheDocument();
    expect(screen.getByText('Benchmark: ahead of about 65.4% of similar shops')).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Your next best step' })).getByText(
        'Post 3 times a week on your strongest platform to grow followers toward 20,000.',
      ),
    ).toBeInTheDocument();
  });

  it('Quick Actions go where the spec says', async () => {
    ownFigures();
    await renderDashboard();
    expect(screen.getByRole('link', { name: 'Start from scratch' })).toHaveAttribute('href', '/studio');
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/studio?openCampaign=true');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('Overview: the four KPI cards with their 30-day averages and the Revenue Performance chart', async () => {
    ownFigures();
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    expect(screen.getByRole('heading', { name: 'Revenue Performance' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 days performance')).toBeInTheDocument();
    // Revenue 50..1,500 a day: average $775.
    expect(
      within(screen.getByRole('listitem', { name: 'Revenue' })).getByText('30-day average $775'),
    ).toBeInTheDocument();
    const roas = screen.getByRole('listitem', { name: 'ROAS' });
    expect(within(roas).getByText('6.7x')).toBeInTheDocument();
    expect(within(roas).getByText('Ad spend estimated at 15% of revenue')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Conversion Rate' })).getByText('2%')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Average Order Value' })).getByText('$50')).toBeInTheDocument();
    // The chart's figures, for screen readers.
    expect(screen.getByRole('table', { name: 'Revenue Performance' })).toBeInTheDocument();
  });

  it('Performance: three bars with the spec maxima, and says when click data is missing', async () => {
    localStorage.setItem(DEMO_KEY, 'false');
    api.answer(ANALYTICS, ok(summaryFixture({ kpis: { ...summaryFixture().kpis, clickThroughRate: null } })));
    api.answer(HEALTH, ok(healthFixture()));
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    const conversion = screen.getByRole('progressbar', { name: 'Conversion rate' });
    expect(conversion).toHaveAttribute('aria-valuemax', '10');
    expect(conversion).toHaveAttribute('aria-valuetext', '2%');
    expect(screen.getByRole('progressbar', { name: 'Click-through rate' })).toHaveAttribute('aria-valuetext', '—');
    expect(screen.getByRole('progressbar', { name: 'Return on ad spend' })).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText('No click data from your platforms yet')).toBeInTheDocument();
  });

  it('Engagement: totals with their 7-day change and a row per platform', async () => {
    ownFigures();
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    await userEvent.click(screen.getByRole('tab', { name: 'Engagement' }));
    expect(within(screen.getByRole('listitem', { name: 'Total Reach' })).getByText('46.5K')).toBeInTheDocument();
    // Reach 2,400..3,000 against 1,700..2,300 the week before: +35 %.
    expect(within(screen.getByRole('listitem', { name: 'Total Reach' })).getByText('+35%')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Total Engagement' })).getByText('4.7K')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Total Followers' })).getByText('1.3K')).toBeInTheDocument();
    const instagram = screen.getByRole('listitem', { name: 'Instagram' });
    expect(within(instagram).getByText('1.3K followers · 1.2% engagement')).toBeInTheDocument();
    expect(within(instagram).getByText('63 · Good')).toBeInTheDocument();
    const mark = instagram.querySelector('svg[data-platform-mark="instagram"]');
    expect(mark).not.toBeNull();
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it("AI Insights: the score's tips and the platforms' advice, else the spec's empty text", async () => {
    ownFigures();
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    await userEvent.click(screen.getByRole('tab', { name: 'AI Insights' }));
    expect(
      screen.getByText('Post 3 times a week on your strongest platform to grow followers toward 20,000.', {
        selector: 'li',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Good engagement at 1.2%/)).toBeInTheDocument();
  });

  it("AI Insights: the shop's own advice, its order value and its unmeasured conversion", async () => {
    localStorage.setItem(DEMO_KEY, 'false');
    const shop = {
      platform: 'shopify' as const,
      sales: 4200,
      orders: 100,
      averageOrderValue: 42,
      conversionRate: null,
      score: 42,
      label: 'Fair' as const,
      advice: [
        dashboardTexts.platformAdvice.averageOrderValueLow('$42'),
        dashboardTexts.platformAdvice.conversionUnknown,
      ],
    };
    api.answer(ANALYTICS, ok(summaryFixture({ shop })));
    api.answer(HEALTH, ok(healthFixture()));
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    await userEvent.click(screen.getByRole('tab', { name: 'AI Insights' }));
    expect(screen.getByRole('heading', { name: 'From your platforms' })).toBeInTheDocument();
    for (const text of shop.advice) {
      expect(screen.getByText(text, { exact: false }).closest('li')).toHaveTextContent(`Shopify: ${text}`);
    }
  });

  it('a new owner with nothing synced sees the empty states and where to connect', async () => {
    localStorage.setItem(DEMO_KEY, 'false');
    const empty = summaryFixture({
      trends: [],
      platformBreakdown: [],
      shop: null,
      topProducts: [],
      lastUpdated: null,
      metadata: { shopConnected: false, platforms: [], cached: false, connectedAccounts: 0 },
    });
    api.answer(ANALYTICS, ok(empty));
    api.answer(HEALTH, ok(healthFixture(0, [])));
    await renderDashboard();
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect accounts' })).toHaveAttribute('href', '/settings/integrations');
    expect(screen.getByText('No revenue data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'AI Insights' }));
    expect(
      screen.getByText('No AI insights available yet. Run analytics sync to generate insights.'),
    ).toBeInTheDocument();
  });

  it('a failing service gives the reason, a toast and zeroed figures, never a crash', async () => {
    localStorage.setItem(DEMO_KEY, 'false');
    api.answer(ANALYTICS, fails(503, 'SERVICE_UNAVAILABLE', 'down'));
    api.answer(HEALTH, fails(503, 'SERVICE_UNAVAILABLE', 'down'));
    await renderDashboard();
    // After the dashboard queries' 2 retries (business constants: 2 retries), 1 s then 2 s apart.
    expect(await screen.findByText('Failed to load analytics', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText("We're having trouble loading your analytics data. Please try again.")).toHaveLength(1);
    expect(screen.getByText('Analytics service unavailable (503)')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Revenue' })).getByText('$0')).toBeInTheDocument();

    api.answer(ANALYTICS, ok(summaryFixture()));
    api.answer(HEALTH, ok(healthFixture()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Analytics service unavailable (503)')).not.toBeInTheDocument());
    // The figures come once the new answer is in (a skeleton meanwhile).
    expect(
      await within(await screen.findByRole('listitem', { name: 'Revenue' })).findByText('$23.3K'),
    ).toBeInTheDocument();
    // The retry policy waits about 3 s before a 503 counts as a failure.
  }, 40_000);

  it('the ring opens the breakdown: each part with its points, figure, target and action', async () => {
    ownFigures();
    await renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^62 Health score/ }));
    const dialog = screen.getByRole('dialog', { name: 'How your health score is made' });
    const followers = within(dialog).getByRole('listitem', { name: 'Followers' });
    expect(within(followers).getByText('1.6 of 25 points')).toBeInTheDocument();
    expect(within(followers).getByText('1.3K')).toBeInTheDocument();
    expect(within(followers).getByText('20K')).toBeInTheDocument();
    const growth = within(dialog).getByRole('listitem', { name: 'Follower growth' });
    expect(within(growth).getByText('2.5% (estimated: no growth history yet)')).toBeInTheDocument();
    // A part at its maximum needs no action.
    const revenue = within(dialog).getByRole('listitem', { name: 'Revenue' });
    expect(within(revenue).queryByText('To raise it', { exact: false })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Quick reading: 58 (trend +4.2)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tabs follow the arrow keys', async () => {
    ownFigures();
    await renderDashboard();
    await screen.findByRole('listitem', { name: 'Revenue' });
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'AI Insights' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });
});
