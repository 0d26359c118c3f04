// zod/mini: the settings remote validates these answers in the browser (see ../errors.ts).
import * as z from 'zod/mini';
import { settingsTexts } from './settings-texts';

/**
 * Avatars and logos (validation rules, calls; states and transitions, validation rules; docs/architecture.md, Media). The browser sends the
 * image's bytes as the request body; the settings service checks them (magic numbers, a full
 * decode), re-encodes them and serves the result at a stable URL with a version for cache busting.
 */
export const mediaPaths = {
  /** `PUT`: the signed-in user's avatar (raw image body). Answers AvatarUploadResponse. */
  avatarUpload: '/api/settings/avatar',
  /** `GET`, public: the avatar as stored; `v` changes with every upload. */
  avatar: (userId: string, version: number) => `/api/settings/media/avatars/${userId}?v=${version}`,
  /** `GET`, public: a brand kit logo. */
  logo: (userId: string, variant: string, version: number) =>
    `/api/settings/media/logos/${userId}/${variant}?v=${version}`,
} as const;

/** Where avatar URLs of our own media start: the only relative avatar_url the account accepts. */
export const OWN_MEDIA_PREFIX = '/api/settings/media/';

export const mediaLimits = {
  /** Bigger decoded images are refused before they are decoded (decompression bombs). */
  maxInputPixels: 40_000_000,
  /** Logos are kept up to this size on their longest side. */
  logoMaxDimensionPx: 1024,
} as const;

export const mediaServerMessages = {
  invalidAvatarType: settingsTexts.profile.invalidFileType.description,
  avatarTooLarge: settingsTexts.profile.fileTooLarge.description,
  invalidLogoType: settingsTexts.brandKit.invalidFileType.description,
  empty: 'No image was sent.',
  tooManyPixels: 'This image has too many pixels. Please choose a smaller image.',
  unreadable: 'This file could not be read as an image.',
  foreignContent: 'This file contains more than an image.',
} as const;

/** `PUT /api/settings/avatar`: the URL to store as user_metadata.avatar_url. */
export const avatarUploadResponseSchema = z.object({ avatar_url: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
