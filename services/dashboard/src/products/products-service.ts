import mongoose from 'mongoose';
import {
  productsLimits,
  type ProductRow,
  type ProductSortKey,
  type ProductsQuery,
  type ProductsResponse,
  type SortOrder,
} from '@scp/shared/contracts/dashboard/products-api';
import { ShopCatalogueModel, type ShopCatalogueProduct } from '../sync/shop-catalogue-model';
import { SyncStateModel } from '../sync/sync-state-model';
import { dayRangeOf } from './day-range';
import { salesInRange, type ProductSales } from './product-sales';
import { ProductSettingsModel } from './product-settings-model';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyOf = (shopDomain: string, productId: string) => `${shopDomain}/${productId}`;

/** The catalogue fields the page's plain sorts use. */
const catalogueField: Record<'title' | 'price' | 'stock', keyof ShopCatalogueProduct> = {
  title: 'productTitle',
  price: 'price',
  stock: 'stock',
};

export function createProductsService(deps: { now?: () => number } = {}) {
  const now = deps.now ?? (() => Date.now());

  const thresholdOf = async (userId: string): Promise<number> =>
    (await ProductSettingsModel.findOne({ userId }).lean())?.lowStockThreshold ?? productsLimits.thresholdDefault;

  function rowOf(
    product: ShopCatalogueProduct,
    sales: ProductSales | undefined,
    dates: string[],
    threshold: number,
  ): ProductRow {
    const perDay = new Map((sales?.days ?? []).map((day) => [day.date, day.units]));
    return {
      productId: product.shopifyProductId,
      shopDomain: product.shopDomain,
      handle: product.handle,
      title: product.productTitle,
      price: typeof product.price === 'number' ? product.price.toFixed(2) : null,
      currency: product.currency ?? null,
      imageUrl: product.imageUrl ?? null,
      url: product.url ?? null,
      stock: product.stock ?? null,
      lowStock: typeof product.stock === 'number' && product.stock <= threshold,
      units: sales?.units ?? 0,
      revenue: sales?.revenue ?? 0,
      trend: dates.map((date) => perDay.get(date) ?? 0),
    };
  }

  return {
    /** The owner's products page: only `userId`'s catalogue and sales, one page of them. */
    async list(userId: string, query: ProductsQuery): Promise<ProductsResponse> {
      const days = Number(query.range ?? productsLimits.range);
      const range = dayRangeOf(days, now());
      const sort: ProductSortKey = query.sort ?? productsLimits.sort;
      const order: SortOrder = query.order ?? (sort === 'title' ? 'asc' : 'desc');
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? productsLimits.pageSize;
      const [threshold, synced] = await Promise.all([
        thresholdOf(userId),
        SyncStateModel.exists({ userId, platform: 'shopify' }),
      ]);
      const answer = {
        connected: synced !== null,
        range: { days, start: range.start, end: range.end },
        threshold,
        page,
        pageSize,
      };
      if (!answer.connected) return { ...answer, total: 0, products: [] };

      const words = query.q?.trim() ?? '';
      // Trusted: the pattern is built here from escaped words (the connection sanitizes filters).
      const contains = words ? mongoose.trusted({ $regex: escapeRegExp(words), $options: 'i' }) : undefined;
      const filter: Record<string, unknown> = {
        userId,
        ...(contains ? { $or: [{ productTitle: contains }, { handle: contains }, { skus: contains }] } : {}),
      };
      const skip = (page - 1) * pageSize;
      const total = await ShopCatalogueModel.countDocuments(filter);
      // Sales are sorted by the sums the sync wrote on each row (catalogue-sales.ts), all with an index.
      const field = sort === 'units' || sort === 'revenue' ? `sales.d${days}.${sort}` : catalogueField[sort];
      const rows: ShopCatalogueProduct[] =
        skip < total
          ? await ShopCatalogueModel.find(filter)
              .sort({
                [field]: order === 'asc' ? 1 : -1,
                ...(field === 'productTitle' ? {} : { productTitle: 1 }),
                shopifyProductId: 1,
              })
              .skip(skip)
              .limit(pageSize)
              .lean()
          : [];
      const sales = rows.length
        ? await salesInRange(userId, range, { productIds: rows.map((row) => row.shopifyProductId), withDays: true })
        : [];
      const salesOf = new Map(sales.map((entry) => [keyOf(entry.shopDomain, entry.productId), entry]));
      return {
        ...answer,
        total,
        products: rows.map((row) =>
          rowOf(row, salesOf.get(keyOf(row.shopDomain, row.shopifyProductId)), range.dates, threshold),
        ),
      };
    },

    threshold: thresholdOf,

    async setThreshold(userId: string, threshold: number): Promise<number> {
      await ProductSettingsModel.updateOne({ userId }, { $set: { lowStockThreshold: threshold } }, { upsert: true });
      return threshold;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
