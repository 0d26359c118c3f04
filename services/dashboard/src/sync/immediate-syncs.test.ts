import { createLogger } from '@scp/service-kit/logger';
import { closeRedis, createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createImmediateSyncs } from './immediate-syncs';
import type { SyncResult, SyncService } from './sync-service';

const logger = createLogger({ name: 'test', level: 'silent' });
let redis: TestRedis;
const clients: RedisClient[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => closeRedis(client)));
  await redis.stop();
});

async function replicaRedis(): Promise<RedisClient> {
  const client = createRedisClient(redis.url, logger);
  await client.connect();
  clients.push(client);
  return client;
}

/** A sync service whose runs end when the test says so; counts them. */
function heldSyncs() {
  const runs: Array<{ userId: string; finish: (result: SyncResult) => void }> = [];
  const sync = {
    syncUser: (userId: string) =>
      new Promise<SyncResult>((resolve) => {
        runs.push({ userId, finish: resolve });
      }),
  } as unknown as SyncService;
  return { sync, runs };
}

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('immediate syncs on two replicas (one Redis)', () => {
  it('a click on the other replica joins the sync running on the first instead of syncing again', async () => {
    const { sync, runs } = heldSyncs();
    const first = createImmediateSyncs(sync, logger, await replicaRedis());
    const second = createImmediateSyncs(sync, logger, await replicaRedis());
    const userId = `joined-${Date.now()}`;

    const running = first.join(userId, undefined);
    await tick();
    let joinedDone = false;
    const joined = second.join(userId, undefined).then(() => {
      joinedDone = true;
    });
    await tick(400);
    expect(runs).toHaveLength(1);
    expect(joinedDone).toBe(false);

    runs[0]!.finish({ accounts: 2, documentsWritten: 10 });
    await expect(running).resolves.toEqual({ accounts: 2, documentsWritten: 10 });
    await joined;
    expect(runs).toHaveLength(1);

    // Once it ended, the next click syncs again (on either replica).
    const again = second.join(userId, undefined);
    await tick();
    expect(runs).toHaveLength(2);
    runs[1]!.finish({ accounts: 2, documentsWritten: 0 });
    await again;
  });

  it('other users and other scopes sync side by side', async () => {
    const { sync, runs } = heldSyncs();
    const first = createImmediateSyncs(sync, logger, await replicaRedis());
    const second = createImmediateSyncs(sync, logger, await replicaRedis());
    const stamp = Date.now();
    const all = [
      first.join(`a-${stamp}`, undefined),
      second.join(`b-${stamp}`, undefined),
      second.join(`a-${stamp}`, { platform: 'instagram', accountId: 'ig1' }),
    ];
    await tick();
    expect(runs).toHaveLength(3);
    for (const run of runs) run.finish({ accounts: 1, documentsWritten: 1 });
    await Promise.all(all);
  });

  it('Redis away: each replica syncs on its own rather than not at all', async () => {
    const { sync, runs } = heldSyncs();
    const gone = createRedisClient('redis://127.0.0.1:9', logger);
    const alone = createImmediateSyncs(sync, logger, gone);
    const job = alone.join(`no-redis-${Date.now()}`, undefined);
    await tick();
    expect(runs).toHaveLength(1);
    runs[0]!.finish({ accounts: 1, documentsWritten: 3 });
    await expect(job).resolves.toEqual({ accounts: 1, documentsWritten: 3 });
  });
});
