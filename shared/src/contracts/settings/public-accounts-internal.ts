import * as z from 'zod/mini';
import { platformFailureKinds } from './integrations-internal';

/**
 * Between the dashboard and the settings service (the one home of platform calls,
 * docs/architecture.md, Who owns what): what a platform shows publicly of another account (a
 * competitor), its profile and recent posts. Instagram shows it only to a connected professional
 * account (Business Discovery, with the owner's token); Facebook Pages and TikTok profiles are read
 * with the app's own credentials, no connection needed. Internal only, for the dashboard.
 */
export const publicAccountPlatforms = ['instagram', 'facebook', 'tiktok'] as const;
export type PublicAccountPlatform = (typeof publicAccountPlatforms)[number];

export function publicAccountReadPath(platform: PublicAccountPlatform): `/internal/settings/${string}` {
  return `/internal/settings/public-accounts/${platform}/read`;
}

/** The longest handle a platform has (Instagram 30, TikTok 24, a Facebook Page username 50). */
export const publicHandleMax = 100;

export const publicAccountReadRequestSchema = z.strictObject({
  handle: z.string().check(z.minLength(1), z.maxLength(publicHandleMax)),
});
export type PublicAccountReadRequest = z.infer<typeof publicAccountReadRequestSchema>;

/** A post's format as the feed filters it: a photo, a video (a reel), or several images in one post. */
export const publicPostFormats = ['image', 'video', 'carousel'] as const;
export type PublicPostFormat = (typeof publicPostFormats)[number];

export const publicPostSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  caption: z.string(),
  likes: z.int().check(z.nonnegative()),
  comments: z.int().check(z.nonnegative()),
  shares: z.int().check(z.nonnegative()),
  /** A video's plays; null where the platform shows none. */
  views: z.nullable(z.int().check(z.nonnegative())),
  url: z.nullable(z.string()),
  /** Its format where the platform says (Instagram's media type, TikTok's videos); absent or null where not. */
  format: z.optional(z.nullable(z.enum(publicPostFormats))),
});
export type PublicPost = z.infer<typeof publicPostSchema>;

export const publicProfileSchema = z.object({
  /** The platform's id of the account. */
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  followers: z.int().check(z.nonnegative()),
  /** Posts the profile counts in all; null where the platform does not say. */
  postCount: z.nullable(z.int().check(z.nonnegative())),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * Why no public read: a platform failure's kinds, plus `not_found` (the platform knows no such
 * account; `platformReason` holds its words) and `not_connected` (Instagram, and no Instagram
 * professional account of the owner's to look with).
 */
export const publicReadFailureKinds = [...platformFailureKinds, 'not_found', 'not_connected'] as const;
export const publicReadFailureSchema = z.object({
  kind: z.enum(publicReadFailureKinds),
  detail: z.string(),
  platformReason: z.optional(z.string()),
});
export type PublicReadFailure = z.infer<typeof publicReadFailureSchema>;

/** The profile and its recent posts (newest first), or why the platform would not show them. */
export const publicAccountReadSchema = z.union([
  z.object({ profile: publicProfileSchema, posts: z.array(publicPostSchema) }),
  z.object({ failure: publicReadFailureSchema }),
]);
export type PublicAccountRead = z.infer<typeof publicAccountReadSchema>;

/**
 * `GET`: the competitors the owner named in onboarding (saved on the 'Onboarding Profile' as one
 * free-text entry), split into one entry a line or comma, as typed; empty when none were named.
 */
export const onboardingCompetitorsPath = '/internal/settings/onboarding-competitors';
export const onboardingCompetitorsResponseSchema = z.object({ entries: z.array(z.string()) });
export type OnboardingCompetitorsResponse = z.infer<typeof onboardingCompetitorsResponseSchema>;
