import mongoose from 'mongoose';
import { SHOPIFY_WEBHOOK_MAX_ID, shopifyProductUpdateSchema } from '@scp/shared/contracts/dashboard/shopify-webhooks';
import type { Logger } from '@scp/service-kit/logger';
import { ShopCatalogueModel } from '../sync/shop-catalogue-model';
import { CatalogueRefreshModel } from './catalogue-refresh-model';

/** What a `products/update` says of the product, kept with the stored event for its job. */
export interface ProductUpdate {
  shopifyProductId: string;
  title: string;
  handle: string;
  /** Whether the product is active (the catalogue holds only active products). */
  active: boolean;
  /** When Shopify changed it; null when the payload did not say. */
  updatedAt: Date | null;
  price: number | null;
  stock: number | null;
  imageUrl: string | null;
  skus: string[];
}

const cents = (value: unknown) => {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null;
};

/** The product a signed `products/update` body describes, or null when it is no product. */
export function productUpdateOf(rawBody: Buffer): ProductUpdate | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = shopifyProductUpdateSchema.safeParse(json);
  if (!parsed.success) return null;
  const product = parsed.data;
  const variants = product.variants ?? [];
  const prices = variants.map((variant) => cents(variant.price)).filter((price): price is number => price !== null);
  // A variant Shopify does not count adds nothing; a product none of whose variants it counts has no stock figure.
  const counted = variants.filter(
    (variant) => variant.inventory_management !== null && typeof variant.inventory_quantity === 'number',
  );
  const updatedAt = product.updated_at ? new Date(product.updated_at) : null;
  return {
    shopifyProductId: String(product.id).slice(0, SHOPIFY_WEBHOOK_MAX_ID),
    title: product.title,
    handle: product.handle.toLowerCase(),
    active: product.status === undefined || product.status === 'active',
    updatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
    price: prices.length ? Math.min(...prices) : null,
    stock: counted.length ? counted.reduce((sum, variant) => sum + (variant.inventory_quantity ?? 0), 0) : null,
    imageUrl: product.image?.src ?? product.images?.[0]?.src ?? null,
    skus: variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])).slice(0, 10),
  };
}

/**
 * What Shopify's stock and product webhooks do to an owner's copy of the catalogue (the products
 * page reads it). Their topic and shop are headers outside the signature, so neither may add a
 * product: `products/update` changes only a product the owner's shop already lists under that id,
 * and never back to what an older update said; `inventory_levels/update` names only an inventory
 * item and a location, so the shop's catalogue is read again from Shopify (one read for a burst of
 * them: an event that arrived before the last read started is already in it).
 */
export function createCatalogueWebhooks(deps: {
  /** Reads the shop's catalogue again through settings and writes it (as the sync does). */
  refresh: (userId: string, shopDomain: string) => Promise<void>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async productUpdated(userId: string, shopDomain: string, update: ProductUpdate): Promise<void> {
      const row = { userId, shopDomain, shopifyProductId: update.shopifyProductId };
      // Trusted: a date the service parsed, compared with what it stored.
      const newer = update.updatedAt
        ? {
            $or: [{ webhookUpdatedAt: null }, { webhookUpdatedAt: mongoose.trusted({ $lt: update.updatedAt }) }],
          }
        : {};
      if (!update.active) {
        await ShopCatalogueModel.deleteOne({ ...row, ...newer });
        return;
      }
      const result = await ShopCatalogueModel.updateOne(
        { ...row, ...newer },
        {
          $set: {
            productTitle: update.title,
            handle: update.handle,
            price: update.price,
            stock: update.stock,
            imageUrl: update.imageUrl,
            skus: update.skus ?? [],
            webhookUpdatedAt: update.updatedAt,
          },
        },
      );
      if (result.matchedCount === 0)
        deps.logger.info('products/update for a product not in the catalogue: left to the sync');
    },

    async stockChanged(userId: string, shopDomain: string, receivedAt: Date): Promise<void> {
      const last = await CatalogueRefreshModel.findOne({ userId, shopDomain }).lean();
      if (last && last.startedAt >= receivedAt) return;
      const started = now();
      await deps.refresh(userId, shopDomain);
      // Noted once the read succeeded: a failed one is retried by the job, not skipped.
      await CatalogueRefreshModel.updateOne({ userId, shopDomain }, { $max: { startedAt: started } }, { upsert: true });
    },
  };
}

export type CatalogueWebhooks = ReturnType<typeof createCatalogueWebhooks>;
