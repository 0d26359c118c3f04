import { model, Schema } from 'mongoose';

/** entities: Product settings (`product_settings`): the owner's choices on the products page, one document each. */
export interface ProductSettings {
  userId: string;
  /** A product with this many units in stock or fewer is marked low on stock. */
  lowStockThreshold: number;
}

const productSettingsSchema = new Schema<ProductSettings>(
  {
    userId: { type: String, required: true },
    lowStockThreshold: { type: Number, required: true },
  },
  { collection: 'product_settings', versionKey: false },
);
productSettingsSchema.index({ userId: 1 }, { unique: true });
export const ProductSettingsModel = model<ProductSettings>('ProductSettings', productSettingsSchema);
