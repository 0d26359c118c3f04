import type { PatientOptions } from '@scp/service-kit/platform-http';
import { isRecord } from '@scp/service-kit/oauth-client';
import type { PlatformReader } from '../platform-reader';
import { callJson, chunkRange, checkRange, DailySeries, numberOf, records, trimBase } from '../reader-support';

// A Pinterest account's days (user account analytics, API v5), at most 90 days a call. Clicks are
// pin clicks plus outbound clicks. The token names the account, so the path has no id.

const MAX_DAYS = 90;
const METRIC_TYPES = ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK', 'ENGAGEMENT'];

export interface PinterestReaderOptions {
  /** `https://api.pinterest.com`, or `<sandbox>/pinterest`. */
  api: string;
  patient?: PatientOptions;
}

export function createPinterestReader(options: PinterestReaderOptions): PlatformReader {
  const api = trimBase(options.api);
  return {
    platform: 'pinterest',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const series = new DailySeries(from, to, ['impressions', 'saves', 'clicks', 'engagement']);
      for (const chunk of chunkRange(from, to, MAX_DAYS)) {
        const query = new URLSearchParams({
          start_date: chunk.from,
          end_date: chunk.to,
          metric_types: METRIC_TYPES.join(','),
        });
        const body = await callJson(
          'Pinterest analytics',
          `${api}/v5/user_account/analytics?${query.toString()}`,
          { headers: { Authorization: `Bearer ${account.accessToken}` } },
          options.patient,
        );
        const all = isRecord(body.all) ? body.all : {};
        for (const day of records(all.daily_metrics)) {
          // Days before the account or in the future come without metrics: they stay at 0.
          if (typeof day.date !== 'string' || !isRecord(day.metrics)) continue;
          const metrics = day.metrics;
          series.set(day.date, 'impressions', numberOf(metrics.IMPRESSION));
          series.set(day.date, 'saves', numberOf(metrics.SAVE));
          series.set(day.date, 'clicks', numberOf(metrics.PIN_CLICK) + numberOf(metrics.OUTBOUND_CLICK));
          series.set(day.date, 'engagement', numberOf(metrics.ENGAGEMENT));
        }
      }
      return series.rows();
    },
  };
}
