import { helpContactMessages } from '@scp/shared/contracts/auth/help-contact';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { authHarness, call, mailsTo, signUp, uniqueEmail, type MailboxMessage } from '../auth-harness.test.util';
import { HELP_CONTACT_SEND_FAILED } from './help-contact-service';

const SUPPORT = 'support@help.example.com';

const fx = authHarness({ mailbox: true, env: ({ smtpUrl }) => ({ SMTP_URL: smtpUrl, SUPPORT_EMAIL: SUPPORT }) });

let counter = 0;
/** A client address of its own per test: each has a fresh hourly allowance. */
function nextIp(): string {
  counter += 1;
  return `198.51.100.${counter}`;
}

/** A valid message carrying `marker`, so a test finds its own mail in the shared support mailbox. */
function message(marker: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ann Baker',
    email: 'Ann.Baker@Example.com',
    topic: 'integrations',
    message: `My Instagram account will not connect (${marker}).`,
    ...overrides,
  };
}

const contact = (body: unknown, options: { ip?: string; userId?: string } = {}) =>
  call(fx.app, 'post', '/help/contact', { ...options, body });

/** The support mails whose text holds `marker` (polled until `count` arrived, up to 10 s). */
async function mailsWith(marker: string, count = 1): Promise<MailboxMessage[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await mailsTo(fx.sandbox!, SUPPORT)).filter((mail) => mail.text.includes(marker));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/auth/help/contact', () => {
  it('needs no session: answers 202 and mails support, Reply-To the sender, in plain text', async () => {
    const res = await contact(message('first-mail'), { ip: nextIp() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true });

    const [mail, ...others] = await mailsWith('first-mail');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: SUPPORT,
      replyTo: 'ann.baker@example.com',
      subject: '[Help] integrations: Ann Baker',
      html: null,
    });
    expect(mail!.from).toBe('no-reply@localhost');
    expect(mail!.text).toContain('Name: Ann Baker\nEmail: ann.baker@example.com\nTopic: integrations');
    expect(mail!.text).toContain('Account: not signed in');
    expect(mail!.text).toContain('My Instagram account will not connect (first-mail).');
  });

  it("names a signed-in sender's account in the mail", async () => {
    const user = await signUp(fx.app, uniqueEmail('helper'));
    const res = await contact(message('signed-in', { topic: 'auto-responder' }), { ip: nextIp(), userId: user.id });
    expect(res.status).toBe(202);
    const [mail] = await mailsWith('signed-in');
    expect(mail?.subject).toBe('[Help] auto-responder: Ann Baker');
    expect(mail?.text).toContain(`Account: signed in (user id ${user.id})`);
  });

  it('never echoes what was sent: the answer is { sent: true } and markup stays text in a text-only mail', async () => {
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await contact(message('markup', { name: '<b>Mallory</b>', message: `${markup} (markup)` }), {
      ip: nextIp(),
    });
    expect(res.status).toBe(202);
    expect(res.text).toBe('{"sent":true}');
    const [mail] = await mailsWith('(markup)');
    expect(mail?.html).toBeNull();
    expect(mail?.text).toContain(markup);
  });

  it.each([
    ['no name', { name: '' }, 'name', helpContactMessages.nameRequired],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name', helpContactMessages.nameTooLong],
    [
      'a line break in the name (header injection)',
      { name: 'Ann\r\nBcc: x@example.com' },
      'name',
      helpContactMessages.nameInvalid,
    ],
    ['no email', { email: '' }, 'email', 'Email is required.'],
    ['an invalid email', { email: 'ann@' }, 'email', 'Invalid email address.'],
    ['an unknown topic', { topic: 'refunds' }, 'topic', helpContactMessages.topicRequired],
    ['a message of 9 characters', { message: '123456789' }, 'message', helpContactMessages.messageTooShort],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'message', helpContactMessages.messageTooLong],
    ['an operator object', { message: { $ne: null } }, 'message', helpContactMessages.messageTooShort],
  ])('answers 400 naming the field for %s, and mails nothing', async (_label, overrides, field, text) => {
    const marker = `bad-${field}-${counter}`;
    const body = { ...message(marker), ...overrides };
    const res = await contact(body, { ip: nextIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: text, field } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsWith(marker, 0)).toEqual([]);
  });

  it('answers 400 to an unknown field without repeating it, and to a missing body', async () => {
    const unknown = await contact({ ...message('unknown'), '<svg onload=alert(1)>': 'x' }, { ip: nextIp() });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: helpContactMessages.unknownField } });
    expect(unknown.text).not.toContain('svg');
    const missing = await contact(undefined, { ip: nextIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('takes 5 messages an hour from one client address, then 429 with Retry-After; refused input does not count', async () => {
    const ip = nextIp();
    expect((await contact({ ...message('limit'), message: 'short' }, { ip })).status).toBe(400);
    for (let n = 1; n <= 5; n += 1) {
      const res = await contact(message(`limit-${n}`), { ip });
      expect(res.status).toBe(202);
    }
    const sixth = await contact(message('limit-6'), { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: { code: 'RATE_LIMITED', message: appTexts.errors.rateLimited } });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Five mails went out, the sixth did not.
    expect(await mailsWith('limit-', 5)).toHaveLength(5);
    expect(await mailsWith('limit-6', 0)).toEqual([]);
    // Another client is not affected; a signed-in sender from the same address is.
    expect((await contact(message('other-client'), { ip: nextIp() })).status).toBe(202);
    const user = await signUp(fx.app, uniqueEmail('limited'));
    expect((await contact(message('limit-7'), { ip, userId: user.id })).status).toBe(429);
  });

  it('counts an IPv6 client per /64', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect((await contact(message(`v6-${n}`), { ip: `2001:db8:aa:1::${n}` })).status).toBe(202);
    }
    expect((await contact(message('v6-6'), { ip: '2001:db8:aa:1:ffff::1' })).status).toBe(429);
    expect((await contact(message('v6-other'), { ip: '2001:db8:aa:2::1' })).status).toBe(202);
  });

  it('answers 503 when the mail server cannot be reached', async () => {
    // Port 1 refuses the connection at once.
    const app = fx.appWith({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const res = await call(app, 'post', '/help/contact', { ip: nextIp(), body: message('smtp-down') });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: HELP_CONTACT_SEND_FAILED } });
  });

  it('answers 503 when Redis is away, never an unlimited form', async () => {
    const { createApp } = await import('../app');
    const { createRedisClient } = await import('@scp/service-kit/redis');
    // A client that is not connected: every command fails at once, as during an outage.
    const offline = createRedisClient(fx.redis.url, fx.service.deps.logger);
    const app = createApp({ ...fx.service.deps, redis: offline } as Parameters<typeof createApp>[0]);
    const res = await call(app, 'post', '/help/contact', { ip: nextIp(), body: message('redis-down') });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsWith('redis-down', 0)).toEqual([]);
  });
});
