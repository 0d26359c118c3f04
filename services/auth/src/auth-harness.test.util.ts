/**
 * The auth service's integration-test harness: real Redis, the embedded database, the app wired
 * as in production (authEnvShape, Redis), optionally the provider sandbox's SMTP mailbox and a
 * captured log stream. Calls go over HTTP with the gateway's internal token.
 */
import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { start as startSandbox, type RunningSandbox, type StartOptions } from '@scp/provider-sandbox';
import type { Env } from '@scp/service-kit/config';
import { verifySessionUser } from '@scp/service-kit/session-grant';
import {
  callService,
  type ServiceCallOptions,
  startTestDatabase,
  startTestRedis,
  startTestService,
  grantVerifier,
  type TestDatabase,
  type TestRedis,
  type TestService,
} from '@scp/service-kit/testing';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { createApp } from './app';
import { authEnvShape } from './config';

/** The browser-facing origin the harness configures (PUBLIC_ORIGIN). */
export const TEST_PUBLIC_ORIGIN = 'http://app.test';

export interface MailboxMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface AuthHarness {
  app: Express;
  service: TestService;
  redis: TestRedis;
  sandbox: RunningSandbox | undefined;
  /** Every log line the service wrote (only with captureLogs). */
  logs: string[];
  /** The logger that writes into `logs` (only with captureLogs). */
  logger: pino.Logger | undefined;
  /**
   * Another app on the same database, Redis and logger, with some settings changed (a key set to
   * undefined is unset): e.g. a provider that is not configured or does not answer.
   */
  appWith(extra: Record<string, unknown>): Express;
}

export function authHarness(
  options: {
    env?: (ctx: { smtpUrl?: string; sandboxUrl?: string }) => Env;
    /** Starts the provider sandbox for its SMTP mailbox. */
    mailbox?: boolean;
    /** Starts the provider sandbox with these options (e.g. the redirect origins it accepts). */
    sandbox?: Omit<StartOptions, 'port' | 'smtpPort'>;
    /** Log level of the captured logger (trace by default: everything). */
    captureLogs?: boolean | { level: pino.Level };
  } = {},
): AuthHarness {
  const harness = { logs: [] as string[] } as AuthHarness;
  let db: TestDatabase | undefined;
  harness.appWith = (extra) => {
    const { deps } = harness.service;
    const config = { ...deps.config, extra: { ...(deps.config.extra as object), ...extra } };
    return createApp({ ...deps, config, logger: harness.logger ?? deps.logger } as Parameters<typeof createApp>[0]);
  };
  beforeAll(async () => {
    const withSandbox = options.mailbox || options.sandbox;
    [harness.redis, db, harness.sandbox] = await Promise.all([
      startTestRedis(),
      startTestDatabase(),
      withSandbox ? startSandbox({ port: 0, smtpPort: 0, ...options.sandbox }) : Promise.resolve(undefined),
    ]);
    const smtpUrl = harness.sandbox ? `smtp://127.0.0.1:${harness.sandbox.smtpPort}` : undefined;
    harness.service = await startTestService({
      name: 'auth',
      createApp,
      extraConfig: authEnvShape,
      mongodbUri: db.uri,
      redisUrl: harness.redis.url,
      env: {
        AUTH_EMAIL_CONFIRMATION: 'false',
        PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
        ...options.env?.({ smtpUrl, sandboxUrl: harness.sandbox?.url }),
      },
    });
    harness.app = harness.service.app;
    if (options.captureLogs) {
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          harness.logs.push(chunk.toString());
          done();
        },
      });
      // The same app on a logger that writes everything (down to trace unless told) into the array.
      const level = options.captureLogs === true ? 'trace' : options.captureLogs.level;
      harness.logger = pino({ name: 'auth', level }, stream);
      harness.app = harness.appWith({});
    }
  });
  afterAll(async () => {
    await harness.service?.close();
    await Promise.all([db?.stop(), harness.redis?.stop(), harness.sandbox?.stop()]);
  });
  return harness;
}

/** A request as the gateway forwards it to the auth service. */
export async function call(
  app: Express,
  method: 'get' | 'post' | 'patch',
  path: string,
  options: ServiceCallOptions = {},
): Promise<request.Response> {
  return callService(app, 'auth', method, path, options);
}

/** The user in a response's `x-session-grant` (what the gateway would sign in), or undefined. */
export async function grantedUser(res: request.Response): Promise<SessionUser | undefined> {
  const grant = (res.headers as Record<string, string | undefined>)['x-session-grant'];
  return grant ? verifySessionUser(grant, grantVerifier(res)) : undefined;
}

let counter = 0;
/** A fresh address per test, so tests in one file never share an account. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

export async function signUp(app: Express, email: string, password = 'Secret123', fullName = 'Alice Martin') {
  const res = await call(app, 'post', '/sign-up', { body: { email, password, full_name: fullName } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.user as SessionUser;
}

/** Waits until the sandbox mailbox holds at least `count` messages to `to` (newest first). */
export async function waitForMail(sandbox: RunningSandbox, to: string, count = 1): Promise<MailboxMessage[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${sandbox.url}/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as MailboxMessage[];
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function mailsTo(sandbox: RunningSandbox, to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${sandbox.url}/mailbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailboxMessage[];
}

/** The `token` query parameter of the first link in a mail's text. */
export function tokenFromMail(mail: MailboxMessage): { link: string; token: string } {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!link || !token) throw new Error(`no link with a token in: ${mail.text}`);
  return { link, token };
}
