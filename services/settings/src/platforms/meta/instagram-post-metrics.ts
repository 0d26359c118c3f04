import { count } from '@scp/service-kit/platform-http';
import { graphCall } from './graph-publishing';
import type { MetaApi } from './meta-insights';
import { readEach, type PostMetricsReader } from '../post-metrics-reader';
import { records } from '../reader-support';

// An Instagram media's figures: its lifetime insights, `GET /{ig-media-id}/insights?metric=likes,
// comments,shares,saved,reach` with the page token. Instagram counts no clicks on a post.

const METRICS = 'likes,comments,shares,saved,reach';

/** The metrics' values of a Graph insights answer, by name (a lifetime metric has one value). */
export function insightValues(body: Record<string, unknown>): Map<string, unknown> {
  return new Map(records(body.data).map((metric) => [String(metric.name), records(metric.values)[0]?.value]));
}

export function createInstagramPostMetrics(graph: MetaApi): PostMetricsReader {
  return {
    platform: 'instagram',
    read: (account, ids) =>
      readEach(ids, async (id) => {
        const values = insightValues(
          await graphCall(
            graph,
            'Instagram media insights',
            'GET',
            `/${encodeURIComponent(id)}/insights`,
            account.accessToken,
            {
              metric: METRICS,
            },
          ),
        );
        return {
          likes: count(values.get('likes')),
          comments: count(values.get('comments')),
          shares: count(values.get('shares')),
          saves: count(values.get('saved')),
          reach: count(values.get('reach')),
          clicks: null,
        };
      }),
  };
}
