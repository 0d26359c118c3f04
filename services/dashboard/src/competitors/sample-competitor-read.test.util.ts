import {
  competitorFollowers,
  findCompetitor,
  recentCompetitorPosts,
  type CompetitorPlatform,
  type CompetitorPost,
} from '@scp/provider-sandbox/competitors/competitor-accounts';
import type { PublicAccountRead, PublicPost } from '@scp/shared/contracts/settings/public-accounts-internal';
import { daysAgo } from '../analytics/analytics-fixture.test.util';

/**
 * What settings answers for a public read of one of the provider sandbox's sample competitor
 * accounts: its profile and its 25 latest posts as the platform shows them (`postFields` adds what a
 * test's platform says of each post beyond its figures). Undefined for a handle the sandbox has not.
 */
export function sampleCompetitorRead(
  platform: CompetitorPlatform,
  handle: string,
  postFields: (post: CompetitorPost) => Partial<PublicPost> = () => ({}),
): PublicAccountRead | undefined {
  const account = findCompetitor(platform, handle);
  if (!account) return undefined;
  return {
    profile: {
      id: `${platform}-${handle}`,
      handle: account.handle,
      name: account.name,
      followers: competitorFollowers(account, daysAgo(0)),
      postCount: null,
    },
    posts: recentCompetitorPosts(account, 25).map((post) => ({
      id: post.id,
      postedAt: new Date(post.postedAt).toISOString(),
      caption: post.caption,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
      views: null,
      url: null,
      ...postFields(post),
    })),
  };
}
