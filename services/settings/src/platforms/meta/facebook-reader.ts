import { readInsights, type MetaApi } from './meta-insights';
import type { PlatformReader } from '../platform-reader';
import { checkRange, DailySeries, pathId, trimBase } from '../reader-support';

// A Facebook page's days: page_fans is the lifetime like count on each day (the followers), the
// others are the day's own counts. Graph takes at most 93 days a call.

const PAGE_MAX_DAYS = 93;
const METRICS = {
  page_fans: 'followers',
  page_impressions: 'impressions',
  page_post_engagements: 'engagement',
} as const;

export function createFacebookReader(meta: MetaApi): PlatformReader {
  const api = { ...meta, api: trimBase(meta.api) };
  return {
    platform: 'facebook',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const pageId = pathId(account.accountId, /^\d{1,30}$/, 'Facebook page');
      const series = new DailySeries(from, to, Object.values(METRICS));
      const values = await readInsights(
        api,
        'Facebook page insights',
        pageId,
        account.accessToken,
        Object.keys(METRICS),
        from,
        to,
        PAGE_MAX_DAYS,
      );
      for (const [metric, name] of Object.entries(METRICS))
        for (const [date, value] of values.get(metric) ?? []) series.set(date, name, value);
      return series.rows();
    },
  };
}
