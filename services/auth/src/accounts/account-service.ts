import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { auth as authConstants } from '@scp/shared/contracts/auth/accounts-constants';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import {
  authServerMessages,
  type PasswordUpdateRequest,
  type SignUpRequest,
} from '@scp/shared/contracts/auth/auth-api';
import { linkedIdentitiesServerMessages } from '@scp/shared/contracts/auth/linked-identities-api';
import type { UserMetadataUpdate } from '@scp/shared/contracts/auth/user-metadata-update';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { userMetadataDefaults } from '@scp/shared/contracts/settings/settings-constants';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, objectIdOf } from '@scp/service-kit/user-scope';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { AuthSettings } from '../config';
import { emailConfirmationMail, passwordResetMail, passwordSetupMail } from '../mail/account-mails';
import { requireRecentSignIn } from '../users/external-sign-in';
import type { Mailer } from '@scp/service-kit/mailer';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../users/password-hash';
import { mergeUserMetadata } from '../users/user-metadata';
import { UserModel } from '../users/user-model';
import { toSessionUser } from '../users/user-view';
import { issueToken, peekToken, retireTokens, spendToken } from './one-time-tokens';
import type { SignInThrottle } from './sign-in-throttle';

/** Signing up again with an unconfirmed address re-sends the confirmation mail at most this often. */
export const CONFIRMATION_RESEND_COOLDOWN_SECONDS = 60;

/**
 * One reset mail per address this often (issue 9.8): the request answers the same either way, so
 * nobody can flood a mailbox (or the mail provider's sending reputation) through the reset form.
 */
export const RESET_MAIL_COOLDOWN_SECONDS = 60;

/** The Redis key of an address's reset-mail cooldown (no address in Redis, only its hash). */
export function resetMailCooldownKey(email: string): string {
  return `cooldown:reset-mail:${createHash('sha256').update(email).digest('base64url')}`;
}

/** The Redis key of an address's confirmation-mail cooldown (only the address's hash). */
export function confirmationMailCooldownKey(email: string): string {
  return `cooldown:confirmation-mail:${createHash('sha256').update(email).digest('base64url')}`;
}

export type CredentialsCheck =
  | { outcome: 'ok'; user: SessionUser }
  | { outcome: 'invalid' }
  /** The password was right but the sign-up confirmation link has not been followed. */
  | { outcome: 'unconfirmed' };

export interface SignUpResult {
  user: SessionUser;
  /** True when the account may sign in at once (no confirmation needed). */
  session: boolean;
}

/** An id the gateway vouches for but that names no account (deleted, or never a valid id): not signed in. */
function notSignedIn(): AppError {
  return AppError.unauthenticated(authServerMessages.notSignedIn);
}

/**
 * The account rules of the auth service (no req/res): sign-up and its confirmation, password
 * checks, reset and change, and the signed-in user's profile.
 */
export function createAccountService(options: {
  settings: AuthSettings;
  mailer: Mailer;
  logger: Logger;
  redis: RedisClient;
}) {
  const { settings, mailer, logger, redis } = options;

  const confirmationLink = (token: string): string =>
    `${settings.publicOrigin}${authPaths.authConfirm}?token=${encodeURIComponent(token)}`;
  const resetLink = (token: string): string =>
    `${settings.publicOrigin}${authConstants.resetConfirmPath}?token=${encodeURIComponent(token)}`;

  /**
   * At most one confirmation mail per address per cooldown: one atomic `SET NX EX` decides, so of
   * parallel sign-ups for one address (across instances) exactly one mails.
   */
  async function sendConfirmation(userId: Types.ObjectId, email: string): Promise<void> {
    const first = await redis.set(confirmationMailCooldownKey(email), '1', {
      NX: true,
      EX: CONFIRMATION_RESEND_COOLDOWN_SECONDS,
    });
    if (first !== 'OK') {
      logger.info('confirmation mail not sent: one was sent to this address within the cooldown');
      return;
    }
    // Only the newest link works: an older mail lying around cannot confirm the account any more.
    await retireTokens(userId, 'email_confirmation');
    const token = await issueToken(userId, 'email_confirmation', settings.emailConfirmationTtlSeconds);
    mailer.sendInBackground(emailConfirmationMail(email, confirmationLink(token)));
  }

  /**
   * A sign-up for an address that exists but was never confirmed: the account is left as it is
   * (its password is not replaced, so whoever registered an address first cannot have their
   * password swapped, nor can a stranger plant one), and a fresh confirmation mail goes to the
   * address at most once a minute (sendConfirmation's cooldown). The answer is still 409 'already registered'.
   */
  async function resendConfirmation(user: { _id: Types.ObjectId; email: string }): Promise<void> {
    await sendConfirmation(user._id, user.email);
  }

  return {
    async signUp(input: SignUpRequest): Promise<SignUpResult> {
      const existing = await UserModel.findOne({ email: input.email }).lean();
      if (existing) {
        if (settings.emailConfirmation && !existing.emailConfirmedAt) await resendConfirmation(existing);
        throw AppError.conflict(authServerMessages.alreadyRegistered, 'email');
      }
      const passwordHash = await hashPassword(input.password);
      // Without confirmation the account is usable at once, but its address stays unproven
      // (emailConfirmedAt null): a later verified Google or Apple sign-in of the real owner takes
      // it over (see signInWithExternalIdentity).
      const confirmed = !settings.emailConfirmation;
      const now = new Date();
      let created;
      try {
        created = await UserModel.create({
          email: input.email,
          passwordHash,
          emailConfirmedAt: null,
          lastSignInAt: confirmed ? now : undefined,
          // A new account is sent through onboarding (states and transitions: Auth-to-onboarding) until it completes it.
          user_metadata: { ...userMetadataDefaults, full_name: input.full_name, onboarding_completed: false },
        });
      } catch (err) {
        // Two sign-ups for one address at once: the unique index lets one through.
        if (isDuplicateKey(err)) throw AppError.conflict(authServerMessages.alreadyRegistered, 'email');
        throw err;
      }
      if (!confirmed) await sendConfirmation(created._id, created.email);
      return { user: toSessionUser(created), session: confirmed };
    },

    /** Follows a confirmation link: the confirmed account (signed in now), or undefined for a bad link. */
    /** The address a usable confirmation link confirms (the link stays unspent), or undefined. */
    async confirmationAddress(token: string): Promise<string | undefined> {
      const userId = await peekToken(token, 'email_confirmation');
      if (!userId) return undefined;
      return (await UserModel.findById(userId, { email: 1 }).lean())?.email;
    },

    async confirmEmail(token: string): Promise<SessionUser | undefined> {
      const userId = await spendToken(token, 'email_confirmation');
      if (!userId) return undefined;
      const now = new Date();
      const user = await UserModel.findByIdAndUpdate(
        userId,
        { $set: { emailConfirmedAt: now, lastSignInAt: now } },
        { returnDocument: 'after' },
      ).lean();
      return user ? toSessionUser(user) : undefined;
    },

    /**
     * The local strategy's check. Unknown email, an account without a password and a wrong password
     * all cost one argon2 verification and give the same outcome.
     */
    async checkCredentials(email: string, password: string): Promise<CredentialsCheck> {
      const user = await UserModel.findOne({ email }).lean();
      if (!user?.passwordHash) {
        await verifyAgainstDummy(password);
        return { outcome: 'invalid' };
      }
      if (!(await verifyPassword(user.passwordHash, password))) return { outcome: 'invalid' };
      if (settings.emailConfirmation && !user.emailConfirmedAt) return { outcome: 'unconfirmed' };
      const signedIn = await UserModel.findByIdAndUpdate(
        user._id,
        { $set: { lastSignInAt: new Date() } },
        { returnDocument: 'after' },
      ).lean();
      if (!signedIn) return { outcome: 'invalid' };
      return { outcome: 'ok', user: toSessionUser(signedIn) };
    },

    /**
     * Mails a reset link when the account exists; nothing otherwise. Both cases cost the same
     * awaited work (one lookup): the token and the mail are made after the answer has gone.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await UserModel.findOne({ email }, { _id: 1, email: 1 }).lean();
      if (!user) return;
      void (async () => {
        // Atomic across instances: of parallel requests for one address, one mails.
        const first = await redis.set(resetMailCooldownKey(user.email), '1', {
          NX: true,
          EX: RESET_MAIL_COOLDOWN_SECONDS,
        });
        if (first !== 'OK') {
          logger.info('password reset mail not sent: one was sent to this address within the cooldown');
          return;
        }
        const token = await issueToken(user._id, 'password_reset', settings.passwordResetTtlSeconds);
        mailer.sendInBackground(passwordResetMail(user.email, resetLink(token), settings.passwordResetTtlSeconds));
      })().catch((err: unknown) => logger.error({ err }, 'could not issue a password reset token'));
    },

    async isResetTokenUsable(token: string): Promise<boolean> {
      return (await peekToken(token, 'password_reset')) !== undefined;
    },

    /** Spends the token and sets the password; the user id, or undefined for a bad link. */
    async resetPassword(token: string, password: string): Promise<string | undefined> {
      // A made-up token costs one lookup, not an argon2 hash (19 MiB each): no cheap way to load
      // the service. The hash is made before the token is spent, so a failure leaves the link usable.
      if ((await peekToken(token, 'password_reset')) === undefined) return undefined;
      const passwordHash = await hashPassword(password);
      const userId = await spendToken(token, 'password_reset');
      if (!userId) return undefined;
      const user = await UserModel.findByIdAndUpdate(
        userId,
        { $set: { passwordHash } },
        { returnDocument: 'after' },
      ).lean();
      if (!user) return undefined;
      // Following a link from the mailbox proves the address, as the confirmation link would.
      if (!user.emailConfirmedAt)
        await UserModel.updateOne({ _id: user._id }, { $set: { emailConfirmedAt: new Date() } });
      // Other reset links mailed earlier must not work after the password was reset.
      await retireTokens(user._id, 'password_reset');
      return userId;
    },

    /**
     * A first password for an account without one (made by Google, Apple or Shopify): needs a
     * sign-in within RECENT_SIGN_IN_SECONDS and then the mailbox, where a link to the reset page
     * goes (the mailbox's holder chooses the password there). Mails are rate limited with the
     * reset mail's cooldown (one atomic `SET NX`).
     */
    async requestPasswordSetup(userId: string): Promise<void> {
      const user = await UserModel.findById(objectIdOf(userId, notSignedIn), { email: 1, passwordHash: 1 }).lean();
      if (!user) throw notSignedIn();
      if (user.passwordHash) throw AppError.conflict(linkedIdentitiesServerMessages.passwordAlreadySet);
      await requireRecentSignIn(userId, authServerMessages.recentSignInRequired);
      const first = await redis.set(resetMailCooldownKey(user.email), '1', {
        NX: true,
        EX: RESET_MAIL_COOLDOWN_SECONDS,
      });
      if (first !== 'OK') {
        logger.info('password setup mail not sent: a reset or setup mail went to this address within the cooldown');
        return;
      }
      const token = await issueToken(user._id, 'password_reset', settings.passwordResetTtlSeconds);
      mailer.sendInBackground(passwordSetupMail(user.email, resetLink(token), settings.passwordResetTtlSeconds));
    },

    /**
     * A new password on the strength of a session only with proof it is the owner's: the current
     * password (a guess counts against the sign-in throttle like a sign-in). An account without one
     * is refused: its first password comes from requestPasswordSetup's mail or the reset.
     */
    async changePassword(
      userId: string,
      { current_password: currentPassword, password }: PasswordUpdateRequest,
      guard: { throttle: SignInThrottle; ip: string },
    ): Promise<void> {
      const user = await UserModel.findById(objectIdOf(userId, notSignedIn)).lean();
      if (!user) throw notSignedIn();
      if (user.passwordHash) {
        if (currentPassword === undefined) {
          throw AppError.validation(authServerMessages.currentPasswordRequired, 'current_password');
        }
        await guard.throttle.countAttempt(user.email, guard.ip);
        if (!(await verifyPassword(user.passwordHash, currentPassword))) {
          throw new AppError(
            403,
            'INVALID_CREDENTIALS',
            authServerMessages.currentPasswordIncorrect,
            'current_password',
          );
        }
        await guard.throttle.forget(user.email, guard.ip);
      } else {
        // A first password is never set on a session alone (whoever holds the session, or a
        // provider account linked to it, would own the account): requestPasswordSetup mails a link.
        throw new AppError(403, 'FORBIDDEN', linkedIdentitiesServerMessages.passwordSetupByMail);
      }
      const passwordHash = await hashPassword(password);
      const updated = await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash } });
      if (updated.matchedCount === 0) throw notSignedIn();
    },

    async getUser(userId: string): Promise<SessionUser> {
      const user = await UserModel.findById(objectIdOf(userId, notSignedIn)).lean();
      if (!user) throw notSignedIn();
      return toSessionUser(user);
    },

    /** Only the given keys change; the rest of the stored metadata stays. */
    updateMetadata(userId: string, patch: UserMetadataUpdate): Promise<SessionUser> {
      return mergeUserMetadata(userId, patch, notSignedIn);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
