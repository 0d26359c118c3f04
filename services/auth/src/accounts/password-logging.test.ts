import { authHarness, call, tokenFromMail, uniqueEmail, waitForMail } from '../auth-harness.test.util';

// Every log line the service writes, down to trace level, during the flows that carry passwords.
// (Header redaction is the kit logger's job and is not asserted here: this logger is a plain pino.)
const fx = authHarness({ mailbox: true, captureLogs: true, env: ({ smtpUrl }) => ({ SMTP_URL: smtpUrl }) });

describe('passwords never reach the logs', () => {
  it('through sign-up, sign-in (right and wrong), failed validation, reset and change', async () => {
    const email = uniqueEmail('logged');
    const first = 'First-Pa55word-Canary';
    const wrong = 'Wrong-Pa55word-Canary';
    const tooLong = `Long-Canary-${'x'.repeat(300)}`;
    const resetTo = 'Reset-Pa55word-Canary';
    const changedTo = 'Changed-Pa55word-Canary';

    const signedUp = await call(fx.app, 'post', '/sign-up', {
      body: { email, password: first, full_name: 'Log Tester' },
    });
    expect(signedUp.status).toBe(201);
    const userId = signedUp.body.user.id as string;
    expect((await call(fx.app, 'post', '/sign-in', { body: { email, password: wrong } })).status).toBe(401);
    expect((await call(fx.app, 'post', '/sign-in', { body: { email, password: tooLong } })).status).toBe(400);
    expect((await call(fx.app, 'post', '/sign-in', { body: { email, password: first } })).status).toBe(200);
    expect(
      (await call(fx.app, 'post', '/sign-in', { rawJson: `{"email":"${email}","password":"${wrong}"` })).status,
    ).toBe(400);

    expect((await call(fx.app, 'post', '/password/reset-request', { body: { email } })).status).toBe(200);
    const { token } = tokenFromMail((await waitForMail(fx.sandbox!, email))[0]!);
    expect((await call(fx.app, 'post', '/password/reset', { body: { token, password: resetTo } })).status).toBe(200);
    expect(
      (await call(fx.app, 'post', '/password', { userId, body: { current_password: resetTo, password: changedTo } }))
        .status,
    ).toBe(200);

    const logs = fx.logs.join('');
    // The capture works: the requests and the mail were logged.
    expect(logs).toContain('/api/auth/sign-in');
    expect(logs).toContain('mail sent');
    for (const secret of [first, wrong, tooLong.slice(0, 40), resetTo, changedTo, token]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain('$argon2id$');
  });

  it.each([
    ['cannot be delivered', 'smtp://127.0.0.1:1', 'mail could not be sent'],
    ['has no SMTP server configured', undefined, 'no SMTP_URL configured: mail not sent'],
  ])('when the reset mail %s, still answers 200 and logs why', async (_label, smtpUrl, logged) => {
    const { createApp } = await import('../app');
    const deps = { ...fx.service.deps, logger: fx.logger! } as Parameters<typeof createApp>[0];
    const app = createApp({ ...deps, config: { ...deps.config, extra: { ...deps.config.extra, SMTP_URL: smtpUrl } } });
    const email = uniqueEmail('undeliverable');
    expect(
      (await call(app, 'post', '/sign-up', { body: { email, password: 'Secret123', full_name: 'U' } })).status,
    ).toBe(201);
    const res = await call(app, 'post', '/password/reset-request', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const deadline = Date.now() + 5000;
    while (!fx.logs.join('').includes(logged) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fx.logs.join('')).toContain(logged);
  });
});
