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
import { salesInRange, type DayRange, type ProductSales } from './product-sales';
import { ProductSettingsModel } from './product-settings-model';

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyOf = (shopDomain: string, productId: string) => `${shopDomain}/${productId}`;

/** The catalogue fields the page's plain sorts use. */
const catalogueField: Record<'title' | 'price' | 'stock', keyof ShopCatalogueProduct> = {
  title: 'productTitle',
  price: 'price',
  stock: 'stock',
};

/** The `days` days ending today (UTC), and each of their dates. */
export function dayRangeOf(days: number, now: number): DayRange & { dates: string[] } {
  const dates = Array.from({ length: days }, (_, index) => dayOf(now - (days - 1 - index) * DAY_MS));
  return { start: dates[0] as string, end: dates[dates.length - 1] as string, dates };
}

export function createProductsService(deps: { now?: () => number } = {}) {
  const now = deps.now ?? (() => Date.now());

  const thresholdOf = async (userId: string): Promise<number> =>
    (await ProductSettingsModel.findOne({ userId }).lean())?.lowStockThreshold ?? productsLimits.thresholdDefault;

  /**
   * The catalogue's products of one page in the order `sort` gives, when it is a sale figure: those
   * that sold in the range (one aggregation over all of them, bounded by what sold) ranked by it,
   * and every other matching product (nothing sold) by title, after them when descending and before
   * them when ascending. Only the page's rows are read from the catalogue.
   */
  async function pageBySales(
    filter: Record<string, unknown>,
    range: DayRange,
    sort: 'units' | 'revenue',
    order: SortOrder,
    skip: number,
    limit: number,
  ): Promise<ShopCatalogueProduct[]> {
    const userId = filter.userId as string;
    const sold = (await salesInRange(userId, range)).filter((sales) => sales[sort] > 0);
    // Which of them the catalogue has now and the search keeps (ids only).
    const present = await ShopCatalogueModel.find(
      { ...filter, shopifyProductId: mongoose.trusted({ $in: sold.map((sales) => sales.productId) }) },
      { shopDomain: 1, shopifyProductId: 1, productTitle: 1 },
    ).lean();
    const titles = new Map(present.map((row) => [keyOf(row.shopDomain, row.shopifyProductId), row.productTitle]));
    const direction = order === 'asc' ? 1 : -1;
    const ranked = sold
      .filter((sales) => titles.has(keyOf(sales.shopDomain, sales.productId)))
      .map((sales) => ({ sales, title: titles.get(keyOf(sales.shopDomain, sales.productId)) ?? '' }))
      .sort(
        (a, b) =>
          direction * (a.sales[sort] - b.sales[sort]) ||
          a.title.localeCompare(b.title) ||
          a.sales.productId.localeCompare(b.sales.productId),
      )
      .map(({ sales }) => sales);
    const unsoldFilter = {
      ...filter,
      shopifyProductId: mongoose.trusted({ $nin: ranked.map((sales) => sales.productId) }),
    };
    const unsoldCount = order === 'asc' ? await ShopCatalogueModel.countDocuments(unsoldFilter) : 0;
    // The page's window over [ranked, unsold] (descending) or [unsold, ranked] (ascending).
    const segments: { kind: 'ranked' | 'unsold'; length: number }[] =
      order === 'desc'
        ? [
            { kind: 'ranked', length: ranked.length },
            { kind: 'unsold', length: Number.POSITIVE_INFINITY },
          ]
        : [
            { kind: 'unsold', length: unsoldCount },
            { kind: 'ranked', length: ranked.length },
          ];
    const rows: ShopCatalogueProduct[] = [];
    let offset = 0;
    for (const segment of segments) {
      const from = Math.max(0, skip - offset);
      const take = Math.min(segment.length - from, limit - rows.length);
      offset += segment.length;
      if (take <= 0) continue;
      if (segment.kind === 'ranked') {
        const picked = ranked.slice(from, from + take);
        const found = await ShopCatalogueModel.find({
          userId,
          shopifyProductId: mongoose.trusted({ $in: picked.map((sales) => sales.productId) }),
        }).lean();
        const byKey = new Map(found.map((row) => [keyOf(row.shopDomain, row.shopifyProductId), row]));
        for (const sales of picked) {
          const row = byKey.get(keyOf(sales.shopDomain, sales.productId));
          if (row) rows.push(row);
        }
      } else {
        rows.push(
          ...(await ShopCatalogueModel.find(unsoldFilter)
            .sort({ productTitle: 1, shopifyProductId: 1 })
            .skip(from)
            .limit(take)
            .lean()),
        );
      }
    }
    return rows;
  }

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
        ...(contains ? { $or: [{ productTitle: contains }, { handle: contains }] } : {}),
      };
      const skip = (page - 1) * pageSize;
      const total = await ShopCatalogueModel.countDocuments(filter);
      let rows: ShopCatalogueProduct[] = [];
      if (skip < total) {
        if (sort === 'units' || sort === 'revenue') {
          rows = await pageBySales(filter, range, sort, order, skip, pageSize);
        } else {
          const direction = order === 'asc' ? 1 : -1;
          const field = catalogueField[sort];
          rows = await ShopCatalogueModel.find(filter)
            .sort({ [field]: direction, ...(field === 'productTitle' ? {} : { productTitle: 1 }), shopifyProductId: 1 })
            .skip(skip)
            .limit(pageSize)
            .lean();
        }
      }
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
