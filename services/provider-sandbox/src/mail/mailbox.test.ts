import { createTransport } from 'nodemailer';
import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ mailboxLimit: 3 });
});
afterAll(() => sandbox.stop());

function transport(auth?: { user: string; pass: string }) {
  // The same transport the services use in production, pointed at the sandbox's SMTP port.
  return createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ...(auth ? { auth } : {}) });
}

describe('mailbox', () => {
  beforeEach(async () => {
    await fetch(`${sandbox.url}/mailbox`, { method: 'DELETE' });
  });

  it('keeps mail sent with nodemailer over SMTP and lists it newest first by recipient', async () => {
    await transport().sendMail({
      from: '"Social Commerce" <no-reply@scp.example>',
      to: 'Alice Martin <Alice.Martin@example.com>',
      subject: 'Reset your password',
      text: 'Open https://app.example/reset-password/confirm?token=abc',
      html: '<p>Open <a href="https://app.example/reset-password/confirm?token=abc">this link</a></p>',
    });
    await transport({ user: 'smtp-user', pass: 'smtp-pass' }).sendMail({
      from: 'no-reply@scp.example',
      to: 'alice.martin@example.com',
      replyTo: 'Ann Baker <ann@example.com>',
      subject: 'Second',
      text: 'Plain text only',
    });
    await transport().sendMail({
      from: 'no-reply@scp.example',
      to: 'bob.chen@example.com',
      subject: 'For Bob',
      text: 'Hi Bob',
    });

    const alice = await get(`${sandbox.url}/mailbox?to=alice.martin@example.com`);
    expect(alice.status).toBe(200);
    expect(alice.json).toEqual([
      {
        id: expect.any(String),
        to: 'alice.martin@example.com',
        from: 'no-reply@scp.example',
        replyTo: 'ann@example.com',
        subject: 'Second',
        text: 'Plain text only\n',
        html: null,
        receivedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        to: 'Alice.Martin@example.com',
        from: 'no-reply@scp.example',
        replyTo: null,
        subject: 'Reset your password',
        text: 'Open https://app.example/reset-password/confirm?token=abc',
        html: '<p>Open <a href="https://app.example/reset-password/confirm?token=abc">this link</a></p>',
        receivedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(alice.json[0].receivedAt)).toBeGreaterThanOrEqual(Date.parse(alice.json[1].receivedAt));
    expect(
      (await get(`${sandbox.url}/mailbox?to=bob.chen@example.com`)).json.map((m: { subject: string }) => m.subject),
    ).toEqual(['For Bob']);
    expect((await get(`${sandbox.url}/mailbox?to=nobody@example.com`)).json).toEqual([]);

    const page = await get(`${sandbox.url}/mailbox.html?to=alice.martin@example.com`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Reset your password');
    expect(page.text).not.toContain('For Bob');
  });

  it('keeps only the newest messages beyond its limit', async () => {
    for (const n of [1, 2, 3, 4])
      await transport().sendMail({
        from: 'a@scp.example',
        to: 'limit@example.com',
        subject: `Message ${n}`,
        text: String(n),
      });
    const all = await get(`${sandbox.url}/mailbox`);
    expect(all.json.map((m: { subject: string }) => m.subject)).toEqual(['Message 4', 'Message 3', 'Message 2']);
  });
});
