import mongoose from 'mongoose';
import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { ShopDaysReader } from '../neighbours/settings-reads';
import { writeCatalogueSales } from '../products/catalogue-sales';
import { ShopCatalogueModel } from './shop-catalogue-model';
import { upsertRows } from './upsert-rows';

/**
 * The shop's products as Shopify lists them now, read and upserted; a product the shop no longer
 * lists (deleted, archived, a draft again) leaves the catalogue. Answers the documents written and deleted.
 */
export async function writeShopCatalogue(userId: string, account: AccountRef, reader: ShopDaysReader): Promise<number> {
  const catalogue = await reader.readProducts(userId, account);
  const shopDomain = account.accountId;
  const written = await upsertRows(
    ShopCatalogueModel,
    catalogue.products.map((product) => ({
      filter: { userId, shopDomain, shopifyProductId: product.shopifyProductId },
      set: {
        productTitle: product.title,
        handle: product.handle.toLowerCase(),
        url: product.url,
        price: product.price,
        currency: catalogue.currency || null,
        imageUrl: product.imageUrl,
        stock: product.stock ?? null,
        skus: product.skus ?? [],
      },
    })),
  );
  const gone = await ShopCatalogueModel.deleteMany({
    userId,
    shopDomain,
    shopifyProductId: mongoose.trusted({ $nin: catalogue.products.map((product) => product.shopifyProductId) }),
  });
  // The products page sorts by each product's sales: they are written with the catalogue.
  await writeCatalogueSales(userId, shopDomain);
  return written + gone.deletedCount;
}
