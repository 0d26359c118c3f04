import type { Router } from 'express';
import {
  authServerMessages,
  passwordResetCheckRequestSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  type PasswordResetCheckResponse,
  type PasswordResetRequestResponse,
  type PasswordUpdatedResponse,
} from '@scp/shared/contracts/auth/auth-api';
import { type PasswordSetupRequestResponse } from '@scp/shared/contracts/auth/linked-identities-api';
import { userIdOf } from '@scp/service-kit/internal-token';
import { revokeUserSessions } from '@scp/service-kit/session-grant';
import type { AuthContext } from '../config';
import type { AccountService } from './account-service';
import { invalidToken } from './invalid-token';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * The password under /api/auth: the mailed reset link (request, check, reset), the signed-in
 * owner's change, and the link that sets a first password.
 */
export function registerPasswordRoutes(
  router: Router,
  context: AuthContext,
  deps: { accounts: AccountService; throttle: SignInThrottle },
): void {
  const grantKey = context.sessionGrantKey;
  const { accounts, throttle } = deps;

  router.post('/password/reset-request', async (req, res) => {
    const { email } = passwordResetRequestSchema.parse(req.body);
    await accounts.requestPasswordReset(email);
    res.json({ sent: true } satisfies PasswordResetRequestResponse);
  });

  router.post('/password/reset-check', async (req, res) => {
    const { token } = passwordResetCheckRequestSchema.parse(req.body);
    if (!(await accounts.isResetTokenUsable(token))) throw invalidToken(authServerMessages.invalidResetLink);
    res.json({ valid: true } satisfies PasswordResetCheckResponse);
  });

  router.post('/password/reset', async (req, res) => {
    const { token, password } = passwordResetRequestBodySchema.parse(req.body);
    const userId = await accounts.resetPassword(token, password);
    if (!userId) throw invalidToken(authServerMessages.invalidResetLink);
    // Whoever had the old password (or a stolen session) is out, this browser included.
    await revokeUserSessions(res, userId, grantKey, { keepCurrent: false });
    res.json({ updated: true } satisfies PasswordUpdatedResponse);
  });

  router.post('/password', async (req, res) => {
    const userId = userIdOf(req);
    const input = passwordUpdateRequestSchema.parse(req.body);
    await accounts.changePassword(userId, input, { throttle, ip: req.ip ?? 'unknown' });
    // Every other session of the user ends; the one that changed the password stays signed in.
    await revokeUserSessions(res, userId, grantKey, { keepCurrent: true });
    res.json({ updated: true } satisfies PasswordUpdatedResponse);
  });

  router.post('/password/setup-request', async (req, res) => {
    await accounts.requestPasswordSetup(userIdOf(req));
    res.status(202).json({ sent: true } satisfies PasswordSetupRequestResponse);
  });
}
