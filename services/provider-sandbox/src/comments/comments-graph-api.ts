import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import type { FacebookPage } from '../identities';
import {
  graphError,
  invalidParameter,
  missingPermission,
  pageOfToken,
  unsupportedRequest,
  type MessagingTarget,
} from '../messaging/graph-page-access';
import { commentsOf, newReplyMid, PRIVATE_REPLY_WINDOW_MS, type CustomerComment } from './comment-store';

// The page's side of customers' comments, as Graph offers it: a public reply (`POST
// /{comment-id}/comments` on Facebook, `POST /{ig-comment-id}/replies` on Instagram), hiding
// (`POST /{comment-id}` with `is_hidden` or `hide`), and the one private reply to the commenter
// (`POST /{page-id}/messages` with `recipient: { comment_id }`, wired in send-api.ts).

/** Facebook allows 8,000 characters in a comment, Instagram 2,200; a private reply is a message (2,000). */
const REPLY_MAX = { facebook: 8000, instagram: 2200 } as const;
const PRIVATE_REPLY_MAX = 2000;
/** The permission a page token needs to reply under or hide a comment. */
const ENGAGEMENT_PERMISSION = { facebook: 'pages_manage_engagement', instagram: 'instagram_manage_comments' } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parameter from the JSON body, a form body or the query, as text. */
function textParam(ctx: DataContext, name: string): string | undefined {
  const value = (isRecord(ctx.body) ? ctx.body[name] : undefined) ?? ctx.query[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The comment the page token reaches, with the permission to act on it; a Graph error otherwise. */
function reachable(ctx: DataContext, commentId: string): CustomerComment | DataReply {
  const page = pageOfToken(ctx);
  if (!page) return graphError(190, '(#190) This method must be called with a Page Access Token');
  const comment = commentsOf(ctx.sandbox).find(commentId);
  if (!comment || comment.pageId !== page.id) return unsupportedRequest('post', commentId);
  const permission = ENGAGEMENT_PERMISSION[comment.platform];
  if (!ctx.token.scopes.includes(permission))
    return graphError(200, `(#200) Requires ${permission} permission to manage the object`);
  return comment;
}

function publicReply(ctx: DataContext, comment: CustomerComment) {
  const message = textParam(ctx, 'message') ?? '';
  if (!message.trim()) return invalidParameter('The parameter message is required.');
  if ([...message].length > REPLY_MAX[comment.platform])
    return invalidParameter(`The message is too long: at most ${REPLY_MAX[comment.platform]} characters.`);
  return { id: commentsOf(ctx.sandbox).reply(comment, message).id };
}

/**
 * `POST /{id}/comments` for a customer's Facebook comment: the page's public reply under it.
 * Undefined when the id is not such a comment (then it is a post's comment: meta-publishing.ts).
 */
export function replyUnderFacebookComment(ctx: DataContext, nodeId: string): DataReply | object | undefined {
  const found = commentsOf(ctx.sandbox).find(nodeId);
  if (!found || found.platform !== 'facebook') return undefined;
  const comment = reachable(ctx, nodeId);
  return comment instanceof DataReply ? comment : publicReply(ctx, comment);
}

/** `POST /{ig-comment-id}/replies`: the account's public reply under an Instagram comment. */
function replyUnderInstagramComment(ctx: DataContext) {
  const id = ctx.params.commentId ?? '';
  const comment = reachable(ctx, id);
  if (comment instanceof DataReply) return comment;
  if (comment.platform !== 'instagram') return unsupportedRequest('post', id);
  return publicReply(ctx, comment);
}

/** `POST /{comment-id}` with `is_hidden` (Facebook) or `hide` (Instagram): hidden from everyone but its author. */
function hideComment(ctx: DataContext) {
  const id = ctx.params.nodeId ?? '';
  const comment = reachable(ctx, id);
  if (comment instanceof DataReply) return comment;
  const name = comment.platform === 'facebook' ? 'is_hidden' : 'hide';
  const value = textParam(ctx, name);
  if (value !== 'true' && value !== 'false') return invalidParameter(`The parameter ${name} must be true or false.`);
  comment.hidden = value === 'true';
  return { success: true };
}

/**
 * The private reply (`recipient: { comment_id }` on the Send API): one message to the commenter,
 * once per comment, within 7 days of it.
 */
export function sendPrivateReply(
  ctx: DataContext,
  page: FacebookPage,
  targets: readonly MessagingTarget[],
  commentId: string,
  text: unknown,
): DataReply | object {
  const comment = commentsOf(ctx.sandbox).find(commentId);
  if (
    !comment ||
    comment.pageId !== page.id ||
    !targets.some((target) => target.platform === comment.platform && target.accountId === comment.accountId)
  )
    return graphError(100, '(#100) No matching comment found', { subcode: 2018001 });
  const denied = missingPermission(ctx, comment.platform);
  if (denied) return denied;
  if (typeof text !== 'string' || text.trim() === '')
    return invalidParameter('Message cannot be empty, must provide valid attachment or text');
  if ([...text].length > PRIVATE_REPLY_MAX)
    return invalidParameter(`Length of param message[text] must be less than or equal to ${PRIVATE_REPLY_MAX}`);
  if (comment.privateReply) return graphError(10900, '(#10900) Activity already replied to');
  const now = Date.now();
  if (now - comment.at > PRIVATE_REPLY_WINDOW_MS)
    return graphError(10, '(#10) This message is sent outside of allowed window.', { subcode: 2018278 });
  comment.privateReply = { id: comment.id, mid: newReplyMid(), text, at: now };
  return { recipient_id: comment.customerId, message_id: comment.privateReply.mid };
}

export function registerCommentsGraphApi(): void {
  registerDataEndpoint('meta', 'POST', '/:version/:commentId/replies', replyUnderInstagramComment);
  registerDataEndpoint('meta', 'POST', '/:version/:nodeId', hideComment);
}
