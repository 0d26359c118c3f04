import * as z from 'zod/mini';
import { OWN_MEDIA_PREFIX } from '../settings/media';
import { businessTypeIds, industryValues } from '../settings/settings-constants';

/** Our limits where the spec sets none: long enough for any real name, short enough for a sidebar. */
export const userMetadataLimits = { fullNameMax: 200, companyNameMax: 100, websiteMax: 2048 } as const;

export const userMetadataMessages = {
  tooLong: (max: number) => `At most ${max} characters.`,
  website: 'Enter a web address such as https://example.com.',
  avatarUrl: 'The picture must be an uploaded avatar or an http(s) address.',
  industry: 'Choose one of the listed industries.',
  businessType: 'Choose one of the listed business types.',
} as const;

function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, userMetadataMessages.tooLong(max)));
}

/** 'example.com' means https://example.com; anything but an http(s) address is refused. Empty clears it. */
function normalizeWebsite(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value}`;
}

function isWebAddress(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

/** Our own media (the settings service's avatar URL, a path on this app), or an http(s) address. */
function isAvatarAddress(value: string): boolean {
  if (value.startsWith(OWN_MEDIA_PREFIX)) return !/\.\.|\\|\/\//.test(value);
  return value === '' || isWebAddress(value);
}

const avatarUrlSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(userMetadataLimits.websiteMax, userMetadataMessages.tooLong(userMetadataLimits.websiteMax)),
    z.refine(isAvatarAddress, userMetadataMessages.avatarUrl),
  );

const websiteSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(userMetadataLimits.websiteMax, userMetadataMessages.tooLong(userMetadataLimits.websiteMax)),
    z.overwrite(normalizeWebsite),
    z.refine(isWebAddress, userMetadataMessages.website),
  );

/**
 * `PATCH /api/auth/user/metadata` (accounts §7: merged over the stored metadata): only the given
 * keys change. The email is not metadata and cannot be changed here.
 */
export const userMetadataUpdateSchema = z.strictObject({
  full_name: z.optional(text(userMetadataLimits.fullNameMax)),
  website: z.optional(websiteSchema),
  company_name: z.optional(text(userMetadataLimits.companyNameMax)),
  industry: z.optional(z.enum(industryValues, userMetadataMessages.industry)),
  business_type: z.optional(z.enum(businessTypeIds, userMetadataMessages.businessType)),
  avatar_url: z.optional(avatarUrlSchema),
  dark_mode: z.optional(z.boolean()),
  email_notifications: z.optional(z.boolean()),
  sound_effects: z.optional(z.boolean()),
});
export type UserMetadataUpdate = z.infer<typeof userMetadataUpdateSchema>;
