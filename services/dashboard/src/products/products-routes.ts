import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  lowStockThresholdRequestSchema,
  productsQuerySchema,
  type LowStockThresholdResponse,
  type ProductsResponse,
} from '@scp/shared/contracts/dashboard/products-api';
import type { ProductsService } from './products-service';

/** The products page (products-api.ts): the owner's catalogue with stock and sales, and the low-stock threshold. */
export function registerProductsRoutes(router: Router, products: ProductsService): void {
  router.get('/products', async (req, res) => {
    const query = productsQuerySchema.parse({ ...req.query });
    res.json((await products.list(userIdOf(req), query)) satisfies ProductsResponse);
  });

  router.get('/products/low-stock-threshold', async (req, res) => {
    res.json({ threshold: await products.threshold(userIdOf(req)) } satisfies LowStockThresholdResponse);
  });

  router.put('/products/low-stock-threshold', async (req, res) => {
    const userId = userIdOf(req);
    const { threshold } = lowStockThresholdRequestSchema.parse(req.body ?? {});
    res.json({ threshold: await products.setThreshold(userId, threshold) } satisfies LowStockThresholdResponse);
  });
}
