// A real Sentinel (redis-server in sentinel mode) in front of a private Redis: the job queue and the
// node-redis connections reach the master through it (docs/decisions/redis-topologies.md).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobQueue } from './job-queue';
import { createLogger } from './logger';
import { closeRedis, createRedisClient } from './redis';
import { expectLimiterCountsOn, spawnRedisServer, stopRedisServer } from './redis-server.test.util';
import { freePort, startTestRedis, type TestRedis } from './testing';

const logger = createLogger({ name: 'redis-sentinel-test', level: 'silent' });

let master: TestRedis;
let sentinel: ChildProcess;
let folder: string;
let sentinelUrl: string;

beforeAll(async () => {
  // Its own server, whatever REDIS_URL says: the Sentinel must be told where the master is.
  const shared = process.env.REDIS_URL;
  delete process.env.REDIS_URL;
  try {
    master = await startTestRedis();
  } finally {
    if (shared !== undefined) process.env.REDIS_URL = shared;
  }
  const masterPort = new URL(master.url).port;
  folder = await mkdtemp(path.join(tmpdir(), 'scp-sentinel-'));
  const port = await freePort();
  const config = path.join(folder, 'sentinel.conf');
  await writeFile(
    config,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${folder}`,
      `sentinel monitor scp-master 127.0.0.1 ${masterPort} 1`,
      '',
    ].join('\n'),
  );
  sentinel = await spawnRedisServer([config, '--sentinel'], /\+monitor master scp-master/);
  sentinelUrl = `redis+sentinel://127.0.0.1:${port}/scp-master`;
});

afterAll(async () => {
  await stopRedisServer(sentinel);
  await master?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('node-redis finds the master through the Sentinel: commands and a rate limiter work', async () => {
  const client = createRedisClient(sentinelUrl, logger);
  await client.connect();
  try {
    await client.set('sentinel-check', 'yes');
    expect(await client.get('sentinel-check')).toBe('yes');
    await expectLimiterCountsOn(client, 'rl-sentinel');
  } finally {
    await closeRedis(client);
  }
});

it('BullMQ runs a job on the master found through the Sentinel (ioredis), under a hash-tagged prefix', async () => {
  const done: string[] = [];
  const jobs = await createJobQueue<{ n: string }, void>({
    redisUrl: sentinelUrl,
    name: 'sentinel-jobs',
    prefix: 'bull-sentinel',
    runWorker: true,
    process: async (job) => {
      done.push(job.data.n);
    },
    logger,
  });
  try {
    await jobs.queue.add('one', { n: 'first' }, { jobId: 'first' });
    for (let i = 0; i < 100 && done.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual(['first']);
    // The keys live on the master under the tag.
    const direct = createRedisClient(master.url, logger);
    await direct.connect();
    try {
      expect(await direct.exists('{bull-sentinel}:sentinel-jobs:id')).toBe(1);
    } finally {
      await closeRedis(direct);
    }
  } finally {
    await jobs.close();
  }
});
