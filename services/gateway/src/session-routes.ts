import { Router } from 'express';
import type { SignOutResponse } from '@scp/shared/contracts/auth/session';
import {
  clearSessionCookie,
  destroySession,
  refreshSession,
  sessionResponse,
  type SessionOptions,
  type UserSessionIndex,
} from './session';

/**
 * The session endpoints the gateway answers itself (it owns the session); every other
 * /api/auth/* goes to the auth service.
 */
export function sessionRoutes(config: SessionOptions, index: UserSessionIndex): Router {
  const router = Router();
  router.get('/auth/session', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(sessionResponse(req));
  });
  router.post('/auth/session/refresh', async (req, res) => {
    await refreshSession(req, config);
    res.setHeader('Cache-Control', 'no-store');
    res.json(sessionResponse(req));
  });
  router.post('/auth/sign-out', async (req, res) => {
    await destroySession(req, index);
    clearSessionCookie(res, config);
    const body: SignOutResponse = { signedOut: true };
    res.json(body);
  });
  return router;
}
