import { model, Schema } from 'mongoose';

export type OneTimeTokenPurpose = 'password_reset' | 'email_confirmation';

/**
 * Links sent by mail (password reset, sign-up confirmation). Only the SHA-256 of a token is
 * stored, so a leaked database or backup cannot be turned into working links. Expired documents
 * are removed by the TTL index; every lookup still checks `expiresAt` itself, because the TTL
 * monitor runs only about once a minute.
 */
const oneTimeTokenSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    purpose: { type: String, required: true, enum: ['password_reset', 'email_confirmation'] },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'one_time_tokens' },
);
oneTimeTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OneTimeTokenModel = model('OneTimeToken', oneTimeTokenSchema);
