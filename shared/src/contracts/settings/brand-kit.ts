// zod/mini: the settings remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { brandKit, HEX_COLOR_PATTERN } from './settings-constants';

/**
 * The brand kit (entities; screens and routes: Other, states and transitions, validation rules), under `/api/settings/brand-kit`: one per
 * user, created with the spec's default colours on first read. Logo URLs point at the settings
 * service's media route through the gateway, with a version query for cache busting.
 */
export const logoVariants = brandKit.logoVariants;
export type LogoVariant = (typeof logoVariants)[number];
export const logoVariantSchema = z.enum(logoVariants);

export const brandColorKeys = ['primary_color', 'secondary_color', 'accent_color'] as const;
export type BrandColorKey = (typeof brandColorKeys)[number];

export const HEX_COLOR_MESSAGE = 'Use a hex colour such as #0066CC.';
export const hexColorSchema = z.string().check(z.regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE));

export const brandKitSchema = z.object({
  logo_url: z.nullable(z.string()),
  logo_light_url: z.nullable(z.string()),
  logo_dark_url: z.nullable(z.string()),
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

/** The field of BrandKit that holds a variant's logo URL. */
export const logoUrlField: Record<LogoVariant, 'logo_url' | 'logo_light_url' | 'logo_dark_url'> = {
  primary: 'logo_url',
  light: 'logo_light_url',
  dark: 'logo_dark_url',
};

/** `GET /api/settings/brand-kit`, and every brand kit change's answer. */
export const brandKitResponseSchema = z.object({ brandKit: brandKitSchema });
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;

/** `PATCH /api/settings/brand-kit`: only the given colours change. */
export const brandKitColorsUpdateSchema = z.strictObject({
  primary_color: z.optional(hexColorSchema),
  secondary_color: z.optional(hexColorSchema),
  accent_color: z.optional(hexColorSchema),
});
export type BrandKitColorsUpdate = z.infer<typeof brandKitColorsUpdateSchema>;
