import { isRecord } from '@scp/service-kit/oauth-client';
import { count, str } from '@scp/service-kit/platform-http';
import { publishFailureOf, publishReply } from '../platform-publisher';
import type { PostMetricsReader } from '../post-metrics-reader';
import { pathId, records, trimBase } from '../reader-support';
import { LINKEDIN_VERSION, ownerWords } from './linkedin-publisher';

// A page's posts' figures in one call of the versioned share statistics:
// `GET /rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity={org urn}
// &shares=List({share urn},…)&ugcPosts=List({ugcPost urn},…)` (rw_organization_admin), each post's
// lifetime totalShareStatistics. Reach is its unique impressions; LinkedIn counts no saves on a page's post.

const SHARE = /^urn:li:share:\d+$/;
const UGC_POST = /^urn:li:ugcPost:\d+$/;

const list = (urns: string[]) => `List(${urns.map(encodeURIComponent).join(',')})`;

export function createLinkedinPostMetrics(options: { api: string }): PostMetricsReader {
  const api = trimBase(options.api);
  return {
    platform: 'linkedin',
    async read(account, ids) {
      const organization = `urn:li:organization:${pathId(account.accountId, /^\d{1,19}$/, 'LinkedIn')}`;
      const unique = [...new Set(ids)];
      const shares = unique.filter((id) => SHARE.test(id));
      const ugcPosts = unique.filter((id) => UGC_POST.test(id));
      // An id that is no post URN has no statistics at LinkedIn.
      if (shares.length + ugcPosts.length === 0) return new Map();
      const query = [
        'q=organizationalEntity',
        `organizationalEntity=${encodeURIComponent(organization)}`,
        ...(shares.length ? [`shares=${list(shares)}`] : []),
        ...(ugcPosts.length ? [`ugcPosts=${list(ugcPosts)}`] : []),
      ].join('&');
      const what = 'LinkedIn share statistics';
      const reply = await publishReply(
        what,
        `${api}/rest/organizationalEntityShareStatistics?${query}`,
        {
          headers: {
            Authorization: `Bearer ${account.accessToken}`,
            'LinkedIn-Version': LINKEDIN_VERSION,
            'X-Restli-Protocol-Version': '2.0.0',
          },
        },
        (answer) => ownerWords(publishFailureOf(what, answer)),
      );
      const elements = records(isRecord(reply.body) ? reply.body.elements : undefined);
      return new Map(
        elements.flatMap((element) => {
          const id = str(element.share) ?? str(element.ugcPost);
          const stats = isRecord(element.totalShareStatistics) ? element.totalShareStatistics : undefined;
          if (!id || !stats) return [];
          return [
            [
              id,
              {
                likes: count(stats.likeCount),
                comments: count(stats.commentCount),
                shares: count(stats.shareCount),
                saves: null,
                reach: count(stats.uniqueImpressionsCount),
                clicks: count(stats.clickCount),
              },
            ] as const,
          ];
        }),
      );
    },
  };
}
