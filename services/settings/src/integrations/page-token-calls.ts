import { SendFailure } from '@scp/service-kit/send-failure';
import type { SendFailureKind } from '@scp/shared/contracts/settings/integrations-internal';

/** How a page call that Meta refused is answered to the calling service, for it to retry or give up. */
export interface PageCallFailure<Kind extends string = SendFailureKind> {
  failure: { kind: Kind; detail: string; retryAfterMs?: number };
}

/**
 * Runs a call that needs a page token this service keeps: a token Meta refuses is renewed from the
 * owner's grant and the call tried once more (error catalogue: recovery: token errors trigger a
 * refresh). `attempt(renew)` reads the account (renewing its token when asked) and makes the call.
 */
export async function withRenewedToken<T>(attempt: (renew: boolean) => Promise<T>): Promise<T> {
  try {
    return await attempt(false);
  } catch (err) {
    if (!(err instanceof SendFailure) || err.kind !== 'token') throw err;
    return attempt(true);
  }
}

/**
 * `withRenewedToken`, with a platform's refusal answered as its kind (`kindOf` narrows it for a
 * contract that names fewer kinds), Meta's words and its wait; anything else is thrown on.
 */
export async function answeringFailures<T, Kind extends string = SendFailureKind>(
  attempt: (renew: boolean) => Promise<T>,
  kindOf: (kind: SendFailureKind) => Kind = (kind) => kind as Kind,
): Promise<T | PageCallFailure<Kind>> {
  try {
    return await withRenewedToken(attempt);
  } catch (err) {
    if (!(err instanceof SendFailure)) throw err;
    return {
      failure: {
        kind: kindOf(err.kind),
        detail: err.platformReason,
        ...(err.retryAfterMs === undefined ? {} : { retryAfterMs: err.retryAfterMs }),
      },
    };
  }
}
