import type { Router } from 'express';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import {
  authServerMessages,
  emailConfirmRequestSchema,
  type AuthUserResponse,
  type EmailConfirmCheckResponse,
  signUpRequestSchema,
  type SignUpResponse,
} from '@scp/shared/contracts/auth/auth-api';
import { grantSession } from '@scp/service-kit/session-grant';
import type { AuthContext } from '../config';
import type { AccountService } from './account-service';
import { invalidToken } from './invalid-token';

/**
 * Sign-up and the address's confirmation under /api/auth. Every body is validated with the shared
 * contract, so operator objects such as `{ "$ne": null }` are refused as 400 before any query is built.
 */
export function registerSignUpRoutes(router: Router, context: AuthContext, accounts: AccountService): void {
  const grantKey = context.sessionGrantKey;

  router.post('/sign-up', async (req, res) => {
    const input = signUpRequestSchema.parse(req.body);
    const result = await accounts.signUp(input);
    if (result.session) await grantSession(res, result.user, grantKey);
    res.status(201).json(result satisfies SignUpResponse);
  });

  // Links mailed before the confirmation page existed pointed here: they go to the page, where
  // only the user's click confirms. A GET never spends the token nor signs in (login CSRF, issue 9.7).
  router.get('/confirm', (req, res) => {
    const token = emailConfirmRequestSchema.safeParse({ token: req.query.token });
    const query = new URLSearchParams(
      token.success ? { token: token.data.token } : { auth_error: authServerMessages.invalidConfirmationLink },
    );
    res.redirect(303, `${token.success ? authPaths.authConfirm : authPaths.auth}?${query.toString()}`);
  });

  router.post('/confirm/check', async (req, res) => {
    const { token } = emailConfirmRequestSchema.parse(req.body);
    const email = await accounts.confirmationAddress(token);
    if (!email) throw invalidToken(authServerMessages.invalidConfirmationLink);
    res.json({ email } satisfies EmailConfirmCheckResponse);
  });

  router.post('/confirm', async (req, res) => {
    const { token } = emailConfirmRequestSchema.parse(req.body);
    const user = await accounts.confirmEmail(token);
    if (!user) throw invalidToken(authServerMessages.invalidConfirmationLink);
    await grantSession(res, user, grantKey);
    res.json({ user } satisfies AuthUserResponse);
  });
}
