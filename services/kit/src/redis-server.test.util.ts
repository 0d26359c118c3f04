// Real redis-server processes for the kit's Sentinel and Cluster tests
// (docs/decisions/redis-topologies.md), and the rate-limiter check both topologies pass.
import { spawn, type ChildProcess } from 'node:child_process';
import type { RedisClient } from './redis';
import { createRedisLimiter } from './redis-limiter';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Starts `redis-server` with `args`; resolves once its output matches `ready`. */
export function spawnRedisServer(args: string[], ready: RegExp): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server ${args.join(' ')} not ready:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

/** Stops a server started above and waits for it to exit. */
export async function stopRedisServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A limiter of 2 points counts on `client`: the third consume is refused. */
export async function expectLimiterCountsOn(client: RedisClient, keyPrefix: string): Promise<void> {
  const limiter = createRedisLimiter({ redis: client, name: 'test', keyPrefix, points: 2, windowSeconds: 60 });
  await limiter.consume('owner');
  await limiter.consume('owner');
  await expect(limiter.consume('owner')).rejects.toMatchObject({ remainingPoints: 0 });
}
