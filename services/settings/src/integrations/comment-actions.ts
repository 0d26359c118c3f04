import { AppError } from '@scp/service-kit/errors';
import type {
  CommentHideRequest,
  CommentHideResponse,
  CommentReplyRequest,
  CommentReplyResponse,
} from '@scp/shared/contracts/settings/comment-actions-internal';
import type { CommentApi } from '../platforms/meta/comment-api';
import type { IntegrationsService } from './integrations-service';
import { answeringFailures } from './page-token-calls';

/**
 * A customer's comment answered (publicly or privately) or hidden from a connected page for the
 * auto-responder, with the page token this service keeps. As for messages (message-sends.ts), a token
 * Meta refuses is renewed from the owner's grant and the call tried once more; any other failure is
 * answered as its kind. An account the owner has not connected is not found.
 */
export function createCommentActions(deps: {
  integrations: Pick<IntegrationsService, 'messagingAccount'>;
  /** Absent when this server has no Meta app: then no one has a page connected through it. */
  commentApi: CommentApi | undefined;
}) {
  const { integrations, commentApi } = deps;

  function withPage<T extends object>(
    userId: string,
    request: { platform: 'facebook' | 'instagram'; accountId: string },
    call: (page: { pageId: string; accessToken: string }) => Promise<T>,
  ) {
    return answeringFailures(async (renew) => {
      const account = await integrations.messagingAccount(userId, request.platform, request.accountId, renew);
      if (!account || !commentApi) throw AppError.notFound('No connected account with that id.');
      return call({ pageId: account.pageId, accessToken: account.accessToken });
    });
  }

  return {
    reply(userId: string, request: CommentReplyRequest): Promise<CommentReplyResponse> {
      return withPage(userId, request, (page) => commentApi!.reply({ ...request, ...page }));
    },
    hide(userId: string, request: CommentHideRequest): Promise<CommentHideResponse> {
      return withPage(userId, request, (page) => commentApi!.hide({ ...request, ...page }));
    },
  };
}

export type CommentActions = ReturnType<typeof createCommentActions>;
