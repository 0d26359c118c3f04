import type { Request, RequestHandler, Response } from 'express';
import session, { type SessionData } from 'express-session';
import { RedisStore } from 'connect-redis';
import type { SessionResponse, SessionUser } from '@scp/shared/contracts/auth/session';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { GatewayConfig } from './config';
import { publishSessionsEnded } from './events';

declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    /** Epoch ms of sign-in: the absolute cap counts from here. */
    signedInAt: number;
    /** Epoch ms after which the session is over unless refreshed. */
    expiresAt: number;
  }
}

/** A session lookup that has not answered by now answers 503 (the spec's client gives up at 3 s). */
export const SESSION_LOOKUP_TIMEOUT_MS = 500;
export const SESSION_KEY_PREFIX = 'sess:';
/** A set per user of their session ids, so every session of a user can be ended at once. */
export const USER_SESSIONS_KEY_PREFIX = 'sess-user:';

export type SessionOptions = Pick<GatewayConfig, 'session'>;

/** A save found the session's key gone: it was signed out or revoked while this request ran. */
class SessionEndedError extends AppError {
  constructor() {
    super(401, 'UNAUTHENTICATED', 'Not signed in.');
  }
}

type StoreCallback = (err?: unknown) => void;

/**
 * connect-redis whose saves only overwrite a stored session (SET ... XX), except the first save of
 * a session started by sign-in. So a refresh or profile update racing a sign-out or a revocation
 * (password reset) can never bring the deleted session back: its save fails instead.
 */
class SessionStore extends RedisStore {
  private readonly creating = new Set<string>();

  constructor(private readonly redis: RedisClient) {
    super({ client: redis, prefix: SESSION_KEY_PREFIX, disableTouch: true });
  }

  /** The next save of `sessionId` may create its key (sign-in). */
  allowCreate(sessionId: string): void {
    this.creating.add(sessionId);
  }

  override async set(sid: string, sess: SessionData, cb?: StoreCallback): Promise<void> {
    if (this.creating.delete(sid)) {
      await super.set(sid, sess, cb);
      return;
    }
    const ttl = Math.ceil((new Date(sess.cookie.expires ?? 0).getTime() - Date.now()) / 1000);
    if (!(ttl > 0)) {
      await this.destroy(sid, cb);
      return;
    }
    try {
      const written = await this.redis.set(`${SESSION_KEY_PREFIX}${sid}`, JSON.stringify(sess), {
        condition: 'XX',
        expiration: { type: 'EX', value: ttl },
      });
      cb?.(written === null ? new SessionEndedError() : undefined);
    } catch (err) {
      cb?.(err);
    }
  }
}

/**
 * express-session over Redis, cookie and lifetime as in docs/architecture.md (Sessions and identity): anonymous requests create
 * nothing in Redis (saveUninitialized: false); the lifetime is fixed at sign-in and moved only
 * by an explicit refresh (rolling: false, so the 30 s session checks do not keep an idle user in);
 * the Redis TTL follows the cookie's expiry.
 */
export function createSessionMiddleware(config: SessionOptions, redis: RedisClient, logger: Logger): RequestHandler {
  const store = new SessionStore(redis);
  const middleware = session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // unset must stay 'keep': 'destroy' would call Redis from res.end, where a stalled Redis hangs the response.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Locally: Secure when the request came over https (directly or via a trusted proxy).
      secure: config.session.secureCookie ? true : 'auto',
      path: '/',
      maxAge: config.session.ttlSeconds * 1000,
    },
  });

  // Redis down or stalled must never hang a request nor let it through without its session.
  return (req, res, next) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      next(AppError.unavailable());
    }, SESSION_LOOKUP_TIMEOUT_MS);
    void middleware(req, res, (err?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err || !req.session) {
        if (err) logger.warn({ err, reqId: req.id }, 'session store unavailable');
        next(AppError.unavailable());
        return;
      }
      if (req.session.user && !((req.session.expiresAt ?? 0) > Date.now())) {
        // Past its lifetime (Redis expiry normally removes it first): the request goes on anonymous.
        bounded((done) => req.session.regenerate(done)).then(() => next(), next);
        return;
      }
      next();
    });
  };
}

export function sessionUserOf(req: Request): SessionUser | undefined {
  return req.session?.user;
}

export function sessionResponse(req: Request): SessionResponse {
  const user = req.session?.user;
  const expiresAt = req.session?.expiresAt ?? 0;
  if (!user) throw AppError.unauthenticated('Not signed in.');
  return { user, expiresAt: Math.floor(expiresAt / 1000) };
}

/** Bounds a Redis call so a stalled Redis answers 503 instead of hanging. */
function boundedCall<T>(call: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(AppError.unavailable()), SESSION_LOOKUP_TIMEOUT_MS);
    call().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof AppError ? err : AppError.unavailable());
      },
    );
  });
}

/**
 * Each user's session ids (a Redis set `sess-user:<userId>`), kept by sign-in and sign-out, so a
 * password reset can end every session of the user. The set expires with the absolute maximum age
 * counted from the user's latest sign-in, when every session in it is over anyway; an id whose
 * session ended otherwise (expiry) is a harmless leftover until then.
 */
export class UserSessionIndex {
  constructor(
    private readonly redis: RedisClient,
    private readonly maxAgeSeconds: number,
    private readonly logger?: Logger,
  ) {}

  /** Tells the tabs streaming with these sessions that they ended; not awaited, never fails the caller. */
  announceEnded(userId: string, sessionIds: readonly string[]): void {
    void publishSessionsEnded(this.redis, this.logger, userId, sessionIds);
  }

  private key(userId: string): string {
    return `${USER_SESSIONS_KEY_PREFIX}${userId}`;
  }

  async add(userId: string, sessionId: string): Promise<void> {
    const key = this.key(userId);
    await boundedCall(() => this.redis.multi().sAdd(key, sessionId).expire(key, this.maxAgeSeconds).exec());
  }

  async remove(userId: string, sessionId: string): Promise<void> {
    await boundedCall(() => this.redis.sRem(this.key(userId), sessionId));
  }

  /** Deletes every stored session of the user but `keep`; returns how many ids were ended. */
  async revokeAll(userId: string, keep?: string): Promise<number> {
    const key = this.key(userId);
    return boundedCall(async () => {
      const ended = (await this.redis.sMembers(key)).filter((id) => id !== keep);
      if (ended.length === 0) return 0;
      await this.redis
        .multi()
        .del(ended.map((id) => `${SESSION_KEY_PREFIX}${id}`))
        .sRem(key, ended)
        .exec();
      this.announceEnded(userId, ended);
      return ended.length;
    });
  }
}

/** Bounds a store operation so a stalled Redis answers 503 instead of hanging. */
function bounded(run: (done: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(AppError.unavailable()), SESSION_LOOKUP_TIMEOUT_MS);
    run((err) => {
      clearTimeout(timer);
      if (err) reject(err instanceof AppError ? err : AppError.unavailable());
      else resolve();
    });
  });
}

function setLifetime(req: Request, expiresAt: number): void {
  req.session.expiresAt = expiresAt;
  // The cookie and the Redis TTL end with the session.
  req.session.cookie.maxAge = Math.max(0, expiresAt - Date.now());
}

/** Sign-in: a new session id (no fixation), the user, and a fresh lifetime. */
export async function startSession(
  req: Request,
  user: SessionUser,
  config: SessionOptions,
  index: UserSessionIndex,
): Promise<void> {
  const previous = req.session?.user ? { userId: req.session.user.id, sessionId: req.sessionID } : undefined;
  if (req.session) {
    // Deletes the previous session's key too: the pre-login id is worthless from here on.
    await bounded((done) => req.session.regenerate(done));
  } else {
    // This request's session was just destroyed (e.g. every session of the user revoked): a fresh one.
    req.sessionStore.generate(req as unknown as Parameters<typeof req.sessionStore.generate>[0]);
  }
  if (previous) await index.remove(previous.userId, previous.sessionId);
  const now = Date.now();
  req.session.user = user;
  req.session.signedInAt = now;
  setLifetime(req, Math.min(now + config.session.ttlSeconds * 1000, now + config.session.maxAgeSeconds * 1000));
  if (req.sessionStore instanceof SessionStore) req.sessionStore.allowCreate(req.sessionID);
  await bounded((done) => req.session.save(done));
  await index.add(user.id, req.sessionID);
}

/** Extends the session by the rolling lifetime, capped at the absolute maximum since sign-in. */
export async function refreshSession(req: Request, config: SessionOptions): Promise<void> {
  if (!req.session?.user) throw AppError.unauthenticated('Not signed in.');
  const now = Date.now();
  const cap = (req.session.signedInAt ?? now) + config.session.maxAgeSeconds * 1000;
  setLifetime(req, Math.min(now + config.session.ttlSeconds * 1000, cap));
  await saveExisting(req);
}

/** Replaces the stored user (same id) without touching the session id or lifetime. */
export async function updateSessionUser(req: Request, user: SessionUser): Promise<void> {
  if (req.session?.user?.id !== user.id) return;
  req.session.user = user;
  try {
    await saveExisting(req);
  } catch (err) {
    // Ended while the service worked (e.g. signed out elsewhere): nothing left to update.
    if (!(err instanceof SessionEndedError)) throw err;
  }
}

/**
 * Saves a session that is already stored. If it ended meanwhile (signed out, revoked), this
 * request's copy is dropped too (nothing is saved when the response ends) and 401 is thrown.
 */
async function saveExisting(req: Request): Promise<void> {
  try {
    await bounded((done) => req.session.save(done));
  } catch (err) {
    if (err instanceof SessionEndedError) await bounded((done) => req.session.destroy(done));
    throw err;
  }
}

/** Sign-out: the Redis key is deleted; a request without a stored session has nothing to delete. */
export async function destroySession(req: Request, index: UserSessionIndex): Promise<void> {
  // Only signed-in sessions are ever stored; an anonymous one has nothing in Redis to delete.
  const userId = req.session?.user?.id;
  if (!userId) return;
  const sessionId = req.sessionID;
  await bounded((done) => req.session.destroy(done));
  await index.remove(userId, sessionId);
  index.announceEnded(userId, [sessionId]);
}

/**
 * Ends every session of `userId` (Redis keys deleted). The current request's session survives only
 * when `keepCurrent` and it is that user's; otherwise, if it is the user's, it is destroyed here and
 * `true` is returned so the caller clears the cookie.
 */
export async function endUserSessions(
  req: Request,
  userId: string,
  options: { keepCurrent: boolean },
  index: UserSessionIndex,
): Promise<boolean> {
  const currentIsUsers = req.session?.user?.id === userId;
  await index.revokeAll(userId, currentIsUsers && options.keepCurrent ? req.sessionID : undefined);
  if (!currentIsUsers || options.keepCurrent) return false;
  await destroySession(req, index);
  return true;
}

export function clearSessionCookie(res: Response, config: SessionOptions): void {
  res.clearCookie(config.session.cookieName, { path: '/', httpOnly: true, sameSite: 'lax' });
}
