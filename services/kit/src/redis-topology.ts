/**
 * Where Redis is (docs/decisions/redis-topologies.md): one server, a master found through Sentinel,
 * or a Cluster, all named by REDIS_URL so every process and queue takes it the same way.
 *
 *   redis://[user:password@]host:6379[/db]                      one server (rediss:// with TLS)
 *   redis+sentinel://[user:password@]s1:26379,s2:26379/<master>[/db]   Sentinel (rediss+sentinel://)
 *   redis+cluster://[user:password@]n1:6379,n2:6379              Cluster (rediss+cluster://)
 *
 * The credentials and TLS are the data nodes'; Sentinels are reached with the same TLS setting.
 */
export interface RedisNode {
  host: string;
  port: number;
}

interface Credentials {
  username?: string;
  password?: string;
  tls: boolean;
}

export type RedisTopology =
  | ({ mode: 'standalone'; url: string } & Credentials)
  | ({ mode: 'sentinel'; masterName: string; sentinels: RedisNode[]; database: number } & Credentials)
  | ({ mode: 'cluster'; nodes: RedisNode[] } & Credentials);

export const REDIS_URL_SCHEMES = [
  'redis',
  'rediss',
  'redis+sentinel',
  'rediss+sentinel',
  'redis+cluster',
  'rediss+cluster',
] as const;

const DEFAULT_PORT = { sentinel: 26379, cluster: 6379 };

function parseNodes(list: string, defaultPort: number): RedisNode[] | string {
  const nodes: RedisNode[] = [];
  for (const entry of list.split(',')) {
    // host, host:port, [v6]:port
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry.trim());
    const port = match?.[2] === undefined ? defaultPort : Number(match[2]);
    if (!match?.[1] || port < 1 || port > 65535) return entry;
    nodes.push({ host: match[1].replace(/^\[|\]$/g, ''), port });
  }
  return nodes;
}

/** The topology REDIS_URL names, or the problem with it (said after the variable's name). */
export function parseRedisUrl(url: string): RedisTopology | { problem: string } {
  const scheme = /^([a-z+]+):\/\//.exec(url)?.[1] ?? '';
  if (!(REDIS_URL_SCHEMES as readonly string[]).includes(scheme)) {
    return { problem: `must be a ${REDIS_URL_SCHEMES.map((s) => `${s}://`).join(', ')} URL` };
  }
  const tls = scheme.startsWith('rediss');
  const rest = url.slice(scheme.length + 3);
  const at = rest.lastIndexOf('@');
  const userInfo = at === -1 ? '' : rest.slice(0, at);
  const afterUser = at === -1 ? rest : rest.slice(at + 1);
  const [authority = '', ...pathParts] = afterUser.split('?')[0]?.split('/') ?? [];
  const [rawUser = '', ...rawPassword] = userInfo ? userInfo.split(':') : [];
  const credentials: Credentials = {
    tls,
    ...(rawUser ? { username: decodeURIComponent(rawUser) } : {}),
    ...(rawPassword.length > 0 ? { password: decodeURIComponent(rawPassword.join(':')) } : {}),
  };
  if (!scheme.includes('+')) {
    try {
      new URL(url);
    } catch {
      return { problem: 'must be a redis:// or rediss:// URL' };
    }
    return { mode: 'standalone', url, ...credentials };
  }
  const mode = scheme.endsWith('sentinel') ? 'sentinel' : 'cluster';
  const nodes = parseNodes(authority, DEFAULT_PORT[mode]);
  if (typeof nodes === 'string') return { problem: `must list host:port nodes (got a node "${nodes}")` };
  const path = pathParts.filter((part) => part !== '');
  if (mode === 'cluster') {
    // A Cluster has database 0 only.
    if (path.length > 0) return { problem: 'must not name a database or master for a Cluster' };
    return { mode, nodes, ...credentials };
  }
  const [masterName, database = '0', ...extra] = path;
  if (!masterName || extra.length > 0 || !/^\d{1,2}$/.test(database)) {
    return { problem: 'must name the Sentinel master (redis+sentinel://s1:26379,s2:26379/<master>[/db])' };
  }
  return {
    mode,
    masterName: decodeURIComponent(masterName),
    sentinels: nodes,
    database: Number(database),
    ...credentials,
  };
}

/** Like parseRedisUrl, for a URL the configuration already accepted. */
export function redisTopology(url: string): RedisTopology {
  const topology = parseRedisUrl(url);
  if ('problem' in topology) throw new Error(`REDIS_URL ${topology.problem}`);
  return topology;
}

/** CRC16 (XMODEM), as Redis Cluster computes it. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The Cluster slot of a key: of its hash tag (the text inside the first non-empty `{...}`) when it has one. */
export function hashSlot(key: string): number {
  const open = key.indexOf('{');
  const close = open === -1 ? -1 : key.indexOf('}', open + 1);
  const hashed = close > open + 1 ? key.slice(open + 1, close) : key;
  return crc16(new TextEncoder().encode(hashed)) % 16384;
}

/** A key prefix as a hash tag, so every key under it lands in one Cluster slot (BullMQ's Lua scripts need it). */
export function hashTagged(prefix: string): string {
  return /^\{[^{}]+\}$/.test(prefix) ? prefix : `{${prefix}}`;
}
