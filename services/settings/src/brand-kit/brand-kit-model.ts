import { model, Schema, type InferSchemaType } from 'mongoose';
import { brandKit } from '@scp/shared/contracts/settings/settings-constants';

/** One brand kit per user (entities): colours, and the media id and version of each logo variant. */
const logoSchema = new Schema(
  {
    /** The GridFS file of the current logo; replaced (old file deleted) on a new upload. */
    fileId: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    /** Bumped on every upload: the URL's cache-busting query. */
    version: { type: Number, required: true },
  },
  { _id: false },
);

const brandKitSchema = new Schema(
  {
    userId: { type: String, required: true, unique: true },
    primary_color: { type: String, default: brandKit.defaultColors.primary_color },
    secondary_color: { type: String, default: brandKit.defaultColors.secondary_color },
    accent_color: { type: String, default: brandKit.defaultColors.accent_color },
    logos: {
      type: new Schema({ primary: logoSchema, light: logoSchema, dark: logoSchema }, { _id: false }),
      default: () => ({}),
    },
  },
  { timestamps: true, collection: 'brand_kits' },
);

export type BrandKitDocument = InferSchemaType<typeof brandKitSchema>;
export const BrandKitModel = model('BrandKit', brandKitSchema);
