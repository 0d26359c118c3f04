import { isRecord } from '@scp/service-kit/oauth-client';
import { count, str } from '@scp/service-kit/platform-http';
import { publishReply } from '../platform-publisher';
import type { PostMetrics, PostMetricsReader } from '../post-metrics-reader';
import { records, trimBase } from '../reader-support';
import { failureOf } from './x-publisher';

// X posts' figures by post lookup, `GET /2/tweets?ids=…&tweet.fields=public_metrics,non_public_metrics`:
// likes, replies, reposts and quotes (shares), bookmarks (saves) and impressions (reach; X counts
// no unique viewers) for any post, link clicks from the non-public metrics, which X gives the
// author for posts of the last 30 days only. A post X refuses those for is read again without
// them (its clicks unknown).

const FIELD_REFUSED = 'https://api.twitter.com/2/problems/not-authorized-for-field';

function metricsOf(tweet: Record<string, unknown>): PostMetrics {
  const open = isRecord(tweet.public_metrics) ? tweet.public_metrics : {};
  const closed = isRecord(tweet.non_public_metrics) ? tweet.non_public_metrics : undefined;
  const reposts = count(open.retweet_count);
  const quotes = count(open.quote_count);
  return {
    likes: count(open.like_count),
    comments: count(open.reply_count),
    shares: reposts === null || quotes === null ? null : reposts + quotes,
    saves: count(open.bookmark_count),
    reach: count(open.impression_count),
    clicks: closed ? count(closed.url_link_clicks) : null,
  };
}

export function createXPostMetrics(options: { api: string }): PostMetricsReader {
  const api = trimBase(options.api);
  const lookup = async (token: string, ids: string[], fields: string) => {
    const what = 'X post lookup';
    const query = new URLSearchParams({ ids: ids.join(','), 'tweet.fields': fields }).toString();
    const reply = await publishReply(
      what,
      `${api}/2/tweets?${query}`,
      { headers: { Authorization: `Bearer ${token}` } },
      (answer) => failureOf(what, answer),
    );
    const body = isRecord(reply.body) ? reply.body : {};
    return { data: records(body.data), errors: records(body.errors) };
  };

  return {
    platform: 'twitter',
    async read(account, ids) {
      const unique = [...new Set(ids)].filter((id) => /^\d{1,19}$/.test(id));
      const found = new Map<string, PostMetrics>();
      if (unique.length === 0) return found;
      const first = await lookup(account.accessToken, unique, 'public_metrics,non_public_metrics');
      for (const tweet of first.data) {
        const id = str(tweet.id);
        if (id) found.set(id, metricsOf(tweet));
      }
      const older = first.errors
        .filter((error) => error.type === FIELD_REFUSED)
        .map((error) => str(error.resource_id))
        .filter((id): id is string => id !== undefined);
      if (older.length) {
        const again = await lookup(account.accessToken, older, 'public_metrics');
        for (const tweet of again.data) {
          const id = str(tweet.id);
          if (id) found.set(id, metricsOf(tweet));
        }
      }
      return found;
    },
  };
}
