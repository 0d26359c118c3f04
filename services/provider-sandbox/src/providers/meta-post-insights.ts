import { DataReply, type DataContext } from '../data-endpoints';
import { graphError, pageOfToken } from '../messaging/graph-page-access';
import { publishedPostsOf, type PublishedPost } from '../publishing/published-posts';
import { postFiguresAt, type PostFigures } from './post-figures';

// A published post's figures on Meta, read with the page token (post-figures.ts grows them):
// - Instagram media insights, `GET /{ig-media-id}/insights?metric=likes,comments,shares,saved,reach,views,total_interactions`
//   (lifetime values; instagram_basic and instagram_manage_insights), and like_count / comments_count
//   on the media node itself;
// - a page post's `GET /{post-id}?fields=reactions.summary(true),comments.summary(true),shares`
//   (the edges' summaries; shares only once someone shared) and its insights,
//   `GET /{post-id}/insights?metric=post_impressions,post_impressions_unique,post_clicks,post_reactions_by_type_total`
//   (read_insights and pages_read_engagement).
// meta-insights.ts hands the insights of a node that is a published post here; meta.ts adds the
// engagement fields to a published node it answers.

interface PostMetric {
  title: string;
  description: string;
  value(figures: PostFigures): number | Record<string, number>;
}

const INSTAGRAM_MEDIA_METRICS: Record<string, PostMetric> = {
  likes: { title: 'Likes', description: 'The number of likes on your post.', value: (f) => f.likes },
  comments: { title: 'Comments', description: 'The number of comments on your post.', value: (f) => f.comments },
  shares: { title: 'Shares', description: 'The number of shares of your post.', value: (f) => f.shares },
  saved: { title: 'Saved', description: 'The number of saves of your post.', value: (f) => f.saves },
  reach: {
    title: 'Accounts reached',
    description: 'The number of unique accounts that have seen your post at least once.',
    value: (f) => f.reach,
  },
  views: {
    title: 'Views',
    description: 'The number of times your post was played or displayed.',
    value: (f) => f.views,
  },
  total_interactions: {
    title: 'Interactions',
    description:
      'The number of likes, saves, comments and shares on your post, minus the unlikes, unsaves and deleted comments.',
    value: (f) => f.likes + f.saves + f.comments + f.shares,
  },
};

const PAGE_POST_METRICS: Record<string, PostMetric> = {
  post_impressions: {
    title: 'Lifetime Post Total Impressions',
    description: 'Lifetime: The number of times your Page’s post entered a person’s screen.',
    value: (f) => f.impressions,
  },
  post_impressions_unique: {
    title: 'Lifetime Post Total Reach',
    description: 'Lifetime: The number of people who had your Page’s post enter their screen.',
    value: (f) => f.reach,
  },
  post_clicks: {
    title: 'Lifetime Post Clicks',
    description: 'Lifetime: The number of times people clicked on anywhere in your posts without generating a story.',
    value: (f) => f.clicks,
  },
  post_reactions_by_type_total: {
    title: 'Lifetime Total post Reactions by Type.',
    description: 'Lifetime: Total post reactions by type.',
    value: (f) => reactionsByType(f.likes),
  },
};

/** A post's reactions split by type the way a page's audience reacts: mostly likes, then love. */
function reactionsByType(total: number): Record<string, number> {
  const love = Math.floor(total * 0.2);
  const wow = Math.floor(total * 0.05);
  return { like: total - love - wow, love, wow };
}

function missingPermissions(ctx: DataContext, needed: string[]): DataReply | undefined {
  if (needed.every((scope) => ctx.token.scopes.includes(scope))) return undefined;
  return graphError(10, `(#10) Application does not have permission for this action: it needs ${needed.join(', ')}`, {
    status: 403,
  });
}

/** The published post `nodeId` names that the page token reaches (the page's, or its Instagram account's). */
function reachablePost(ctx: DataContext, nodeId: string): PublishedPost | undefined {
  const page = pageOfToken(ctx);
  if (!page) return undefined;
  const store = publishedPostsOf(ctx.sandbox);
  const instagram = store.find('instagram', nodeId);
  if (instagram && page.instagram?.id === instagram.accountId) return instagram;
  const pagePost = store.find('facebook', nodeId);
  return pagePost && pagePost.accountId === page.id ? pagePost : undefined;
}

function figuresOf(post: PublishedPost): PostFigures {
  return postFiguresAt({ ...post, ownComments: post.comments.length });
}

/**
 * `GET /{id}/insights` of a published Instagram media or page post, in Graph's insights shape
 * (lifetime values); undefined when `nodeId` is no post the token reaches.
 */
export function metaPostInsights(ctx: DataContext, nodeId: string): unknown {
  const post = reachablePost(ctx, nodeId);
  if (!post) return undefined;
  const instagram = post.platform === 'instagram';
  const denied = missingPermissions(
    ctx,
    instagram ? ['instagram_basic', 'instagram_manage_insights'] : ['read_insights', 'pages_read_engagement'],
  );
  if (denied) return denied;
  const specs = instagram ? INSTAGRAM_MEDIA_METRICS : PAGE_POST_METRICS;
  const metricParam = ctx.query.metric;
  if (typeof metricParam !== 'string' || !metricParam.trim())
    return graphError(100, '(#100) The parameter metric is required');
  const metrics = metricParam.split(',').map((name) => name.trim());
  const unknown = metrics.findIndex((name) => !specs[name]);
  if (unknown >= 0)
    return graphError(
      100,
      `(#100) metric[${unknown}] must be one of the following values: ${Object.keys(specs).join(', ')}`,
    );
  const period = ctx.query.period ?? 'lifetime';
  if (period !== 'lifetime') return graphError(100, '(#100) period must be one of the following values: lifetime');
  const figures = figuresOf(post);
  return {
    data: metrics.map((name) => {
      const spec = specs[name] as PostMetric;
      return {
        name,
        period: 'lifetime',
        values: [{ value: spec.value(figures) }],
        title: spec.title,
        description: spec.description,
        id: `${post.id}/insights/${name}/lifetime`,
      };
    }),
  };
}

/** A field of Graph's `fields` list: its name and the modifiers after it (`reactions.limit(0).summary(true)`). */
function requestedFields(fieldsParam: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  if (typeof fieldsParam !== 'string') return fields;
  for (const field of fieldsParam.split(',')) {
    const [name = '', ...modifiers] = field.trim().split('.');
    fields.set(name, modifiers.join('.'));
  }
  return fields;
}

function limitOf(modifiers: string, fallback: number): number {
  const limit = /limit\((\d+)\)/.exec(modifiers)?.[1];
  return limit === undefined ? fallback : Math.min(Number(limit), 100);
}

const wantsSummary = (modifiers: string) => /summary\((true|total_count)\)/.test(modifiers);

function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * The engagement fields the single-node GET of a published post was asked for: a page post's
 * reactions, comments and shares edges (with their summaries), an Instagram media's like_count and
 * comments_count. Empty when `nodeId` is no post the token reaches or none of them was asked for.
 */
export function metaPostEngagement(ctx: DataContext, nodeId: string): Record<string, unknown> {
  const post = reachablePost(ctx, nodeId);
  if (!post) return {};
  const fields = requestedFields(ctx.query.fields);
  const figures = figuresOf(post);
  const answer: Record<string, unknown> = {};
  if (post.platform === 'instagram') {
    if (fields.has('like_count')) answer.like_count = figures.likes;
    if (fields.has('comments_count')) answer.comments_count = figures.comments;
    return answer;
  }
  const reactions = fields.get('reactions');
  if (reactions !== undefined)
    answer.reactions = {
      // The sandbox names no reacting people: the edge lists none, its summary counts them.
      data: [],
      ...(wantsSummary(reactions) ? { summary: { total_count: figures.likes, viewer_reaction: 'NONE' } } : {}),
    };
  const comments = fields.get('comments');
  if (comments !== undefined)
    answer.comments = {
      data: post.comments.slice(0, limitOf(comments, 25)).map((comment) => ({
        id: `${post.id.split('_')[0]}_${comment.id}`,
        message: comment.text,
        created_time: graphTime(comment.at),
      })),
      ...(wantsSummary(comments)
        ? { summary: { order: 'ranked', total_count: figures.comments, can_comment: true } }
        : {}),
    };
  // Graph leaves shares out until the post has been shared.
  if (fields.has('shares') && figures.shares > 0) answer.shares = { count: figures.shares };
  return answer;
}
