import { Types } from 'mongoose';
import request from 'supertest';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import {
  callService,
  internalTokenHeader,
  startTestRedis,
  type TestRedis,
  type ServiceCallMethod,
  type ServiceCallOptions,
} from '@scp/service-kit/testing';
import type { Env } from '@scp/service-kit/config';
import { createApp } from './app';
import { settingsEnvShape } from './config';

/**
 * The settings service on the embedded database, wired as in production. `env()` (read when the
 * service starts) adds the service's own variables, e.g. the billing adapter's.
 */
export function settingsFixture(env?: () => Env) {
  // Registered before the fixture's own beforeAll, so Redis is up when the service starts.
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  const fixture = serviceFixture({
    name: 'settings',
    createApp,
    extraConfig: settingsEnvShape,
    env,
    redisUrl: () => (redis as TestRedis).url,
  });
  // After the fixture's afterAll (Jest runs them in order): the service lets go of Redis first.
  afterAll(async () => {
    await redis?.stop();
  });
  return Object.assign(fixture, { redisUrl: () => (redis as TestRedis).url });
}

/** A user id as the gateway vouches for it: a fresh one per test, so tests never share data. */
export function newUserId(): string {
  return new Types.ObjectId().toHexString();
}

/** A request as the gateway forwards it to the settings service, for this user. */
export function callAs(userId: string | undefined, app: Parameters<typeof callService>[0]) {
  return (method: ServiceCallMethod, path: string, options: Omit<ServiceCallOptions, 'userId'> = {}) =>
    callService(app, 'settings', method, path, { ...options, userId });
}

/** A public media URL as the gateway forwards it (anonymous), with the body as bytes. */
export async function fetchMedia(app: Parameters<typeof callService>[0], url: string) {
  return request(app)
    .get(url)
    .set(await internalTokenHeader('settings', `GET ${url}`))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
