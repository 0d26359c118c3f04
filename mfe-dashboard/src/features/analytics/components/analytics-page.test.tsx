import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import {
  ANALYTICS,
  DEMO_KEY,
  HEALTH,
  SYNC,
  healthFixture,
  renderDashboard,
  summaryFixture,
} from '../../../test-support/render-dashboard.test-helper';

jest.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null }));

let api: FakeApi;
beforeEach(() => {
  localStorage.setItem(DEMO_KEY, 'false');
  api = installFakeApi();
  api.answer(ANALYTICS, ok(summaryFixture()));
  api.answer(HEALTH, ok(healthFixture()));
});

/** The query string of the last analytics request. */
async function lastAnalyticsQuery(): Promise<URLSearchParams> {
  const calls = (globalThis.fetch as jest.Mock).mock.calls as Array<[RequestInfo | URL, RequestInit?]>;
  const urls = calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/dashboard/analytics');
  return urls.at(-1)!.searchParams;
}

describe('analytics', () => {
  it('overview: the nine KPIs with their change, and the top products', async () => {
    await renderDashboard('/analytics/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Overview' })).toBeInTheDocument();
    const kpis = await screen.findByRole('list', { name: 'Key figures' });
    const figure = (name: string) => within(within(kpis).getByRole('listitem', { name })).getByText;
    expect(figure('Total Sales')('$23.3K')).toBeInTheDocument();
    expect(figure('Total Sales')('+12.5%')).toBeInTheDocument();
    expect(figure('Total Orders')('465')).toBeInTheDocument();
    expect(figure('Total Orders')('-4%')).toBeInTheDocument();
    expect(figure('Average Order Value')('$50')).toBeInTheDocument();
    expect(figure('Conversion Rate')('2%')).toBeInTheDocument();
    expect(figure('Total Revenue')('$23.3K')).toBeInTheDocument();
    expect(figure('Total Followers')('1.3K')).toBeInTheDocument();
    expect(figure('Avg. Engagement Rate')('1.2%')).toBeInTheDocument();
    expect(figure('Total Reach')('46.5K')).toBeInTheDocument();
    expect(figure('Total Impressions')('69.8K')).toBeInTheDocument();
    const products = screen.getByRole('table', { name: 'Top products' });
    expect(within(products).getByRole('row', { name: '1 Sourdough loaf $9,000' })).toBeInTheDocument();
    expect(within(products).getByRole('row', { name: '2 Croissant box $4,000' })).toBeInTheDocument();
    expect((await lastAnalyticsQuery()).get('range')).toBe('last_30_days');
    expect((await lastAnalyticsQuery()).get('comparison')).toBe('previous_period');
  });

  it('the range picker asks for the chosen range and keeps it in the address', async () => {
    const view = await renderDashboard('/analytics/overview');
    await screen.findByRole('list', { name: 'Key figures' });
    await userEvent.selectOptions(screen.getByLabelText('Date range'), 'last_90_days');
    await waitFor(async () => expect((await lastAnalyticsQuery()).get('range')).toBe('last_90_days'));
    expect(view.location()).toBe('/analytics/overview?range=last_90_days');
  });

  it('a custom range is checked before it is asked for', async () => {
    const view = await renderDashboard('/analytics/overview');
    await screen.findByRole('list', { name: 'Key figures' });
    await userEvent.selectOptions(screen.getByLabelText('Date range'), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(view.location()).toBe('/analytics/overview');

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect((await lastAnalyticsQuery()).get('startDate')).toBe('2026-11-10'));
    expect((await lastAnalyticsQuery()).get('endDate')).toBe('2026-11-20');
    expect(view.location()).toBe('/analytics/overview?startDate=2026-11-10&endDate=2026-11-20');
  });

  it('an address with a range the service would refuse falls back to the last 30 days', async () => {
    await renderDashboard('/analytics/overview?startDate=2026-02-30');
    await screen.findByRole('list', { name: 'Key figures' });
    expect((await lastAnalyticsQuery()).get('range')).toBe('last_30_days');
    expect(screen.getByLabelText('Date range')).toHaveValue('last_30_days');
  });

  it('deep dive: each platform with its score, label and advice, and the shop by day', async () => {
    await renderDashboard('/analytics/deep-dive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Deep Dive' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deep dive' })).toHaveAttribute('aria-current', 'page');
    const breakdown = await screen.findByRole('table', { name: 'Platform breakdown' });
    const instagram = within(breakdown).getByRole('row', { name: /^Instagram/ });
    expect(within(instagram).getByText('1.3K')).toBeInTheDocument();
    expect(within(instagram).getByText('+29.7%')).toBeInTheDocument();
    expect(within(instagram).getByText('63 · Good')).toBeInTheDocument();
    expect(within(instagram).getByText(/Good engagement at 1.2%/)).toBeInTheDocument();
    expect(
      within(instagram).getByRole('rowheader').querySelector('svg[data-platform-mark="instagram"]'),
    ).not.toBeNull();
    const days = screen.getByRole('region', { name: 'Sales by day' });
    // Newest first: the fixture's last day sold 30 orders for $1,500.
    expect(within(days).getAllByRole('row')[1]).toHaveAccessibleName('2026-11-24 $1,500 30 $50 2%');
  });

  it("Refresh syncs every account and reads again; a failure gives the spec's toast", async () => {
    api.answer(SYNC, ok({ state: 'completed', accounts: [] }));
    await renderDashboard('/analytics/overview');
    await screen.findByRole('list', { name: 'Key figures' });
    const before = api.callsTo(ANALYTICS).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo(ANALYTICS).length).toBeGreaterThan(before));
    expect(api.callsTo(SYNC)).toHaveLength(1);

    api.answer(SYNC, fails(409, 'CONFLICT', 'A sync is running'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to refresh analytics data. Please try again.')).toBeInTheDocument();
  });

  it('with Demo Data on, analytics shows the labelled demo figures and asks nothing', async () => {
    localStorage.setItem(DEMO_KEY, 'true');
    await renderDashboard('/analytics/overview');
    expect(await screen.findByText(/You're looking at a sample shop's figures/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key figures' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(api.callsTo(ANALYTICS)).toHaveLength(0);
  });
});
