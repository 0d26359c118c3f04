import { registerDataEndpoint, type DataContext } from '../data-endpoints';
import { publishedPostsOf, type PublishedPost } from '../publishing/published-posts';
import { postFiguresAt } from './post-figures';
import { invalidRequest } from './x-insights';

// X API v2 post lookup, `GET /2/tweets?ids=…&tweet.fields=public_metrics,non_public_metrics,organic_metrics`,
// for the posts published in the sandbox: public_metrics for any of them; non_public_metrics and
// organic_metrics (impressions, link and profile clicks) only for the user's own posts of the last
// 30 days, as X serves them, else an authorization error for that post. Unknown ids come back as
// errors beside the data. The figures grow with the post's age (post-figures.ts).

const MAX_IDS = 100;
const PRIVATE_METRICS_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
const PRIVATE_FIELDS = ['non_public_metrics', 'organic_metrics'];

/** A post's metrics as X words them. */
export function xPostMetrics(post: Pick<PublishedPost, 'platform' | 'id' | 'createdAt'>) {
  const figures = postFiguresAt(post);
  const retweets = Math.ceil(figures.shares * 0.8);
  const profileClicks = Math.floor(figures.clicks * 0.3);
  return {
    public_metrics: {
      retweet_count: retweets,
      reply_count: figures.comments,
      like_count: figures.likes,
      quote_count: figures.shares - retweets,
      bookmark_count: figures.saves,
      impression_count: figures.impressions,
    },
    non_public_metrics: {
      impression_count: figures.impressions,
      url_link_clicks: figures.clicks,
      user_profile_clicks: profileClicks,
    },
    organic_metrics: {
      impression_count: figures.impressions,
      like_count: figures.likes,
      reply_count: figures.comments,
      retweet_count: retweets,
      url_link_clicks: figures.clicks,
      user_profile_clicks: profileClicks,
    },
  };
}

function lookup(ctx: DataContext): unknown {
  const idsParam = ctx.query.ids;
  if (typeof idsParam !== 'string' || !idsParam.trim())
    return invalidRequest('ids', '', 'The `ids` query parameter can not be empty');
  const ids = idsParam.split(',').map((id) => id.trim());
  if (ids.length > MAX_IDS)
    return invalidRequest('ids', idsParam, `The \`ids\` query parameter value has more than ${MAX_IDS} ids`);
  const badId = ids.find((id) => !/^\d{1,19}$/.test(id));
  if (badId !== undefined)
    return invalidRequest('ids', badId, `The \`ids\` query parameter value [${badId}] is not valid`);
  const fields = typeof ctx.query['tweet.fields'] === 'string' ? ctx.query['tweet.fields'].split(',') : [];
  const privateAsked = fields.some((field) => PRIVATE_FIELDS.includes(field));
  const store = publishedPostsOf(ctx.sandbox);
  const data: Record<string, unknown>[] = [];
  const errors: Record<string, unknown>[] = [];
  for (const id of ids) {
    const post = store.find('x', id);
    if (!post) {
      errors.push({
        value: id,
        detail: `Could not find tweet with ids: [${id}].`,
        title: 'Not Found Error',
        resource_type: 'tweet',
        parameter: 'ids',
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      });
      continue;
    }
    const own = post.accountId === ctx.identity.subjects.x;
    if (privateAsked && (!own || Date.now() - post.createdAt > PRIVATE_METRICS_DAYS * DAY_MS)) {
      errors.push({
        value: id,
        detail: `Sorry, you are not authorized to access non-public metrics on the Tweet with id ${id}.`,
        title: 'Field Authorization Error',
        resource_type: 'tweet',
        field: fields.find((field) => PRIVATE_FIELDS.includes(field)),
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/not-authorized-for-field',
      });
      continue;
    }
    const metrics: Record<string, unknown> = xPostMetrics(post);
    data.push({
      id: post.id,
      text: post.text,
      edit_history_tweet_ids: [post.id],
      ...(fields.includes('created_at') ? { created_at: new Date(post.createdAt).toISOString() } : {}),
      ...(fields.includes('author_id') ? { author_id: post.accountId } : {}),
      ...Object.fromEntries(fields.filter((field) => metrics[field] !== undefined).map((f) => [f, metrics[f]])),
    });
  }
  return { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) };
}

export function registerXPostInsights(): void {
  registerDataEndpoint('x', 'GET', '/2/tweets', lookup, { scopes: ['tweet.read', 'users.read'] });
}
