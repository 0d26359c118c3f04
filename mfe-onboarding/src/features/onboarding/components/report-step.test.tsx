import { act, screen, waitFor } from '@testing-library/react';
import { installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { ANALYTICS, HEALTH, LIST_GOALS } from '../../../test-support/render-onboarding.test-helper';
import { FIRST_SYNC_POLL_MS, ReportStep } from './report-step';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

const summary = (overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  range: { start: '2026-10-27', end: '2026-11-25', days: 30 },
  comparison: null,
  currency: 'USD',
  kpis: {
    totalSales: 12_480,
    totalOrders: 182,
    averageOrderValue: 68.57,
    totalRevenue: 12_480,
    conversionRate: null,
    totalFollowers: 2_340,
    avgEngagementRate: 3.4,
    totalReach: 40_000,
    totalImpressions: 60_000,
    totalEngagements: 2_400,
    clickThroughRate: null,
  },
  metrics: {
    revenue: { value: 12_480, trend: null },
    orders: { value: 182, trend: null },
    aov: { value: 68.57, trend: null },
    conversionRate: { value: null, trend: null },
    roas: { value: 6.67, trend: null, adSpendEstimated: true },
  },
  trends: [],
  platformBreakdown: [],
  shop: null,
  topProducts: [],
  lastUpdated: '2026-11-25T10:00:00.000Z',
  metadata: { shopConnected: true, platforms: ['instagram', 'shopify'], cached: false, connectedAccounts: 2 },
  ...overrides,
});

const health: HealthResponse = {
  reading: {
    score: 61.2,
    status: 'warning',
    statusLabel: 'Needs improvement',
    components: [],
    tips: ['Reply to every comment and end each post with a question to lift engagement toward 5.5%.'],
    benchmarkPercentile: 65.1,
  },
  quick: { score: 57, trend: 4.2 },
};

describe('the insights report', () => {
  it("shows the owner's own first figures, health score, top tips and goals", async () => {
    api.answer(ANALYTICS, ok(summary()));
    api.answer(HEALTH, ok(health));
    api.answer(
      LIST_GOALS,
      ok({
        goals: [
          {
            id: 'g1',
            option: 'increase-sales',
            title: 'Increase sales',
            metric: 'revenue',
            target: 13_728,
            periodDays: 30,
            deadline: null,
            active: true,
            createdAt: '2026-11-25T10:00:00.000Z',
            updatedAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
    );
    await renderRemote(<ReportStep onDone={() => undefined} />, '/onboarding');
    expect(await screen.findByText('From Instagram, Shopify, over the last 30 days:')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Revenue' })).toHaveTextContent('$12.5K');
    expect(screen.getByRole('listitem', { name: 'Orders' })).toHaveTextContent('182');
    expect(screen.getByRole('listitem', { name: 'Followers' })).toHaveTextContent('2.3K');
    expect(screen.getByRole('listitem', { name: 'Engagement rate' })).toHaveTextContent('3.4%');
    expect(screen.getByRole('listitem', { name: 'Health score' })).toHaveTextContent('61 · Needs improvement');
    expect(screen.getByText(/lift engagement toward 5.5%/)).toBeInTheDocument();
    expect(await screen.findByText('Increase sales: $13,728 in 30 days')).toBeInTheDocument();
  });

  const shopOnly = (overrides: Partial<AnalyticsSummary> = {}) =>
    summary({ metadata: { ...summary().metadata, platforms: ['shopify'] }, ...overrides });
  const notSyncedYet = () => {
    const empty = shopOnly({ lastUpdated: null });
    return { ...empty, kpis: { ...empty.kpis, totalSales: 0, totalOrders: 0 } };
  };
  const shopStatus = (lastSuccessAt: string | null) => ({
    platform: 'shopify',
    accountId: 'robins-bakery.myshopify.com',
    lastCompleteDay: lastSuccessAt ? '2026-11-24' : null,
    lastRunAt: '2026-11-25T10:00:00.000Z',
    lastSuccessAt,
    outcome: lastSuccessAt ? 'ok' : 'unavailable',
    error: lastSuccessAt ? null : 'Shopify: HTTP 503',
    documentsWritten: lastSuccessAt ? 420 : 0,
  });

  it('syncs once when the accounts connected a moment ago have no figures yet, then shows them', async () => {
    api.answer(ANALYTICS, ok(notSyncedYet()));
    api.answer(HEALTH, ok(health));
    api.answer(LIST_GOALS, ok({ goals: [] }));
    api.answer(
      'POST /api/dashboard/sync',
      ok({ state: 'completed', accounts: [shopStatus('2026-11-25T10:01:00.000Z')] }),
    );
    await renderRemote(<ReportStep onDone={() => undefined} />, '/onboarding');
    await waitFor(() => expect(api.callsTo('POST /api/dashboard/sync')).toHaveLength(1));

    // The sync has finished: the figures are read again.
    api.answer(ANALYTICS, ok(shopOnly()));
    expect(
      await screen.findByText('From Shopify, over the last 30 days:', {}, { timeout: FIRST_SYNC_POLL_MS + 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Revenue' })).toHaveTextContent('$12.5K');
    expect(api.callsTo('POST /api/dashboard/sync')).toHaveLength(1);
  });

  it('says the sync is still running and reads the figures again until it has finished, then stops', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      // The shop's sync started by the connection is still writing (revenue still $0), and the sync
      // asked for here outlasts its request.
      api.answer(ANALYTICS, ok(notSyncedYet()));
      api.answer(HEALTH, ok(health));
      api.answer(LIST_GOALS, ok({ goals: [] }));
      api.answer('POST /api/dashboard/sync', ok({ state: 'running', accounts: [shopStatus(null)] }));
      await renderRemote(<ReportStep onDone={() => undefined} />, '/onboarding');
      expect(await screen.findByRole('status')).toHaveTextContent(/still syncing/);
      expect(screen.queryByRole('listitem', { name: 'Revenue' })).not.toBeInTheDocument();

      // Still running at the next read: still waiting, no $0 shown.
      await act(async () => jest.advanceTimersByTimeAsync(FIRST_SYNC_POLL_MS));
      expect(screen.getByRole('status')).toHaveTextContent(/still syncing/);
      expect(screen.queryByRole('listitem', { name: 'Revenue' })).not.toBeInTheDocument();

      // The sync has finished: the next read shows the shop's revenue.
      api.answer(ANALYTICS, ok(shopOnly()));
      await act(async () => jest.advanceTimersByTimeAsync(FIRST_SYNC_POLL_MS));
      expect(await screen.findByRole('listitem', { name: 'Revenue' })).toHaveTextContent('$12.5K');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/dashboard/sync')).toHaveLength(1);

      // Complete figures are not read again.
      const reads = api.callsTo(ANALYTICS).length;
      await act(async () => jest.advanceTimersByTimeAsync(FIRST_SYNC_POLL_MS * 3));
      expect(api.callsTo(ANALYTICS)).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops waiting when the sync failed for every account, and shows what there is', async () => {
    api.answer(ANALYTICS, ok(notSyncedYet()));
    api.answer(HEALTH, ok(health));
    api.answer(LIST_GOALS, ok({ goals: [] }));
    api.answer('POST /api/dashboard/sync', ok({ state: 'completed', accounts: [shopStatus(null)] }));
    await renderRemote(<ReportStep onDone={() => undefined} />, '/onboarding');
    expect(await screen.findByText('From Shopify, over the last 30 days:')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
