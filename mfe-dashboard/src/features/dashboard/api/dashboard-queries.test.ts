import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { analyticsApi } from '@scp/shared/client/dashboard/analytics-api';
import { createAppStore } from '@scp/shared/client/store';
import { zeroedSummary } from '@scp/shared/contracts/dashboard/analytics';
import { topPostsApi } from './top-posts-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  jest.useRealTimers();
});

const MINUTE = 60_000;

describe("the dashboard's queries", () => {
  it('keep their answer 10 minutes once no screen uses it (business constants: cache 10 min), not the 30 of other data', async () => {
    api.answer('GET /api/dashboard/analytics', ok(zeroedSummary({})));
    api.answer('GET /api/dashboard/top-posts', ok({ range: { start: '2026-10-28', end: '2026-11-26' }, posts: [] }));
    jest.useFakeTimers();
    const store = createAppStore(undefined, { listeners: false });
    const analytics = store.dispatch(analyticsApi.endpoints.getAnalytics.initiate({ range: 'last_30_days' }));
    const posts = store.dispatch(topPostsApi.endpoints.getTopPosts.initiate());
    await analytics;
    await posts;
    analytics.unsubscribe();
    posts.unsubscribe();
    const cached = () => Object.keys(store.getState().api.queries);
    expect(cached()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(cached()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(cached()).toEqual([]);
  });

  it('retry a failure 2 times (business constants: 2 retries), not the 3 of other queries', async () => {
    for (const path of ['analytics', 'health', 'top-posts'])
      api.answer(`GET /api/dashboard/${path}`, fails(503, 'SERVICE_UNAVAILABLE', 'down'));
    jest.useFakeTimers();
    const store = createAppStore(undefined, { listeners: false });
    const reads = [
      store.dispatch(analyticsApi.endpoints.getAnalytics.initiate({ range: 'last_30_days' })),
      store.dispatch(analyticsApi.endpoints.getHealth.initiate({ range: 'last_30_days' })),
      store.dispatch(topPostsApi.endpoints.getTopPosts.initiate()),
    ];
    // 1 s then 2 s between the tries (with at most 10 % jitter); a third retry would come 4 s later.
    await jest.advanceTimersByTimeAsync(10_000);
    for (const read of reads) expect((await read).isError).toBe(true);
    for (const path of ['analytics', 'health', 'top-posts'])
      expect(api.callsTo(`GET /api/dashboard/${path}`)).toHaveLength(3);
    expect(api.calls).toHaveLength(9);
  });
});
