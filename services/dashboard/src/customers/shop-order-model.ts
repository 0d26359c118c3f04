import { model, Schema } from 'mongoose';
import type { UtmParameters } from '@scp/shared/contracts/settings/integrations-internal';

/**
 * A shop's order with the customer who placed it (`shopify_orders`): what customers' lifetime
 * value, repeat rate, time to second order and cohorts are computed from. Kept per owner and shop,
 * one document per order, forgotten with the shop's account.
 */
export interface ShopOrder {
  userId: string;
  shopDomain: string;
  /** Shopify's numeric order id. */
  orderId: string;
  /** Shopify's numeric customer id; null for an order placed without a customer record. */
  customerId: string | null;
  /** When it was placed (ISO instant, UTC). */
  createdAt: string;
  /** Its total in the shop's currency; 0 when refunded or unpaid. */
  total: number;
  paid: boolean;
  currency: string;
  /**
   * What the inbox shows beside a conversation that proved the customer (docs/architecture.md,
   * Between services): the order's name ('#1042'), its statuses and the customer's name, as Shopify
   * showed them at the last sync; absent on orders synced before they were read.
   */
  name?: string;
  customerName?: string;
  financialStatus?: string;
  fulfillmentStatus?: string;
  /**
   * Where the customer's first visit before the order landed and the UTM tags on it (null when
   * Shopify recorded no visit; absent on orders synced before they were read): an order whose
   * utm_content is one of the owner's posts was brought by that post (post-sales.ts).
   */
  landingPage?: string | null;
  utm?: UtmParameters | null;
}

const shopOrderSchema = new Schema<ShopOrder>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    orderId: { type: String, required: true },
    customerId: { type: String, default: null },
    createdAt: { type: String, required: true },
    total: { type: Number, required: true },
    paid: { type: Boolean, required: true },
    currency: { type: String, default: '' },
    // No defaults: an order synced without them has none (and a second sync changes nothing).
    name: { type: String },
    customerName: { type: String },
    financialStatus: { type: String },
    fulfillmentStatus: { type: String },
    landingPage: { type: String },
    utm: {
      type: new Schema<UtmParameters>(
        { source: String, medium: String, campaign: String, content: String, term: String },
        { _id: false },
      ),
    },
  },
  { collection: 'shopify_orders', versionKey: false },
);
shopOrderSchema.index({ userId: 1, shopDomain: 1, orderId: 1 }, { unique: true });
shopOrderSchema.index({ userId: 1, customerId: 1, createdAt: 1 });
// The orders a post brought, found by its id (utm_content).
shopOrderSchema.index(
  { userId: 1, 'utm.content': 1 },
  { partialFilterExpression: { 'utm.content': { $type: 'string' } } },
);
export const ShopOrderModel = model<ShopOrder>('ShopOrder', shopOrderSchema);
