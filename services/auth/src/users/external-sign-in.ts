import type { Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { authServerMessages, type OAuthSignInProvider } from '@scp/shared/contracts/accounts/auth-api';
import type { SessionUser } from '@scp/shared/contracts/accounts/session';
import { IdentityModel, UserModel } from './user-model';
import { toSessionUser } from './user-view';

/** Who a provider says signed in, already verified by the provider's adapter. */
export interface ExternalProfile {
  provider: OAuthSignInProvider;
  /** Google/Apple `sub`; for Shopify the shop's myshopify domain. */
  subject: string;
  email?: string;
  /** True only when the provider vouches for the address (Google/Apple `email_verified`). */
  emailVerified: boolean;
  fullName?: string;
  avatarUrl?: string;
  companyName?: string;
  website?: string;
  /** Provider display data kept on the identity (e.g. the shop's name). */
  details?: Record<string, string>;
}

/** The account signed in, and whether every other session of it must end (its address was taken over). */
export interface ExternalSignIn {
  user: SessionUser;
  /**
   * True when the identity was linked to an account whose address nobody had proven: whoever
   * registered it (perhaps not the owner) is signed out everywhere and loses the password.
   */
  endOtherSessions: boolean;
}

async function userOfIdentity(profile: ExternalProfile): Promise<SessionUser | undefined> {
  const now = new Date();
  const identity = await IdentityModel.findOneAndUpdate(
    { provider: profile.provider, subject: profile.subject },
    {
      $set: {
        lastSignInAt: now,
        ...(profile.email ? { email: profile.email.trim().toLowerCase() } : {}),
        ...(profile.details ? { details: profile.details } : {}),
      },
    },
    { returnDocument: 'after' },
  ).lean();
  if (!identity) return undefined;
  const user = await UserModel.findByIdAndUpdate(
    identity.userId,
    { $set: { lastSignInAt: now } },
    { returnDocument: 'after' },
  ).lean();
  // An identity whose account was deleted is stale: drop it and treat this as a first sign-in.
  if (!user) {
    await IdentityModel.deleteOne({ _id: identity._id });
    return undefined;
  }
  return toSessionUser(user);
}

async function linkIdentity(
  userId: Types.ObjectId,
  profile: ExternalProfile,
  email: string | undefined,
): Promise<void> {
  await IdentityModel.create({
    userId,
    provider: profile.provider,
    subject: profile.subject,
    email,
    details: profile.details ?? {},
    lastSignInAt: new Date(),
  });
}

async function attempt(profile: ExternalProfile): Promise<ExternalSignIn> {
  const known = await userOfIdentity(profile);
  if (known) return { user: known, endOtherSessions: false };

  const email = profile.email?.trim().toLowerCase();
  if (!email) throw AppError.validation(authServerMessages.emailRequired, 'email');

  const existing = await UserModel.findOne({ email }).lean();
  if (existing) {
    // Linking on an unverified address would hand the account to whoever claims that address
    // at the provider (a Shopify shop's email is free text): refuse, as password sign-up does.
    if (!profile.emailVerified) {
      // Unless a concurrent first sign-in of this very identity made the account a moment ago.
      const raced = await userOfIdentity(profile);
      if (raced) return { user: raced, endOtherSessions: false };
      throw AppError.conflict(authServerMessages.alreadyRegistered, 'email');
    }
    await linkIdentity(existing._id, profile, email);
    const unconfirmed = !existing.emailConfirmedAt;
    const updated = await UserModel.findByIdAndUpdate(
      existing._id,
      {
        $set: {
          lastSignInAt: new Date(),
          // The provider has just proved the address: a pending confirmation is settled.
          ...(unconfirmed ? { emailConfirmedAt: new Date() } : {}),
        },
        // A password set on an address nobody had confirmed may be someone else's (an account
        // pre-registered with the owner's email): it stops working once the owner proves it.
        ...(unconfirmed && existing.passwordHash ? { $unset: { passwordHash: 1 } } : {}),
      },
      { returnDocument: 'after' },
    ).lean();
    return { user: toSessionUser(updated ?? existing), endOtherSessions: unconfirmed };
  }

  // A new account is sent through onboarding until it completes it; a linked one above is not.
  const metadata: Record<string, string | boolean> = { onboarding_completed: false };
  if (profile.fullName) metadata.full_name = profile.fullName;
  if (profile.avatarUrl) metadata.avatar_url = profile.avatarUrl;
  if (profile.companyName) metadata.company_name = profile.companyName;
  if (profile.website) metadata.website = profile.website;
  const now = new Date();
  const user = await UserModel.create({
    email,
    emailConfirmedAt: profile.emailVerified ? now : null,
    user_metadata: metadata,
    lastSignInAt: now,
  });
  try {
    await linkIdentity(user._id, profile, email);
  } catch (err) {
    // Another request linked this identity first: this account is surplus.
    await UserModel.deleteOne({ _id: user._id });
    throw err;
  }
  return { user: toSessionUser(user.toObject()), endOtherSessions: false };
}

/**
 * Signs in (or up) with an external identity:
 * - a known identity (provider, subject) signs in its account;
 * - otherwise an account with the same email is linked, only when the provider verified the email
 *   (an unverified one, e.g. a Shopify shop's, answers 409 'User already registered'); an account
 *   whose address was never proven loses its password and its other sessions (pre-hijack);
 * - otherwise a new account is made from the profile (Apple's name comes only on first consent).
 * Two first sign-ins at once collide on a unique index (email, or provider + subject): the loser
 * looks again and finds what the winner made.
 */
export async function signInWithExternalIdentity(profile: ExternalProfile): Promise<ExternalSignIn> {
  for (let round = 0; ; round += 1) {
    try {
      return await attempt(profile);
    } catch (err) {
      if (!isDuplicateKey(err) || round >= 2) throw err;
    }
  }
}
