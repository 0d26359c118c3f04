import { count } from '@scp/service-kit/platform-http';
import { isRecord } from '@scp/service-kit/oauth-client';
import { graphCall } from './graph-publishing';
import { insightValues } from './instagram-post-metrics';
import type { MetaApi } from './meta-insights';
import { readEach, type PostMetricsReader } from '../post-metrics-reader';

// A page post's figures: its reactions and comments counted by the edges' summaries and its shares
// (`GET /{post-id}?fields=reactions.limit(0).summary(true),comments.limit(0).summary(true),shares`;
// Graph leaves shares out until someone shared), and its reach and clicks from its lifetime insights
// (`GET /{post-id}/insights?metric=post_impressions_unique,post_clicks`). Facebook counts no saves.

const FIELDS = 'reactions.limit(0).summary(true),comments.limit(0).summary(true),shares';
const INSIGHTS = 'post_impressions_unique,post_clicks';

function summaryCount(edge: unknown): number | null {
  return isRecord(edge) && isRecord(edge.summary) ? count(edge.summary.total_count) : null;
}

export function createFacebookPostMetrics(graph: MetaApi): PostMetricsReader {
  return {
    platform: 'facebook',
    read: (account, ids) =>
      readEach(ids, async (id) => {
        const path = `/${encodeURIComponent(id)}`;
        const post = await graphCall(graph, 'Facebook post', 'GET', path, account.accessToken, { fields: FIELDS });
        const insights = insightValues(
          await graphCall(graph, 'Facebook post insights', 'GET', `${path}/insights`, account.accessToken, {
            metric: INSIGHTS,
          }),
        );
        return {
          likes: summaryCount(post.reactions),
          comments: summaryCount(post.comments),
          shares: isRecord(post.shares) ? count(post.shares.count) : 0,
          saves: null,
          reach: count(insights.get('post_impressions_unique')),
          clicks: count(insights.get('post_clicks')),
        };
      }),
  };
}
