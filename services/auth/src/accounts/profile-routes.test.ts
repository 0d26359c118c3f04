import mongoose from 'mongoose';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { verifySessionUser } from '@scp/service-kit/session-grant';
import { grantVerifier } from '@scp/service-kit/testing';
import { authHarness, call, signUp, uniqueEmail } from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';

const fx = authHarness({ env: () => ({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_FAILURE_WINDOW_SECONDS: '600' }) });

describe('GET /api/auth/user and PATCH /api/auth/user/metadata', () => {
  it('returns the signed-in user; 401 anonymous, for a deleted account or an id that is not one', async () => {
    const user = await signUp(fx.app, uniqueEmail('me'));
    const res = await call(fx.app, 'get', '/user', { userId: user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user });
    // Reading the account refreshes the gateway's copy (another service may have changed it).
    expect(await verifySessionUser(String(res.headers['x-session-update']), grantVerifier(res))).toEqual(user);
    expect(res.headers['x-session-grant']).toBeUndefined();
    expect((await call(fx.app, 'get', '/user')).status).toBe(401);
    await UserModel.deleteOne({ _id: user.id });
    const deleted = await call(fx.app, 'get', '/user', { userId: user.id });
    expect(deleted.status).toBe(401);
    expect(deleted.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: authServerMessages.notSignedIn } });
    expect(deleted.headers['x-session-update']).toBeUndefined();
    expect((await call(fx.app, 'get', '/user', { userId: 'not-an-object-id' })).status).toBe(401);
  });

  it('merges the given keys over the stored metadata and refreshes the gateway’s copy', async () => {
    const user = await signUp(fx.app, uniqueEmail('profile'), 'Secret123', 'Dana Lee');
    const first = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: {
        company_name: 'Dana Shop',
        website: 'https://dana.example',
        dark_mode: true,
      },
    });
    expect(first.status).toBe(200);
    const second = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: {
        industry: 'fashion',
        email_notifications: false,
      },
    });
    expect(second.status).toBe(200);
    const expected = {
      ...user,
      user_metadata: {
        full_name: 'Dana Lee',
        company_name: 'Dana Shop',
        website: 'https://dana.example',
        dark_mode: true,
        industry: 'fashion',
        email_notifications: false,
        sound_effects: false,
        onboarding_completed: false,
      },
    };
    expect(second.body).toEqual({ user: expected });
    expect(await verifySessionUser(String(second.headers['x-session-update']), grantVerifier(second))).toEqual(
      expected,
    );
    expect(second.headers['x-session-grant']).toBeUndefined();
    expect((await call(fx.app, 'get', '/user', { userId: user.id })).body).toEqual({ user: expected });
  });

  it('refuses a change of email (read-only) and unknown keys, changing nothing', async () => {
    const email = uniqueEmail('readonly');
    const user = await signUp(fx.app, email);
    const withEmail = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: {
        email: 'attacker@example.com',
        full_name: 'Changed',
      },
    });
    expect(withEmail.status).toBe(400);
    expect(withEmail.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: authServerMessages.emailReadOnly, field: 'email' },
    });
    // An unknown key, and a known one of the wrong type.
    for (const [body, expected] of [
      [{ passwordHash: 'x' }, { code: 'VALIDATION_FAILED' }],
      [{ dark_mode: 'yes' }, { field: 'dark_mode' }],
      // Onboarding alone completes onboarding (internal API): the owner cannot skip it here.
      [{ onboarding_completed: true }, { code: 'VALIDATION_FAILED' }],
    ] as const) {
      const res = await call(fx.app, 'patch', '/user/metadata', { userId: user.id, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject(expected);
    }
    expect((await call(fx.app, 'get', '/user', { userId: user.id })).body).toEqual({ user });
    expect(withEmail.headers['x-session-update']).toBeUndefined();
  });

  it('checks each profile field: trimmed text, a web address, the listed industries and business types', async () => {
    const user = await signUp(fx.app, uniqueEmail('fields'), 'Secret123', 'Eve Stone');
    const ok = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: {
        full_name: '  Eve Stone-Ray ',
        company_name: ' Stone & Co ',
        website: 'stone.example',
        business_type: 'agency',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.user_metadata).toMatchObject({
      full_name: 'Eve Stone-Ray',
      company_name: 'Stone & Co',
      website: 'https://stone.example',
      business_type: 'agency',
    });
    for (const [body, field, message] of [
      [{ website: 'javascript:alert(1)' }, 'website', 'Enter a web address such as https://example.com.'],
      [{ website: 'not a site' }, 'website', 'Enter a web address such as https://example.com.'],
      [{ website: 'ftp://stone.example' }, 'website', 'Enter a web address such as https://example.com.'],
      [{ industry: 'weapons' }, 'industry', 'Choose one of the listed industries.'],
      [{ business_type: 'empire' }, 'business_type', 'Choose one of the listed business types.'],
      [{ full_name: 'x'.repeat(10_000) }, 'full_name', 'At most 200 characters.'],
      [{ company_name: 'x'.repeat(101) }, 'company_name', 'At most 100 characters.'],
      [{ industry: { $ne: null } }, 'industry', 'Choose one of the listed industries.'],
    ] as const) {
      const res = await call(fx.app, 'patch', '/user/metadata', { userId: user.id, body });
      expect([res.status, res.body.error]).toEqual([400, { code: 'VALIDATION_FAILED', message, field }]);
    }
    expect((await call(fx.app, 'get', '/user', { userId: user.id })).body).toEqual({ user: ok.body.user });
    // An empty website clears it.
    const cleared = await call(fx.app, 'patch', '/user/metadata', { userId: user.id, body: { website: '' } });
    expect(cleared.body.user.user_metadata.website ?? '').toBe('');
  });

  it('saves the owner’s IANA time zone in the session user and refuses a zone Intl does not know', async () => {
    const user = await signUp(fx.app, uniqueEmail('zone'));
    const saved = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: { time_zone: ' Europe/Berlin ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user.user_metadata.time_zone).toBe('Europe/Berlin');
    const session = await verifySessionUser(String(saved.headers['x-session-update']), grantVerifier(saved));
    expect(session.user_metadata.time_zone).toBe('Europe/Berlin');
    for (const time_zone of ['Mars/Olympus_Mons', '', '+01:00', 42, 'x'.repeat(100)]) {
      const res = await call(fx.app, 'patch', '/user/metadata', { userId: user.id, body: { time_zone } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'time_zone' });
    }
    expect((await call(fx.app, 'get', '/user', { userId: user.id })).body.user.user_metadata.time_zone).toBe(
      'Europe/Berlin',
    );
  });

  it('answers 401 when not signed in or the account was deleted', async () => {
    expect((await call(fx.app, 'patch', '/user/metadata', { body: { full_name: 'X' } })).status).toBe(401);
    const id = new mongoose.Types.ObjectId().toHexString();
    const res = await call(fx.app, 'patch', '/user/metadata', { userId: id, body: { full_name: 'X' } });
    expect(res.status).toBe(401);
  });
});
