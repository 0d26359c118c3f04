import { AppError } from '@scp/service-kit/errors';
import { objectIdOf } from '@scp/service-kit/user-scope';
import type { BusinessProfile, NotificationProfile } from '@scp/shared/contracts/auth/auth-internal';
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

/** The business the account is for, as its owner described it (profile and onboarding); 404 for an unknown user. */
export async function businessProfileOf(userId: string): Promise<BusinessProfile> {
  const user = await UserModel.findById(objectIdOf(userId)).lean();
  if (!user) throw AppError.notFound();
  const metadata = user.user_metadata ?? {};
  return {
    businessType: metadata.business_type || null,
    industry: metadata.industry || null,
    companyName: metadata.company_name || null,
  };
}
