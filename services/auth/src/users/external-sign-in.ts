import mongoose, { type Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, objectIdOf } from '@scp/service-kit/user-scope';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import {
  authServerMessages,
  RECENT_SIGN_IN_SECONDS,
  type OAuthSignInProvider,
} from '@scp/shared/contracts/auth/auth-api';
import {
  identityLinkedElsewhereMessage,
  identityNotLinkedMessage,
} from '@scp/shared/contracts/auth/linked-identities-api';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { userMetadataLimits } from '@scp/shared/contracts/auth/user-metadata-update';
import { IdentityModel, UserModel } from './user-model';
import { toSessionUser } from './user-view';
import { signInFailure } from '../oauth/sign-in-failure';

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

/**
 * A picture or site address a provider gave, as a browser would follow it: http(s) without
 * credentials, normalised by URL parsing; anything else (`javascript:`, `data:`, a relative path
 * into our own media) is dropped, since the owner never typed it and the profile form's check did
 * not see it. http stays allowed: the provider sandbox serves its pictures over plain http locally.
 */
export function providerWebAddress(value: string | undefined): string | undefined {
  if (!value || value.length > userMetadataLimits.websiteMax) return undefined;
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An identity that lost its account in a claim (what the owner's mail names). */
export interface RemovedIdentity {
  provider: OAuthSignInProvider;
  /** The shop's domain for Shopify, else the identity's email (if the provider gave one). */
  label: string | undefined;
}

/** The account signed in, and whether every other session of it must end (its address was taken over). */
export interface ExternalSignIn {
  user: SessionUser;
  /**
   * True when the identity claimed an account whose address nobody had proven: whoever made it
   * (perhaps not the owner) is signed out everywhere, loses the password and every other identity.
   */
  endOtherSessions: boolean;
  /** Set on such a claim: what was taken from the account, for the owner's mail. */
  claim?: { removedIdentities: RemovedIdentity[]; passwordRemoved: boolean };
}

/** The provider's name as the owner reads it in texts. */
const providerNames: Record<OAuthSignInProvider, string> = accountsTexts.auth.providers;

/** A refusal (409) whose text tells the person how to link the identity (the callback shows the message). */
function identityNotLinked(provider: OAuthSignInProvider): AppError {
  return signInFailure('not-linked', identityNotLinkedMessage(providerNames[provider]));
}

function labelOf(identity: { provider: string; email?: string | null; subject: string }): string | undefined {
  return identity.provider === 'shopify' ? identity.subject : (identity.email ?? undefined);
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
): Promise<{ _id: Types.ObjectId }> {
  return IdentityModel.create({
    userId,
    provider: profile.provider,
    subject: profile.subject,
    email,
    details: profile.details ?? {},
    lastSignInAt: new Date(),
  });
}

/**
 * A verified address claims an account nobody had proven it for: the claimant's identity is linked,
 * the address counts as confirmed, and whatever the claimant did not prove goes (every other
 * identity, the password); the caller ends every session of the account.
 */
async function claim(
  existing: { _id: Types.ObjectId; passwordHash?: string | null },
  profile: ExternalProfile,
  email: string,
): Promise<ExternalSignIn> {
  const linked = await linkIdentity(existing._id, profile, email);
  // The kit's sanitizeFilter turns operators into values: this service's own are marked trusted.
  const notTheClaimant = { userId: existing._id, _id: mongoose.trusted({ $ne: linked._id }) };
  const others = await IdentityModel.find(notTheClaimant).lean();
  if (others.length > 0) {
    await IdentityModel.deleteMany({ _id: mongoose.trusted({ $in: others.map((one) => one._id) }) });
  }
  const updated = await UserModel.findByIdAndUpdate(
    existing._id,
    {
      // The provider has just proved the address: a pending confirmation is settled.
      $set: { lastSignInAt: new Date(), emailConfirmedAt: new Date() },
      // A password set on an address nobody had confirmed may be someone else's (an account
      // pre-registered with the owner's email): it stops working once the owner proves it.
      ...(existing.passwordHash ? { $unset: { passwordHash: 1 } } : {}),
    },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw AppError.notFound();
  return {
    user: toSessionUser(updated),
    endOtherSessions: true,
    claim: {
      removedIdentities: others.map((one) => ({ provider: one.provider as OAuthSignInProvider, label: labelOf(one) })),
      passwordRemoved: Boolean(existing.passwordHash),
    },
  };
}

async function attempt(profile: ExternalProfile): Promise<ExternalSignIn> {
  const known = await userOfIdentity(profile);
  if (known) return { user: known, endOtherSessions: false };

  const email = profile.email?.trim().toLowerCase();
  if (!email) throw AppError.validation(authServerMessages.emailRequired, 'email');

  const existing = await UserModel.findOne({ email }).lean();
  if (existing) {
    // Only a provider that vouches for the address may claim an account nobody has proven the
    // address of (made by a Shopify shop's free-text email, or a password sign-up that was never
    // confirmed). Every other match is refused: an identity never joins an account on its own.
    if (!profile.emailVerified || existing.emailConfirmedAt) {
      // Unless a concurrent first sign-in of this very identity made the account a moment ago.
      const raced = await userOfIdentity(profile);
      if (raced) return { user: raced, endOtherSessions: false };
      throw identityNotLinked(profile.provider);
    }
    return claim(existing, profile, email);
  }

  // A new account is sent through onboarding until it completes it; a linked one above is not.
  const metadata: Record<string, string | boolean> = { onboarding_completed: false };
  if (profile.fullName) metadata.full_name = profile.fullName;
  const avatarUrl = providerWebAddress(profile.avatarUrl);
  if (avatarUrl) metadata.avatar_url = avatarUrl;
  if (profile.companyName) metadata.company_name = profile.companyName;
  const website = providerWebAddress(profile.website);
  if (website) metadata.website = website;
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
 * - otherwise an account with the same email is joined only when the provider verified the email
 *   and the account's address was never proven (claim): it loses its password, every other
 *   identity and every session (whoever made it may not be the owner). Any other match is refused
 *   (409, a 'not-linked' sign-in failure, whose text says to link it from Settings → Profile);
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

/** What linking an identity to a signed-in account did. */
export interface IdentityLink {
  /** False when this identity was linked to this account already (nothing changed). */
  added: boolean;
  /** The account's address, for the owner's mail. */
  email: string;
}

/**
 * Adds an identity to the signed-in account `userId` (Settings → Profile, a link flow): the identity
 * must not belong to another account (409). Its email need not be the account's: the owner chose it.
 */
export async function linkExternalIdentity(userId: string, profile: ExternalProfile): Promise<IdentityLink> {
  const user = await UserModel.findById(
    objectIdOf(userId, () => AppError.unauthenticated()),
    { email: 1 },
  ).lean();
  if (!user) throw AppError.unauthenticated(authServerMessages.notSignedIn);
  const mine = async (): Promise<IdentityLink | undefined> => {
    const identity = await IdentityModel.findOne({ provider: profile.provider, subject: profile.subject }).lean();
    if (!identity) return undefined;
    if (String(identity.userId) !== String(user._id)) {
      // An identity whose account is gone is stale, as on sign-in.
      if (await UserModel.exists({ _id: identity.userId })) {
        throw AppError.conflict(identityLinkedElsewhereMessage(providerNames[profile.provider]));
      }
      await IdentityModel.deleteOne({ _id: identity._id });
      return undefined;
    }
    await IdentityModel.updateOne({ _id: identity._id }, { $set: { lastSignInAt: new Date() } });
    return { added: false, email: user.email };
  };
  const known = await mine();
  if (known) return known;
  try {
    await linkIdentity(user._id, profile, profile.email?.trim().toLowerCase());
  } catch (err) {
    // The same identity linked at the same moment (by this or another account): look again.
    if (!isDuplicateKey(err)) throw err;
    const raced = await mine();
    if (raced) return raced;
    throw err;
  }
  return { added: true, email: user.email };
}

/**
 * 403 unless the account signed in within RECENT_SIGN_IN_SECONDS: what a session alone may not do
 * (add a way in, set a first password) needs a fresh sign-in besides.
 */
export async function requireRecentSignIn(userId: string, message: string): Promise<void> {
  const notSignedIn = () => AppError.unauthenticated(authServerMessages.notSignedIn);
  const user = await UserModel.findById(objectIdOf(userId, notSignedIn), { lastSignInAt: 1 }).lean();
  if (!user) throw notSignedIn();
  if (!user.lastSignInAt || Date.now() - user.lastSignInAt.getTime() > RECENT_SIGN_IN_SECONDS * 1000) {
    throw new AppError(403, 'FORBIDDEN', message);
  }
}
