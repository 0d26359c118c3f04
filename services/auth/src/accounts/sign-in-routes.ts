import type { Router } from 'express';
import { authServerMessages, signInRequestSchema, type AuthUserResponse } from '@scp/shared/contracts/auth/auth-api';
import { AppError } from '@scp/service-kit/errors';
import { grantSession } from '@scp/service-kit/session-grant';
import type { AuthContext } from '../config';
import type { AccountService } from './account-service';
import { createLocalSignIn } from './local-sign-in';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * Email and password sign-in under /api/auth, throttled per email and client address. The body is
 * validated with the shared contract, so operator objects are refused as 400 before any query is built.
 */
export function registerSignInRoutes(
  router: Router,
  context: AuthContext,
  deps: { accounts: AccountService; throttle: SignInThrottle },
): void {
  const grantKey = context.sessionGrantKey;
  const { throttle } = deps;
  const authenticateLocal = createLocalSignIn(deps.accounts);

  router.post('/sign-in', async (req, res) => {
    const credentials = signInRequestSchema.parse(req.body);
    // The strategy reads the normalised (trimmed, lower-cased) email.
    req.body = credentials;
    const ip = req.ip ?? 'unknown';
    await throttle.countAttempt(credentials.email, ip);
    const outcome = await authenticateLocal(req, res);
    if (outcome.outcome === 'invalid') {
      throw new AppError(401, 'INVALID_CREDENTIALS', authServerMessages.invalidCredentials);
    }
    // The password was right (confirmed or not): the attempt is no guess.
    await throttle.forget(credentials.email, ip);
    if (outcome.outcome === 'unconfirmed') {
      throw new AppError(403, 'EMAIL_NOT_CONFIRMED', authServerMessages.emailNotConfirmed);
    }
    await grantSession(res, outcome.user, grantKey);
    res.json({ user: outcome.user } satisfies AuthUserResponse);
  });
}
