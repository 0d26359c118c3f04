/**
 * For a service's Jest tests: registers beforeAll/afterAll that start the test database and the
 * service's app on it (a unique database), and stop both afterwards. Read the fields inside tests.
 */
import type { Express } from 'express';
import type { z } from 'zod';
import type { ServiceDeps } from './app';
import type { Env } from './config';
import type { Migration } from './migrations';
import type { ServiceName } from './service-names';
import { startTestDatabase, startTestService, type TestDatabase, type TestService } from './testing';

export interface ServiceFixture {
  db: TestDatabase;
  service: TestService;
  /** The service's Express app, for supertest. */
  app: Express;
}

export function serviceFixture<Extra extends z.ZodRawShape = Record<never, never>>(options: {
  name: ServiceName;
  createApp: (deps: ServiceDeps<z.output<z.ZodObject<Extra>>>) => Express;
  extraConfig?: Extra;
  /** A Redis URL (e.g. from startTestRedis) when the service uses Redis. */
  redisUrl?: () => string;
  /** A function is read when the service starts, after the test file's earlier `beforeAll`s (e.g. a sandbox's URL). */
  env?: Env | (() => Env);
  /** Run once for the test file, after the app is built (startTestService): by default the model indexes. */
  migrations?: readonly Migration[] | false;
}): ServiceFixture {
  const fixture = {} as ServiceFixture;
  beforeAll(async () => {
    fixture.db = await startTestDatabase();
    fixture.service = await startTestService({
      ...options,
      env: typeof options.env === 'function' ? options.env() : options.env,
      redisUrl: options.redisUrl?.(),
      mongodbUri: fixture.db.uri,
    });
    fixture.app = fixture.service.app;
  });
  afterAll(async () => {
    await fixture.service?.close();
    await fixture.db?.stop();
  });
  return fixture;
}
