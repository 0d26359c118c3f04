import { Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { hashSlot } from '@scp/service-kit/redis-topology';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { connectionSnapshot } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { CONNECTION_LOCKED_MESSAGE, createConnectionSnapshots, snapshotFingerprint } from './connection-snapshot';

let server: TestRedis;
let redis: RedisClient;
beforeAll(async () => {
  server = await startTestRedis();
  redis = createRedisClient(server.url, createLogger({ name: 'dashboard', level: 'silent' }));
  await redis.connect();
});
afterAll(async () => {
  await redis?.quit();
  await server?.stop();
});

const newUser = () => new Types.ObjectId().toHexString();
const lockKey = (userId: string) => `dashboard:connections:lock:{${userId}}`;
const snapshotKey = (userId: string) => `dashboard:connections:snapshot:{${userId}}`;

type Listed = { platform: PlatformKey; accountId: string };
const account = (platform: PlatformKey, accountId: string) => ({
  platform,
  accountId,
  displayName: accountId,
  usable: true,
});

/** Settings as a test controls it: the accounts it lists, how long it takes, and how often it was asked. */
function fakeSettings(initial: Listed[], delayMs = 0) {
  const settings = {
    listed: initial,
    calls: 0,
    failing: false,
    source: {
      async accounts() {
        settings.calls += 1;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (settings.failing) throw AppError.unavailable();
        return settings.listed.map((entry) => account(entry.platform, entry.accountId));
      },
    },
  };
  return settings;
}

/** Records each wait and returns at once. */
function recordedSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const alice: Listed[] = [
  { platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' },
  { platform: 'instagram', accountId: '17841400000000001' },
  { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
];

describe('connection snapshot', () => {
  it('keeps the lock and the snapshot of a user in one Redis Cluster slot (one script takes both)', () => {
    const userId = newUser();
    expect(hashSlot(lockKey(userId))).toBe(hashSlot(snapshotKey(userId)));
  });

  it('is built from settings once and reused while it is valid (30 s), then built again', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const snapshots = createConnectionSnapshots({ redis, source: settings.source, now: () => clock });
    const first = await snapshots.get(userId);
    expect(first).toEqual({
      accounts: [
        { platform: 'instagram', accountId: '17841400000000001' },
        { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
        { platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' },
      ],
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-01T10:00:30.000Z',
    });
    // Kept in Redis with the snapshot's lifetime, and never a token.
    const ttl = await redis.pTTL(snapshotKey(userId));
    expect(ttl).toBeGreaterThan(connectionSnapshot.ttlMs - 5000);
    expect(ttl).toBeLessThanOrEqual(connectionSnapshot.ttlMs);
    expect(await redis.get(snapshotKey(userId))).not.toContain('never-kept');
    expect(await redis.exists(lockKey(userId))).toBe(0);

    settings.listed = alice.slice(0, 1);
    clock += 29_999;
    expect(await snapshots.get(userId)).toEqual(first);
    // Another instance sharing the Redis reuses it too.
    expect(await createConnectionSnapshots({ redis, source: settings.source, now: () => clock }).get(userId)).toEqual(
      first,
    );
    expect(settings.calls).toBe(1);

    clock += 1;
    const next = await snapshots.get(userId);
    expect(settings.calls).toBe(2);
    expect(next?.accounts).toEqual([{ platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' }]);
    expect(next?.createdAt).toBe('2026-03-01T10:00:30.000Z');
    if (!first || !next) throw new Error('no snapshot');
    expect(snapshotFingerprint(next)).not.toBe(snapshotFingerprint(first));
  });

  it('invalidate() has the next get() read settings again', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    const snapshots = createConnectionSnapshots({ redis, source: settings.source });
    expect((await snapshots.get(userId))?.accounts).toHaveLength(3);
    settings.listed = alice.slice(1);
    await snapshots.invalidate(userId);
    expect((await snapshots.get(userId))?.accounts.map((entry) => entry.platform)).toEqual(['instagram', 'shopify']);
    expect(settings.calls).toBe(2);
  });

  it('a build that an invalidation overtakes answers its caller but keeps nothing', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice, 100);
    const snapshots = createConnectionSnapshots({ redis, source: settings.source });
    const building = snapshots.get(userId);
    // The invalidation must land while settings is being read (the build holds the lock then); a fixed
    // wait raced a loaded machine, where the build had not yet taken the lock and then rightly kept a list
    // read after the change.
    while (settings.calls === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    await snapshots.invalidate(userId);
    expect((await building)?.accounts).toHaveLength(3);
    expect(await redis.exists([snapshotKey(userId), lockKey(userId)])).toBe(0);
  });

  it('concurrent calls for one user build it once, in one process or across instances', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice, 100);
    const one = createConnectionSnapshots({ redis, source: settings.source });
    const other = createConnectionSnapshots({ redis, source: settings.source });
    const results = await Promise.all([one.get(userId), one.get(userId), other.get(userId), other.get(userId)]);
    expect(settings.calls).toBe(1);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]?.accounts).toHaveLength(3);
  });

  it('waits 200 ms, then 400 ms for a held lock, re-reading the snapshot the holder writes', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    const written = await createConnectionSnapshots({ redis, source: fakeSettings(alice).source }).get(userId);
    await redis.del(snapshotKey(userId));
    await redis.set(lockKey(userId), 'another-holder', { expiration: { type: 'PX', value: 30_000 } });
    const delays: number[] = [];
    const snapshots = createConnectionSnapshots({
      redis,
      source: settings.source,
      sleep: async (ms) => {
        delays.push(ms);
        // The holder finishes during the second wait.
        if (delays.length === 2) await redis.set(snapshotKey(userId), JSON.stringify(written), { PX: 30_000 });
      },
    });
    expect(await snapshots.get(userId)).toEqual(written);
    expect(delays).toEqual([200, 400]);
    expect(settings.calls).toBe(0);
    // Not ours: left alone.
    expect(await redis.get(lockKey(userId))).toBe('another-holder');
  });

  it('after 3 attempts forces a stuck lock free and builds the snapshot itself', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    await redis.set(lockKey(userId), 'stuck-holder', { expiration: { type: 'PX', value: 30_000 } });
    const { delays, sleep } = recordedSleep();
    const snapshots = createConnectionSnapshots({ redis, source: settings.source, sleep });
    expect((await snapshots.get(userId))?.accounts).toHaveLength(3);
    expect(delays).toEqual([200, 400]);
    expect(settings.calls).toBe(1);
    expect(await redis.exists(lockKey(userId))).toBe(0);
    expect(await redis.exists(snapshotKey(userId))).toBe(1);
  });

  it('a lock taken again right after the forced release is a 409 Connection state locked for user', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    await redis.set(lockKey(userId), 'busy-holder', { expiration: { type: 'PX', value: 30_000 } });
    // Another instance takes the lock the moment it is forced free.
    const racing = new Proxy(redis, {
      get(target, property, receiver) {
        if (property === 'del')
          return async (key: string) => {
            const deleted = await target.del(key);
            await target.set(key, 'faster-holder', { expiration: { type: 'PX', value: 30_000 } });
            return deleted;
          };
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { delays, sleep } = recordedSleep();
    const snapshots = createConnectionSnapshots({ redis: racing, source: settings.source, sleep });
    const failure = await snapshots.get(userId).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 409, message: CONNECTION_LOCKED_MESSAGE });
    expect(CONNECTION_LOCKED_MESSAGE).toBe('Connection state locked for user');
    expect(delays).toEqual([200, 400]);
    expect(settings.calls).toBe(0);
    expect(await redis.get(lockKey(userId))).toBe('faster-holder');
  });

  it('drops account ids that break their platform’s rule, and repeated accounts', async () => {
    const userId = newUser();
    const settings = fakeSettings([
      { platform: 'facebook', accountId: '101000000000001' },
      { platform: 'facebook', accountId: 'page-one' },
      { platform: 'instagram', accountId: '1784140000000000x' },
      { platform: 'tiktok', accountId: 'alice.tok_1-2' },
      { platform: 'tiktok', accountId: 'alice tok' },
      { platform: 'linkedin', accountId: 'urn:li:organization:1' },
      { platform: 'linkedin', accountId: '90000001' },
      { platform: 'shopify', accountId: 'Alices-Bakery.myshopify.com' },
      { platform: 'shopify', accountId: 'not a domain' },
      { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
      { platform: 'pinterest', accountId: '' },
      { platform: 'pinterest', accountId: 'x'.repeat(256) },
      { platform: 'twitter', accountId: 'any thing: 1' },
      { platform: 'twitter', accountId: 'any thing: 1' },
    ]);
    const snapshot = await createConnectionSnapshots({ redis, source: settings.source }).get(userId);
    expect(snapshot?.accounts).toEqual([
      { platform: 'facebook', accountId: '101000000000001' },
      { platform: 'linkedin', accountId: '90000001' },
      { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
      { platform: 'tiktok', accountId: 'alice.tok_1-2' },
      { platform: 'twitter', accountId: 'any thing: 1' },
    ]);
  });

  it('settings out of reach gives null (the caller falls back), keeps nothing and frees the lock', async () => {
    const userId = newUser();
    const settings = fakeSettings(alice);
    settings.failing = true;
    const snapshots = createConnectionSnapshots({ redis, source: settings.source });
    expect(await snapshots.get(userId)).toBeNull();
    expect(await redis.exists([snapshotKey(userId), lockKey(userId)])).toBe(0);
    settings.failing = false;
    expect((await snapshots.get(userId))?.accounts).toHaveLength(3);
  });

  it('without Redis reads settings each time', async () => {
    const settings = fakeSettings(alice);
    const snapshots = createConnectionSnapshots({ redis: undefined, source: settings.source });
    expect((await snapshots.get(newUser()))?.accounts).toHaveLength(3);
    expect(settings.calls).toBe(1);
  });
});
