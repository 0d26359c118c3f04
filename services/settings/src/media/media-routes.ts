import type { Response, Router } from 'express';
import { avatar } from '@scp/shared/contracts/settings/settings-constants';
import { mediaServerMessages, type AvatarUploadResponse } from '@scp/shared/contracts/settings/media';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { AvatarService } from './avatar-service';
import type { StoredMedia } from './media-store';
import { rawImageBody, uploadedBytes } from './raw-image-body';

/**
 * Serves a stored image. Its URL changes with every upload, so caches may keep it for the spec's
 * hour; `nosniff` and a sandboxing CSP keep a browser from treating it as anything but an image.
 */
export function sendMedia(res: Response, media: StoredMedia | null): void {
  if (!media) throw AppError.notFound();
  res.setHeader('Content-Type', media.contentType);
  res.setHeader('Cache-Control', `public, max-age=${avatar.cacheControlSeconds}`);
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.send(media.bytes);
}

export function registerAvatarRoutes(router: Router, avatars: AvatarService): void {
  router.put(
    '/avatar',
    // Who is asking is known before 2 MB of body are read.
    (req, _res, next) => next(userIdOf(req) ? undefined : AppError.unauthenticated()),
    rawImageBody(avatar.maxBytes, mediaServerMessages.avatarTooLarge),
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
