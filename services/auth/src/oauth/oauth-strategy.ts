import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import { AppError } from '@scp/service-kit/errors';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import type { ExternalProfile, ExternalSignIn } from '../users/external-sign-in';
import { openFlow, readFlowCookie, type OAuthFlow } from './flow-cookie';
import type { ProviderAdapter } from './provider-adapter';
import { signInFailure, signInFailureKind, verification, type SignInFailureKind } from './sign-in-failure';

/** What the route's passport callback gets on success (`info`) and on failure (`challenge`). */
export interface SignInSuccessInfo {
  returnTo: string;
  /** See ExternalSignIn: the account's other sessions end with this sign-in. */
  endOtherSessions: boolean;
  /** See ExternalSignIn. */
  claim?: ExternalSignIn['claim'];
  /** Link mode: the identity was added to the signed-in account; nobody is signed in. */
  link?: { provider: ExternalProfile['provider']; label: string | undefined; added: boolean; email: string };
}
export interface SignInChallenge {
  kind: SignInFailureKind;
  reason: string;
  /** Set when the failed flow was a link flow: where its browser goes back to (not the auth page). */
  linkReturnTo?: string;
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
  /** The callback URLs a flow may name (this provider's on each trusted origin). */
  redirectUris: readonly string[];
  /** The callback's parameters: the query string, or Apple's form_post body. */
  readParams: (req: Request) => URLSearchParams;
  /**
   * Marks the flow (by its state) as used; false when it already was. The cookie itself cannot be
   * revoked, so this makes a flow good for one callback even when a replay sends the cookie again.
   */
  claimFlow: (state: string) => Promise<boolean>;
  /** Profile → account (signInWithExternalIdentity). */
  verify: (profile: ExternalProfile) => Promise<ExternalSignIn>;
  /** Link mode: profile → the flow's signed-in account (linkExternalIdentity). */
  link: (userId: string, profile: ExternalProfile) => Promise<{ added: boolean; email: string }>;
  /** The signed-in user of the callback request (the gateway's), if any. */
  sessionUserId: (req: Request) => string | undefined;
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
    const seen: { flow?: OAuthFlow } = {};
    this.run(req, seen).then(
      ({ user, ...info }) => this.success(user, info satisfies SignInSuccessInfo),
      (err: unknown) => {
        const linkReturnTo = seen.flow?.linkUserId !== undefined ? seen.flow.returnTo : undefined;
        const fail = (kind: SignInFailureKind, reason: string, status: number) =>
          this.fail({ kind, reason, linkReturnTo } satisfies SignInChallenge, status);
        const kind = signInFailureKind(err);
        if (kind) {
          // The status only labels the challenge: the callback reads the kind.
          fail(kind, (err as Error).message, kind === 'not-linked' ? 409 : 401);
        } else if (err instanceof AppError && err.status === 409) {
          fail('already-registered', err.message, 409);
        } else if (err instanceof AppError && err.field === 'email') {
          fail('no-email', err.message, 400);
        } else {
          this.error(err instanceof Error ? err : new Error(String(err)));
        }
      },
    );
  }

  private async run(
    req: Request,
    seen: { flow?: OAuthFlow },
  ): Promise<{ user: SessionUser | false } & SignInSuccessInfo> {
    const { adapter, flowSecret } = this.options;
    const sealed = readFlowCookie(req);
    if (!sealed) throw verification('no flow cookie (expired, blocked, or another browser)');
    const flow = await openFlow(sealed, flowSecret);
    if (!flow) throw verification('flow cookie does not open (forged, altered or expired)');
    if (flow.provider !== adapter.provider) throw verification(`flow cookie was made for ${flow.provider}`);
    if (!this.options.redirectUris.includes(flow.redirectUri)) throw verification('flow names an untrusted origin');
    seen.flow = flow;
    // Checked before the flow is spent: another signed-in user cannot use up this one's flow.
    const sessionUser = this.options.sessionUserId(req);
    if (flow.linkUserId !== undefined && sessionUser !== undefined && sessionUser !== flow.linkUserId) {
      throw verification('link flow of another user');
    }

    const params = this.options.readParams(req);
    const states = params.getAll('state');
    if (states.length !== 1 || !sameText(states[0] ?? '', flow.state)) {
      throw verification(states.length ? 'state does not match the flow' : 'callback carried no state');
    }
    const error = params.get('error');
    if (error) {
      const kind = CANCELLED_ERRORS.has(error) ? 'cancelled' : 'provider-error';
      throw signInFailure(kind, `provider answered error=${error.slice(0, 100)}`);
    }
    if (!(await this.options.claimFlow(flow.state))) throw verification('flow was used already (replayed callback)');
    const profile = await adapter.complete({ params, flow, redirectUri: flow.redirectUri });
    if (flow.linkUserId !== undefined) return this.linkTo(flow, flow.linkUserId, profile);
    const { user, endOtherSessions, claim } = await this.options.verify(profile);
    return { user, returnTo: flow.returnTo, endOtherSessions, claim };
  }

  private async linkTo(
    flow: OAuthFlow,
    userId: string,
    profile: ExternalProfile,
  ): Promise<{ user: false } & SignInSuccessInfo> {
    let linked: { added: boolean; email: string };
    try {
      linked = await this.options.link(userId, profile);
    } catch (err) {
      if (err instanceof AppError && err.status === 409) throw signInFailure('linked-elsewhere', err.message);
      throw err;
    }
    const { added, email } = linked;
    const label = profile.provider === 'shopify' ? profile.subject : profile.email;
    return {
      user: false,
      returnTo: flow.returnTo,
      endOtherSessions: false,
      link: { provider: profile.provider, label, added, email },
    };
  }
}
