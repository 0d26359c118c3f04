import type { SessionUser, UserMetadata } from '@scp/shared/contracts/session';
import type { UserDocument } from './user-model';

/** The account as the API and the session show it: never the password hash. */
export function toSessionUser(user: Pick<UserDocument, '_id' | 'email' | 'user_metadata'>): SessionUser {
  const metadata: UserMetadata = {};
  for (const [key, value] of Object.entries(user.user_metadata ?? {})) {
    if (value !== undefined && value !== null) (metadata as Record<string, unknown>)[key] = value;
  }
  return { id: String(user._id), email: user.email, user_metadata: metadata };
}
