import { AppError } from '@scp/service-kit/errors';
import { objectIdOf } from '@scp/service-kit/user-scope';
import {
  authServerMessages,
  type LinkedIdentitiesResponse,
  type LinkedIdentity,
  type OAuthSignInProvider,
} from '@scp/shared/contracts/accounts/auth-api';
import { IdentityModel, UserModel } from './user-model';

function notSignedIn(): AppError {
  return AppError.unauthenticated(authServerMessages.notSignedIn);
}

function notFound(): AppError {
  return AppError.notFound(authServerMessages.identityNotFound);
}

interface StoredIdentity {
  _id: unknown;
  provider: string;
  subject: string;
  email?: string | null;
  createdAt?: Date;
  lastSignInAt?: Date | null;
}

function toLinkedIdentity(identity: StoredIdentity): LinkedIdentity {
  const shopify = identity.provider === 'shopify';
  return {
    id: String(identity._id),
    provider: identity.provider as OAuthSignInProvider,
    email: identity.email ?? null,
    shop: shopify ? identity.subject : null,
    linked_at: (identity.createdAt ?? new Date(0)).toISOString(),
    last_sign_in_at: identity.lastSignInAt ? identity.lastSignInAt.toISOString() : null,
  };
}

/** The account's ways in besides its password, oldest first, and whether it has a password. */
export async function listLinkedIdentities(userId: string): Promise<LinkedIdentitiesResponse> {
  const id = objectIdOf(userId, notSignedIn);
  const user = await UserModel.findById(id, { passwordHash: 1 }).lean();
  if (!user) throw notSignedIn();
  const identities = await IdentityModel.find({ userId: id }).sort({ createdAt: 1, _id: 1 }).lean();
  return { identities: identities.map(toLinkedIdentity), has_password: Boolean(user.passwordHash) };
}

/**
 * Unlinks one of the account's identities. The last way in (no password, no other identity) stays:
 * 409. Two removals at once cannot both pass that check: each deletes first and looks at what is
 * left, and puts its identity back when nothing would be.
 */
export async function removeLinkedIdentity(userId: string, identityId: string): Promise<LinkedIdentitiesResponse> {
  const owner = objectIdOf(userId, notSignedIn);
  const id = objectIdOf(identityId, notFound);
  const removed = await IdentityModel.findOneAndDelete({ _id: id, userId: owner }).lean();
  if (!removed) throw notFound();
  const [user, left] = await Promise.all([
    UserModel.findById(owner, { passwordHash: 1 }).lean(),
    IdentityModel.countDocuments({ userId: owner }),
  ]);
  if (!user) throw notSignedIn();
  if (!user.passwordHash && left === 0) {
    await IdentityModel.collection.insertOne(removed);
    throw AppError.conflict(authServerMessages.lastSignInMethod);
  }
  return listLinkedIdentities(userId);
}
