import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import type { CustomerFigures } from '@scp/shared/contracts/dashboard/customers';
import {
  ANALYTICS,
  DEMO_KEY,
  HEALTH,
  healthFixture,
  renderDashboard,
  summaryFixture,
} from '../../../test-support/render-dashboard.test-helper';

jest.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null }));

const CUSTOMERS = 'GET /api/dashboard/customers';

const figures: CustomerFigures = {
  shopConnected: true,
  hasData: true,
  currency: 'USD',
  range: { start: '2025-10-24', end: '2026-11-26' },
  customers: 1412,
  orders: 1960,
  revenue: 33372,
  lifetimeValue: 81,
  averageOrdersPerCustomer: 1.36,
  repeatCustomers: 103,
  repeatRate: 25,
  medianDaysToSecondOrder: 41.5,
  cohorts: [
    {
      month: '2026-09',
      customers: 40,
      revenue: 3400,
      retention: [
        { days: 30, customers: 4, rate: 10 },
        { days: 60, customers: 7, rate: 17.5 },
        { days: 90, customers: 9, rate: null },
      ],
    },
    {
      month: '2026-10',
      customers: 36,
      revenue: 2900,
      retention: [
        { days: 30, customers: 3, rate: 8.3 },
        { days: 60, customers: 3, rate: null },
        { days: 90, customers: 3, rate: null },
      ],
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  localStorage.setItem(DEMO_KEY, 'false');
  api = installFakeApi();
  api.answer(ANALYTICS, ok(summaryFixture()));
  api.answer(HEALTH, ok(healthFixture()));
});

describe('the deep dive’s customers', () => {
  it('shows lifetime value, repeat rate, time to a second order and the cohorts, newest first', async () => {
    api.answer(CUSTOMERS, ok(figures));
    await renderDashboard('/analytics/deep-dive');
    const tiles = await screen.findByRole('list', { name: 'Customer figures' });
    const tile = (name: string) => within(within(tiles).getByRole('listitem', { name })).getByText;
    expect(tile('Customer lifetime value')('$81')).toBeInTheDocument();
    expect(tile('Repeat rate')('25%')).toBeInTheDocument();
    expect(tile('Repeat rate')('103 of 1,412 customers ordered again')).toBeInTheDocument();
    expect(tile('Time to second order')('41.5 days')).toBeInTheDocument();
    expect(
      screen.getByText('From 1,412 customers and 1,960 orders synced, 2025-10-24 to 2026-11-26.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Customers by the month of their first order/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'First order',
      'Customers',
      'Revenue',
      'Again within 30 days',
      'Again within 60 days',
      'Again within 90 days',
    ]);
    expect(rows[1]).toHaveAccessibleName('2026-10 36 $2,900 8.3% (3) Not yet Not yet');
    expect(rows[2]).toHaveAccessibleName('2026-09 40 $3,400 10% (4) 17.5% (7) Not yet');
  });

  it('says to connect Shopify without a shop, and waits for a sync with a shop but no customers', async () => {
    const none = { ...figures, hasData: false, range: null, customers: 0, orders: 0, cohorts: [] };
    api.answer(CUSTOMERS, ok({ ...none, shopConnected: false }));
    const view = await renderDashboard('/analytics/deep-dive');
    expect(
      await screen.findByText(
        'Connect your Shopify store to see your customers’ lifetime value, repeat rate and cohorts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Customer figures' })).not.toBeInTheDocument();
    view.unmount();

    api.answer(CUSTOMERS, ok({ ...none, shopConnected: true }));
    await renderDashboard('/analytics/deep-dive');
    expect(
      await screen.findByText('No synced order names its customer yet. Figures appear after the next sync.'),
    ).toBeInTheDocument();
  });

  it('says the figures could not be loaded, and Try again reads them again', async () => {
    api.answer(CUSTOMERS, fails(500, 'INTERNAL', 'Boom'));
    await renderDashboard('/analytics/deep-dive');
    const alert = await screen.findByText('Customer figures could not be loaded.', {}, { timeout: 10_000 });
    api.answer(CUSTOMERS, ok(figures));
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('list', { name: 'Customer figures' })).toBeInTheDocument();
  }, 20_000);
});
