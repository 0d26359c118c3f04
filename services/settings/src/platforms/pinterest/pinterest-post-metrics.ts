import { count } from '@scp/service-kit/platform-http';
import { isRecord } from '@scp/service-kit/oauth-client';
import { publishCall } from '../platform-publisher';
import { readEach, type PostMetricsReader } from '../post-metrics-reader';
import { addDays, todayUtc, trimBase } from '../reader-support';

// A pin's figures from its analytics, `GET /v5/pins/{pin_id}/analytics?start_date=&end_date=&metric_types=…`
// (pins:read): its lifetime totals, where Pinterest keeps the comments and reactions (likes), saves,
// outbound clicks (clicks on its link) and impressions (reach; Pinterest counts no unique viewers
// per pin). The range is the 90 days Pinterest serves. Pinterest counts no shares.

const METRICS = 'IMPRESSION,SAVE,OUTBOUND_CLICK,TOTAL_COMMENTS,TOTAL_REACTIONS';
const DAYS_SERVED = 90;

export function createPinterestPostMetrics(options: { api: string }): PostMetricsReader {
  const api = trimBase(options.api);
  return {
    platform: 'pinterest',
    read: (account, ids) =>
      readEach(ids, async (id) => {
        const today = todayUtc();
        const query = new URLSearchParams({
          start_date: addDays(today, -(DAYS_SERVED - 1)),
          end_date: today,
          metric_types: METRICS,
        }).toString();
        const body = await publishCall(
          'Pinterest pin analytics',
          `${api}/v5/pins/${encodeURIComponent(id)}/analytics?${query}`,
          {
            headers: { Authorization: `Bearer ${account.accessToken}` },
          },
        );
        const all = isRecord(body.all) ? body.all : {};
        const lifetime = isRecord(all.lifetime_metrics) ? all.lifetime_metrics : {};
        return {
          likes: count(lifetime.TOTAL_REACTIONS),
          comments: count(lifetime.TOTAL_COMMENTS),
          shares: null,
          saves: count(lifetime.SAVE),
          reach: count(lifetime.IMPRESSION),
          clicks: count(lifetime.OUTBOUND_CLICK),
        };
      }),
  };
}
