import mongoose from 'mongoose';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { linkedIdentitiesServerMessages } from '@scp/shared/contracts/auth/linked-identities-api';
import { SESSION_REVOKE_USER_HEADER, verifyUserSessionsRevocation } from '@scp/service-kit/session-grant';
import { grantVerifier } from '@scp/service-kit/testing';
import { authHarness, call, signUp, uniqueEmail } from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';

const fx = authHarness({ env: () => ({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_FAILURE_WINDOW_SECONDS: '600' }) });

async function signIn(email: string, password: string, ip?: string) {
  return call(fx.app, 'post', '/sign-in', { ip, body: { email, password } });
}

describe('POST /api/auth/password (signed in)', () => {
  it('sets the new password and ends the user’s other sessions, keeping this one', async () => {
    const email = uniqueEmail('changer');
    const user = await signUp(fx.app, email, 'OldSecret1');
    const res = await call(fx.app, 'post', '/password', {
      userId: user.id,
      body: { current_password: 'OldSecret1', password: 'NewSecret2' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: true });
    const revocation = await verifyUserSessionsRevocation(
      String(res.headers[SESSION_REVOKE_USER_HEADER]),
      grantVerifier(res),
    );
    expect(revocation).toEqual({ userId: user.id, keepCurrent: true });
    expect((await signIn(email, 'OldSecret1')).status).toBe(401);
    expect((await signIn(email, 'NewSecret2')).status).toBe(200);
  });

  it('answers 401 when not signed in, 400 for a short password', async () => {
    const anonymous = await call(fx.app, 'post', '/password', { body: { password: 'NewSecret2' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const user = await signUp(fx.app, uniqueEmail('short'));
    const short = await call(fx.app, 'post', '/password', { userId: user.id, body: { password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: authServerMessages.passwordTooShort, field: 'password' },
    });
    expect(short.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
  });

  it('refuses a session without the current password: missing 400, wrong 403, and the password stays', async () => {
    const email = uniqueEmail('stolen');
    const user = await signUp(fx.app, email, 'OwnerPass1');
    const missing = await call(fx.app, 'post', '/password', { userId: user.id, body: { password: 'Attacker99' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: authServerMessages.currentPasswordRequired,
        field: 'current_password',
      },
    });
    const wrong = await call(fx.app, 'post', '/password', {
      userId: user.id,
      body: { current_password: 'Guess1234', password: 'Attacker99' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: authServerMessages.currentPasswordIncorrect,
        field: 'current_password',
      },
    });
    for (const refused of [missing, wrong]) expect(refused.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
    expect((await signIn(email, 'Attacker99')).status).toBe(401);
    expect((await signIn(email, 'OwnerPass1')).status).toBe(200);
  });

  it('counts current-password guesses against the sign-in throttle', async () => {
    const user = await signUp(fx.app, uniqueEmail('guesser'), 'OwnerPass1');
    const change = (current: string) =>
      call(fx.app, 'post', '/password', {
        userId: user.id,
        ip: '198.51.100.200',
        body: { current_password: current, password: 'Attacker99' },
      });
    for (let i = 0; i < 3; i += 1) expect((await change(`Guess${i}xyz`)).status).toBe(403);
    const limited = await change('OwnerPass1');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });

  it('never sets a first password on a session alone, however fresh its sign-in (the mailed link does)', async () => {
    const email = uniqueEmail('oauth-only');
    const user = await signUp(fx.app, email);
    await UserModel.updateOne({ email }, { $unset: { passwordHash: 1 }, $set: { lastSignInAt: new Date() } });
    const fresh = await call(fx.app, 'post', '/password', { userId: user.id, body: { password: 'FirstPass1' } });
    expect(fresh.status).toBe(403);
    expect(fresh.body).toEqual({
      error: { code: 'FORBIDDEN', message: linkedIdentitiesServerMessages.passwordSetupByMail },
    });
    expect(fresh.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
    expect((await UserModel.findById(user.id).lean())?.passwordHash).toBeUndefined();
    expect((await signIn(email, 'FirstPass1')).status).toBe(401);
  });

  it('answers 401 for a deleted account', async () => {
    const id = new mongoose.Types.ObjectId().toHexString();
    const res = await call(fx.app, 'post', '/password', { userId: id, body: { password: 'NewSecret2' } });
    expect(res.status).toBe(401);
    expect(res.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
  });
});
