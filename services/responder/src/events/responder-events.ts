import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import { publishUserEvent } from '@scp/service-kit/user-events';
import {
  responderEventTypes,
  type ResponderMessageEvent,
  type ResponderTaskEvent,
} from '@scp/shared/contracts/responder/responder-api';

/**
 * Tells the owner's open app what changed (docs/architecture.md, Real time). Best effort: the screens also poll every
 * 30 s and re-read their lists on reconnect, so a lost event delays an update and loses nothing.
 */
export function createResponderEvents(redis: RedisClient | undefined, logger: Logger) {
  const publish = async (userId: string, type: string, payload: unknown) => {
    if (!redis) return;
    try {
      await publishUserEvent(redis, userId, { type, payload });
    } catch (err) {
      logger.warn({ err, type }, 'a real-time event was not published');
    }
  };
  return {
    message: (userId: string, payload: ResponderMessageEvent) => publish(userId, responderEventTypes.message, payload),
    reply: (userId: string, payload: ResponderMessageEvent) => publish(userId, responderEventTypes.reply, payload),
    task: (userId: string, payload: ResponderTaskEvent) => publish(userId, responderEventTypes.task, payload),
  };
}

export type ResponderEvents = ReturnType<typeof createResponderEvents>;
