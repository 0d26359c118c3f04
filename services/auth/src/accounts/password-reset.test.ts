import { createClient } from 'redis';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { SESSION_REVOKE_USER_HEADER, verifyUserSessionsRevocation } from '@scp/service-kit/session-grant';
import { grantVerifier } from '@scp/service-kit/testing';
import { authHarness, call, mailsTo, signUp, tokenFromMail, uniqueEmail, waitForMail } from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';
import { resetMailCooldownKey } from './account-service';
import { OneTimeTokenModel } from './one-time-token-model';
import { hashToken } from './one-time-tokens';

const fx = authHarness({
  mailbox: true,
  env: ({ smtpUrl }) => ({ SMTP_URL: smtpUrl, PASSWORD_RESET_TTL_SECONDS: '3600' }),
});

const invalidToken = { error: { code: 'INVALID_TOKEN', message: authServerMessages.invalidResetLink } };

async function requestReset(email: string) {
  return call(fx.app, 'post', '/password/reset-request', { body: { email } });
}

/** Requests a reset for the address and returns the token from the mail it receives. */
async function resetToken(email: string, count = 1): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const mails = await waitForMail(fx.sandbox!, email, count);
  return tokenFromMail(mails[0]!).token;
}

const check = (token: unknown) => call(fx.app, 'post', '/password/reset-check', { body: { token } });
const reset = (token: unknown, password: string) =>
  call(fx.app, 'post', '/password/reset', { body: { token, password } });
const signIn = (email: string, password: string) => call(fx.app, 'post', '/sign-in', { body: { email, password } });

/** As if the last reset mail to the address were over a minute old. */
async function endCooldown(email: string): Promise<void> {
  const redis = createClient({ url: fx.redis.url });
  await redis.connect();
  await redis.del(resetMailCooldownKey(email));
  await redis.close();
}

describe('password reset', () => {
  it('mails a one-time link; the token is stored only as its SHA-256 hash with a 1 h expiry', async () => {
    const email = uniqueEmail('frank');
    const user = await signUp(fx.app, email);
    const res = await requestReset(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });

    const [mail] = await waitForMail(fx.sandbox!, email);
    expect(mail?.subject).toBe('Reset your password');
    const { link, token } = tokenFromMail(mail!);
    expect(link).toBe(`http://app.test/reset-password/confirm?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail?.html).toContain(`href="${link}"`);

    const stored = await OneTimeTokenModel.find({ userId: user.id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'password_reset', tokenHash: hashToken(token), usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    const ttl = (stored[0]!.expiresAt.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('answers the same for an unknown address and sends nothing (security requirement 6)', async () => {
    const email = uniqueEmail('ghost');
    const tokensBefore = await OneTimeTokenModel.countDocuments({});
    const res = await requestReset(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(fx.sandbox!, email)).toEqual([]);
    expect(await OneTimeTokenModel.countDocuments({})).toBe(tokensBefore);
  });

  it('checks a link without spending it, then resets the password once, ending every session', async () => {
    const email = uniqueEmail('grace');
    const user = await signUp(fx.app, email, 'OldSecret1');
    const token = await resetToken(email);

    for (let i = 0; i < 2; i += 1) {
      const checked = await check(token);
      expect(checked.status).toBe(200);
      expect(checked.body).toEqual({ valid: true });
    }

    const done = await reset(token, 'NewSecret2');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ updated: true });
    expect(done.headers['x-session-grant']).toBeUndefined();
    expect(
      await verifyUserSessionsRevocation(String(done.headers[SESSION_REVOKE_USER_HEADER]), grantVerifier(done)),
    ).toEqual({ userId: user.id, keepCurrent: false });
    expect((await signIn(email, 'OldSecret1')).status).toBe(401);
    expect((await signIn(email, 'NewSecret2')).status).toBe(200);

    // Used: a second reset and a check both fail (security requirement 10).
    const second = await reset(token, 'ThirdSecret3');
    expect(second.status).toBe(400);
    expect(second.body).toEqual(invalidToken);
    expect(second.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
    expect((await check(token)).body).toEqual(invalidToken);
    expect((await signIn(email, 'NewSecret2')).status).toBe(200);
  });

  it('lets only one of two simultaneous resets with one token through', async () => {
    const email = uniqueEmail('race');
    await signUp(fx.app, email);
    const token = await resetToken(email);
    const results = await Promise.all([
      reset(token, 'RaceOne111'),
      reset(token, 'RaceTwo222'),
      reset(token, 'Race333x'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('mails one reset link per address a minute, however many requests come in (issue 9.8)', async () => {
    const email = uniqueEmail('flooded');
    await signUp(fx.app, email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestReset(email)));
    expect(answers.map((res) => res.body)).toEqual(Array(5).fill({ sent: true }));
    await waitForMail(fx.sandbox!, email, 1);
    expect((await requestReset(email)).body).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(fx.sandbox!, email)).toHaveLength(1);
    // Another address is not held back by it.
    const other = uniqueEmail('neighbour');
    await signUp(fx.app, other);
    expect(await resetToken(other)).toBeTruthy();
    // After the minute, the address gets a new link.
    await endCooldown(email);
    await resetToken(email, 2);
  });

  it('a reset retires the other links mailed earlier', async () => {
    const email = uniqueEmail('twice');
    await signUp(fx.app, email);
    const first = await resetToken(email, 1);
    await endCooldown(email);
    const second = await resetToken(email, 2);
    expect(second).not.toBe(first);
    expect((await reset(second, 'NewSecret2')).status).toBe(200);
    expect((await reset(first, 'Other1234')).body).toEqual(invalidToken);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    const user = await signUp(fx.app, email);
    const token = await resetToken(email);
    await OneTimeTokenModel.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await check(token)).body).toEqual(invalidToken);
    const res = await reset(token, 'NewSecret2');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidToken);
    expect((await signIn(email, 'Secret123')).status).toBe(200);
  });

  it('refuses unknown tokens and a confirmation token used as a reset token', async () => {
    expect((await check('made-up-token')).body).toEqual(invalidToken);
    expect((await reset('made-up-token', 'NewSecret2')).status).toBe(400);
    const { issueToken } = await import('./one-time-tokens');
    const user = await signUp(fx.app, uniqueEmail('purpose'));
    const confirmation = await issueToken(user.id, 'email_confirmation', 3600);
    expect((await reset(confirmation, 'NewSecret2')).body).toEqual(invalidToken);
  });

  it('validates the new password and the token without spending the link', async () => {
    const email = uniqueEmail('short');
    await signUp(fx.app, email);
    const token = await resetToken(email);
    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: authServerMessages.passwordTooShort, field: 'password' },
    });
    expect((await check('')).status).toBe(400);
    expect((await check('x'.repeat(201))).status).toBe(400);
    expect((await check(token)).status).toBe(200);
  });

  it('confirms the address of an account that was waiting for its confirmation', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(fx.app, email);
    await UserModel.updateOne({ email }, { $set: { emailConfirmedAt: null } });
    const token = await resetToken(email);
    expect((await reset(token, 'NewSecret2')).status).toBe(200);
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('lets an account made by Google sign-in set a first password', async () => {
    const email = uniqueEmail('google');
    await UserModel.create({ email, emailConfirmedAt: new Date(), user_metadata: { full_name: 'G' } });
    const token = await resetToken(email);
    expect((await reset(token, 'FirstPass1')).status).toBe(200);
    expect((await signIn(email, 'FirstPass1')).status).toBe(200);
  });

  it('refuses a link whose account was deleted', async () => {
    const email = uniqueEmail('deleted');
    await signUp(fx.app, email);
    const token = await resetToken(email);
    await UserModel.deleteOne({ email });
    const res = await reset(token, 'NewSecret2');
    expect(res.status).toBe(400);
    expect(res.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
  });

  it('refuses an invalid address with 400 and an empty one as required', async () => {
    const invalid = await requestReset('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: authServerMessages.invalidEmail, field: 'email' },
    });
    expect((await requestReset('')).body.error.message).toBe(authServerMessages.emailRequired);
  });
});

describe('password reset links with a short lifetime', () => {
  it('expire after PASSWORD_RESET_TTL_SECONDS', async () => {
    const { createApp } = await import('../app');
    const deps = fx.service.deps as Parameters<typeof createApp>[0];
    // The same service configured with PASSWORD_RESET_TTL_SECONDS=1.
    const app = createApp({
      ...deps,
      config: { ...deps.config, extra: { ...deps.config.extra, PASSWORD_RESET_TTL_SECONDS: 1 } },
    });
    const email = uniqueEmail('ttl');
    await signUp(app, email);
    expect((await call(app, 'post', '/password/reset-request', { body: { email } })).status).toBe(200);
    const { token } = tokenFromMail((await waitForMail(fx.sandbox!, email))[0]!);
    expect((await call(app, 'post', '/password/reset-check', { body: { token } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await call(app, 'post', '/password/reset', { body: { token, password: 'NewSecret2' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidToken);
  });
});
