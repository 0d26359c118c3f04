import { model, Schema, type Types } from 'mongoose';
import { mediaTypes, type MediaType } from '@scp/shared/contracts/studio/studio-constants';

/** One uploaded image or video of the owner's library; its bytes are in GridFS (`fileId`). */
export interface MediaRecord {
  userId: string;
  type: MediaType;
  fileId: Types.ObjectId;
  /** The unguessable part of the file's public address (the platforms fetch it without a session). */
  token: string;
  contentType: string;
  /** The stored file's size. */
  bytes: number;
  width: number;
  height: number;
  durationMs: number | null;
  codec: string | null;
  alt: string;
  /** The file's name on the owner's device, as the upload gave it ('' when it gave none); searched, never trusted. */
  name: string;
}

export type MediaDocument = MediaRecord & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const mediaSchema = new Schema<MediaRecord>(
  {
    userId: { type: String, required: true },
    type: { type: String, enum: mediaTypes, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    token: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    durationMs: { type: Number, default: null },
    codec: { type: String, default: null },
    alt: { type: String, default: '' },
    name: { type: String, default: '' },
  },
  { timestamps: true, collection: 'media_library', minimize: false },
);
// The library: the owner's files, newest first, paged by id.
mediaSchema.index({ userId: 1, _id: -1 });

export const MediaModel = model<MediaRecord>('StudioMedia', mediaSchema);
