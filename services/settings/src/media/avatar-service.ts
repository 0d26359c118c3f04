import mongoose from 'mongoose';
import { avatar } from '@scp/shared/contracts/settings/settings-constants';
import { mediaPaths, mediaServerMessages, type AvatarUploadResponse } from '@scp/shared/contracts/settings/media';
import { userScope } from '@scp/service-kit/user-scope';
import { AvatarModel, type AvatarDocument } from './avatar-model';
import { reencodeRaster } from '@scp/service-kit/image-processing';
import type { MediaStore, StoredMedia } from '@scp/service-kit/media-store';
import { settingsRaster } from './image-refusals';

const fileName = (userId: string) => `${userId}/avatar`;

/** Profile pictures (validation rules, calls): one per user, replaced by each upload, served publicly. */
export function createAvatarService(store: MediaStore) {
  return {
    async upload(userId: string, bytes: Buffer): Promise<AvatarUploadResponse> {
      const image = await reencodeRaster(bytes, {
        ...settingsRaster(mediaServerMessages.invalidAvatarType),
        accepted: ['png', 'jpeg', 'webp'],
        maxDimension: avatar.maxDimensionPx,
        output: { format: 'webp' },
      });
      const fileId = await store.put(image.bytes, image.contentType, fileName(userId));
      const version = Date.now();
      const scope = userScope(AvatarModel, userId);
      let replaced;
      try {
        // Only over an older file: when uploads race, the newest one wins whatever order they land in.
        replaced = await scope.updateOneOrCreateIf(
          { fileId: mongoose.trusted({ $lt: fileId }) },
          { $set: { fileId, contentType: image.contentType, version } },
        );
      } catch (err) {
        await store.remove(fileId).catch(() => undefined);
        throw err;
      }
      if (!replaced) {
        await store.remove(fileId);
        const newest = await scope.findOne().lean<AvatarDocument>();
        return { avatar_url: mediaPaths.avatar(userId, newest?.version ?? version) };
      }
      // What this upload replaced goes now: no orphans.
      await store.removeOlderThan(fileName(userId), fileId);
      return { avatar_url: mediaPaths.avatar(userId, version) };
    },

    /** Anyone may read an avatar (it is shown wherever the user appears); unknown ids are null. */
    async read(userId: string): Promise<StoredMedia | null> {
      if (!mongoose.isObjectIdOrHexString(userId)) return null;
      const current = await userScope(AvatarModel, userId).findOne().lean<AvatarDocument>();
      return current ? store.get(current.fileId) : null;
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
