import type { Response, Router } from 'express';
import { avatar } from '@scp/shared/contracts/settings/settings-constants';
import { mediaServerMessages, type AvatarUploadResponse } from '@scp/shared/contracts/settings/media';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { sendMedia as sendStoredMedia } from '@scp/service-kit/media-response';
import type { StoredMedia } from '@scp/service-kit/media-store';
import { rawUploadBody, uploadedBytes } from '@scp/service-kit/raw-upload-body';
import type { AvatarService } from './avatar-service';

/** Serves an avatar or a logo: its URL changes with every upload, so caches may keep it for the spec's hour. */
export function sendMedia(res: Response, media: StoredMedia | null): void {
  sendStoredMedia(res, media, avatar.cacheControlSeconds);
}

export function registerAvatarRoutes(router: Router, avatars: AvatarService): void {
  router.put(
    '/avatar',
    // Who is asking is known before 2 MB of body are read.
    (req, _res, next) => next(userIdOf(req) ? undefined : AppError.unauthenticated()),
    rawUploadBody(avatar.maxBytes, mediaServerMessages.avatarTooLarge),
    async (req, res) => {
      const userId = userIdOf(req);
      const bytes = uploadedBytes(req.body, mediaServerMessages.invalidAvatarType);
      res.json((await avatars.upload(userId, bytes)) satisfies AvatarUploadResponse);
    },
  );

  router.get('/media/avatars/:userId', async (req, res) => {
    sendMedia(res, await avatars.read(req.params.userId));
  });
}
