import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, DATA_EPOCH, dailyActivity, dailyCount, isoDay } from '../generators';
import { SAMPLE_IDENTITIES } from '../identities';
import { seededRandom } from '../seeded-random';
import { xPostMetrics } from './x-post-insights';
import { publishedPostsOf } from './x-publishing';

// X API v2 user timeline (`GET /2/users/:id/tweets`), newest first, paged by `pagination_token`.
// A day's posts and their public metrics depend only on the account key the profile endpoint uses
// (`x:<user id>`) and the day.

const TWITTER_EPOCH_MS = 1288834974657n;
const PHRASES = [
  'Fresh batch just out of the oven',
  'Weekend hours: 9 to 5, see you there',
  'New in the shop this week',
  'Thank you for 5 stars!',
  'Behind the scenes today',
  'Restocked our bestsellers',
];

export interface GeneratedTweet {
  id: string;
  text: string;
  created_at: string;
  public_metrics: {
    retweet_count: number;
    reply_count: number;
    like_count: number;
    quote_count: number;
    bookmark_count: number;
    impression_count: number;
  };
}

/** The posts of an account on `date` (0 to 3; more on busy days), oldest first. */
export function tweetsOn(key: string, date: string): GeneratedTweet[] {
  const random = seededRandom(`${key}:tweets:${date}`);
  const count = Math.min(3, Math.floor(random.next() * 1.6 * dailyActivity(key, date)));
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const tweets: GeneratedTweet[] = [];
  for (let seq = 0; seq < count; seq += 1) {
    const at = dayStart + (8 + seq * 5) * 3600_000 + random.int(0, 3599) * 1000;
    const impressions = dailyCount(key, `tweet-impressions-${seq}`, date, 650);
    tweets.push({
      // A snowflake id: the time in its upper bits, so ids sort as the posts do.
      id: String(((BigInt(at) - TWITTER_EPOCH_MS) << 22n) + BigInt(random.int(0, 4095))),
      text: `${random.pick(PHRASES)} (${date})`,
      created_at: new Date(at).toISOString(),
      public_metrics: {
        retweet_count: Math.round(impressions * 0.004 * random.next()),
        reply_count: Math.round(impressions * 0.003 * random.next()),
        like_count: Math.round(impressions * (0.01 + 0.03 * random.next())),
        quote_count: Math.round(impressions * 0.001 * random.next()),
        bookmark_count: Math.round(impressions * 0.002 * random.next()),
        impression_count: impressions,
      },
    });
  }
  return tweets;
}

export function invalidRequest(parameter: string, value: string, message: string): DataReply {
  return new DataReply(400, {
    errors: [{ parameters: { [parameter]: [value] }, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  });
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function timeline(ctx: DataContext): unknown {
  const userId = ctx.params.id ?? '';
  const owner = SAMPLE_IDENTITIES.find((identity) => identity.subjects.x === userId);
  if (!/^\d{1,19}$/.test(userId))
    return invalidRequest('id', userId, `The \`id\` query parameter value [${userId}] is not valid`);
  if (!owner)
    return {
      errors: [
        {
          value: userId,
          detail: `Could not find user with id: [${userId}].`,
          title: 'Not Found Error',
          resource_type: 'user',
          parameter: 'id',
          resource_id: userId,
          type: 'https://api.twitter.com/2/problems/resource-not-found',
        },
      ],
    };
  const text = (name: string): string | undefined | null => {
    const value = ctx.query[name];
    if (value === undefined) return undefined;
    return typeof value === 'string' ? value : null;
  };
  const maxParam = text('max_results');
  const maxResults = maxParam === undefined ? 10 : Number(maxParam);
  if (maxParam === null || !Number.isInteger(maxResults) || maxResults < 5 || maxResults > 100)
    return invalidRequest(
      'max_results',
      String(maxParam),
      `The \`max_results\` query parameter value [${String(maxParam)}] is not between 5 and 100`,
    );
  const times: Record<'start_time' | 'end_time', number | undefined> = { start_time: undefined, end_time: undefined };
  for (const name of ['start_time', 'end_time'] as const) {
    const value = text(name);
    if (value === undefined) continue;
    if (value === null || !ISO_TIME.test(value) || Number.isNaN(Date.parse(value)))
      return invalidRequest(
        name,
        String(value),
        `Invalid '${name}':'${String(value)}'. '${name}' must be a date in the format YYYY-MM-DDTHH:mm:ssZ`,
      );
    times[name] = Date.parse(value);
  }
  const token = text('pagination_token');
  let before = Math.min(times.end_time ?? Date.now(), Date.now());
  let beforeId: bigint | undefined;
  if (token !== undefined) {
    const decoded = token && /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
    if (!/^\d{1,19}$/.test(decoded))
      return invalidRequest(
        'pagination_token',
        String(token),
        `The \`pagination_token\` query parameter value [${String(token)}] is not valid`,
      );
    beforeId = BigInt(decoded);
    before = Math.min(before, Number((beforeId >> 22n) + TWITTER_EPOCH_MS) + 1);
  }
  const after = Math.max(times.start_time ?? 0, Date.parse(`${DATA_EPOCH}T00:00:00Z`));
  const fields = (text('tweet.fields') ?? '').split(',').filter(Boolean);

  const key = `x:${userId}`;
  const found: GeneratedTweet[] = [];
  for (
    let date = isoDay(new Date(before));
    date >= DATA_EPOCH && date >= isoDay(new Date(after)) && found.length <= maxResults;
    date = addDays(date, -1)
  ) {
    const day = tweetsOn(key, date)
      .filter((tweet) => {
        const at = Date.parse(tweet.created_at);
        return at < before && at >= after && (beforeId === undefined || BigInt(tweet.id) < beforeId);
      })
      .reverse();
    found.push(...day);
  }
  // What the user posted here joins the generated history, in id (time) order.
  for (const post of publishedPostsOf(ctx, userId)) {
    const at = Date.parse(post.createdAt);
    // A post made in the same millisecond as this read is still in it (no end_time or page cut it).
    const beforeEnd = at < before || (at === before && times.end_time === undefined && beforeId === undefined);
    if (beforeEnd && at >= after && (beforeId === undefined || BigInt(post.id) < beforeId))
      found.push({
        id: post.id,
        text: post.text,
        created_at: post.createdAt,
        public_metrics: xPostMetrics({ platform: 'x', id: post.id, createdAt: at }).public_metrics,
      });
  }
  found.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0));
  const page = found.slice(0, maxResults);
  if (!page.length) return { meta: { result_count: 0 } };
  const data = page.map((tweet) => ({
    id: tweet.id,
    text: tweet.text,
    edit_history_tweet_ids: [tweet.id],
    ...(fields.includes('created_at') ? { created_at: tweet.created_at } : {}),
    ...(fields.includes('public_metrics') ? { public_metrics: tweet.public_metrics } : {}),
    ...(fields.includes('author_id') ? { author_id: userId } : {}),
  }));
  const oldest = page.at(-1) as GeneratedTweet;
  return {
    data,
    meta: {
      result_count: page.length,
      newest_id: page[0]?.id,
      oldest_id: oldest.id,
      ...(found.length > maxResults ? { next_token: Buffer.from(oldest.id).toString('base64url') } : {}),
    },
  };
}

export function registerXInsights(): void {
  registerDataEndpoint('x', 'GET', '/2/users/:id/tweets', timeline, { scopes: ['tweet.read', 'users.read'] });
}
