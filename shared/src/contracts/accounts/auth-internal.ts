import * as z from 'zod/mini';

/**
 * The auth service's internal API (DESIGN.md §12): what other services may know of an account to
 * write to its owner. Never reachable through the gateway; called with a service token for a user.
 */
export const authInternalPaths = {
  /** `GET`: where and whether to send the owner mail (404 for an unknown user). */
  notificationProfile: '/internal/auth/notification-profile',
} as const;

export const notificationProfileSchema = z.object({
  email: z.string(),
  fullName: z.nullable(z.string()),
  /** The Appearance tab's Email Notifications switch (default on). */
  emailNotifications: z.boolean(),
});
export type NotificationProfile = z.infer<typeof notificationProfileSchema>;
