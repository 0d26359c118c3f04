import type { Router } from 'express';
import { userMetadataUpdateSchema } from '@scp/shared/contracts/auth/user-metadata-update';
import { authServerMessages, type AuthUserResponse } from '@scp/shared/contracts/auth/auth-api';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { updateSessionUser } from '@scp/service-kit/session-grant';
import type { AuthContext } from '../config';
import type { AccountService } from './account-service';

/** The profile is the user's own except the address, which is the sign-in identity (entities). */
function refuseEmailChange(body: unknown): void {
  if (typeof body === 'object' && body !== null && Object.hasOwn(body, 'email')) {
    throw AppError.validation(authServerMessages.emailReadOnly, 'email');
  }
}

/** The signed-in user's account and profile under /api/auth. */
export function registerProfileRoutes(router: Router, context: AuthContext, accounts: AccountService): void {
  const grantKey = context.sessionGrantKey;

  router.get('/user', async (req, res) => {
    const user = await accounts.getUser(userIdOf(req));
    // The gateway answers the session from its copy of the user: reading the account refreshes that
    // copy, so a change another service made (onboarding's completion, through the internal API)
    // reaches the session.
    await updateSessionUser(res, user, grantKey);
    res.json({ user } satisfies AuthUserResponse);
  });

  router.patch('/user/metadata', async (req, res) => {
    const userId = userIdOf(req);
    refuseEmailChange(req.body);
    const patch = userMetadataUpdateSchema.parse(req.body);
    const user = await accounts.updateMetadata(userId, patch);
    await updateSessionUser(res, user, grantKey);
    res.json({ user } satisfies AuthUserResponse);
  });
}
