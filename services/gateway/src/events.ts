import type { Request, Response } from 'express';
import { userEventChannel, userEventSchema } from '@scp/shared/contracts/events';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';

/**
 * Server-sent events from Redis pub/sub (DESIGN.md §8). One subscriber connection per gateway
 * process; one Redis subscription per user with open streams, fanned out to that user's streams
 * only, and dropped when the user's last stream closes.
 */
export class UserEventHub {
  private readonly streams = new Map<string, Set<Response>>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly subscriber: RedisClient,
    private readonly logger: Logger,
    heartbeatMs: number,
  ) {
    // Comment lines keep proxies and browsers from timing the stream out.
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Opens an event stream for the user; 503 when Redis cannot subscribe. Ends at `endsAt` (epoch ms). */
  async open(req: Request, res: Response, userId: string, endsAt: number): Promise<void> {
    const channel = userEventChannel(userId);
    await this.subscribe(channel);
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies would otherwise buffer the stream.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 3000\n: connected\n\n');
    let streams = this.streams.get(channel);
    if (!streams) {
      streams = new Set();
      this.streams.set(channel, streams);
    }
    streams.add(res);
    // The stream lives no longer than the session; the client reconnects (and re-checks it) then.
    const expiry = setTimeout(() => res.end(), Math.max(0, endsAt - Date.now()));
    expiry.unref();
    req.on('close', () => {
      clearTimeout(expiry);
      this.remove(channel, res);
    });
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
    // An event name with a line break would end the SSE field early.
    const type = event.type.replace(/[\r\n]/g, ' ');
    const frame = `event: ${type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const res of this.streams.get(channel) ?? []) res.write(frame);
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
