/**
 * Account takeover through a linked identity (issue 30 item 1), and the rules that close it, end
 * to end over HTTP against the provider sandbox and its SMTP mailbox:
 * - a verified address that claims an account made by another identity unlinks every identity the
 *   claimant did not prove (and mails the owner);
 * - an identity whose email matches an account never joins it by itself; the owner links it from
 *   Settings → Profile while signed in (link mode), and sees and removes linked identities there;
 * - a first password needs a fresh sign-in and the mailbox, never a session alone.
 */
import type { Express } from 'express';
import { createClient } from 'redis';
import { sandboxAuthServiceEnv } from '@scp/provider-sandbox/default-clients';
import { verifyUserSessionsRevocation } from '@scp/service-kit/session-grant';
import { grantVerifier } from '@scp/service-kit/testing';
import { authServerMessages, oauthSignInErrorQuerySchema } from '@scp/shared/contracts/auth/auth-api';
import {
  identityLinkedElsewhereMessage,
  identityNotLinkedMessage,
  linkedIdentitiesResponseSchema,
  oauthLinkResultQuerySchema,
  type LinkedIdentitiesResponse,
  linkedIdentitiesServerMessages,
} from '@scp/shared/contracts/auth/linked-identities-api';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { callService } from '@scp/service-kit/testing';
import {
  authHarness,
  call,
  mailsTo,
  tokenFromMail,
  TEST_PUBLIC_ORIGIN as PUBLIC_ORIGIN,
  waitForMail,
} from '../auth-harness.test.util';
import { resetMailCooldownKey } from '../accounts/account-service';
import { IdentityModel, UserModel } from '../users/user-model';
import { callback, consent, grantOf, started, type Provider } from './provider-browser.test.util';

const fx = authHarness({
  sandbox: { allowedRedirectOrigins: [PUBLIC_ORIGIN] },
  env: ({ sandboxUrl, smtpUrl }) => ({
    PROVIDER_SANDBOX_URL: sandboxUrl,
    SMTP_URL: smtpUrl,
    OAUTH_FLOW_SECRET: 'local-only-oauth-flow-secret-for-takeover-tests',
    ...sandboxAuthServiceEnv(),
  }),
});
let app: Express;
let sandbox: NonNullable<typeof fx.sandbox>;

beforeAll(() => {
  app = fx.app;
  sandbox = fx.sandbox!;
});

// Each test starts from no accounts: the sandbox's people are the same in every test.
beforeEach(async () => {
  await Promise.all([UserModel.deleteMany({}), IdentityModel.deleteMany({})]);
  await fetch(`${sandbox.url}/mailbox`, { method: 'DELETE' });
  const redis = createClient({ url: fx.redis.url });
  await redis.connect();
  await redis.del(resetMailCooldownKey(ALICE));
  await redis.close();
});

const ALICE = 'alice.martin@example.com';
const SHOP = 'alices-bakery.myshopify.com';

/** Consent as the sandbox person (Google, Apple) or allow the install (Shopify, `shop`). */
async function signIn(provider: Provider, identity: string, options: { userId?: string; body?: object } = {}) {
  const body = { ...(provider === 'shopify' ? { shop: identity } : {}), ...options.body };
  const flow = await started(app, provider, body, { userId: options.userId });
  const answer: Record<string, string> =
    provider === 'shopify' ? { sandbox_decision: 'allow' } : { sandbox_identity: identity };
  return callback(app, await consent(flow.url, answer), flow.cookie, { userId: options.userId });
}

function expectRefused(res: { status: number; headers: Record<string, string | undefined> }, provider: Provider) {
  expect(res.status).toBe(303);
  expect(res.headers['x-session-grant']).toBeUndefined();
  const location = new URL(res.headers.location!, PUBLIC_ORIGIN);
  expect(location.pathname).toBe('/auth');
  const names = { google: 'Google', apple: 'Apple', shopify: 'Shopify' } as const;
  expect(oauthSignInErrorQuerySchema.parse(Object.fromEntries(location.searchParams))).toEqual({
    auth_error: identityNotLinkedMessage(names[provider]),
    provider,
  });
}

async function identitiesOf(userId: string): Promise<LinkedIdentitiesResponse> {
  const res = await call(app, 'get', '/identities', { userId });
  expect(res.status).toBe(200);
  return linkedIdentitiesResponseSchema.parse(res.body);
}

function removeIdentity(userId: string, id: string) {
  return callService(app, 'auth', 'delete', `/identities/${id}`, { userId });
}

describe('the takeover of issue 30: a Shopify shop with the owner’s email, then the owner with Google', () => {
  it('the owner’s Google claims the account: the attacker’s shop is unlinked, its sessions end, the owner is mailed', async () => {
    // The attacker installs with the shop alices-bakery, whose (unverified) email is Alice's.
    const attacker = await grantOf(await signIn('shopify', 'alices-bakery'));
    expect(attacker.email).toBe(ALICE);

    // The real Alice signs in with Google (verified address): she gets the account...
    const claimed = await signIn('google', 'alice');
    const alice = await grantOf(claimed);
    expect(alice.id).toBe(attacker.id);
    // ...and every session of it ends (the attacker's included), before hers starts.
    const revocation = await verifyUserSessionsRevocation(
      String(claimed.headers['x-session-revoke-user']),
      grantVerifier(claimed),
    );
    expect(revocation).toEqual({ userId: alice.id, keepCurrent: false });
    // Only Google is left.
    const { identities, has_password } = await identitiesOf(alice.id);
    expect(identities.map((one) => one.provider)).toEqual(['google']);
    expect(has_password).toBe(false);
    // The owner is told what was removed.
    const [mail] = await waitForMail(sandbox, ALICE);
    expect(mail?.subject).toBe('Sign-in methods removed from your account');
    expect(mail?.text).toContain(`Shopify (${SHOP})`);
    expect(mail?.text).toContain(`${PUBLIC_ORIGIN}/settings/profile`);

    // The attacker's shop no longer opens the account, nor makes another with Alice's address.
    expectRefused(await signIn('shopify', 'alices-bakery'), 'shopify');
    expect(await UserModel.countDocuments({ email: ALICE })).toBe(1);
    // The attacker's old session cannot set a password: the account has none, and a session alone never does.
    const password = await call(app, 'post', '/password', { userId: attacker.id, body: { password: 'Attacker1' } });
    expect(password.status).toBe(403);
    expect(password.body.error.message).toBe(linkedIdentitiesServerMessages.passwordSetupByMail);
    expect((await UserModel.findById(alice.id).lean())?.passwordHash).toBeUndefined();
  });

  it('a claim of a password account nobody confirmed drops the password and every other identity, and says so', async () => {
    const squatter = await call(app, 'post', '/sign-up', {
      body: { email: ALICE, password: 'Squatter1', full_name: 'Not Alice' },
    });
    expect(squatter.status).toBe(201);
    await IdentityModel.create({
      userId: squatter.body.user.id,
      provider: 'apple',
      subject: 'squatter-apple',
      email: 'x@y.z',
    });
    const alice = await grantOf(await signIn('google', 'alice'));
    expect(alice.id).toBe(squatter.body.user.id);
    expect((await identitiesOf(alice.id)).identities.map((one) => one.provider)).toEqual(['google']);
    const [mail] = await waitForMail(sandbox, ALICE);
    expect(mail?.text).toContain('Apple (x@y.z), the password');
    expect((await call(app, 'post', '/sign-in', { body: { email: ALICE, password: 'Squatter1' } })).status).toBe(401);
  });

  it('an account made by a verified identity is never joined by another one with the same email', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    expectRefused(await signIn('shopify', 'alices-bakery'), 'shopify');
    // Bob's Apple and Google share a verified address: still two ways that must be linked by him.
    const bob = await grantOf(await signIn('google', 'bob'));
    expectRefused(await signIn('apple', 'bob'), 'apple');
    expect((await identitiesOf(alice.id)).identities).toHaveLength(1);
    expect((await identitiesOf(bob.id)).identities).toHaveLength(1);
    expect(await mailsTo(sandbox, ALICE)).toEqual([]);
  });
});

describe('linking an identity from Settings → Profile (link mode)', () => {
  it('adds the identity to the signed-in account, comes back to the profile and mails the owner', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    const res = await signIn('shopify', 'alices-bakery', { userId: alice.id, body: { mode: 'link' } });
    expect(res.status).toBe(303);
    // Nobody is signed in (or out): the owner stays in the session that linked it.
    expect(res.headers['x-session-grant']).toBeUndefined();
    expect(res.headers['x-session-revoke-user']).toBeUndefined();
    const location = new URL(res.headers.location!, PUBLIC_ORIGIN);
    expect(location.pathname).toBe('/settings/profile');
    expect(oauthLinkResultQuerySchema.parse(Object.fromEntries(location.searchParams))).toEqual({ linked: 'shopify' });

    const { identities } = await identitiesOf(alice.id);
    expect(identities).toEqual([
      expect.objectContaining({ provider: 'google', email: ALICE, shop: null }),
      expect.objectContaining({ provider: 'shopify', email: ALICE, shop: SHOP, linked_at: expect.any(String) }),
    ]);
    const [mail] = await waitForMail(sandbox, ALICE);
    expect(mail?.subject).toBe('Shopify sign-in added to your account');
    // Now the shop signs in to Alice's account.
    expect((await grantOf(await signIn('shopify', 'alices-bakery'))).id).toBe(alice.id);
  });

  it('keeps returnTo and refuses an identity that belongs to another account', async () => {
    const bob = await grantOf(await signIn('google', 'bob'));
    const alice = await grantOf(await signIn('apple', 'alice'));
    const res = await signIn('google', 'bob', {
      userId: alice.id,
      body: { mode: 'link', returnTo: '/settings/profile?x=1' },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location!, PUBLIC_ORIGIN);
    expect(location.pathname).toBe('/settings/profile');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      x: '1',
      link_error: identityLinkedElsewhereMessage('Google'),
      provider: 'google',
    });
    expect((await identitiesOf(bob.id)).identities.map((one) => one.provider)).toEqual(['google']);
    expect((await identitiesOf(alice.id)).identities.map((one) => one.provider)).toEqual(['apple']);
  });

  it('needs a session and a sign-in within 5 minutes to start', async () => {
    const anonymous = await call(app, 'post', '/oauth/google/start', { body: { mode: 'link' } });
    expect(anonymous.status).toBe(401);
    const alice = await grantOf(await signIn('apple', 'alice'));
    await UserModel.updateOne({ _id: alice.id }, { $set: { lastSignInAt: new Date(Date.now() - 6 * 60_000) } });
    const stale = await call(app, 'post', '/oauth/google/start', { userId: alice.id, body: { mode: 'link' } });
    expect(stale.status).toBe(403);
    expect(stale.body.error.message).toBe(linkedIdentitiesServerMessages.recentSignInRequiredToLink);
  });

  it('a link callback in another user’s session links nothing and does not spend the flow', async () => {
    const alice = await grantOf(await signIn('apple', 'alice'));
    const bob = await grantOf(await signIn('apple', 'bob'));
    const flow = await started(app, 'google', { mode: 'link' }, { userId: alice.id });
    const back = await consent(flow.url, { sandbox_identity: 'alice' });
    const wrong = await callback(app, back, flow.cookie, { userId: bob.id });
    expect(new URL(wrong.headers.location!, PUBLIC_ORIGIN).searchParams.get('link_error')).toBe(
      'Sign in could not be verified. Please try again.',
    );
    expect((await identitiesOf(bob.id)).identities).toHaveLength(1);
    // Apple's form_post comes back without the session cookie: the flow names the account.
    const right = await callback(app, back, flow.cookie);
    expect(new URL(right.headers.location!, PUBLIC_ORIGIN).searchParams.get('linked')).toBe('google');
    expect((await identitiesOf(alice.id)).identities.map((one) => one.provider)).toEqual(['apple', 'google']);
  });
});

describe('GET and DELETE /api/auth/identities', () => {
  it('removes an identity, but never the last way in', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    const only = (await identitiesOf(alice.id)).identities[0]!;
    const last = await removeIdentity(alice.id, only.id);
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(linkedIdentitiesServerMessages.lastSignInMethod);
    expect((await identitiesOf(alice.id)).identities).toHaveLength(1);

    await signIn('shopify', 'alices-bakery', { userId: alice.id, body: { mode: 'link' } });
    const removed = await removeIdentity(alice.id, only.id);
    expect(removed.status).toBe(200);
    expect(linkedIdentitiesResponseSchema.parse(removed.body).identities.map((one) => one.provider)).toEqual([
      'shopify',
    ]);
    expect((await signIn('google', 'alice')).headers['x-session-grant']).toBeUndefined();
  });

  it('two removals at once of the last two identities leave one', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    await signIn('apple', 'alice', { userId: alice.id, body: { mode: 'link' } });
    const ids = (await identitiesOf(alice.id)).identities.map((one) => one.id);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(ids.map((id) => removeIdentity(alice.id, id)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await identitiesOf(alice.id)).identities).toHaveLength(1);
  });

  it('an account with a password may remove every identity; another account’s identity or a bad id is 404', async () => {
    const bob = await grantOf(await signIn('google', 'bob'));
    const bobs = (await identitiesOf(bob.id)).identities[0]!;
    const other = await call(app, 'post', '/sign-up', {
      body: { email: 'dana@example.com', password: 'Secret123', full_name: 'Dana' },
    });
    const dana = other.body.user as SessionUser;
    expect((await removeIdentity(dana.id, bobs.id)).status).toBe(404);
    expect((await removeIdentity(dana.id, 'not-an-id')).status).toBe(404);
    expect((await callService(app, 'auth', 'delete', `/identities/${bobs.id}`)).status).toBe(401);
    await signIn('apple', 'carla', { userId: dana.id, body: { mode: 'link' } });
    const danas = (await identitiesOf(dana.id)).identities[0]!;
    expect((await identitiesOf(dana.id)).has_password).toBe(true);
    expect((await removeIdentity(dana.id, danas.id)).status).toBe(200);
    expect((await identitiesOf(dana.id)).identities).toEqual([]);
  });
});

describe('a first password: a fresh sign-in and the mailbox', () => {
  it('mails a link to the account’s address on which the password is chosen', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    const res = await call(app, 'post', '/password/setup-request', { userId: alice.id });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true });
    const [mail] = await waitForMail(sandbox, ALICE);
    expect(mail?.subject).toBe('Set a password for your account');
    const { link, token } = tokenFromMail(mail!);
    expect(link.startsWith(`${PUBLIC_ORIGIN}/reset-password/confirm?token=`)).toBe(true);
    // A second request within the minute mails nothing more.
    expect((await call(app, 'post', '/password/setup-request', { userId: alice.id })).status).toBe(202);
    const reset = await call(app, 'post', '/password/reset', { body: { token, password: 'AliceOwn1' } });
    expect(reset.status).toBe(200);
    expect((await call(app, 'post', '/sign-in', { body: { email: ALICE, password: 'AliceOwn1' } })).status).toBe(200);
    expect(await mailsTo(sandbox, ALICE)).toHaveLength(1);
    // The identity stays linked (a reset unlinks nothing silently; the owner sees it in the list).
    expect((await identitiesOf(alice.id)).identities.map((one) => one.provider)).toEqual(['google']);
    const again = await call(app, 'post', '/password/setup-request', { userId: alice.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(linkedIdentitiesServerMessages.passwordAlreadySet);
  });

  it('is refused when the last sign-in is over 5 minutes old, or without a session', async () => {
    const alice = await grantOf(await signIn('google', 'alice'));
    await UserModel.updateOne({ _id: alice.id }, { $set: { lastSignInAt: new Date(Date.now() - 6 * 60_000) } });
    const stale = await call(app, 'post', '/password/setup-request', { userId: alice.id });
    expect(stale.status).toBe(403);
    expect(stale.body.error.message).toBe(authServerMessages.recentSignInRequired);
    expect((await call(app, 'post', '/password/setup-request')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(sandbox, ALICE)).toEqual([]);
  });
});
