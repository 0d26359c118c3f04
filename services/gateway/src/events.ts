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
import type { RedisClient } from '@scp/service-kit/redis';
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

/**
 * Server-sent events from Redis pub/sub (docs/architecture.md, Real time). One subscriber connection per gateway
 * process; one Redis subscription per user with open streams, fanned out to that user's streams
 * only, and dropped when the user's last stream closes.
 *
 * A user holds at most `maxStreamsPerUser` open streams (the spec's 50 subscriptions); one more is
 * refused with 429 rather than closing an older one, as the spec reports "Maximum subscriptions
 * limit (50) reached" instead of silently dropping a live tab. The count lives in this process,
 * which is per user because there is one gateway instance; behind several, each would allow its own 50.
 */
export class UserEventHub {
  private readonly streams = new Map<string, Set<Response>>();
  /** The session each stream was opened with: a session's end is told to its own streams only. */
  private readonly sessionOf = new WeakMap<Response, string>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Slots held per user id: streams open or being opened (taken before the subscribe awaits). */
  private readonly slots = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly subscriber: RedisClient,
    private readonly logger: Logger,
    heartbeatMs: number,
    private readonly maxStreamsPerUser: number = realtime.maxSubscriptions,
  ) {
    // Comment lines keep proxies and browsers from timing the stream out.
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Opens an event stream for the user; 429 when they already hold the maximum, 503 when Redis
   * cannot subscribe. Ends at `endsAt` (epoch ms), or when `sessionId` is announced ended.
   */
  async open(res: Response, userId: string, endsAt: number, sessionId?: string): Promise<void> {
    const channel = userEventChannel(userId);
    const release = this.takeSlot(userId);
    let streaming = false;
    let closed = false;
    // Registered before the subscribe awaits, so a client gone meanwhile still frees its slot.
    res.on('close', () => {
      closed = true;
      release();
      if (streaming) this.remove(channel, res);
    });
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

  /** Streams the user holds (open or being opened). */
  streamsOf(userId: string): number {
    return this.slots.get(userId) ?? 0;
  }

  /** Takes one of the user's stream slots, or refuses with 429; the returned function frees it (once). */
  private takeSlot(userId: string): () => void {
    const held = this.streamsOf(userId);
    if (held >= this.maxStreamsPerUser) {
      throw new AppError(429, 'RATE_LIMITED', appTexts.realtime.maxSubscriptions);
    }
    this.slots.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.streamsOf(userId) - 1;
      if (left > 0) this.slots.set(userId, left);
      else this.slots.delete(userId);
    };
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
