import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Router } from 'express';
import passport from 'passport';
import { AppError } from '@scp/service-kit/errors';
import { grantSession, revokeUserSessions } from '@scp/service-kit/session-grant';
import {
  authServerMessages,
  oauthSignInProviderSchema,
  oauthStartRequestSchema,
  type OAuthSignInProvider,
  type OAuthStartResponse,
} from '@scp/shared/contracts/auth/auth-api';
import {
  LINKED_IDENTITIES_PATH,
  linkedIdentitiesServerMessages,
} from '@scp/shared/contracts/auth/linked-identities-api';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import type { AuthContext } from '../config';
import { trustedOriginOf } from '@scp/service-kit/app-origins';
import { userIdOf } from '@scp/service-kit/internal-token';
import { accountClaimedMail, identityLinkedMail } from '../mail/account-mails';
import { linkExternalIdentity, requireRecentSignIn, signInWithExternalIdentity } from '../users/external-sign-in';
import { createAppleAdapter } from './apple-adapter';
import {
  clearFlowCookie,
  FLOW_TTL_SECONDS,
  readFlowCookie,
  sealFlow,
  setFlowCookie,
  type OAuthFlow,
} from './flow-cookie';
import { createGoogleAdapter } from './google-adapter';
import { OAuthSignInStrategy, type SignInChallenge, type SignInSuccessInfo } from './oauth-strategy';
import { createPkce, randomToken } from '@scp/service-kit/oauth-client';
import type { ProviderAdapter } from './provider-adapter';
import { normalizeShopDomain } from '@scp/shared/contracts/settings/connected-accounts';
import { createShopifyAdapter } from './shopify-adapter';
import {
  failureMessage,
  notConfiguredMessage,
  providerNames,
  signInFailureKind,
  type SignInFailureKind,
} from './sign-in-failure';

/** How long Apple's posted fields wait for the browser's GET (see relayApplePost). */
const APPLE_RELAY_TTL_SECONDS = 60;

/** `/auth?auth_error=<message>&provider=<provider>` (oauthSignInErrorQuerySchema). */
export function signInFailurePath(provider: OAuthSignInProvider, message: string): string {
  return `/auth?${new URLSearchParams({ auth_error: message, provider }).toString()}`;
}

/** `<returnTo>?<params>` (keeping returnTo's own query), for a link flow's way back. */
function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://app.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** The query string exactly as received: Shopify's hmac is over these bytes' parameters. */
function queryParams(req: Request): URLSearchParams {
  const index = req.originalUrl.indexOf('?');
  return new URLSearchParams(index < 0 ? '' : req.originalUrl.slice(index + 1));
}

/** Apple's form_post body (urlencoded, not extended: values are strings or string arrays). */
function formParams(req: Request): URLSearchParams {
  const params = new URLSearchParams();
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return params;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') params.append(name, item);
    }
  }
  return params;
}

/**
 * Redirect sign-in with Google, Apple and Shopify (passport strategies, no server session here):
 * - `POST /oauth/:provider/start` → `{ url }` and the encrypted flow cookie `scp.auth.flow`;
 * - the provider's callback (`GET /oauth/google/callback`, `POST /oauth/apple/callback` (form_post),
 *   `GET /oauth/shopify/callback`) → 303 to the flow's returnTo with a session grant for the gateway,
 *   or 303 to `/auth?auth_error=...&provider=...` without one.
 */
export function registerOAuthRoutes(router: Router, context: AuthContext): void {
  const { settings, logger, mailer } = context;
  const adapters: Record<OAuthSignInProvider, ProviderAdapter | undefined> = {
    google: settings.google && createGoogleAdapter(settings.google),
    apple: settings.apple && createAppleAdapter(settings.apple),
    shopify: settings.shopify && createShopifyAdapter(settings.shopify),
  };
  // The provider sends the browser back to the origin the flow started on (when trusted), where
  // the flow's cookie is: a flow started on 127.0.0.1 must not come back to localhost.
  const redirectUri = (origin: string, provider: OAuthSignInProvider) =>
    `${origin}/api/auth/oauth/${provider}/callback`;
  const redirectUris = (provider: OAuthSignInProvider) =>
    settings.origins.trusted.map((origin) => redirectUri(origin, provider));
  const settingsLink = `${settings.publicOrigin}${LINKED_IDENTITIES_PATH}`;

  const claimFlow = async (state: string): Promise<boolean> => {
    const key = `auth:oauth-flow-used:${createHash('sha256').update(state).digest('base64url')}`;
    const reply = await context.redis.set(key, '1', {
      condition: 'NX',
      expiration: { type: 'EX', value: FLOW_TTL_SECONDS },
    });
    return reply === 'OK';
  };

  // Our own instance: strategies registered here cannot collide with any other passport use.
  const authenticator = new passport.Authenticator();
  for (const adapter of Object.values(adapters)) {
    if (!adapter) continue;
    authenticator.use(
      adapter.provider,
      new OAuthSignInStrategy({
        adapter,
        flowSecret: settings.oauthFlowSecret,
        redirectUris: redirectUris(adapter.provider),
        readParams: adapter.provider === 'apple' ? formParams : queryParams,
        claimFlow,
        verify: signInWithExternalIdentity,
        link: linkExternalIdentity,
        sessionUserId: (req) => req.identity?.userId,
      }),
    );
  }

  router.post('/oauth/:provider/start', async (req, res) => {
    const parsedProvider = oauthSignInProviderSchema.safeParse(req.params.provider);
    if (!parsedProvider.success) throw AppError.notFound(`No sign-in provider named ${String(req.params.provider)}.`);
    const provider = parsedProvider.data;
    const adapter = adapters[provider];
    if (!adapter) throw AppError.unavailable(notConfiguredMessage(provider));
    const body = oauthStartRequestSchema.parse(req.body ?? {});
    // Link mode adds the identity to the signed-in account: a session alone is not enough (a stolen
    // one would give its thief a lasting way in), the account must have signed in just now.
    const linkUserId = body.mode === 'link' ? userIdOf(req) : undefined;
    if (linkUserId !== undefined)
      await requireRecentSignIn(linkUserId, linkedIdentitiesServerMessages.recentSignInRequiredToLink);

    let shop: string | undefined;
    if (provider === 'shopify') {
      shop = body.shop ? normalizeShopDomain(body.shop) : undefined;
      if (!shop) throw AppError.validation(authServerMessages.invalidShopDomain, 'shop');
    }
    const pkce = createPkce();
    const callbackUri = redirectUri(trustedOriginOf(settings.origins, req.get('origin')), provider);
    const flow: OAuthFlow = {
      provider,
      state: randomToken(),
      verifier: pkce.verifier,
      // Shopify issues no ID token: nothing would carry a nonce back.
      nonce: provider === 'shopify' ? undefined : randomToken(),
      shop,
      // Shopify's sign-in returns to the auth page (states and transitions), which sends a signed-in user on.
      returnTo: body.returnTo ?? (linkUserId ? LINKED_IDENTITIES_PATH : provider === 'shopify' ? '/auth' : '/'),
      redirectUri: callbackUri,
      linkUserId,
    };
    let url: string;
    try {
      url = await adapter.authorizationUrl({ flow, codeChallenge: pkce.challenge, redirectUri: callbackUri });
    } catch (err) {
      if (!signInFailureKind(err)) throw err;
      logger.warn({ reqId: req.id, provider, reason: (err as Error).message }, 'redirect sign-in could not start');
      throw AppError.unavailable(failureMessage('unavailable', provider));
    }
    setFlowCookie(req, res, await sealFlow(flow, settings.oauthFlowSecret));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ url } satisfies OAuthStartResponse);
  });

  const callback =
    (provider: OAuthSignInProvider): RequestHandler =>
    (req, res, next) => {
      // A flow is good for one attempt, whatever its outcome.
      clearFlowCookie(req, res);
      res.setHeader('Cache-Control', 'no-store');
      const fail = (kind: SignInFailureKind, reason: string, err?: unknown, linkReturnTo?: string) => {
        const log = { reqId: req.id, provider, kind, reason, ...(err ? { err } : {}) };
        if (kind === 'unexpected') logger.error(log, 'redirect sign-in failed');
        else logger.warn(log, 'redirect sign-in failed');
        const message = failureMessage(kind, provider);
        // A link flow goes back to the page it started from, still signed in.
        res.redirect(
          303,
          linkReturnTo
            ? withQuery(linkReturnTo, { link_error: message, provider })
            : signInFailurePath(provider, message),
        );
      };
      if (!adapters[provider]) {
        fail('not-configured', 'provider has no settings');
        return;
      }
      const done = (err: unknown, user: SessionUser | false, info: SignInSuccessInfo | SignInChallenge | undefined) => {
        if (err) {
          fail('unexpected', 'sign-in failed with an error', err);
          return;
        }
        if (info && 'returnTo' in info && info.link) {
          const { link } = info;
          if (link.added) {
            mailer.sendInBackground(identityLinkedMail(link.email, providerNames[provider], link.label, settingsLink));
          }
          logger.info({ reqId: req.id, provider, added: link.added }, 'identity linked');
          res.redirect(303, withQuery(info.returnTo, { linked: provider }));
          return;
        }
        if (!user || !info || !('returnTo' in info)) {
          const challenge = info && 'kind' in info ? info : { kind: 'verification' as const, reason: 'no challenge' };
          fail(challenge.kind, challenge.reason, undefined, challenge.linkReturnTo);
          return;
        }
        const signIn = async (): Promise<void> => {
          if (info.endOtherSessions) {
            await revokeUserSessions(res, user.id, context.sessionGrantKey, { keepCurrent: false });
          }
          await grantSession(res, user, context.sessionGrantKey);
          if (info.claim) {
            const { removedIdentities, passwordRemoved } = info.claim;
            if (removedIdentities.length > 0 || passwordRemoved) {
              const removed = removedIdentities.map((one) => ({
                provider: providerNames[one.provider],
                label: one.label,
              }));
              mailer.sendInBackground(accountClaimedMail(user.email, removed, passwordRemoved, settingsLink));
            }
          }
        };
        signIn().then(
          () => {
            logger.info({ reqId: req.id, provider, userId: user.id }, 'redirect sign-in succeeded');
            res.redirect(303, info.returnTo);
          },
          (grantError: unknown) => fail('unexpected', 'session grant could not be signed', grantError),
        );
      };
      (authenticator.authenticate(provider, { session: false }, done) as RequestHandler)(req, res, next);
    };

  router.get('/oauth/google/callback', callback('google'));

  // Apple's form_post is a cross-site POST. Over https the flow cookie is SameSite=None and comes
  // with it; over plain http (local runs) it is Lax, and when the app was opened on another site
  // than the provider's page (127.0.0.1 against the sandbox's localhost) the POST arrives without
  // it. Then the fields wait a minute in Redis and the browser is sent on to a GET of this URL, a
  // top-level navigation that carries Lax cookies; that GET finishes the sign-in as the POST
  // would have. Nothing is decided here: the flow cookie, state and PKCE are checked as ever.
  const relayKey = (id: string) => `auth:apple-relay:${id}`;
  const relayApplePost: RequestHandler = (req, res, next) => {
    const params = formParams(req);
    if (readFlowCookie(req) !== undefined || params.getAll('state').length !== 1) {
      next();
      return;
    }
    const id = randomToken();
    context.redis
      .set(relayKey(id), params.toString(), { expiration: { type: 'EX', value: APPLE_RELAY_TTL_SECONDS } })
      .then(
        () => {
          res.setHeader('Cache-Control', 'no-store');
          res.redirect(303, `/api/auth/oauth/apple/callback?${new URLSearchParams({ relay: id }).toString()}`);
        },
        (err: unknown) => next(err),
      );
  };
  const resumeApplePost: RequestHandler = (req, _res, next) => {
    const id = typeof req.query.relay === 'string' && /^[\w-]{1,100}$/.test(req.query.relay) ? req.query.relay : '';
    const relayed = id ? context.redis.getDel(relayKey(id)) : Promise.resolve(null);
    relayed.then(
      (stored) => {
        const fields: Record<string, string[]> = {};
        const params = new URLSearchParams(stored ?? '');
        for (const name of new Set(params.keys())) fields[name] = params.getAll(name);
        req.body = fields;
        next();
      },
      (err: unknown) => next(err),
    );
  };
  // Apple's form_post: the only form body this service accepts, small.
  router.post(
    '/oauth/apple/callback',
    express.urlencoded({ extended: false, limit: '20kb' }),
    relayApplePost,
    callback('apple'),
  );
  router.get('/oauth/apple/callback', resumeApplePost, callback('apple'));
  router.get('/oauth/shopify/callback', callback('shopify'));
}
