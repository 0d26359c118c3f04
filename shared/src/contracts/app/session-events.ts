// zod/mini: the browser's realtime client and the gateway both read these.
import * as z from 'zod/mini';

/**
 * A session ended on the server (sign-out, or every session of the user ended by a password
 * reset or change): the tabs still showing the app with it are told at once, so they go to /auth
 * instead of failing screen after screen.
 */
export const SESSION_ENDED_EVENT = 'session.ended';

/**
 * What the gateway publishes on the user's Redis channel when sessions end: their ids, so that
 * only the streams opened with one of them are told (the user's other devices stay signed in
 * after a plain sign-out). Never sent to a browser: a session id is as good as its cookie.
 */
export const sessionEndedPublicationSchema = z.object({
  sessions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type SessionEndedPublication = z.infer<typeof sessionEndedPublicationSchema>;

/** The `session.ended` event's payload as a browser receives it: nothing but the fact. */
export const sessionEndedPayloadSchema = z.null();

/**
 * The `BroadcastChannel` the tabs of one browser share: they share the session cookie too, so when
 * one tab's session ends (sign-out, expiry, a 401), every other tab's has ended with it.
 */
export const SESSION_BROADCAST_CHANNEL = 'scp.session';

export const sessionBroadcastMessageSchema = z.object({ type: z.literal('session-ended') });
export type SessionBroadcastMessage = z.infer<typeof sessionBroadcastMessageSchema>;
