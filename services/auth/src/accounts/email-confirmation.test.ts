import { createClient } from 'redis';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import {
  authHarness,
  call,
  grantedUser,
  mailsTo,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';
import { confirmationMailCooldownKey } from './account-service';
import { OneTimeTokenModel } from './one-time-token-model';

const fx = authHarness({
  mailbox: true,
  env: ({ smtpUrl }) => ({ AUTH_EMAIL_CONFIRMATION: 'true', SMTP_URL: smtpUrl, MAIL_FROM: 'App <no-reply@app.test>' }),
});

const invalidLinkLocation = `/auth?auth_error=${encodeURIComponent(authServerMessages.invalidConfirmationLink).replace(/%20/g, '+')}`;
const invalidLink = { error: { code: 'INVALID_TOKEN', message: authServerMessages.invalidConfirmationLink } };

/** What the confirmation page sends when the user clicks 'Confirm email address'. */
function confirm(token: unknown) {
  return call(fx.app, 'post', '/confirm', { body: { token } });
}

async function signUpPending(email: string, password = 'Secret123') {
  return call(fx.app, 'post', '/sign-up', { body: { email, password, full_name: 'Erin Park' } });
}

/** Ends an address's confirmation-mail cooldown, as a minute passing would. */
async function endCooldown(email: string): Promise<void> {
  const redis = createClient({ url: fx.redis.url });
  await redis.connect();
  await redis.del(confirmationMailCooldownKey(email));
  await redis.close();
}

describe('sign-up with email confirmation on', () => {
  it('answers without a session and mails a confirmation link; sign-in is refused until it is followed', async () => {
    const email = uniqueEmail('erin');
    const res = await signUpPending(email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email,
        user_metadata: {
          full_name: 'Erin Park',
          email_notifications: true,
          sound_effects: false,
          onboarding_completed: false,
        },
      },
      session: false,
    });
    expect(res.headers['x-session-grant']).toBeUndefined();

    const [mail] = await waitForMail(fx.sandbox!, email);
    expect(mail?.from).toBe('no-reply@app.test');
    expect(mail?.subject).toBe('Confirm your email address');
    const { link, token } = tokenFromMail(mail!);
    // The link opens the confirmation page: nothing a GET reaches spends it (issue 9.7).
    expect(link).toBe(`http://app.test/auth/confirm?token=${token}`);
    expect(mail?.html).toContain(`href="${link}"`);
    // Only the token's hash is stored.
    const stored = await OneTimeTokenModel.findOne({ userId: res.body.user.id }).lean();
    expect(stored?.purpose).toBe('email_confirmation');
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const early = await call(fx.app, 'post', '/sign-in', { body: { email, password: 'Secret123' } });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: { code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' } });
    expect(early.headers['x-session-grant']).toBeUndefined();
    // A wrong password does not reveal that the account waits for confirmation.
    const wrong = await call(fx.app, 'post', '/sign-in', { body: { email, password: 'Wrong1234' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');

    // The page names the address first; looking does not spend the link.
    const check = await call(fx.app, 'post', '/confirm/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ email });
    expect(check.headers['x-session-grant']).toBeUndefined();
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ user: res.body.user });
    expect(await grantedUser(confirmed)).toEqual(res.body.user);
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeInstanceOf(Date);

    const later = await call(fx.app, 'post', '/sign-in', { body: { email, password: 'Secret123' } });
    expect(later.status).toBe(200);

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
    expect(again.headers['x-session-grant']).toBeUndefined();
    expect((await call(fx.app, 'post', '/confirm/check', { body: { token } })).status).toBe(400);
  });

  it('GET of the API link (mails sent before the page) only leads to the page: nothing spent, nobody signed in', async () => {
    const email = uniqueEmail('scanned');
    const res = await signUpPending(email);
    const { token } = tokenFromMail((await waitForMail(fx.sandbox!, email))[0]!);
    // As a mail scanner, or a page that sends the user's browser there, would open it.
    const opened = await call(fx.app, 'get', `/confirm?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/auth/confirm?token=${token}`);
    expect(opened.headers['x-session-grant']).toBeUndefined();
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeNull();
    // The link still works for its owner.
    expect(await grantedUser(await confirm(token))).toEqual(res.body.user);
  });

  it.each([
    ['an unknown token', 'unknown-token'],
    ['no token', undefined],
    ['an empty token', ''],
    ['an operator', { $ne: null }],
    ['an array', ['a', 'b']],
  ])('refuses to confirm with %s and stores nothing', async (_label, token) => {
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.headers['x-session-grant']).toBeUndefined();
    const check = await call(fx.app, 'post', '/confirm/check', { body: { token } });
    expect(check.status).toBe(400);
  });

  // (An unknown but well-formed token goes to the page, which tells it is invalid: a GET looks nothing up.)
  it.each([
    ['no token', ''],
    ['two tokens', '?token=a&token=b'],
    ['an operator', '?token[$ne]=x'],
  ])('redirects a GET with %s to the auth page with the invalid-link message', async (_label, query) => {
    const res = await call(fx.app, 'get', `/confirm${query}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(invalidLinkLocation);
    expect(new URL(String(res.headers.location), 'http://app.test').searchParams.get('auth_error')).toBe(
      authServerMessages.invalidConfirmationLink,
    );
    expect(res.headers['x-session-grant']).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('late');
    const res = await signUpPending(email);
    const { token } = tokenFromMail((await waitForMail(fx.sandbox!, email))[0]!);
    await OneTimeTokenModel.updateMany(
      { userId: res.body.user.id },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const late = await confirm(token);
    expect(late.body).toEqual(invalidLink);
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeNull();
  });

  it('signing up again with an unconfirmed address answers 409, keeps the password and re-sends the mail once a minute', async () => {
    const email = uniqueEmail('again');
    const first = await signUpPending(email, 'FirstSecret1');
    expect(first.status).toBe(201);
    const [firstMail] = await waitForMail(fx.sandbox!, email);
    // Pretend the first mail was sent over a minute ago: its cooldown has run out.
    await endCooldown(email);
    const second = await signUpPending(email, 'SecondSecret2');
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(authServerMessages.alreadyRegistered);
    const mails = await waitForMail(fx.sandbox!, email, 2);
    const newest = tokenFromMail(mails[0]!).token;
    // The older link no longer works; the newest does, with the first password.
    const old = await confirm(tokenFromMail(firstMail!).token);
    expect(old.body).toEqual(invalidLink);
    // Within the minute: no third mail.
    await signUpPending(email, 'ThirdSecret3');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(fx.sandbox!, email)).toHaveLength(2);

    expect((await confirm(newest)).status).toBe(200);
    const signIn = (password: string) => call(fx.app, 'post', '/sign-in', { body: { email, password } });
    expect((await signIn('SecondSecret2')).status).toBe(401);
    expect((await signIn('FirstSecret1')).status).toBe(200);
  });

  it('20 parallel sign-ups for one new address send one mail (one atomic cooldown in Redis)', async () => {
    const email = uniqueEmail('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUpPending(email)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    await waitForMail(fx.sandbox!, email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(fx.sandbox!, email)).toHaveLength(1);
  });

  it('20 parallel sign-ups for an unconfirmed address past its cooldown re-send one mail', async () => {
    const email = uniqueEmail('parallel-again');
    await UserModel.create({ email, passwordHash: 'someone-elses', user_metadata: { full_name: 'Erin Park' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUpPending(email)));
    expect(answers.every((res) => res.status === 409)).toBe(true);
    await waitForMail(fx.sandbox!, email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(fx.sandbox!, email)).toHaveLength(1);
  });
});
