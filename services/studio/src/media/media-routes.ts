import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { sendStoredFile } from '@scp/service-kit/media-response';
import { rawUploadBody, uploadedBytes } from '@scp/service-kit/raw-upload-body';
import {
  mediaAltRequestSchema,
  mediaListQuerySchema,
  mediaUploadQuerySchema,
  type MediaDeleteResponse,
  type MediaListResponse,
  type MediaResponse,
} from '@scp/shared/contracts/studio/studio-api';
import { studioMediaLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { MediaService } from './media-service';

/** The owner's images and videos (studio-api.ts, Media), and their public files. */
export function registerMediaRoutes(router: Router, media: MediaService): void {
  router.post(
    '/media',
    // Who is asking, and a bad file name, are known before up to 100 MB of body are read.
    (req, _res, next) => {
      if (!userIdOf(req)) return next(AppError.unauthenticated());
      mediaUploadQuerySchema.parse(req.query);
      next();
    },
    rawUploadBody(studioMediaLimits.videoMaxBytes, studioTexts.media.tooLarge),
    async (req, res) => {
      const { name } = mediaUploadQuerySchema.parse(req.query);
      const bytes = uploadedBytes(req.body, studioTexts.media.invalidType);
      res.status(201).json({ media: await media.upload(userIdOf(req), bytes, name) } satisfies MediaResponse);
    },
  );

  router.get('/media', async (req, res) => {
    const userId = userIdOf(req);
    const query = mediaListQuerySchema.parse(req.query);
    res.json((await media.list(userId, query)) satisfies MediaListResponse);
  });

  router.patch('/media/:mediaId', async (req, res) => {
    const userId = userIdOf(req);
    const { alt } = mediaAltRequestSchema.parse(req.body ?? {});
    res.json({ media: await media.setAlt(userId, String(req.params.mediaId), alt) } satisfies MediaResponse);
  });

  router.delete('/media/:mediaId', async (req, res) => {
    await media.remove(userIdOf(req), String(req.params.mediaId));
    res.json({ deleted: true } satisfies MediaDeleteResponse);
  });

  // Public: the platforms fetch it without a session; the token in the address is the key.
  router.get('/media/files/:mediaId/:file', async (req, res) => {
    const file = await media.file(String(req.params.mediaId), String(req.params.file));
    await sendStoredFile(req, res, file, studioMediaLimits.cacheSeconds);
  });
}
