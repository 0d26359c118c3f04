import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { authHarness, call, grantedUser, signUp, uniqueEmail } from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';

const fx = authHarness({ env: () => ({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_FAILURE_WINDOW_SECONDS: '600' }) });

describe('POST /api/auth/sign-up (email confirmation off)', () => {
  it('creates the account with the defaults, hashes the password and grants a session', async () => {
    const email = uniqueEmail('alice');
    const res = await call(fx.app, 'post', '/sign-up', {
      body: {
        email: `  ${email.toUpperCase()} `,
        password: 'Secret123',
        full_name: '  Alice Martin ',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email,
        // A new account goes through onboarding (states and transitions).
        user_metadata: {
          full_name: 'Alice Martin',
          email_notifications: true,
          sound_effects: false,
          onboarding_completed: false,
        },
      },
      session: true,
    });
    expect(await grantedUser(res)).toEqual(res.body.user);
    const stored = await UserModel.findOne({ email }).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Usable at once, but nothing proved the address (a verified Google/Apple sign-in takes it over).
    expect(stored?.emailConfirmedAt).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('refuses an address already registered, in any letter case, without a session', async () => {
    const email = uniqueEmail('taken');
    await signUp(fx.app, email);
    const res = await call(fx.app, 'post', '/sign-up', {
      body: {
        email: email.toUpperCase(),
        password: 'Another123',
        full_name: 'Someone Else',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'CONFLICT', message: 'User already registered', field: 'email' } });
    expect(res.headers['x-session-grant']).toBeUndefined();
  });

  it('lets exactly one of two simultaneous sign-ups for one address through', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: 'Secret123', full_name: 'Racer' };
    const results = await Promise.all([
      call(fx.app, 'post', '/sign-up', { body }),
      call(fx.app, 'post', '/sign-up', { body }),
      call(fx.app, 'post', '/sign-up', { body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.error.message).toBe(authServerMessages.alreadyRegistered);
    }
    expect(await UserModel.countDocuments({ email })).toBe(1);
  });

  it.each([
    [
      'a malformed email',
      { email: 'not-an-email', password: 'Secret123', full_name: 'A' },
      'email',
      authServerMessages.invalidEmail,
    ],
    ['an empty email', { email: '', password: 'Secret123', full_name: 'A' }, 'email', authServerMessages.emailRequired],
    [
      'a short password',
      { email: 'a@example.com', password: '12345', full_name: 'A' },
      'password',
      authServerMessages.passwordTooShort,
    ],
    [
      'a 257-character password',
      { email: 'a@example.com', password: 'x'.repeat(257), full_name: 'A' },
      'password',
      authServerMessages.passwordTooLong,
    ],
    [
      'a blank name',
      { email: 'a@example.com', password: 'Secret123', full_name: '   ' },
      'full_name',
      authServerMessages.fullNameRequired,
    ],
    ['no name', { email: 'a@example.com', password: 'Secret123' }, 'full_name', authServerMessages.fullNameRequired],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const res = await call(fx.app, 'post', '/sign-up', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, field } });
    expect(res.headers['x-session-grant']).toBeUndefined();
  });
});
