import { model, Schema, type Types } from 'mongoose';

/** A campaign: a name, the owner's calendar days it runs, a goal and a product of the shop; its posts point to it. */
export interface CampaignRecord {
  userId: string;
  name: string;
  /** `YYYY-MM-DD`, both included. */
  startDate: string;
  endDate: string;
  goal: string;
  /** A Shopify product id of the owner's shop (the dashboard keeps the products). */
  productId: string | null;
}

export type CampaignDocument = CampaignRecord & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const campaignSchema = new Schema<CampaignRecord>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    goal: { type: String, default: '' },
    productId: { type: String, default: null },
  },
  { timestamps: true, collection: 'campaigns', minimize: false },
);
campaignSchema.index({ userId: 1, startDate: -1 });

export const CampaignModel = model<CampaignRecord>('Campaign', campaignSchema);
