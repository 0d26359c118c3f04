/**
 * The business constants of the settings area: tabs, profile, avatar, brand voice and brand kit
 * (entities, validation rules, calls, business constants; entities, validation rules). Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { MEGABYTE } from '../app/time-units';

export const settingsTabs = [
  'profile',
  'voice',
  'brand-kit',
  'integrations',
  'billing',
  'appearance',
  'development',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/** An unknown tab falls back to this one. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';
/** Shown only in development mode. */
export const DEVELOPMENT_ONLY_SETTINGS_TABS: readonly SettingsTab[] = ['development'];

// ---------------------------------------------------------------------------------------------
// Profile, avatar, appearance (entities, validation rules, calls, business constants)

export const avatar = {
  maxBytes: 2 * MEGABYTE,
  compressedMaxBytes: 0.8 * MEGABYTE,
  maxDimensionPx: 400,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Storage object cache lifetime, in seconds. */
  cacheControlSeconds: 3600,
} as const;

export function avatarStoragePath(userId: string, extension: string): string {
  return `public/${userId}/avatar.${extension}`;
}

/** Appearance defaults of user_metadata (entities). */
export const userMetadataDefaults = {
  email_notifications: true,
  sound_effects: false,
} as const;

/**
 * The Sound Effects switch's sound: one short, soft tone when a customer message or a task arrives.
 * Arrivals closer together than `minGapMs` (an escalated message brings its message and its task at
 * once) make one sound.
 */
export const soundEffects = {
  toneHz: 880,
  durationMs: 160,
  /** Peak gain of the tone, 0-1: audible, never startling. */
  volume: 0.08,
  minGapMs: 1000,
} as const;

/**
 * Industry options (entities). The spec gives the values and two labels ('General E-commerce',
 * 'B2B Services'); the other labels are the value capitalised.
 */
export const industryOptions = [
  { value: 'ecommerce', label: 'General E-commerce' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'athleisure', label: 'Athleisure' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'food', label: 'Food' },
  { value: 'home', label: 'Home' },
  { value: 'tech', label: 'Tech' },
  { value: 'jewelry', label: 'Jewelry' },
  { value: 'baby', label: 'Baby' },
  { value: 'pet', label: 'Pet' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'books', label: 'Books' },
  { value: 'art', label: 'Art' },
  { value: 'travel', label: 'Travel' },
  { value: 'education', label: 'Education' },
  { value: 'business', label: 'B2B Services' },
  { value: 'other', label: 'Other' },
] as const;
export type Industry = (typeof industryOptions)[number]['value'];
// Marked pure so that an app reading other constants of this file (the shell, /auth's first visit)
// drops both lists instead of keeping a call whose result nothing reads.
export const industryValues = /* @__PURE__ */ industryOptions.map((option) => option.value) as [
  Industry,
  ...Industry[],
];

/**
 * Business types (entities: Onboarding data). `nameKind` is the name the type asks for during
 * onboarding, null when none is needed. Display labels are not given by the spec.
 */
export const businessTypes = [
  { id: 'ecommerce', recommended: true, nameKind: 'store' },
  { id: 'service', recommended: false, nameKind: 'business' },
  { id: 'creator', recommended: false, nameKind: null },
  { id: 'company', recommended: false, nameKind: 'company' },
  { id: 'agency', recommended: false, nameKind: 'agency' },
] as const;
export type BusinessType = (typeof businessTypes)[number]['id'];
export const businessTypeIds = /* @__PURE__ */ businessTypes.map((type) => type.id) as [
  BusinessType,
  ...BusinessType[],
];

// ---------------------------------------------------------------------------------------------
// Brand voice and brand kit (entities, validation rules)

export const brandVoice = {
  audienceDescriptionMax: 150,
  sliderMin: 0,
  sliderMax: 100,
  sliderDefault: 50,
  voiceSettings: ['tone', 'engagement', 'creativity', 'formality'],
  /** Profile name saved by onboarding. */
  onboardingProfileName: 'Onboarding Profile',
} as const;

export const brandKit = {
  defaultColors: { primary_color: '#000000', secondary_color: '#666666', accent_color: '#0066CC' },
  logoVariants: ['primary', 'light', 'dark'],
  logoAcceptedTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'],
} as const;

/** '#' followed by 6 hex digits (validation rules). */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
