import type { NeighbourCall } from '@scp/service-kit/fake-neighbour';
import type {
  PublishFailed,
  PublishRequest,
  PublishResponse,
  RecentPost,
  RecentPostsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';

/**
 * Settings' publishing as the studio sees it, over a fake platform: each account keeps what was
 * published to it (answered by recent-posts), and a test queues the failures the next publishes get.
 */
export function fakePlatform() {
  const posted = new Map<string, RecentPost[]>();
  /** `posted`: the platform made the post yet the answer says it failed (TikTok's upload after a 5xx). */
  const failures = new Map<string, Array<PublishFailed & { posted?: boolean }>>();
  let next = 1;
  const keyOf = (platform: string, accountId: string) => `${platform}/${accountId}`;

  const platform = {
    publishes: [] as Array<{ platform: string; accountId: string; request: PublishRequest }>,
    /** What the next publishes to this account answer, in order, before they succeed again. */
    failNext(platformKey: string, accountId: string, ...answers: Array<PublishFailed & { posted?: boolean }>) {
      failures.set(keyOf(platformKey, accountId), [...(failures.get(keyOf(platformKey, accountId)) ?? []), ...answers]);
    },
    postsOf(platformKey: string, accountId: string): RecentPost[] {
      return posted.get(keyOf(platformKey, accountId)) ?? [];
    },
    publishCount(platformKey: string, accountId: string): number {
      return platform.publishes.filter((one) => one.platform === platformKey && one.accountId === accountId).length;
    },
    /** Publishes on the platform (unless a failure is queued), as settings' publish route does. */
    publish(platformKey: string, accountId: string, request: PublishRequest): PublishResponse {
      platform.publishes.push({ platform: platformKey, accountId, request });
      const failure = failures.get(keyOf(platformKey, accountId))?.shift();
      if (failure && !failure.posted) return failure;
      const id = `${platformKey}-${next++}`;
      const post = {
        platformPostId: id,
        permalink: `https://${platformKey}.example/${accountId}/${id}`,
        text: request.text,
        createdAt: new Date().toISOString(),
      };
      posted.set(keyOf(platformKey, accountId), [post, ...platform.postsOf(platformKey, accountId)]);
      if (failure) return { outcome: 'failed', kind: failure.kind, words: failure.words };
      return { outcome: 'published', platformPostId: post.platformPostId, permalink: post.permalink };
    },
    recentPosts(platformKey: string, accountId: string, since: Date): RecentPostsResponse {
      return {
        outcome: 'listed',
        posts: platform.postsOf(platformKey, accountId).filter((post) => new Date(post.createdAt) >= since),
      };
    },
    /** Settings' answer to a call of the studio's on the account routes (for the fixture's fake settings). */
    answer(call: NeighbourCall): unknown {
      const url = new URL(call.path, 'http://settings');
      const [, platformKey, accountId, verb] =
        /^\/internal\/settings\/accounts\/([^/]+)\/([^/]+)\/([a-z-]+)$/.exec(url.pathname) ?? [];
      if (verb === 'publish')
        return platform.publish(platformKey!, decodeURIComponent(accountId!), call.body as PublishRequest);
      if (verb === 'recent-posts')
        return platform.recentPosts(
          platformKey!,
          decodeURIComponent(accountId!),
          new Date(url.searchParams.get('since')!),
        );
      return {};
    },
  };
  return platform;
}

export type FakePlatform = ReturnType<typeof fakePlatform>;
