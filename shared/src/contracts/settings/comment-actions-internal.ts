import * as z from 'zod/mini';
import { sendFailureSchema } from './integrations-internal';

// Answering and hiding customers' comments from a connected page: the responder names the account,
// the comment and the text; settings calls Meta's Graph API with the page token it keeps. The token
// never leaves settings. A Meta refusal is a 200 with its kind (as a message send); an account the
// owner has not connected is a 404.

export const commentActionPaths = {
  reply: '/internal/settings/comments/reply',
  hide: '/internal/settings/comments/hide',
} as const;

const commentTarget = {
  platform: z.enum(['facebook', 'instagram']),
  /** The Facebook page, or the Instagram account (reached through the page it is linked to). */
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  commentId: z.string().check(z.minLength(1), z.maxLength(255)),
};

export const commentReplyVisibilities = ['public', 'private'] as const;
export type CommentReplyVisibility = (typeof commentReplyVisibilities)[number];

/**
 * `public`: a reply under the comment, seen by everyone (at most 8,000 characters on Facebook, 2,200 on
 * Instagram); `private`: Meta's one message to the commenter (a Messenger or Direct message, 2,000).
 */
export const commentReplyRequestSchema = z.strictObject({
  ...commentTarget,
  text: z.string().check(z.minLength(1), z.maxLength(8000)),
  visibility: z.enum(commentReplyVisibilities),
});
export type CommentReplyRequest = z.infer<typeof commentReplyRequestSchema>;

export const commentReplyResponseSchema = z.union([
  /** The public reply's comment id, or the private reply's message id. */
  z.object({ replyId: z.string() }),
  z.object({ failure: sendFailureSchema }),
]);
export type CommentReplyResponse = z.infer<typeof commentReplyResponseSchema>;

export const commentHideRequestSchema = z.strictObject({ ...commentTarget, hidden: z.boolean() });
export type CommentHideRequest = z.infer<typeof commentHideRequestSchema>;

export const commentHideResponseSchema = z.union([
  z.object({ hidden: z.boolean() }),
  z.object({ failure: sendFailureSchema }),
]);
export type CommentHideResponse = z.infer<typeof commentHideResponseSchema>;
