import { randomUUID } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';
import { objectIdOf } from '@scp/service-kit/user-scope';
import { authServerMessages, type OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import {
  type LinkedIdentitiesResponse,
  type LinkedIdentity,
  linkedIdentitiesServerMessages,
} from '@scp/shared/contracts/auth/linked-identities-api';
import { IdentityModel, UserModel } from '../users/user-model';

function notSignedIn(): AppError {
  return AppError.unauthenticated(authServerMessages.notSignedIn);
}

function notFound(): AppError {
  return AppError.notFound(linkedIdentitiesServerMessages.identityNotFound);
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

/** How long one removal may hold the account's removal lock (a crashed one frees it by itself). */
const REMOVAL_LOCK_MS = 5000;
const LOCK_RETRY_MS = 50;

/**
 * Runs `work` while holding the account's identity-removal lock (one Redis `SET NX PX`), so removals
 * of one account run one at a time: each sees what the one before it left.
 */
async function withRemovalLock<T>(redis: RedisClient, userId: string, work: () => Promise<T>): Promise<T> {
  const key = `auth:identity-removal:${userId}`;
  const holder = randomUUID();
  for (let waited = 0; ; waited += LOCK_RETRY_MS) {
    const taken = await redis.set(key, holder, { NX: true, PX: REMOVAL_LOCK_MS });
    if (taken === 'OK') break;
    if (waited >= REMOVAL_LOCK_MS) throw AppError.unavailable();
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
  try {
    return await work();
  } finally {
    // Only our own lock: one that outlived its time may be another request's by now.
    if ((await redis.get(key)) === holder) await redis.del(key);
  }
}

/**
 * Unlinks one of the account's identities. The last way in (no password, no other identity) stays:
 * 409. Removals of one account run one at a time (withRemovalLock), so two at once cannot both
 * pass the check.
 */
export async function removeLinkedIdentity(
  redis: RedisClient,
  userId: string,
  identityId: string,
): Promise<LinkedIdentitiesResponse> {
  const owner = objectIdOf(userId, notSignedIn);
  const id = objectIdOf(identityId, notFound);
  await withRemovalLock(redis, String(owner), async () => {
    const [user, identities] = await Promise.all([
      UserModel.findById(owner, { passwordHash: 1 }).lean(),
      IdentityModel.find({ userId: owner }, { _id: 1 }).lean(),
    ]);
    if (!user) throw notSignedIn();
    if (!identities.some((one) => String(one._id) === String(id))) throw notFound();
    if (!user.passwordHash && identities.length <= 1)
      throw AppError.conflict(linkedIdentitiesServerMessages.lastSignInMethod);
    await IdentityModel.deleteOne({ _id: id, userId: owner });
  });
  return listLinkedIdentities(userId);
}
