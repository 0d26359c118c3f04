import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import { AppError } from '@scp/service-kit/errors';
import type { SessionUser } from '@scp/shared/contracts/accounts/session';
import type { ExternalProfile, ExternalSignIn } from '../users/external-sign-in';
import { openFlow, readFlowCookie } from './flow-cookie';
import type { ProviderAdapter } from './provider-adapter';
import { SignInFailure, verification, type SignInFailureKind } from './sign-in-failure';

/** What the route's passport callback gets on success (`info`) and on failure (`challenge`). */
export interface SignInSuccessInfo {
  returnTo: string;
  /** See ExternalSignIn: the account's other sessions end with this sign-in. */
  endOtherSessions: boolean;
}
export interface SignInChallenge {
  kind: SignInFailureKind;
  reason: string;
}

/** Errors a provider sends back instead of a code when the person said no. */
const CANCELLED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize', 'consent_required']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface OAuthSignInStrategyOptions {
  adapter: ProviderAdapter;
  flowSecret: string;
  redirectUri: string;
  /** The callback's parameters: the query string, or Apple's form_post body. */
  readParams: (req: Request) => URLSearchParams;
  /**
   * Marks the flow (by its state) as used; false when it already was. The cookie itself cannot be
   * revoked, so this makes a flow good for one callback even when a replay sends the cookie again.
   */
  claimFlow: (state: string) => Promise<boolean>;
  /** Profile → account (signInWithExternalIdentity). */
  verify: (profile: ExternalProfile) => Promise<ExternalSignIn>;
}

/**
 * The callback half of a redirect sign-in, for any provider adapter: the flow cookie must open,
 * belong to this provider and carry the `state` that came back; then the adapter verifies the
 * rest and exchanges the code, and `verify` finds or makes the account. Success gives the user
 * (info: where to go); every refusal is a `fail` with a SignInChallenge, never a thrown error.
 */
export class OAuthSignInStrategy extends Strategy {
  readonly name: string;

  constructor(private readonly options: OAuthSignInStrategyOptions) {
    super();
    this.name = options.adapter.provider;
  }

  override authenticate(req: Request): void {
    this.run(req).then(
      ({ user, returnTo, endOtherSessions }) =>
        this.success(user, { returnTo, endOtherSessions } satisfies SignInSuccessInfo),
      (err: unknown) => {
        if (err instanceof SignInFailure) {
          this.fail({ kind: err.kind, reason: err.reason } satisfies SignInChallenge, 401);
        } else if (err instanceof AppError && err.status === 409) {
          this.fail({ kind: 'already-registered', reason: err.message } satisfies SignInChallenge, 409);
        } else if (err instanceof AppError && err.field === 'email') {
          this.fail({ kind: 'no-email', reason: err.message } satisfies SignInChallenge, 400);
        } else {
          this.error(err instanceof Error ? err : new Error(String(err)));
        }
      },
    );
  }

  private async run(req: Request): Promise<{ user: SessionUser } & SignInSuccessInfo> {
    const { adapter, flowSecret, redirectUri } = this.options;
    const sealed = readFlowCookie(req);
    if (!sealed) throw verification('no flow cookie (expired, blocked, or another browser)');
    const flow = await openFlow(sealed, flowSecret);
    if (!flow) throw verification('flow cookie does not open (forged, altered or expired)');
    if (flow.provider !== adapter.provider) throw verification(`flow cookie was made for ${flow.provider}`);

    const params = this.options.readParams(req);
    const states = params.getAll('state');
    if (states.length !== 1 || !sameText(states[0] ?? '', flow.state)) {
      throw verification(states.length ? 'state does not match the flow' : 'callback carried no state');
    }
    const error = params.get('error');
    if (error) {
      const kind = CANCELLED_ERRORS.has(error) ? 'cancelled' : 'provider-error';
      throw new SignInFailure(kind, `provider answered error=${error.slice(0, 100)}`);
    }
    if (!(await this.options.claimFlow(flow.state))) throw verification('flow was used already (replayed callback)');
    const profile = await adapter.complete({ params, flow, redirectUri });
    const { user, endOtherSessions } = await this.options.verify(profile);
    return { user, returnTo: flow.returnTo, endOtherSessions };
  }
}
