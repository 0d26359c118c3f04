import { SendFailure } from '@scp/service-kit/send-failure';
import { isRecord, platformFetch, PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { retryAfterMs } from '@scp/service-kit/platform-http';
import { responder } from '@scp/shared/contracts/responder/responder-constants';

// Meta's answers mapped to the failure kinds: a refused token (code 190), throttling (429 or codes
// 4, 17, 32, 613, with its wait), no answer or a 5xx, the messaging window, an unreachable customer
// (551, 2018001), or any other refusal.
const THROTTLE_CODES = new Set([4, 17, 32, 613]);
const WINDOW_SUBCODES = new Set([2018278, 2534022]);
const RECIPIENT_SUBCODES = new Set([2018001, 2018108, 1545041]);

/** Meta's refusal as a failure kind; comment-api.ts reads comment actions' answers the same way. */
export function failureOf(status: number, body: unknown, retryAfter: string | null): SendFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const subcode = typeof error.error_subcode === 'number' ? error.error_subcode : undefined;
  const reason = typeof error.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`;
  if (status === 429 || (code !== undefined && THROTTLE_CODES.has(code)))
    return new SendFailure('rate_limited', reason, retryAfterMs(retryAfter) ?? responder.rateLimitWaitMs);
  if (status >= 500) return new SendFailure('unavailable', reason);
  if (code === 190 || status === 401) return new SendFailure('token', reason);
  if (code === 10 && subcode !== undefined && WINDOW_SUBCODES.has(subcode)) return new SendFailure('window', reason);
  if (code === 551 || (subcode !== undefined && RECIPIENT_SUBCODES.has(subcode)))
    return new SendFailure('recipient', reason);
  return new SendFailure('refused', reason);
}

export interface SendRequest {
  /** The page the message is sent as (for Instagram: the page the account is linked to). */
  pageId: string;
  accessToken: string;
  recipientId: string;
  text: string;
  /**
   * A person's reply after the 24 h window (up to 7 days) goes with Meta's HUMAN_AGENT tag; the bot's
   * replies never do.
   */
  humanAgent: boolean;
}

/**
 * Meta's Send API (Graph API v23, `POST /{page-id}/messages`), configured by URL (the sandbox
 * locally). Only settings calls it: the page token never leaves this service.
 */
export function createSendApi(options: { baseUrl: string; version: string }) {
  return {
    async send(request: SendRequest): Promise<{ messageId: string }> {
      const url = `${options.baseUrl}/${options.version}/${encodeURIComponent(request.pageId)}/messages`;
      const payload = {
        recipient: { id: request.recipientId },
        message: { text: request.text },
        ...(request.humanAgent
          ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }
          : { messaging_type: 'RESPONSE' }),
      };
      let reply;
      try {
        reply = await platformFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${request.accessToken}` },
          body: JSON.stringify(payload),
        });
      } catch (err) {
        if (err instanceof PlatformUnreachable) throw new SendFailure('unavailable', err.message);
        throw err;
      }
      if (reply.status === 200 && isRecord(reply.body) && typeof reply.body.message_id === 'string')
        return { messageId: reply.body.message_id };
      throw failureOf(reply.status, reply.body, reply.headers.get('retry-after'));
    },
  };
}

export type SendApi = ReturnType<typeof createSendApi>;
