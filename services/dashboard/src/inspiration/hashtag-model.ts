import { model, Schema, type Types } from 'mongoose';

/** A hashtag the owner follows for the inspiration feed: lower case, without the #. */
export interface FollowedHashtagFields {
  userId: string;
  hashtag: string;
  createdAt: Date;
}

export type FollowedHashtagRecord = FollowedHashtagFields & { _id: Types.ObjectId };

const followedHashtagSchema = new Schema<FollowedHashtagFields>(
  {
    userId: { type: String, required: true },
    hashtag: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'followed_hashtags', versionKey: false },
);
followedHashtagSchema.index({ userId: 1, hashtag: 1 }, { unique: true });
export const FollowedHashtagModel = model<FollowedHashtagFields>('FollowedHashtag', followedHashtagSchema);
