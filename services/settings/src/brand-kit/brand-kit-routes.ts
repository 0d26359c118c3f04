import type { Router } from 'express';
import { brandKitColorsUpdateSchema, type BrandKitResponse } from '@scp/shared/contracts/settings/brand-kit';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { BrandKitService } from './brand-kit-service';

export function registerBrandKitRoutes(router: Router, brandKit: BrandKitService): void {
  router.get('/brand-kit', async (req, res) => {
    res.json({ brandKit: await brandKit.get(userIdOf(req)) } satisfies BrandKitResponse);
  });

  router.patch('/brand-kit', async (req, res) => {
    const userId = userIdOf(req);
    const colors = brandKitColorsUpdateSchema.parse(req.body);
    res.json({ brandKit: await brandKit.updateColors(userId, colors) } satisfies BrandKitResponse);
  });
}
