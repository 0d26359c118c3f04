// zod/mini: validated by the browser's realtime client (see errors.ts).
import * as z from 'zod/mini';

/**
 * A user event as services publish it on Redis channel `events:<userId>` and as the gateway
 * streams it on `GET /api/events` (one SSE `data:` line of JSON per event, SSE `event:` = type).
 */
export const userEventSchema = z.object({
  type: z.string().check(z.minLength(1)),
  payload: z.unknown(),
  at: z.string(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

export function userEventChannel(userId: string): string {
  return `events:${userId}`;
}
