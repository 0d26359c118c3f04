import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';

/** One counted limit: at most `limit` in each fixed window of `windowMs`, counted under `key`. */
export interface SlotCounter {
  key: string;
  windowMs: number;
  limit: number;
}

/**
 * The first window, from `now` on, in which every counter still has room: one is taken in each,
 * and the time the work may run is answered (`now` when there is room at once, else the start of
 * the window it waits for). The reservation is kept under KEYS[1] until well after that time, so a
 * caller asking again for the same work (a job that waited its turn, a retry) gets the same time
 * and is not counted twice. Windows are taken in order, so what waits goes in the order it came.
 */
const RESERVE = `
local existing = redis.call('GET', KEYS[1])
if existing then return tonumber(existing) end
local now = tonumber(ARGV[1])
local keep = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local t = now
for step = 1, tonumber(ARGV[4]) do
  local moved = false
  for c = 0, n - 1 do
    local window = tonumber(ARGV[6 + c * 3])
    local limit = tonumber(ARGV[7 + c * 3])
    local index = math.floor(t / window)
    local used = tonumber(redis.call('GET', ARGV[5 + c * 3] .. ':' .. index) or '0')
    if used >= limit then
      t = (index + 1) * window
      moved = true
      break
    end
  end
  if not moved then
    for c = 0, n - 1 do
      local window = tonumber(ARGV[6 + c * 3])
      local key = ARGV[5 + c * 3] .. ':' .. math.floor(t / window)
      redis.call('INCR', key)
      redis.call('PEXPIRE', key, (t - now) + 2 * window)
    end
    redis.call('SET', KEYS[1], string.format('%d', t), 'PX', (t - now) + keep)
    return t
  end
end
return -1
`;

/** How many windows one reservation may look through before it is refused (a backlog of days). */
const MAX_STEPS = 20_000;

/**
 * Fixed-window counters in Redis shared by every instance of the service (docs/architecture.md,
 * Jobs and webhooks): each piece of work reserves its place once, atomically, and learns when it may run.
 */
export function createRateSlots(deps: { redis: RedisClient; prefix: string; now?: () => number }) {
  const now = deps.now ?? (() => Date.now());
  return {
    /**
     * When the work named `workKey` may run under all `counters` (epoch ms; at most `now()` means now).
     * `keepMs`: how long after that time the reservation is remembered for a repeated ask.
     */
    async reserve(workKey: string, counters: SlotCounter[], keepMs: number): Promise<number> {
      const at = now();
      const args = [String(at), String(Math.max(1, Math.round(keepMs))), String(counters.length), String(MAX_STEPS)];
      for (const counter of counters)
        args.push(`${deps.prefix}:${counter.key}`, String(counter.windowMs), String(counter.limit));
      let answer: number;
      try {
        answer = Number(await deps.redis.eval(RESERVE, { keys: [`${deps.prefix}:slot:${workKey}`], arguments: args }));
      } catch {
        // Uncounted work would break the limits: the caller answers 503 or retries, never goes unlimited.
        throw AppError.unavailable('The limits could not be counted.');
      }
      // A backlog longer than every window looked through: refused as an outage, retried later.
      if (!Number.isFinite(answer) || answer < 0) throw AppError.unavailable('No place within the limits yet.');
      return answer;
    },
    /** How many places `counter` has given in the window containing `at` (epoch ms): whether it is full there. */
    async used(counter: SlotCounter, at: number): Promise<number> {
      const value = await deps.redis.get(`${deps.prefix}:${counter.key}:${Math.floor(at / counter.windowMs)}`);
      return Number(value ?? 0);
    },
    now,
  };
}

export type RateSlots = ReturnType<typeof createRateSlots>;
