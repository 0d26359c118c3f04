import { model, Schema } from 'mongoose';

/**
 * When a shop's catalogue was last read again for a stock webhook, per owner: a webhook received
 * before that read started is already in it, so a burst of them costs one read.
 */
export interface CatalogueRefresh {
  userId: string;
  shopDomain: string;
  startedAt: Date;
}

const catalogueRefreshSchema = new Schema<CatalogueRefresh>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    startedAt: { type: Date, required: true },
  },
  { collection: 'catalogue_refreshes', versionKey: false },
);
catalogueRefreshSchema.index({ userId: 1, shopDomain: 1 }, { unique: true });
export const CatalogueRefreshModel = model<CatalogueRefresh>('CatalogueRefresh', catalogueRefreshSchema);
