import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import type { RoiResponse } from '@scp/shared/contracts/dashboard/roi';
import {
  ANALYTICS,
  DEMO_KEY,
  HEALTH,
  healthFixture,
  renderDashboard,
  summaryFixture,
} from '../../../test-support/render-dashboard.test-helper';

jest.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null }));

const ROI = 'GET /api/dashboard/roi';
const range = { start: '2026-10-28', end: '2026-11-26', days: 30 };
const figures = (spend: number, purchases: number, roas: number | null, costPerOrder: number | null) => ({
  spend,
  impressions: spend * 100,
  clicks: spend * 2,
  purchases,
  attributedRevenue: purchases * 50,
  roas,
  costPerOrder,
});

const fromAdAccounts: RoiResponse = {
  range,
  currency: 'USD',
  spendSource: 'ad_accounts',
  totals: {
    revenue: 12000,
    orders: 240,
    spend: 1500,
    roas: 8,
    marketingEfficiency: 8,
    costPerOrder: 6.25,
    attributedRoas: 3.33,
  },
  platforms: [{ platform: 'facebook', ...figures(1500, 100, 3.33, 15) }],
  campaigns: [
    {
      platform: 'facebook',
      adAccountId: 'act_1',
      campaignId: 'c2',
      campaignName: 'Retargeting',
      ...figures(900, 60, 3.33, 15),
    },
    {
      platform: 'facebook',
      adAccountId: 'act_1',
      campaignId: 'c1',
      campaignName: 'Prospecting',
      ...figures(600, 0, 0, null),
    },
  ],
};

const estimate: RoiResponse = {
  range,
  currency: 'USD',
  spendSource: 'estimate',
  totals: {
    revenue: 12000,
    orders: 240,
    spend: 1800,
    roas: 6.67,
    marketingEfficiency: 6.67,
    costPerOrder: 7.5,
    attributedRoas: null,
  },
  platforms: [],
  campaigns: [],
};

let api: FakeApi;
beforeEach(() => {
  localStorage.setItem(DEMO_KEY, 'false');
  api = installFakeApi();
  api.answer(ANALYTICS, ok(summaryFixture()));
  api.answer(HEALTH, ok(healthFixture()));
});

const tiles = async () => {
  const list = await screen.findByRole('list', { name: 'Marketing figures' });
  return (name: string) => within(within(list).getByRole('listitem', { name })).getByText;
};

describe('Marketing ROI (/analytics/roi)', () => {
  it('shows spend, ROAS, marketing efficiency and cost per order, then the spend by platform and campaign', async () => {
    api.answer(ROI, ok(fromAdAccounts));
    await renderDashboard('/analytics/roi');
    expect(await screen.findByRole('link', { name: 'Marketing ROI' })).toHaveAttribute('aria-current', 'page');
    const tile = await tiles();
    expect(tile('Ad spend')('$1,500')).toBeInTheDocument();
    expect(tile('ROAS')('8x')).toBeInTheDocument();
    expect(tile('Marketing efficiency')('8x')).toBeInTheDocument();
    expect(tile('Cost per order')('$6.25')).toBeInTheDocument();
    expect(screen.getByText('From your ad accounts’ spend over this range.')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated:/)).not.toBeInTheDocument();

    const platforms = screen.getByRole('table', { name: /of each platform/ });
    const [header, facebook] = within(platforms).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Platform', 'Spend', 'Impressions', 'Clicks', 'Purchases', 'ROAS', 'Cost per order']);
    expect(facebook).toHaveAccessibleName('Facebook $1,500 150,000 3,000 100 3.33x $15');
    const campaigns = within(screen.getByRole('table', { name: /of each campaign/ })).getAllByRole('row');
    expect(campaigns[1]).toHaveAccessibleName('Retargeting (Facebook) $900 90,000 1,800 60 3.33x $15');
    // No purchases: no cost per order.
    expect(campaigns[2]).toHaveAccessibleName('Prospecting (Facebook) $600 60,000 1,200 0 0x —');
  });

  it('shows the owner’s own figures with Demo Data on, without the sample-figures notice', async () => {
    localStorage.setItem(DEMO_KEY, 'true');
    api.answer(ROI, ok(fromAdAccounts));
    await renderDashboard('/analytics/roi');
    expect((await tiles())('ROAS')('8x')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Demo Data' })).toBeChecked();
    expect(screen.queryByText(/sample shop/)).not.toBeInTheDocument();
  });

  it('labels the estimate when no ad account is connected, with no platform or campaign table', async () => {
    api.answer(ROI, ok(estimate));
    await renderDashboard('/analytics/roi');
    const tile = await tiles();
    expect(tile('ROAS')('6.67x')).toBeInTheDocument();
    expect(tile('Cost per order')('$7.50')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Estimated: no ad account is connected, so ad spend is taken as 15% of revenue.');
    expect(note).toHaveTextContent('Connect Facebook, Pinterest or TikTok with your ad accounts');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the figures of the range picked, and says when they could not be loaded', async () => {
    api.answer(ROI, ok(fromAdAccounts));
    await renderDashboard('/analytics/roi');
    await tiles();
    api.answer(ROI, ok({ ...fromAdAccounts, totals: { ...fromAdAccounts.totals, spend: 350, roas: 9.5 } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 days');
    expect(await screen.findByText('9.5x')).toBeInTheDocument();
    expect((await tiles())('Ad spend')('$350')).toBeInTheDocument();

    api.answer(ROI, fails(500, 'INTERNAL', 'Boom'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 90 days');
    expect(
      await screen.findByText('Marketing figures could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
