import type { SendFailureKind } from '@scp/shared/contracts/settings/integrations-internal';

/**
 * Why a platform did not take a message, in the internal contract's kinds: settings raises it from
 * Meta's answer, and the responder raises it again from settings' answer, so both sides decide a
 * retry the same way: a wait to honour (`rate_limited`, with `retryAfterMs`), an outage to back off
 * from, or a refusal that no retry changes (window, recipient, token, anything else).
 */
export class SendFailure extends Error {
  constructor(
    readonly kind: SendFailureKind,
    /** The platform's words, for the log and the owner (never a token). */
    readonly platformReason: string,
    readonly retryAfterMs?: number,
  ) {
    super(`${kind}: ${platformReason}`);
    this.name = 'SendFailure';
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}
