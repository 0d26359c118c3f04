import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import type {
  PinterestBoardsResponse,
  PublishFailed,
  PublishingPlatform,
  PublishRequest,
  PublishResponse,
  RecentPostsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { IntegrationsService } from '../integrations/integrations-service';
import { PublishFailure } from '../platforms/platform-publisher';
import type { PlatformPublishers } from '../platforms/platform-publishers';
import type { SyncAccount } from '../platforms/platform-reader';

/** The answer a failure gives the studio. */
function failedOf(failure: PublishFailure): PublishFailed {
  return {
    outcome: 'failed',
    kind: failure.kind,
    words: failure.words,
    ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
  };
}

/**
 * What stopped the call before the platform was asked, in the publishing kinds: an account waiting
 * to be connected again (or whose refresh the platform refused) is a refused token; a platform that
 * did not answer the refresh is unavailable.
 */
function publishFailureFrom(err: unknown): PublishFailure | undefined {
  if (err instanceof PublishFailure) return err;
  if (err instanceof PlatformUnreachable) return new PublishFailure('unavailable', err.message);
  if (!(err instanceof PlatformFailure)) return undefined;
  const words = err.platformReason ?? err.detail;
  if (err.kind === 'rejected' || err.kind === 'denied') return new PublishFailure('token_refused', words);
  if (err.kind === 'unavailable') return new PublishFailure('unavailable', words);
  return new PublishFailure('bad_request', words);
}

export interface AccountCallDeps {
  integrations: Pick<IntegrationsService, 'withAccountToken' | 'recordSync'>;
  logger: Logger;
  now?: () => Date;
}

/**
 * A call to a platform with one of the owner's accounts, for the studio (a publish, a listing, a
 * post's figures): the account's token used here and never handed out, another owner's account a
 * 404, and what stopped the call in the publishing kinds. A token the platform refuses marks the
 * account as needing to be connected again, as a refused read does (the integrations service's
 * sync report: one alert per change).
 */
export function createAccountCalls(deps: AccountCallDeps) {
  const { integrations, logger } = deps;
  const now = deps.now ?? (() => new Date());
  return async <T>(
    userId: string,
    platform: PublishingPlatform,
    accountId: string,
    call: (account: SyncAccount) => Promise<T>,
  ): Promise<T | PublishFailed> => {
    try {
      const answer = await integrations.withAccountToken(userId, platform, accountId, call);
      if (answer === null) throw AppError.notFound('No such connected account.');
      return answer;
    } catch (err) {
      const failure = publishFailureFrom(err);
      if (!failure) throw err;
      logger.warn({ platform, kind: failure.kind, words: failure.words }, 'publishing call failed');
      if (failure.kind === 'token_refused')
        await integrations.recordSync(userId, {
          platform,
          accountId,
          outcome: 'rejected',
          reason: failure.words.slice(0, 500),
          at: now().toISOString(),
        });
      return failedOf(failure);
    }
  };
}

/** The answer for a platform this server has no app (or no such verb) for. */
export function notAvailable(platform: PublishingPlatform, verb: string): PublishFailed {
  return failedOf(
    new PublishFailure('bad_request', `${verb} ${platforms[platform].label} is not available on this server.`),
  );
}

/**
 * Posts published, and recent posts listed, for the studio through the platform's home here, with
 * the token this service keeps (docs/architecture.md, Between services: one home per platform);
 * the studio hears a failure's kind (createAccountCalls).
 */
export function createAccountPublishing(deps: AccountCallDeps & { publishers: PlatformPublishers }) {
  const { publishers, logger } = deps;
  const calls = createAccountCalls(deps);

  const run = async <T>(
    userId: string,
    platform: PublishingPlatform,
    accountId: string,
    call: (account: SyncAccount) => Promise<T>,
  ): Promise<T | PublishFailed> =>
    publishers[platform] ? calls(userId, platform, accountId, call) : notAvailable(platform, 'Publishing to');

  return {
    async publish(
      userId: string,
      platform: PublishingPlatform,
      accountId: string,
      request: PublishRequest,
    ): Promise<PublishResponse> {
      const answer = await run(userId, platform, accountId, (account) =>
        publishers[platform]!.publish(account, request),
      );
      if ('outcome' in answer) return answer;
      logger.info({ platform, postRef: request.postRef, platformPostId: answer.platformPostId }, 'post published');
      return { outcome: 'published', ...answer };
    },

    async recentPosts(
      userId: string,
      platform: PublishingPlatform,
      accountId: string,
      since: Date,
    ): Promise<RecentPostsResponse> {
      const answer = await run(userId, platform, accountId, (account) =>
        publishers[platform]!.recentPosts(account, since),
      );
      if (!Array.isArray(answer)) return answer;
      return { outcome: 'listed', posts: answer };
    },

    /** The boards of the owner's Pinterest account, for the editor to offer. */
    async pinterestBoards(userId: string, accountId: string): Promise<PinterestBoardsResponse> {
      const answer = await run(userId, 'pinterest', accountId, (account) => publishers.pinterest!.boards(account));
      if (!Array.isArray(answer)) return answer;
      return { outcome: 'listed', boards: answer };
    },
  };
}

export type AccountPublishing = ReturnType<typeof createAccountPublishing>;
