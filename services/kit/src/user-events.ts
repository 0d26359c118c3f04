import { userEventChannel, userEventSchema, type UserEvent } from '@scp/shared/contracts/events';
import type { RedisClient } from './redis';

/**
 * Publishes a real-time event to one user (docs/architecture.md, Real time); the gateway streams it to that user's
 * browser tabs on GET /api/events. Resolves with the number of gateway subscribers that got it.
 */
export async function publishUserEvent(
  redis: RedisClient,
  userId: string,
  event: { type: string; payload?: unknown; at?: string },
): Promise<number> {
  const message: UserEvent = userEventSchema.parse({
    type: event.type,
    payload: event.payload ?? null,
    at: event.at ?? new Date().toISOString(),
  });
  return redis.publish(userEventChannel(userId), JSON.stringify(message));
}
