import mongoose from 'mongoose';
import { shopProductsLimits, type ShopProduct } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { ShopCatalogueModel, type ShopCatalogueProduct } from './shop-catalogue-model';
import { ShopProductModel, type ShopProduct as RankedProduct } from './shop-product-model';
import { PRODUCT_PERIODS } from './rank-products';

const LONGEST_PERIOD = Math.max(...PRODUCT_PERIODS);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const priceOf = (amount: number | null | undefined) => (typeof amount === 'number' ? amount.toFixed(2) : null);

/** What to list: words of the title (any letter case), or exactly one handle. */
export interface ShopProductsFilter {
  query?: string | undefined;
  handle?: string | undefined;
}

/** A product as the shop lists it now, with its sales rank when it sold in the longest period. */
function fromCatalogue(product: ShopCatalogueProduct): ShopProduct {
  return {
    productId: product.shopifyProductId,
    shopDomain: product.shopDomain,
    handle: product.handle,
    title: product.productTitle,
    price: priceOf(product.price),
    currency: product.currency ?? null,
    imageUrl: product.imageUrl ?? null,
    url: product.url ?? null,
  };
}

/** A best seller the catalogue no longer has (deleted): what its latest sale said, without an image. */
function fromSales(row: RankedProduct): ShopProduct {
  return {
    productId: row.shopifyProductId,
    shopDomain: row.shopDomain,
    handle: row.handle ?? null,
    title: row.productTitle,
    price: priceOf(row.unitPrice),
    currency: row.currency ?? null,
    imageUrl: null,
    url: row.url ?? null,
  };
}

/**
 * The owner's shop products: the best sellers of the longest ranked period first (by rank), then
 * every other product of the shops' catalogues by title; optionally only those whose title
 * contains `query` (any letter case) or whose handle is `handle`. A best seller shows the shop's
 * product as it is now (price, page, image); one the shop deleted, what its latest sale said. Only
 * `userId`'s rows, at most `shopProductsLimits.products`.
 */
export async function listShopProducts(userId: string, filter: ShopProductsFilter = {}): Promise<ShopProduct[]> {
  const words = filter.query?.trim() ?? '';
  const handle = filter.handle?.trim().toLowerCase() ?? '';
  const limit = shopProductsLimits.products;
  // Trusted: the pattern is built here from escaped words (the connection sanitizes filters).
  const titleMatch = words ? mongoose.trusted({ $regex: escapeRegExp(words), $options: 'i' }) : undefined;
  const ranked = await ShopProductModel.find({
    userId,
    periodDays: LONGEST_PERIOD,
    ...(titleMatch ? { productTitle: titleMatch } : {}),
    ...(handle ? { handle } : {}),
  })
    .sort({ rank: 1, shopDomain: 1 })
    .limit(limit)
    .lean();
  const rankedIds = ranked.map((row) => row.shopifyProductId);
  const [current, others] = await Promise.all([
    ShopCatalogueModel.find({ userId, shopifyProductId: mongoose.trusted({ $in: rankedIds }) }).lean(),
    // A limit of 0 is no limit to MongoDB: a full page of best sellers asks for no others.
    ranked.length < limit
      ? ShopCatalogueModel.find({
          userId,
          shopifyProductId: mongoose.trusted({ $nin: rankedIds }),
          ...(titleMatch ? { productTitle: titleMatch } : {}),
          ...(handle ? { handle } : {}),
        })
          .sort({ productTitle: 1, shopDomain: 1, shopifyProductId: 1 })
          .limit(limit - ranked.length)
          .lean()
      : [],
  ]);
  const now = new Map(current.map((product) => [`${product.shopDomain}/${product.shopifyProductId}`, product]));
  return [
    ...ranked.map((row) => {
      const product = now.get(`${row.shopDomain}/${row.shopifyProductId}`);
      return product ? fromCatalogue(product) : fromSales(row);
    }),
    ...others.map(fromCatalogue),
  ];
}
