import type { StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import type { Neighbours } from '../neighbours/neighbours';

/** The owner's synced Shopify products for 'Add product': the dashboard keeps them, the studio only reads. */
export function createProductService(neighbours: Pick<Neighbours, 'shopProducts'>) {
  return {
    list(userId: string, query?: string): Promise<StudioProduct[]> {
      return neighbours.shopProducts(userId, query);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
