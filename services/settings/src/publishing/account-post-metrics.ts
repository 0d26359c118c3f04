import type {
  PostMetricsRequest,
  PostMetricsResponse,
  PublishingPlatform,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { PostMetricsReaders } from '../platforms/post-metrics-readers';
import { createAccountCalls, notAvailable, type AccountCallDeps } from './account-publishing';

/**
 * The figures of an account's published posts, read through the platform's home here with the
 * token this service keeps, as the studio's daily read and the dashboard ask for them; a refused
 * token marks the account for reconnection exactly as a refused publish does (createAccountCalls).
 */
export function createAccountPostMetrics(deps: AccountCallDeps & { readers: PostMetricsReaders }) {
  const calls = createAccountCalls(deps);
  return {
    async read(
      userId: string,
      platform: PublishingPlatform,
      accountId: string,
      request: PostMetricsRequest,
    ): Promise<PostMetricsResponse> {
      const reader = deps.readers[platform];
      if (!reader) return notAvailable(platform, 'Post figures from');
      const answer = await calls(userId, platform, accountId, (account) =>
        reader.read(account, request.platformPostIds),
      );
      if (!(answer instanceof Map)) return answer;
      return {
        outcome: 'read',
        posts: request.platformPostIds.map((id) => ({ platformPostId: id, metrics: answer.get(id) ?? null })),
      };
    },
  };
}

export type AccountPostMetrics = ReturnType<typeof createAccountPostMetrics>;
