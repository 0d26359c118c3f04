import { DataReply, findDataEndpoint, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { publishedPostsOf } from '../publishing/published-posts';
import { organization as organizationOf } from './linkedin-insights';
import { versionProblem } from './linkedin-publishing';
import { postFiguresAt } from './post-figures';

// LinkedIn's versioned share statistics, `GET /rest/organizationalEntityShareStatistics?q=organizationalEntity
// &organizationalEntity=urn:li:organization:{id}&shares=List(urn:li:share:{id},…)&ugcPosts=List(urn:li:ugcPost:{id},…)`
// with LinkedIn-Version: one element per post the page published, its lifetime totalShareStatistics
// (impressions, unique impressions, clicks, likes, comments, shares, engagement), growing with the
// post's age (post-figures.ts). Without shares or ugcPosts it is the page's own statistics, as the
// unversioned endpoint (linkedin-insights.ts) answers them.

const ORGANIZATION_SCOPES = ['r_organization_admin', 'rw_organization_admin'];
const MAX_POSTS = 100;
const SHARE = /^urn:li:(share|ugcPost):\d{1,25}$/;

function illegal(message: string): DataReply {
  return new DataReply(400, { status: 400, serviceErrorCode: 100, code: 'ILLEGAL_ARGUMENT', message });
}

/** A Rest.li list parameter: `List(a,b)` (protocol 2.0) or `name[0]=a&name[1]=b` (1.0). */
function listParam(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = /^List\((.*)\)$/.exec(value)?.[1];
  return (inner ?? value)
    .split(',')
    .map((item) => decodeURIComponent(item.trim()))
    .filter(Boolean);
}

function postStatistics(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  const shares = listParam(ctx.query.shares);
  const ugcPosts = listParam(ctx.query.ugcPosts);
  if (shares === undefined && ugcPosts === undefined) {
    const organizationWide = findDataEndpoint('GET', '/linkedin/v2/organizationalEntityShareStatistics');
    return organizationWide?.endpoint.handler(ctx);
  }
  const organization = organizationOf(ctx, 'organizationalEntityShareStatistics');
  if (organization instanceof DataReply) return organization;
  const posts = [...(shares ?? []), ...(ugcPosts ?? [])];
  if (posts.length === 0 || posts.length > MAX_POSTS)
    return illegal(`shares and ugcPosts take from 1 to ${MAX_POSTS} posts together`);
  const bad = posts.find((post) => !SHARE.test(post));
  if (bad !== undefined) return illegal(`Invalid value for param shares: ${bad}`);
  const store = publishedPostsOf(ctx.sandbox);
  // A post that is not the page's is left out, as LinkedIn leaves out what it has no statistics for.
  const elements = posts.flatMap((id) => {
    const post = store.find('linkedin', id);
    if (!post || post.accountId !== organization) return [];
    const figures = postFiguresAt({ ...post, ownComments: post.comments.length });
    const engaged = figures.clicks + figures.likes + figures.comments + figures.shares;
    return [
      {
        organizationalEntity: `urn:li:organization:${organization}`,
        [id.startsWith('urn:li:share:') ? 'share' : 'ugcPost']: id,
        totalShareStatistics: {
          impressionCount: figures.impressions,
          uniqueImpressionsCount: figures.reach,
          clickCount: figures.clicks,
          likeCount: figures.likes,
          commentCount: figures.comments,
          shareCount: figures.shares,
          engagement: figures.impressions ? engaged / figures.impressions : 0,
        },
      },
    ];
  });
  return { paging: { count: 10, start: 0, links: [] }, elements };
}

export function registerLinkedinPostInsights(): void {
  registerDataEndpoint('linkedin', 'GET', '/rest/organizationalEntityShareStatistics', postStatistics, {
    scopes: [ORGANIZATION_SCOPES],
  });
}
