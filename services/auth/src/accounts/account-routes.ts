import type { Router } from 'express';
import { accountsPaths } from '@scp/shared/contracts/accounts/accounts-paths';
import { userMetadataUpdateSchema } from '@scp/shared/contracts/accounts/user-metadata-update';
import {
  authServerMessages,
  emailConfirmRequestSchema,
  type EmailConfirmCheckResponse,
  passwordResetCheckRequestSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  type AuthUserResponse,
  type PasswordResetCheckResponse,
  type PasswordResetRequestResponse,
  type PasswordUpdatedResponse,
  type SignUpResponse,
} from '@scp/shared/contracts/accounts/auth-api';
import { type PasswordSetupRequestResponse } from '@scp/shared/contracts/accounts/linked-identities-api';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { grantSession, revokeUserSessions, updateSessionUser } from '@scp/service-kit/session-grant';
import type { AuthContext } from '../context';
import { createAccountService } from './account-service';
import { createLocalSignIn } from './local-sign-in';
import { createSignInThrottle } from './sign-in-throttle';

function invalidToken(message: string): AppError {
  return new AppError(400, 'INVALID_TOKEN', message);
}

/** The profile is the user's own except the address, which is the sign-in identity (entities). */
function refuseEmailChange(body: unknown): void {
  if (typeof body === 'object' && body !== null && Object.hasOwn(body, 'email')) {
    throw AppError.validation(authServerMessages.emailReadOnly, 'email');
  }
}

/**
 * Password accounts under /api/auth: sign-up (+ confirmation link), sign-in, password reset and
 * change, and the signed-in user's profile. Every body is validated with the shared contract, so
 * operator objects such as `{ "$ne": null }` are refused as 400 before any query is built.
 */
export function registerAccountRoutes(router: Router, context: AuthContext): void {
  const { settings, sessionGrantKey: grantKey, logger, mailer } = context;
  const accounts = createAccountService({ settings, mailer, logger, redis: context.redis });
  const authenticateLocal = createLocalSignIn(accounts);
  const throttle = createSignInThrottle({
    redis: context.redis,
    logger,
    maxFailures: settings.signInMaxFailures,
    windowSeconds: settings.signInFailureWindowSeconds,
  });

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
    res.redirect(303, `${token.success ? accountsPaths.authConfirm : accountsPaths.auth}?${query.toString()}`);
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
