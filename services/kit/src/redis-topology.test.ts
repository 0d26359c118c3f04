import { Cluster, Redis } from 'ioredis';
import { QueueKeys } from 'bullmq';
import { loadServiceConfig } from './config';
import { queueConnectionOptions } from './job-queue';
import { createLogger } from './logger';
import { createRedisClient, nodeRedisOptions } from './redis';
import { hashSlot, hashTagged, parseRedisUrl } from './redis-topology';
import { configProblems } from './testing';

const logger = createLogger({ name: 'redis-topology-test', level: 'silent' });
const SENTINEL = 'redis+sentinel://app:s3cret@sentinel-0:26379,sentinel-1:26379,sentinel-2/scp-master/2';
const CLUSTER = 'rediss+cluster://app:s3cret@redis-0:6379,redis-1:6380,[fd00::7]:6379';

describe('REDIS_URL names one server, a Sentinel master or a Cluster (docs/decisions/redis-topologies.md)', () => {
  it('reads the Sentinels, the master and the database; the Cluster nodes; credentials and TLS', () => {
    expect(parseRedisUrl('redis://:pw@redis:6379/1')).toMatchObject({ mode: 'standalone', password: 'pw', tls: false });
    expect(parseRedisUrl(SENTINEL)).toEqual({
      mode: 'sentinel',
      masterName: 'scp-master',
      database: 2,
      sentinels: [
        { host: 'sentinel-0', port: 26379 },
        { host: 'sentinel-1', port: 26379 },
        { host: 'sentinel-2', port: 26379 },
      ],
      username: 'app',
      password: 's3cret',
      tls: false,
    });
    expect(parseRedisUrl(CLUSTER)).toEqual({
      mode: 'cluster',
      nodes: [
        { host: 'redis-0', port: 6379 },
        { host: 'redis-1', port: 6380 },
        { host: 'fd00::7', port: 6379 },
      ],
      username: 'app',
      password: 's3cret',
      tls: true,
    });
  });

  it('is validated at boot, naming the problem and never printing the URL (it may hold a password)', () => {
    const problems = (url: string) =>
      configProblems(() => loadServiceConfig('auth', undefined, { LOCAL_MODE: 'true', REDIS_URL: url }));
    expect(problems(SENTINEL)).toEqual([]);
    expect(problems(CLUSTER)).toEqual([]);
    expect(problems('redis+sentinel://:pw@s1:26379')).toEqual([
      'REDIS_URL must name the Sentinel master (redis+sentinel://s1:26379,s2:26379/<master>[/db])',
    ]);
    expect(problems('redis+cluster://n1:6379,n2:99999')).toEqual([
      'REDIS_URL must list host:port nodes (got a node "n2:99999")',
    ]);
    expect(problems('redis+cluster://n1:6379/3')).toEqual([
      'REDIS_URL must not name a database or master for a Cluster',
    ]);
    expect(problems('http://redis:6379')[0]).toMatch(/^REDIS_URL must be a redis:\/\/, rediss:\/\//);
  });
});

describe('the connections built for each topology', () => {
  it('node-redis (sessions, limiters, events): a Sentinel client and a Cluster client, failing fast like one server', async () => {
    const sentinel = nodeRedisOptions(SENTINEL);
    expect(sentinel).toMatchObject({
      mode: 'sentinel',
      options: {
        name: 'scp-master',
        sentinelRootNodes: [
          { host: 'sentinel-0', port: 26379 },
          { host: 'sentinel-1', port: 26379 },
          { host: 'sentinel-2', port: 26379 },
        ],
        nodeClientOptions: {
          username: 'app',
          password: 's3cret',
          database: 2,
          disableOfflineQueue: true,
          commandOptions: { timeout: 700 },
        },
      },
    });
    const cluster = nodeRedisOptions(CLUSTER, { commandTimeoutMs: null });
    expect(cluster).toMatchObject({
      mode: 'cluster',
      options: {
        rootNodes: [
          { socket: { host: 'redis-0', port: 6379 } },
          { socket: { host: 'redis-1', port: 6380 } },
          { socket: { host: 'fd00::7', port: 6379 } },
        ],
        defaults: {
          username: 'app',
          password: 's3cret',
          disableOfflineQueue: true,
          socket: { tls: true },
          commandOptions: { timeout: 0 },
        },
      },
    });
    // What createRedisClient makes of them (not connected: nothing listens there). node-redis
    // subclasses each with the commands: the classes up the prototype chain say which it is.
    const classes = (client: object): string[] => {
      const names: string[] = [];
      for (let proto = Object.getPrototypeOf(client); proto; proto = Object.getPrototypeOf(proto)) {
        names.push((proto as { constructor: { name: string } }).constructor.name);
      }
      return names;
    };
    expect(classes(createRedisClient(SENTINEL, logger))).toContain('RedisSentinel');
    expect(classes(createRedisClient(CLUSTER, logger))).toContain('RedisCluster');
    expect(classes(createRedisClient('redis://127.0.0.1:1', logger))).toContain('RedisClient');
  });

  it('BullMQ on a Sentinel: an ioredis connection to the master through the Sentinels', async () => {
    const built = queueConnectionOptions(SENTINEL);
    if (built.mode !== 'sentinel') throw new Error(`expected sentinel, got ${built.mode}`);
    const client = new Redis(built.options);
    expect(client.options).toMatchObject({
      sentinels: [
        { host: 'sentinel-0', port: 26379 },
        { host: 'sentinel-1', port: 26379 },
        { host: 'sentinel-2', port: 26379 },
      ],
      name: 'scp-master',
      db: 2,
      username: 'app',
      password: 's3cret',
      // BullMQ's workers need it; a lazy connection is opened by BullMQ.
      maxRetriesPerRequest: null,
      lazyConnect: true,
    });
    expect(client.status).toBe('wait');
    client.disconnect();
  });

  it('BullMQ on a Cluster: an ioredis Cluster over the nodes, with the credentials and TLS', async () => {
    const built = queueConnectionOptions(CLUSTER);
    if (built.mode !== 'cluster') throw new Error(`expected cluster, got ${built.mode}`);
    const cluster = new Cluster(built.nodes, built.options);
    expect(cluster.isCluster).toBe(true);
    expect(cluster.options).toMatchObject({
      lazyConnect: true,
      redisOptions: { username: 'app', password: 's3cret', tls: {}, maxRetriesPerRequest: null },
    });
    expect(cluster.status).toBe('wait');
    cluster.disconnect();
    // One server keeps the node-redis connection the rest of the process uses.
    expect(queueConnectionOptions('redis://redis:6379')).toEqual({ mode: 'standalone' });
  });
});

describe('Cluster slots (docs/decisions/redis-topologies.md)', () => {
  it('hashSlot is Redis Cluster’s CRC16 of the key or its hash tag', () => {
    expect(hashSlot('123456789')).toBe(12739);
    expect(hashSlot('foo')).toBe(12182);
    expect(hashSlot('{user1000}.following')).toBe(hashSlot('{user1000}.followers'));
    expect(hashSlot('foo{}{bar}')).toBe(hashSlot('foo{}{bar}'));
    expect(hashSlot('foo{}{bar}')).not.toBe(hashSlot('bar'));
  });

  it("puts every key of a queue (BullMQ's Lua scripts take several) in one slot", () => {
    const prefix = hashTagged('bull-dashboard');
    expect(prefix).toBe('{bull-dashboard}');
    expect(hashTagged(prefix)).toBe(prefix);
    const keys = [
      ...Object.values(new QueueKeys(prefix).getKeys('platform-sync')),
      new QueueKeys(prefix).toKey('platform-sync', 'job-123'),
      `${new QueueKeys(prefix).toKey('platform-sync', 'job-123')}:lock`,
      new QueueKeys(prefix).toKey('platform-sync', 'repeat:sync-u1'),
    ];
    expect(new Set(keys.map(hashSlot)).size).toBe(1);
    // Without the tag they spread over the Cluster, and BullMQ's scripts would be refused (CROSSSLOT).
    const untagged = Object.values(new QueueKeys('bull-dashboard').getKeys('platform-sync'));
    expect(new Set(untagged.map(hashSlot)).size).toBeGreaterThan(1);
  });
});
