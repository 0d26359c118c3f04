import { AppError } from '@scp/service-kit/errors';
import { objectIdOf } from '@scp/service-kit/user-scope';
import type { NotificationProfile } from '@scp/shared/contracts/accounts/auth-internal';
import { UserModel } from './user-model';

/** Where and whether another service may write to the account's owner; 404 for an unknown user. */
export async function notificationProfileOf(userId: string): Promise<NotificationProfile> {
  const user = await UserModel.findById(objectIdOf(userId)).lean();
  if (!user) throw AppError.notFound();
  return {
    email: user.email,
    fullName: user.user_metadata?.full_name ?? null,
    emailNotifications: user.user_metadata?.email_notifications !== false,
  };
}
