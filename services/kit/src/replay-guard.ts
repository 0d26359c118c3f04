import type { RedisClient } from './redis';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis';
import { withTimeout } from './redis-limiter';

/**
 * Remembers the ids (`jti`) of the signed tokens a process accepted until they expire, so that a
 * token captured on the way (a log, a proxy, a compromised service) cannot be played again within
 * its 60 s (issue 9.3).
 */
export interface ReplayGuard {
  /** True the first time this id is seen within `ttlSeconds`; false for a replay. */
  firstUse(id: string, ttlSeconds: number): Promise<boolean>;
}

/**
 * Shared by every instance through Redis (SET NX EX). A Redis that does not answer rejects: the
 * caller answers 503 rather than accept a token it could not check.
 */
export function redisReplayGuard(redis: RedisClient, namespace: string): ReplayGuard {
  return {
    async firstUse(id, ttlSeconds) {
      const stored = await withTimeout(
        redis.set(`jti:${namespace}:${id}`, '1', { NX: true, EX: ttlSeconds }),
        REDIS_COMMAND_TIMEOUT_MS,
        'replay check timed out',
      );
      return stored === 'OK';
    },
  };
}

/** For a single process without Redis (tests, a service that runs one instance locally). */
export function memoryReplayGuard(now: () => number = Date.now): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async firstUse(id, ttlSeconds) {
      const at = now();
      for (const [key, expiresAt] of seen) if (expiresAt <= at) seen.delete(key);
      if (seen.has(id)) return false;
      seen.set(id, at + ttlSeconds * 1000);
      return true;
    },
  };
}
