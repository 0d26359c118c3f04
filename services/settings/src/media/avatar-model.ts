import { model, Schema, type InferSchemaType } from 'mongoose';

/** A user's current avatar: the stored file and its version (the URL's cache-busting query). */
const avatarSchema = new Schema(
  {
    userId: { type: String, required: true, unique: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    version: { type: Number, required: true },
  },
  { timestamps: true, collection: 'avatars' },
);

export type AvatarDocument = InferSchemaType<typeof avatarSchema>;
export const AvatarModel = model('Avatar', avatarSchema);
