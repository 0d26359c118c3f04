// A real Redis Cluster of three masters (redis-server --cluster-enabled, joined by redis-cli): the
// node-redis connections and a BullMQ queue work on it, its multi-key scripts inside one slot
// (docs/decisions/redis-topologies.md).
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createJobQueue } from './job-queue';
import { createLogger } from './logger';
import { closeRedis, createRedisClient } from './redis';
import { expectLimiterCountsOn, spawnRedisServer, stopRedisServer } from './redis-server.test.util';
import { freePort } from './testing';

const REDIS_CLI = process.env.REDIS_CLI_BIN ?? '/usr/bin/redis-cli';
const logger = createLogger({ name: 'redis-cluster-test', level: 'silent' });

const nodes: ChildProcess[] = [];
let folder: string;
let clusterUrl: string;

async function startNode(port: number): Promise<void> {
  const node = await spawnRedisServer(
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      path.join(folder, `nodes-${port}.conf`),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
    ],
    /Ready to accept connections/,
  );
  nodes.push(node);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'scp-cluster-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  await Promise.all(ports.map(startNode));
  await promisify(execFile)(REDIS_CLI, [
    '--cluster',
    'create',
    ...ports.map((port) => `127.0.0.1:${port}`),
    '--cluster-replicas',
    '0',
    '--cluster-yes',
  ]);
  // The slots are assigned; wait until every node says the cluster is ok.
  for (let i = 0; i < 100; i += 1) {
    const { stdout } = await promisify(execFile)(REDIS_CLI, ['-p', String(ports[0]), 'cluster', 'info']);
    if (stdout.includes('cluster_state:ok')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clusterUrl = `redis+cluster://${ports.map((port) => `127.0.0.1:${port}`).join(',')}`;
}, 30_000);

afterAll(async () => {
  await Promise.all(nodes.map(stopRedisServer));
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('node-redis routes commands by key across the masters, and the rate limiter counts on it', async () => {
  const client = createRedisClient(clusterUrl, logger);
  await client.connect();
  try {
    for (const key of ['a', 'b', 'c', 'd']) await client.set(`cluster-check:${key}`, key);
    expect(await client.get('cluster-check:c')).toBe('c');
    await expectLimiterCountsOn(client, 'rl-cluster');
    // A script over two keys runs when they share a tag, and is refused when they do not.
    const script = "redis.call('SET', KEYS[1], ARGV[1]); return redis.call('SET', KEYS[2], ARGV[1])";
    await expect(client.eval(script, { keys: ['lock:{u1}', 'snapshot:{u1}'], arguments: ['x'] })).resolves.toBe('OK');
    await expect(client.eval(script, { keys: ['lock:u1', 'snapshot:u1'], arguments: ['x'] })).rejects.toThrow(
      /CROSSSLOT/,
    );
  } finally {
    await closeRedis(client);
  }
});

it('BullMQ runs jobs on the Cluster (ioredis) under a hash-tagged prefix', async () => {
  const done: string[] = [];
  const jobs = await createJobQueue<{ n: string }, void>({
    redisUrl: clusterUrl,
    name: 'cluster-jobs',
    prefix: 'bull-cluster',
    runWorker: true,
    process: async (job) => {
      done.push(job.data.n);
    },
    logger,
  });
  try {
    await jobs.queue.add('one', { n: 'first' }, { jobId: 'first' });
    await jobs.queue.add('two', { n: 'second' }, { jobId: 'second', delay: 100 });
    for (let i = 0; i < 200 && done.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done.sort()).toEqual(['first', 'second']);
  } finally {
    await jobs.close();
  }
}, 20_000);
