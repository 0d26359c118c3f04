import mongoose from 'mongoose';
import { shopProductsLimits, type ShopProduct } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { ShopProductModel } from './shop-product-model';
import { PRODUCT_PERIODS } from './rank-products';

const LONGEST_PERIOD = Math.max(...PRODUCT_PERIODS);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The owner's synced products: those of the longest ranked period (sold in its days), best sellers
 * first, optionally only those whose title contains `query` (any letter case). Only `userId`'s rows.
 */
export async function listShopProducts(userId: string, query?: string): Promise<ShopProduct[]> {
  const words = query?.trim() ?? '';
  const rows = await ShopProductModel.find({
    userId,
    periodDays: LONGEST_PERIOD,
    // Trusted: the pattern is built here from escaped words (the connection sanitizes filters).
    ...(words ? { productTitle: mongoose.trusted({ $regex: escapeRegExp(words), $options: 'i' }) } : {}),
  })
    .sort({ rank: 1, shopDomain: 1 })
    .limit(shopProductsLimits.products)
    .lean();
  return rows.map((row) => ({
    productId: row.shopifyProductId,
    shopDomain: row.shopDomain,
    handle: row.handle ?? null,
    title: row.productTitle,
    price: typeof row.unitPrice === 'number' ? row.unitPrice.toFixed(2) : null,
    currency: row.currency ?? null,
    imageUrl: null,
    url: row.url ?? null,
  }));
}
