import { SendFailure } from '@scp/service-kit/send-failure';
import { isRecord, platformFetch, PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { failureOf } from './send-api';

interface CommentCall {
  platform: 'facebook' | 'instagram';
  /** The page the call is made as (for Instagram: the page the account is linked to). */
  pageId: string;
  accessToken: string;
  commentId: string;
}

/**
 * Meta's Graph API for customers' comments (v23): a public reply under one (`POST /{comment-id}/comments`
 * on Facebook, `/{ig-comment-id}/replies` on Instagram), the one private reply to its author (the Send
 * API with `recipient: { comment_id }`), and hiding it (`POST /{comment-id}` with `is_hidden` or `hide`).
 * Configured by URL (the sandbox locally). Only settings calls it: the page token never leaves this service.
 */
export function createCommentApi(options: { baseUrl: string; version: string }) {
  async function post(path: string, token: string, payload: object): Promise<Record<string, unknown>> {
    const url = `${options.baseUrl}/${options.version}/${path}`;
    let reply;
    try {
      reply = await platformFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
    } catch (err) {
      if (err instanceof PlatformUnreachable) throw new SendFailure('unavailable', err.message);
      throw err;
    }
    if (reply.status === 200 && isRecord(reply.body)) return reply.body;
    throw failureOf(reply.status, reply.body, reply.headers.get('retry-after'));
  }
  const unexpected = () => new SendFailure('refused', 'Meta answered without the expected field');

  return {
    async reply(call: CommentCall & { text: string; visibility: 'public' | 'private' }): Promise<{ replyId: string }> {
      const comment = encodeURIComponent(call.commentId);
      if (call.visibility === 'private') {
        const body = await post(`${encodeURIComponent(call.pageId)}/messages`, call.accessToken, {
          recipient: { comment_id: call.commentId },
          message: { text: call.text },
        });
        if (typeof body.message_id !== 'string') throw unexpected();
        return { replyId: body.message_id };
      }
      const edge = call.platform === 'facebook' ? 'comments' : 'replies';
      const body = await post(`${comment}/${edge}`, call.accessToken, { message: call.text });
      if (typeof body.id !== 'string') throw unexpected();
      return { replyId: body.id };
    },

    async hide(call: CommentCall & { hidden: boolean }): Promise<{ hidden: boolean }> {
      const field = call.platform === 'facebook' ? 'is_hidden' : 'hide';
      const body = await post(encodeURIComponent(call.commentId), call.accessToken, { [field]: call.hidden });
      if (body.success !== true) throw unexpected();
      return { hidden: call.hidden };
    },
  };
}

export type CommentApi = ReturnType<typeof createCommentApi>;
