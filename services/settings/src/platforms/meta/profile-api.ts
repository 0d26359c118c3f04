import { SendFailure } from '@scp/service-kit/send-failure';
import { isRecord, platformFetch, PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { retryAfterMs } from '@scp/service-kit/platform-http';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import type { CustomerProfile } from '@scp/shared/contracts/settings/customer-profiles-internal';

const THROTTLE_CODES = new Set([4, 17, 32, 613]);

function failureOf(status: number, body: unknown, retryAfter: string | null): SendFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const reason = typeof error.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`;
  if (status === 429 || (code !== undefined && THROTTLE_CODES.has(code)))
    return new SendFailure('rate_limited', reason, retryAfterMs(retryAfter) ?? responder.rateLimitWaitMs);
  if (status >= 500) return new SendFailure('unavailable', reason);
  if (code === 190 || status === 401) return new SendFailure('token', reason);
  return new SendFailure('refused', reason);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Meta's user profile of a customer who wrote to a page (Graph API, with the page token):
 * Messenger's `GET /{PSID}?fields=first_name,last_name,profile_pic`, Instagram's
 * `GET /{IGSID}?fields=name,username,profile_pic`. Configured by URL (the sandbox locally); only
 * settings calls it, so the page token never leaves this service.
 */
export function createProfileApi(options: { baseUrl: string; version: string }) {
  return {
    async read(request: {
      platform: 'facebook' | 'instagram';
      customerId: string;
      accessToken: string;
    }): Promise<CustomerProfile> {
      const fields = request.platform === 'facebook' ? 'first_name,last_name,profile_pic' : 'name,username,profile_pic';
      const url = `${options.baseUrl}/${options.version}/${encodeURIComponent(request.customerId)}?fields=${fields}`;
      let reply;
      try {
        reply = await platformFetch(url, { headers: { Authorization: `Bearer ${request.accessToken}` } });
      } catch (err) {
        if (err instanceof PlatformUnreachable) throw new SendFailure('unavailable', err.message);
        throw err;
      }
      if (reply.status !== 200 || !isRecord(reply.body))
        throw failureOf(reply.status, reply.body, reply.headers.get('retry-after'));
      const body = reply.body;
      const username = request.platform === 'instagram' ? text(body.username) : null;
      const fullName = [text(body.first_name), text(body.last_name)].filter(Boolean).join(' ') || null;
      return {
        name: request.platform === 'facebook' ? fullName : (text(body.name) ?? username),
        username,
        pictureUrl: text(body.profile_pic),
      };
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
