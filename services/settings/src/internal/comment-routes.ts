import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  commentActionPaths,
  commentHideRequestSchema,
  commentReplyRequestSchema,
  type CommentHideResponse,
  type CommentReplyResponse,
} from '@scp/shared/contracts/settings/comment-actions-internal';
import type { CommentActions } from '../integrations/comment-actions';

const under = (path: string) => path.replace('/internal/settings', '');

/**
 * The auto-responder answers and hides customers' comments through here, next to its message sends
 * (message-send-routes.ts): it names the account, the comment and the text; the page token stays here.
 */
export function registerCommentRoutes(router: Router, actions: CommentActions): void {
  router.post(under(commentActionPaths.reply), async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder answers comments.');
    const request = commentReplyRequestSchema.parse(req.body ?? {});
    res.json((await actions.reply(userIdOf(req), request)) satisfies CommentReplyResponse);
  });

  router.post(under(commentActionPaths.hide), async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder hides comments.');
    const request = commentHideRequestSchema.parse(req.body ?? {});
    res.json((await actions.hide(userIdOf(req), request)) satisfies CommentHideResponse);
  });
}
