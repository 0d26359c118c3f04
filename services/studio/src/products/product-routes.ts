import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  productImageRequestSchema,
  productListQuerySchema,
  type MediaResponse,
  type StudioProductsResponse,
} from '@scp/shared/contracts/studio/studio-api';
import type { ProductService } from './product-service';

/** The product picker (studio-api.ts): the owner's synced products, searched by title, and a product's image as post media. */
export function registerProductRoutes(router: Router, products: ProductService): void {
  router.get('/products', async (req, res) => {
    const query = productListQuerySchema.parse({ ...req.query });
    res.json({ products: await products.list(userIdOf(req), query) } satisfies StudioProductsResponse);
  });

  router.post('/products/image', async (req, res) => {
    const userId = userIdOf(req);
    const request = productImageRequestSchema.parse(req.body ?? {});
    res.status(201).json({ media: await products.importImage(userId, request) } satisfies MediaResponse);
  });
}
