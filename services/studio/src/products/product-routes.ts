import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { productListQuerySchema, type StudioProductsResponse } from '@scp/shared/contracts/studio/studio-api';
import type { ProductService } from './product-service';

/** The product picker's list (studio-api.ts): the owner's synced products, searched by title. */
export function registerProductRoutes(router: Router, products: ProductService): void {
  router.get('/products', async (req, res) => {
    const { q } = productListQuerySchema.parse({ ...req.query });
    res.json({ products: await products.list(userIdOf(req), q) } satisfies StudioProductsResponse);
  });
}
