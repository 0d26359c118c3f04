import { userMetadataSchema, type SessionUser, type UserMetadata } from '@scp/shared/contracts/auth/session';
import type { UserDocument } from './user-model';

const metadataKeys = Object.keys(userMetadataSchema.shape) as (keyof UserMetadata)[];

/**
 * The account as the API and the session show it: never the password hash. Reads only the
 * contract's metadata keys, so a lean object and a mongoose document (whose own properties
 * include mongoose internals) give the same view.
 */
export function toSessionUser(user: Pick<UserDocument, '_id' | 'email' | 'user_metadata'>): SessionUser {
  const stored = (user.user_metadata ?? {}) as Record<string, unknown>;
  const metadata: Record<string, unknown> = {};
  for (const key of metadataKeys) {
    const value = stored[key];
    if (value !== undefined && value !== null) metadata[key] = value;
  }
  return { id: String(user._id), email: user.email, user_metadata: metadata as UserMetadata };
}
