import { Types } from 'mongoose';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import {
  callService,
  startTestRedis,
  type ServiceCallMethod,
  type ServiceCallOptions,
  type TestRedis,
} from '@scp/service-kit/testing';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from './app';
import { studioEnvShape } from './config';

/**
 * The studio service on the embedded database and a real Redis, wired as in production, with a fake
 * settings service whose `GET /internal/settings/accounts` answers each user's accounts from
 * `accountsOf` (none for a user not in it).
 */
export function studioFixture() {
  const accountsOf = new Map<string, SyncAccount[]>();
  /** Settings' answers to the account routes below the list (publish, recent posts) when a test sets them. */
  const accountRoutes: { answer?: (call: NeighbourCall) => unknown } = {};
  const settings = new FakeNeighbour((call) =>
    accountRoutes.answer && call.path.startsWith('/internal/settings/accounts/')
      ? accountRoutes.answer(call)
      : { accounts: accountsOf.get(call.userId ?? '') ?? [] },
  );
  let redis: TestRedis | undefined;
  // Registered before the fixture's own beforeAll, so settings and Redis are up when it starts.
  beforeAll(async () => {
    [redis] = await Promise.all([startTestRedis(), settings.start()]);
  });
  const fixture = serviceFixture({
    name: 'studio',
    createApp,
    extraConfig: studioEnvShape,
    redisUrl: () => (redis as TestRedis).url,
    env: () => ({ SETTINGS_SERVICE_URL: settings.url }),
  });
  afterAll(async () => {
    await settings.stop();
    await redis?.stop();
  });
  afterEach(() => {
    settings.mode = 'up';
  });
  return Object.assign(fixture, { settings, accountsOf, accountRoutes });
}

/** A user id as the gateway vouches for it: a fresh one per test, so tests never share data. */
export function newUserId(): string {
  return new Types.ObjectId().toHexString();
}

/** A request as the gateway forwards it to the studio service, for this user. */
export function callAs(userId: string | undefined, app: Parameters<typeof callService>[0]) {
  return (method: ServiceCallMethod, path: string, options: Omit<ServiceCallOptions, 'userId'> = {}) =>
    callService(app, 'studio', method, path, { ...options, userId });
}

/** One connected account as settings lists it. */
export function account(platform: string, accountId: string, usable = true): SyncAccount {
  return { platform: platform as SyncAccount['platform'], accountId, displayName: `${platform} ${accountId}`, usable };
}
