import { AppError } from '@scp/service-kit/errors';
import type {
  ProductImageRequest,
  ProductListQuery,
  StudioMedia,
  StudioProduct,
} from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { MediaService } from '../media/media-service';
import type { Neighbours } from '../neighbours/neighbours';

/**
 * The owner's synced Shopify products for 'Add product': the dashboard keeps them, the studio only
 * reads them, and imports a product's image into the owner's media library for a post.
 */
export function createProductService(deps: {
  neighbours: Pick<Neighbours, 'shopProducts'>;
  media: Pick<MediaService, 'importImage'>;
}) {
  return {
    list(userId: string, query: ProductListQuery = {}): Promise<StudioProduct[]> {
      return deps.neighbours.shopProducts(userId, query);
    },

    /**
     * The product's image (its shop's, by its handle) as one of the owner's media, its alt text the
     * product's title; 404 when the owner's shop has no such product or it has no image.
     */
    async importImage(userId: string, request: ProductImageRequest): Promise<StudioMedia> {
      const products = await deps.neighbours.shopProducts(userId, { handle: request.handle });
      const product = products.find(
        (candidate) => candidate.shopDomain.toLowerCase() === request.shopDomain.toLowerCase() && candidate.imageUrl,
      );
      if (!product?.imageUrl) throw AppError.notFound(studioTexts.errors.productImageNotFound);
      return deps.media.importImage(userId, product.imageUrl, product.title);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
