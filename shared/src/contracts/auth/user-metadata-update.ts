import * as z from 'zod/mini';
import { OWN_MEDIA_PREFIX } from '../settings/media';
import { businessTypeIds, industryValues } from '../settings/settings-constants';
import { isTimeZone } from '../studio/zoned-time';

/** Our limits where the spec sets none: long enough for any real name, short enough for a sidebar. */
export const userMetadataLimits = { fullNameMax: 200, companyNameMax: 100, websiteMax: 2048 } as const;

export const userMetadataMessages = {
  tooLong: (max: number) => `At most ${max} characters.`,
  website: 'Enter a web address such as https://example.com.',
  avatarUrl: 'The picture must be an uploaded avatar or an https address.',
  industry: 'Choose one of the listed industries.',
  businessType: 'Choose one of the listed business types.',
  timeZone: 'Choose one of the listed time zones, such as Europe/Berlin.',
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

/** Stands for this app's own origin while a relative avatar path is resolved. */
const OWN_ORIGIN = 'https://own-media.invalid';

/**
 * The avatar as a browser will request it: our own media (the settings service's avatar URL, a
 * path on this app) or an https address, each normalised by URL parsing; undefined when refused.
 * Checked after parsing and decoding, as a browser reads it: `%2e%2e` segments, tabs and newlines
 * inside the value, or encoded separators must not lead an image request out of our media.
 */
function avatarAddress(value: string): string | undefined {
  if (value === '') return '';
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return undefined;
  try {
    if (value.startsWith('/') && !value.startsWith('//')) {
      const url = new URL(value, OWN_ORIGIN);
      const decoded = decodeURIComponent(url.pathname);
      if (url.origin !== OWN_ORIGIN || !url.pathname.startsWith(OWN_MEDIA_PREFIX)) return undefined;
      if (/\.\.|\\|\/\//.test(decoded) || !decoded.startsWith(OWN_MEDIA_PREFIX)) return undefined;
      return `${url.pathname}${url.search}`;
    }
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const avatarUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(userMetadataLimits.websiteMax, userMetadataMessages.tooLong(userMetadataLimits.websiteMax)),
  z.overwrite((value) => avatarAddress(value) ?? value),
  z.refine((value) => avatarAddress(value) !== undefined, userMetadataMessages.avatarUrl),
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
 * `PATCH /api/auth/user/metadata` (calls: merged over the stored metadata): only the given
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
  /** An IANA zone the platform's Intl knows: the studio shows and schedules posts in it. */
  time_zone: z.optional(z.string().check(z.trim(), z.refine(isTimeZone, userMetadataMessages.timeZone))),
});
export type UserMetadataUpdate = z.infer<typeof userMetadataUpdateSchema>;
