import { brandKit as brandKitDefaults } from '@scp/shared/contracts/settings/settings-constants';
import {
  logoUrlField,
  logoVariants,
  type BrandKit,
  type BrandKitColorsUpdate,
} from '@scp/shared/contracts/settings/brand-kit';
import { userScope } from '@scp/service-kit/user-scope';
import { BrandKitModel, type BrandKitDocument } from './brand-kit-model';

/** Where a logo is served: through the gateway, versioned so a new upload is never a stale cache hit. */
export function logoPath(userId: string, variant: string, version: number): string {
  return `/api/settings/media/logos/${userId}/${variant}?v=${version}`;
}

function toBrandKit(doc: BrandKitDocument): BrandKit {
  const view: BrandKit = {
    logo_url: null,
    logo_light_url: null,
    logo_dark_url: null,
    primary_color: doc.primary_color ?? brandKitDefaults.defaultColors.primary_color,
    secondary_color: doc.secondary_color ?? brandKitDefaults.defaultColors.secondary_color,
    accent_color: doc.accent_color ?? brandKitDefaults.defaultColors.accent_color,
  };
  for (const variant of logoVariants) {
    const logo = doc.logos?.[variant];
    if (logo) view[logoUrlField[variant]] = logoPath(doc.userId, variant, logo.version);
  }
  return view;
}

/** The brand kit rules (entities; validation rules): one kit per user, made with the defaults on first use. */
export function createBrandKitService() {
  const scopeOf = (userId: string) => userScope(BrandKitModel, userId);

  return {
    async get(userId: string): Promise<BrandKit> {
      const doc = await scopeOf(userId).findOneOrCreate({} as Omit<BrandKitDocument, 'userId'>);
      return toBrandKit(doc.toObject() as BrandKitDocument);
    },

    async updateColors(userId: string, colors: BrandKitColorsUpdate): Promise<BrandKit> {
      const set = Object.fromEntries(Object.entries(colors).filter(([, value]) => value !== undefined));
      const doc = await scopeOf(userId).updateOneOrCreate({ $set: set });
      return toBrandKit(doc.toObject() as BrandKitDocument);
    },
  };
}
export type BrandKitService = ReturnType<typeof createBrandKitService>;
