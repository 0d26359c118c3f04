/**
 * Gateway test harness: a real gateway on a free port over a real Redis, in front of a small real
 * HTTP service built with the service kit (so internal tokens and session headers go over the wire).
 */
import { createPrivateKey } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import pino from 'pino';
import { createClient } from 'redis';
import { z } from 'zod';
import { createServiceApp } from '@scp/service-kit/app';
import { loadServiceConfig, type Env } from '@scp/service-kit/config';
import { userIdOf } from '@scp/service-kit/internal-token';
import { createLogger, type Logger } from '@scp/service-kit/logger';
import { closeRedis, createRedisClient } from '@scp/service-kit/redis';
import { serve, type RunningServer } from '@scp/service-kit/run';
import {
  grantSession,
  revokeSession,
  revokeUserSessions,
  SESSION_GRANT_HEADER,
  signSessionUser,
  updateSessionUser,
} from '@scp/service-kit/session-grant';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { generateKeyEnv } from '@scp/service-kit/signing-keys';
import { freePort, startTestRedis, testKeys, type TestRedis } from '@scp/service-kit/testing';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { createGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';

export const PUBLIC_ORIGIN = 'http://app.test';
/** The stricter policy a service puts on the media it serves. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const logger = createLogger({ name: 'test', level: 'silent' });

export function testUser(id: string): SessionUser {
  return { id, email: `${id}@example.com`, user_metadata: { full_name: `User ${id}` } };
}

const signInBody = z.object({ id: z.string(), full_name: z.string().optional() });

let profileHold: { reached: () => void; released: Promise<void> } | undefined;

/**
 * Holds the next `/held-profile` call at the service (the gateway has loaded its session by then)
 * until `release()`: lets a test end the session while the request is in flight.
 */
export function holdNextProfileUpdate(): { reached: Promise<void>; release: () => void } {
  let reached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  profileHold = { reached, released };
  return { reached: reachedPromise, release };
}

let replayedGrant: string | undefined;

/** The key variables of generateKeyEnv(), as a test of production settings hands them to its processes. */
export type KeyEnv = ReturnType<typeof generateKeyEnv>;

/**
 * A domain service as the gateway sees it: kit app, real token check, session headers. It verifies
 * the gateway's tokens and signs session grants with the repository's local-only keys, or with
 * `keyEnv`'s fresh pairs (for a gateway outside local mode, which refuses the local-only keys).
 */
export function startTestService(name: ServiceName, keyEnv?: KeyEnv): Promise<RunningServer> {
  const config = loadServiceConfig(name, undefined, {
    NODE_ENV: 'test',
    LOCAL_MODE: 'true',
    INTERNAL_TOKEN_PUBLIC_KEY: keyEnv?.INTERNAL_TOKEN_PUBLIC_KEY,
  });
  const grantKey = keyEnv ? createPrivateKey(keyEnv.SESSION_GRANT_PRIVATE_KEY) : testKeys.sessionGrant;
  const app = createServiceApp({ config, logger, readiness: [] }, (router: Router) => {
    router.get('/whoami', (req, res) => {
      res.setHeader('set-cookie', 'tracking=1');
      res.setHeader('content-security-policy', "default-src 'none'");
      res.json({
        userId: req.identity?.userId ?? null,
        path: req.originalUrl,
        requestId: req.get('x-request-id'),
        forwardedFor: req.get('x-forwarded-for'),
        cookie: req.get('cookie') ?? null,
        sessionHeaders: Object.keys(req.headers).filter((name) => name.startsWith('x-session')),
      });
    });
    // An uploaded SVG logo as the settings service serves it: sandboxed, so its scripts never run.
    router.get('/media/logo.svg', (_req, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.setHeader('content-security-policy', MEDIA_CSP);
      res.send('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    // A service-owned cookie next to ones it must not set.
    router.get('/set-cookies', (_req, res) => {
      res.setHeader('set-cookie', [
        `scp.${name}.flow=state-1; Path=/api/${name}; HttpOnly; SameSite=Lax; Max-Age=600`,
        'scp.other.flow=x; Path=/',
        'scp.sid=hijack; Path=/',
        'tracking=1',
      ]);
      res.json({ ok: true });
    });
    // Apple's form_post: the form arrives as the browser sent it (the gateway must not parse it).
    router.post('/oauth/apple/callback', express.urlencoded({ extended: false }), (req, res) => {
      res.json({ form: req.body as unknown, contentType: req.get('content-type'), origin: req.get('origin') });
    });
    router.post('/echo', (req, res) => {
      res.json({ received: req.body });
    });
    router.post('/sign-in', async (req, res) => {
      const body = signInBody.parse(req.body);
      const user = testUser(body.id);
      await grantSession(res, user, grantKey);
      res.json({ user });
    });
    router.post('/profile', async (req, res) => {
      const body = signInBody.parse(req.body);
      const user = { ...testUser(userIdOf(req)), user_metadata: { full_name: body.full_name } };
      await updateSessionUser(res, user, grantKey);
      res.json({ user });
    });
    router.post('/held-profile', async (req, res) => {
      const hold = profileHold;
      profileHold = undefined;
      hold?.reached();
      await hold?.released;
      const body = signInBody.parse(req.body);
      const user = { ...testUser(userIdOf(req)), user_metadata: { full_name: body.full_name } };
      await updateSessionUser(res, user, grantKey);
      res.json({ user });
    });
    // The same signed grant in every answer, as an attacker who captured one would send it again.
    router.post('/replayed-grant', async (req, res) => {
      replayedGrant ??= await signSessionUser(testUser('replayed'), {
        privateKey: grantKey,
        request: { method: req.method, path: req.originalUrl },
      });
      res.setHeader(SESSION_GRANT_HEADER, replayedGrant);
      res.json({ ok: true });
    });
    // A grant made for another request (the sign-in), lifted into this answer.
    router.post('/misplaced-grant', async (_req, res) => {
      const grant = await signSessionUser(testUser('misplaced'), {
        privateKey: grantKey,
        request: { method: 'POST', path: `/api/${name}/sign-in` },
      });
      res.setHeader(SESSION_GRANT_HEADER, grant);
      res.json({ ok: true });
    });
    router.post('/forged-grant', (_req, res) => {
      res.setHeader('x-session-grant', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
      res.json({ ok: true });
    });
    router.post('/delete-account', (_req, res) => {
      revokeSession(res);
      res.json({ deleted: true });
    });
    // As after a password reset (anyone with the mailed token): every session of the user ends.
    router.post('/reset-password', async (req, res) => {
      const body = signInBody.parse(req.body);
      await revokeUserSessions(res, body.id, grantKey, { keepCurrent: false });
      res.json({ updated: true });
    });
    // As after a password change by the signed-in user: their other sessions end.
    router.post('/change-password', async (req, res) => {
      await revokeUserSessions(res, userIdOf(req), grantKey, { keepCurrent: true });
      res.json({ updated: true });
    });
    // Ends the caller's sessions and signs them in again at once.
    router.post('/reset-and-sign-in', async (req, res) => {
      const body = signInBody.parse(req.body);
      await revokeUserSessions(res, body.id, grantKey, { keepCurrent: false });
      await grantSession(res, testUser(body.id), grantKey);
      res.json({ updated: true });
    });
    router.post('/forged-revoke-user', (_req, res) => {
      res.setHeader('x-session-revoke-user', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
      res.json({ ok: true });
    });
    router.get('/hang', () => {
      // Never answers: the gateway's upstream timeout must.
    });
  });
  return serve(app, { port: 0, host: '127.0.0.1', logger });
}

export interface TestGateway {
  url: string;
  gateway: Gateway;
  stop: () => Promise<void>;
}

export async function startGateway(
  redisUrl: string,
  env: Env = {},
  gatewayLogger: Logger = logger,
): Promise<TestGateway> {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOCAL_MODE: 'true',
    PORT: '0',
    PUBLIC_ORIGIN,
    REDIS_URL: redisUrl,
    RATE_LIMIT_POINTS: '10000',
    ...env,
  });
  const redis = createRedisClient(config.redisUrl, logger);
  const subscriber = createRedisClient(config.redisUrl, logger, { commandTimeoutMs: null });
  await Promise.all([redis.connect(), subscriber.connect()]);
  const gateway = createGateway({ config, logger: gatewayLogger, redis, subscriber });
  const running = await serve(gateway.app, {
    port: 0,
    host: '127.0.0.1',
    logger,
    beforeDrain: [() => gateway.events.closeAll()],
    afterDrain: [() => closeRedis(subscriber), () => closeRedis(redis)],
  });
  return { url: running.url, gateway, stop: running.close };
}

/** A logger that keeps its JSON lines (warn and above) for assertions. */
export function recordingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'warn' },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return { logger, lines };
}

/** A port with nothing listening: a service that is down. */
export async function deadServiceUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/`;
}

export function serviceUrl(server: { server: Server }): string {
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/`;
}

/** A plain Redis client for asserting what is (not) stored. */
export async function inspectRedis(url: string) {
  const client = createClient({ url });
  // The fixture may stop Redis before this client is closed.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** `name=value` of the named cookie in a response's Set-Cookie headers. */
export function cookieFrom(headers: Record<string, unknown>, name: string): string | undefined {
  const setCookie = headers['set-cookie'];
  const all = Array.isArray(setCookie) ? (setCookie as string[]) : [];
  return all.find((line) => line.startsWith(`${name}=`));
}

export interface GatewayFixture {
  redis: TestRedis;
  services: Partial<Record<ServiceName, RunningServer>>;
  gw: TestGateway;
}

/**
 * Registers beforeAll/afterAll that start a private Redis, the given test services and a gateway
 * in front of them (`env` may add to its configuration), and stop them all afterwards.
 */
export function gatewayFixture(
  options: {
    services?: ServiceName[];
    env?: (services: GatewayFixture['services']) => Env | Promise<Env>;
    /** The gateway's logger (default silent), e.g. one that keeps its lines for assertions. */
    logger?: Logger;
  } = {},
): GatewayFixture {
  const fixture = { services: {} } as GatewayFixture;
  beforeAll(async () => {
    fixture.redis = await startTestRedis();
    const started = await Promise.all(
      (options.services ?? ['auth']).map(async (name) => [name, await startTestService(name)] as const),
    );
    fixture.services = Object.fromEntries(started);
    const serviceEnv = Object.fromEntries(
      started.map(([name, server]) => [`${name.toUpperCase()}_SERVICE_URL`, serviceUrl(server)]),
    );
    fixture.gw = await startGateway(
      fixture.redis.url,
      { ...serviceEnv, ...(await options.env?.(fixture.services)) },
      options.logger,
    );
  });
  afterAll(async () => {
    await fixture.gw?.stop();
    await Promise.all(Object.values(fixture.services).map((server) => server?.close()));
    await fixture.redis?.stop();
  });
  return fixture;
}
