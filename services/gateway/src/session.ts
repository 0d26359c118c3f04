import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { RedisStore } from 'connect-redis';
import type { SessionResponse, SessionUser } from '@scp/shared/contracts/session';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { GatewayConfig } from './config';

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

export type SessionOptions = Pick<GatewayConfig, 'session'>;

/**
 * express-session over Redis, cookie and lifetime as DESIGN.md §4: anonymous requests create
 * nothing in Redis (saveUninitialized: false); the lifetime is fixed at sign-in and moved only
 * by an explicit refresh (rolling: false, so the 30 s session checks do not keep an idle user in);
 * the Redis TTL follows the cookie's expiry.
 */
export function createSessionMiddleware(config: SessionOptions, redis: RedisClient, logger: Logger): RequestHandler {
  const store = new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, disableTouch: true });
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
      // Secure when the request came over https (directly or, with trust proxy, via the proxy).
      secure: 'auto',
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
export async function startSession(req: Request, user: SessionUser, config: SessionOptions): Promise<void> {
  await bounded((done) => req.session.regenerate(done));
  const now = Date.now();
  req.session.user = user;
  req.session.signedInAt = now;
  setLifetime(req, Math.min(now + config.session.ttlSeconds * 1000, now + config.session.maxAgeSeconds * 1000));
  await bounded((done) => req.session.save(done));
}

/** Extends the session by the rolling lifetime, capped at the absolute maximum since sign-in. */
export async function refreshSession(req: Request, config: SessionOptions): Promise<void> {
  if (!req.session?.user) throw AppError.unauthenticated('Not signed in.');
  const now = Date.now();
  const cap = (req.session.signedInAt ?? now) + config.session.maxAgeSeconds * 1000;
  setLifetime(req, Math.min(now + config.session.ttlSeconds * 1000, cap));
  await bounded((done) => req.session.save(done));
}

/** Replaces the stored user (same id) without touching the session id or lifetime. */
export async function updateSessionUser(req: Request, user: SessionUser): Promise<void> {
  if (req.session?.user?.id !== user.id) return;
  req.session.user = user;
  await bounded((done) => req.session.save(done));
}

/** Sign-out: the Redis key is deleted; a request without a stored session has nothing to delete. */
export async function destroySession(req: Request): Promise<void> {
  // Only signed-in sessions are ever stored; an anonymous one has nothing in Redis to delete.
  if (!req.session?.user) return;
  await bounded((done) => req.session.destroy(done));
}

export function clearSessionCookie(res: Response, config: SessionOptions): void {
  res.clearCookie(config.session.cookieName, { path: '/', httpOnly: true, sameSite: 'lax' });
}
