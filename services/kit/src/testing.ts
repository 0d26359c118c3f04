/**
 * Test helpers for every service's (and the gateway's) integration tests: a real Redis, the
 * embedded MongoDB-compatible server (or a real MongoDB from MONGODB_URI), a service app wired
 * like production, and internal tokens for calling it. Not for production code.
 */
import { runCloseHooks } from './run';
import { spawn } from 'node:child_process';
import { createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import { accessSync, constants, statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import type { ServiceDeps } from './app';
import { ConfigError, loadServiceConfig, type Env } from './config';
import { connectDatabase, disconnectDatabase, mongoReadiness } from './database';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type BoundRequest } from './internal-token';
import { createLogger } from './logger';
import { modelIndexesMigration, runMigrations, type Migration } from './migrations';
import { closeRedis, createRedisClient, redisReadiness } from './redis';
import { memoryReplayGuard } from './replay-guard';
import type { GrantVerifier } from './session-grant';
import type { ServiceName } from './service-names';
import { LOCAL_ONLY_KEYS, localServiceTokenPair } from './signing-keys';
import { signServiceToken } from './service-token';

/**
 * The private keys the processes of a test use: the local-only pairs, since test services and
 * gateways run in local mode without key variables (a test of production settings brings its own).
 */
export const testKeys: { internalToken: KeyObject; sessionGrant: KeyObject } = {
  internalToken: createPrivateKey(LOCAL_ONLY_KEYS.internalToken.privateKey),
  sessionGrant: createPrivateKey(LOCAL_ONLY_KEYS.sessionGrant.privateKey),
};
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** The problems a configuration loader names (each line of its ConfigError), or [] when it loads. */
export function configProblems(load: () => unknown): string[] {
  try {
    load();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  /** The private server's process id (undefined when REDIS_URL is used): tests can pause it. */
  pid?: number;
  stop: () => Promise<void>;
}

/**
 * A private redis-server on a free port without persistence. When the test orchestrator set
 * REDIS_URL, that server is used instead, on a random logical database so keys do not collide.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const shared = process.env.REDIS_URL;
  if (shared) {
    const url = new URL(shared);
    url.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
    return { url: url.toString(), stop: async () => {} };
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    try {
      return await spawnRedis(port);
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}

function spawnRedis(port: number): Promise<TestRedis> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<TestRedis>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`redis-server not ready within 10 s:\n${output}`));
    }, 10_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolve({ url: `redis://127.0.0.1:${port}`, pid: child.pid, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (err) => reject(new Error(`cannot start ${REDIS_SERVER}: ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
}

export interface TestDatabase {
  uri: string;
  stop: () => Promise<void>;
}

interface EmbeddedMongo {
  start: (options: { port: number; dbpath: string }) => Promise<{ uri: string; stop: () => Promise<void> }>;
}

const MEMORY_FOLDER = '/dev/shm';

/**
 * Where a test database's folder goes: the memory file system when the machine has one with room
 * (1 GiB free), else the temporary folder. The embedded store makes every acknowledged write durable
 * before it answers (services/embedded-mongo/README.md, group commit): on a disk, a few milliseconds
 * a write that a test only waits through, since its database is deleted with it. What the store
 * keeps across a crash is for the embedded store's own tests to prove, in folders of their own.
 */
function testDatabaseParent(): string {
  try {
    const { bavail, bsize } = statfsSync(MEMORY_FOLDER);
    accessSync(MEMORY_FOLDER, constants.W_OK);
    if (bavail * bsize >= 1024 ** 3) return MEMORY_FOLDER;
  } catch {
    // No memory file system here (or not writable): the temporary folder.
  }
  return tmpdir();
}

/** The embedded MongoDB-compatible server in a temporary folder, or MONGODB_URI when set. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const shared = process.env.MONGODB_URI;
  if (shared) return { uri: shared, stop: async () => {} };
  const dbpath = await mkdtemp(path.join(testDatabaseParent(), 'scp-test-db-'));
  // Loaded by name at run time: only tests need the embedded server, production never does.
  const embeddedModule = '@scp/embedded-mongo';
  const embedded = (await import(embeddedModule)) as EmbeddedMongo;
  const server = await embedded.start({ port: 0, dbpath });
  return {
    uri: server.uri,
    stop: async () => {
      await server.stop();
      await rm(dbpath, { recursive: true, force: true });
    },
  };
}

/** A unique database name, so tests against a shared MongoDB never see each other's data. */
export function uniqueDatabaseName(service: string): string {
  return `test_${service}_${randomBytes(4).toString('hex')}`;
}

/** A request written as its request line, 'METHOD /path?query'. */
function boundRequest(requestLine: string): BoundRequest {
  const [method = '', path = ''] = requestLine.split(' ');
  return { method, path };
}

/**
 * The `x-internal-token` header as the gateway would send it to `service` for one request,
 * written 'METHOD /path?query' (a token is bound to its request and accepted once).
 */
export async function internalTokenHeader(
  service: string,
  request: string,
  userId?: string,
  privateKey = testKeys.internalToken,
): Promise<Record<string, string>> {
  const token = await signInternalToken({ privateKey, audience: service, request: boundRequest(request), userId });
  return { [INTERNAL_TOKEN_HEADER]: token };
}

export type ServiceCallMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ServiceCallOptions {
  userId?: string;
  ip?: string;
  body?: unknown;
  /** A raw JSON text, for malformed-body tests. */
  rawJson?: string;
  /** Extra request headers (e.g. a content type for a binary upload). */
  headers?: Record<string, string>;
}

/**
 * Headers of a call from `caller` to `callee`'s internal API, signed with the caller's local-mode
 * key (what test services accept), for `'METHOD /internal/<callee>/path'`.
 */
export async function serviceTokenHeader(
  caller: ServiceName,
  callee: ServiceName,
  request: string,
  userId?: string,
  privateKey: KeyObject = createPrivateKey(localServiceTokenPair(caller).privateKey),
): Promise<Record<string, string>> {
  const token = await signServiceToken({
    privateKey,
    caller,
    audience: callee,
    request: boundRequest(request),
    userId,
  });
  return { [INTERNAL_TOKEN_HEADER]: token };
}

/**
 * Calls a service's app as the gateway forwards a request: to `/api/<service><path>`, anonymous or
 * for a signed-in user id, with a JSON body (a Buffer is sent as is).
 */
export async function callService(
  app: Express,
  service: string,
  method: ServiceCallMethod,
  path: string,
  options: ServiceCallOptions = {},
): Promise<request.Response> {
  const fullPath = `/api/${service}${path}`;
  let req = request(app)
    [method](fullPath)
    .set(await internalTokenHeader(service, `${method.toUpperCase()} ${fullPath}`, options.userId));
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  if (options.ip) req = req.set('x-forwarded-for', options.ip);
  if (options.rawJson !== undefined) return req.set('content-type', 'application/json').send(options.rawJson);
  return options.body === undefined ? req : req.send(options.body as object);
}

/**
 * How the gateway checks the session headers of the answer to a request: written
 * 'METHOD /path?query', or the supertest response itself (its request is known).
 */
export function grantVerifier(answer: string | object): GrantVerifier {
  // supertest's response keeps the node ClientRequest it answered, which its types leave out.
  const request =
    typeof answer === 'string' ? boundRequest(answer) : (answer as { req: { method: string; path: string } }).req;
  return {
    publicKey: createPublicKey(testKeys.sessionGrant),
    request: { method: request.method, path: request.path },
    replayGuard: memoryReplayGuard(),
  };
}

export interface TestService {
  app: Express;
  deps: ServiceDeps;
  /** Closes the service's database (and Redis) connections. */
  close: () => Promise<void>;
}

/**
 * Builds a service's app the way runService does, against the given database (a unique database
 * name per call) and optionally Redis.
 */
export async function startTestService<Extra extends z.ZodRawShape = Record<never, never>>(options: {
  name: ServiceName;
  createApp: (deps: ServiceDeps<z.output<z.ZodObject<Extra>>>) => Express;
  mongodbUri: string;
  redisUrl?: string;
  extraConfig?: Extra;
  env?: Env;
  /**
   * The migrations run once the app is built (its models registered), as the migration Job does
   * before a deploy: by default the model indexes (migrations.ts); false runs none.
   */
  migrations?: readonly Migration[] | false;
}): Promise<TestService> {
  const config = loadServiceConfig(options.name, options.extraConfig, {
    NODE_ENV: 'test',
    LOCAL_MODE: 'true',
    MONGODB_URI: options.mongodbUri,
    MONGODB_DB: uniqueDatabaseName(options.name),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const logger = createLogger({ name: options.name, level: config.logLevel });
  const connection = await connectDatabase(config, logger);
  const readiness = [mongoReadiness(connection)];
  const redis = options.redisUrl ? createRedisClient(config.redisUrl, logger) : undefined;
  if (redis) {
    await redis.connect();
    readiness.push(redisReadiness(redis));
  }
  const closeHooks: Array<() => Promise<void>> = [];
  const deps: ServiceDeps<z.output<z.ZodObject<Extra>>> = {
    config,
    logger,
    readiness,
    redis,
    onClose: (hook) => closeHooks.push(hook),
  };
  const app = options.createApp(deps);
  if (options.migrations !== false) {
    await runMigrations({ connection, logger, migrations: options.migrations ?? [modelIndexesMigration(1)] });
  }
  return {
    app,
    deps,
    close: async () => {
      await runCloseHooks(closeHooks, logger);
      await connection.db?.dropDatabase().catch(() => undefined);
      await disconnectDatabase();
      if (redis) await closeRedis(redis);
    },
  };
}
