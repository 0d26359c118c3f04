import type { SessionUser, UserMetadata } from '@scp/shared/contracts/auth/session';
import { objectIdOf } from '@scp/service-kit/user-scope';
import { UserModel } from './user-model';
import { toSessionUser } from './user-view';

/**
 * Merges `patch` over the account's stored metadata: only the given keys change, the rest stays
 * (calls). The owner's own update and onboarding's (internal API) both go through here.
 * `unknownUser` is what an id naming no account is for the caller (401 for the owner, 404 for a service).
 */
export async function mergeUserMetadata(
  userId: string,
  patch: Partial<UserMetadata>,
  unknownUser: () => Error,
): Promise<SessionUser> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) set[`user_metadata.${key}`] = value;
  }
  const id = objectIdOf(userId, unknownUser);
  const user =
    Object.keys(set).length === 0
      ? await UserModel.findById(id).lean()
      : await UserModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', runValidators: true }).lean();
  if (!user) throw unknownUser();
  return toSessionUser(user);
}
