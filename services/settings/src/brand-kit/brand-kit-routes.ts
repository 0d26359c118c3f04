import type { Router } from 'express';
import {
  brandKitColorsUpdateSchema,
  logoVariantSchema,
  type BrandKitResponse,
} from '@scp/shared/contracts/settings/brand-kit';
import { mediaServerMessages } from '@scp/shared/contracts/settings/media';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { rawUploadBody, uploadedBytes } from '@scp/service-kit/raw-upload-body';
import { sendMedia } from '../media/media-routes';
import type { BrandKitService } from './brand-kit-service';
import { LOGO_MAX_BYTES, type LogoService } from './logo-service';

const LOGO_TOO_LARGE = 'Please select a logo smaller than 2MB.';

export function registerBrandKitRoutes(router: Router, brandKit: BrandKitService, logos: LogoService): void {
  router.get('/brand-kit', async (req, res) => {
    res.json({ brandKit: await brandKit.get(userIdOf(req)) } satisfies BrandKitResponse);
  });

  router.patch('/brand-kit', async (req, res) => {
    const userId = userIdOf(req);
    const colors = brandKitColorsUpdateSchema.parse(req.body);
    res.json({ brandKit: await brandKit.updateColors(userId, colors) } satisfies BrandKitResponse);
  });

  router.put(
    '/brand-kit/logos/:variant',
    (req, _res, next) => next(userIdOf(req) ? undefined : AppError.unauthenticated()),
    rawUploadBody(LOGO_MAX_BYTES, LOGO_TOO_LARGE),
    async (req, res) => {
      const userId = userIdOf(req);
      const variant = logoVariantSchema.parse(req.params.variant);
      const bytes = uploadedBytes(req.body, mediaServerMessages.invalidLogoType);
      res.json({ brandKit: await logos.upload(userId, variant, bytes) } satisfies BrandKitResponse);
    },
  );

  router.delete('/brand-kit/logos/:variant', async (req, res) => {
    const userId = userIdOf(req);
    const variant = logoVariantSchema.parse(req.params.variant);
    res.json({ brandKit: await logos.remove(userId, variant) } satisfies BrandKitResponse);
  });

  router.get('/media/logos/:userId/:variant', async (req, res) => {
    const variant = logoVariantSchema.safeParse(req.params.variant);
    sendMedia(res, variant.success ? await logos.read(req.params.userId, variant.data) : null);
  });
}
