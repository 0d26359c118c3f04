import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { realtime } from '@scp/shared/contracts/app/app-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import {
  SESSION_ENDED_EVENT,
  sessionEndedPublicationSchema,
  type SessionEndedPublication,
} from '@scp/shared/contracts/app/session-events';
import { type UserEvent, userEventChannel, userEventSchema } from '@scp/shared/contracts/events';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { REDIS_COMMAND_TIMEOUT_MS, type RedisClient } from '@scp/service-kit/redis';
import { withTimeout } from '@scp/service-kit/redis-limiter';
import { publishUserEvent } from '@scp/service-kit/user-events';

/**
 * Tells the streams of these sessions that they ended (sign-out, revocation), through Redis so
 * every gateway process hears it. Best effort: a tab that misses it finds out at its next request
 * (401), so a failed publish never fails the sign-out itself.
 */
export async function publishSessionsEnded(
  redis: RedisClient,
  logger: Pick<Logger, 'warn'> | undefined,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  const payload: SessionEndedPublication = { sessions: [...sessionIds] };
  try {
    await publishUserEvent(redis, userId, { type: SESSION_ENDED_EVENT, payload });
  } catch (err) {
    logger?.warn({ err }, 'cannot announce ended sessions');
  }
}

/** A user's stream slots: one sorted set per user (score: when the slot's lease ends); one key, as a Redis Cluster needs. */
export const streamSlotsKey = (userId: string): string => `sse:streams:{${userId}}`;

/** Redis's own clock in ms: every gateway compares leases on one clock. */
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
/**
 * Drops the slots whose lease ended (a gateway that died without freeing them), then takes one if
 * fewer than the maximum are held. KEYS[1] the user's set; ARGV: slot id, maximum, lease ms. 1 taken, 0 full.
 */
const TAKE_SLOT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;
/** Extends the leases of the slots this gateway still holds. KEYS[1] the user's set; ARGV: lease ms, slot ids. */
const RENEW_SLOTS = `${NOW}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`;
/** Live slots of a user (lease not ended). KEYS[1] the user's set. */
const COUNT_SLOTS = `${NOW}
return redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf')`;

/**
 * Server-sent events from Redis pub/sub (docs/architecture.md, Real time). One subscriber connection per gateway
 * process; one Redis subscription per user with open streams, fanned out to that user's streams
 * only, and dropped when the user's last stream closes. Every gateway replica subscribes to the
 * users whose streams it holds, so an event published once reaches the user's tabs on all of them.
 *
 * A user holds at most `maxStreamsPerUser` open streams (the spec's 50 subscriptions); one more is
 * refused with 429 rather than closing an older one, as the spec reports "Maximum subscriptions
 * limit (50) reached" instead of silently dropping a live tab. The count is kept in Redis (a sorted
 * set of slots per user, taken by one script), so it holds across every gateway replica. Each slot
 * is leased: this gateway renews its own at every heartbeat, and the slots of a gateway that died
 * without freeing them lapse after three heartbeats. Redis away refuses a new stream with 503.
 */
export class UserEventHub {
  private readonly streams = new Map<string, Set<Response>>();
  /** The session each stream was opened with: a session's end is told to its own streams only. */
  private readonly sessionOf = new WeakMap<Response, string>();
  private readonly pending = new Map<string, Promise<void>>();
  /** The Redis slots this gateway holds, per user id (streams open or being opened). */
  private readonly slots = new Map<string, Set<string>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly leaseMs: number;
  /** Names this process's slots among every gateway's. */
  private readonly instance = randomUUID();
  private nextSlot = 0;

  constructor(
    private readonly subscriber: RedisClient,
    private readonly redis: RedisClient,
    private readonly logger: Logger,
    heartbeatMs: number,
    private readonly maxStreamsPerUser: number = realtime.maxSubscriptions,
  ) {
    this.leaseMs = heartbeatMs * 3;
    // Comment lines keep proxies and browsers from timing the stream out; the same beat renews the slots' leases.
    this.heartbeat = setInterval(() => {
      this.broadcast(': heartbeat\n\n');
      void this.renewSlots();
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Opens an event stream for the user; 429 when they already hold the maximum (on any gateway),
   * 503 when Redis cannot count or subscribe. Ends at `endsAt` (epoch ms), or when `sessionId` is
   * announced ended.
   */
  async open(res: Response, userId: string, endsAt: number, sessionId?: string): Promise<void> {
    const channel = userEventChannel(userId);
    // Set once the slot is taken; the close handler below may run before that.
    const slot: { release?: () => void } = {};
    let streaming = false;
    let closed = false;
    // Registered before anything awaits, so a client gone meanwhile still frees its slot.
    res.on('close', () => {
      closed = true;
      slot.release?.();
      if (streaming) this.remove(channel, res);
    });
    const release = await this.takeSlot(userId);
    slot.release = release;
    if (closed) {
      release();
      return;
    }
    try {
      await this.subscribe(channel);
    } catch (err) {
      release();
      throw err;
    }
    let streams = this.streams.get(channel);
    if (!streams) {
      streams = new Set();
      this.streams.set(channel, streams);
    }
    streams.add(res);
    if (sessionId) this.sessionOf.set(res, sessionId);
    streaming = true;
    if (closed) {
      // Gone while subscribing: drop the subscription again if no other stream uses it.
      this.remove(channel, res);
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies would otherwise buffer the stream.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 3000\n: connected\n\n');
    // The stream lives no longer than the session; the client reconnects (and re-checks it) then.
    const expiry = setTimeout(() => res.end(), Math.max(0, endsAt - Date.now()));
    expiry.unref();
    res.on('close', () => clearTimeout(expiry));
  }

  /** Streams the user holds on every gateway (open or being opened), as Redis counts them. */
  async streamsOf(userId: string): Promise<number> {
    return Number(await this.redis.eval(COUNT_SLOTS, { keys: [streamSlotsKey(userId)], arguments: [] }));
  }

  /** Streams the user holds on this gateway (open or being opened). */
  localStreamsOf(userId: string): number {
    return this.slots.get(userId)?.size ?? 0;
  }

  /** Takes one of the user's stream slots in Redis, or refuses with 429; the returned function frees it (once). */
  private async takeSlot(userId: string): Promise<() => void> {
    const slot = `${this.instance}:${(this.nextSlot += 1)}`;
    const key = streamSlotsKey(userId);
    let taken: unknown;
    try {
      taken = await withTimeout(
        this.redis.eval(TAKE_SLOT, {
          keys: [key],
          arguments: [slot, String(this.maxStreamsPerUser), String(this.leaseMs)],
        }),
        REDIS_COMMAND_TIMEOUT_MS,
        'stream slot timed out',
      );
    } catch (err) {
      this.logger.warn({ err }, 'cannot count event streams');
      throw AppError.unavailable();
    }
    if (Number(taken) !== 1) throw new AppError(429, 'RATE_LIMITED', appTexts.realtime.maxSubscriptions);
    let held = this.slots.get(userId);
    if (!held) {
      held = new Set();
      this.slots.set(userId, held);
    }
    held.add(slot);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const mine = this.slots.get(userId);
      mine?.delete(slot);
      if (mine?.size === 0) this.slots.delete(userId);
      // Best effort: a slot Redis could not free now lapses with its lease.
      this.redis.zRem(key, slot).catch((err: unknown) => {
        this.logger.warn({ err }, 'cannot free an event stream slot');
      });
    };
  }

  /** Renews the leases of the slots this gateway holds (at each heartbeat). */
  private async renewSlots(): Promise<void> {
    for (const [userId, held] of this.slots) {
      if (held.size === 0) continue;
      try {
        await this.redis.eval(RENEW_SLOTS, {
          keys: [streamSlotsKey(userId)],
          arguments: [String(this.leaseMs), ...held],
        });
      } catch (err) {
        this.logger.warn({ err }, 'cannot renew event stream slots');
        return;
      }
    }
  }

  /** Ends every stream (shutdown) and the subscriber connection's subscriptions. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const streams of this.streams.values()) for (const res of streams) res.end();
    this.streams.clear();
  }

  get openStreams(): number {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }

  private async subscribe(channel: string): Promise<void> {
    if (this.streams.has(channel)) return;
    let subscribing = this.pending.get(channel);
    if (!subscribing) {
      subscribing = this.subscriber
        .subscribe(channel, (message) => this.deliver(channel, message))
        .finally(() => this.pending.delete(channel));
      this.pending.set(channel, subscribing);
    }
    try {
      await subscribing;
    } catch (err) {
      this.logger.warn({ err }, 'cannot subscribe to user events');
      throw AppError.unavailable();
    }
  }

  private deliver(channel: string, message: string): void {
    let event;
    try {
      event = userEventSchema.parse(JSON.parse(message));
    } catch (err) {
      this.logger.warn({ err, channel }, 'dropped a malformed user event');
      return;
    }
    if (event.type === SESSION_ENDED_EVENT) {
      this.deliverSessionEnded(channel, event);
      return;
    }
    // An event name with a line break would end the SSE field early.
    const type = event.type.replace(/[\r\n]/g, ' ');
    const frame = `event: ${type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const res of this.streams.get(channel) ?? []) res.write(frame);
  }

  /**
   * To the streams of the ended sessions only, without their ids (a session id is as good as the
   * cookie); then those streams end, as their session has. The user's other sessions hear nothing.
   */
  private deliverSessionEnded(channel: string, event: UserEvent): void {
    const parsed = sessionEndedPublicationSchema.safeParse(event.payload);
    if (!parsed.success) {
      this.logger.warn({ channel }, 'dropped a malformed session-ended event');
      return;
    }
    const ended = new Set(parsed.data.sessions);
    const frame = `event: ${SESSION_ENDED_EVENT}\ndata: ${JSON.stringify({ type: SESSION_ENDED_EVENT, payload: null, at: event.at } satisfies UserEvent)}\n\n`;
    for (const res of [...(this.streams.get(channel) ?? [])]) {
      const sessionId = this.sessionOf.get(res);
      if (sessionId === undefined || !ended.has(sessionId)) continue;
      res.write(frame);
      res.end();
    }
  }

  private broadcast(frame: string): void {
    for (const streams of this.streams.values()) for (const res of streams) res.write(frame);
  }

  private remove(channel: string, res: Response): void {
    const streams = this.streams.get(channel);
    if (!streams) return;
    streams.delete(res);
    if (streams.size > 0) return;
    this.streams.delete(channel);
    this.subscriber.unsubscribe(channel).catch((err: unknown) => {
      this.logger.warn({ err, channel }, 'cannot unsubscribe from user events');
    });
  }
}
