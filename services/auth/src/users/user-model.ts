import { model, Schema, type InferSchemaType } from 'mongoose';

const userMetadataSchema = new Schema(
  {
    full_name: String,
    website: String,
    company_name: String,
    industry: String,
    business_type: String,
    avatar_url: String,
    dark_mode: Boolean,
    email_notifications: { type: Boolean, default: true },
    sound_effects: { type: Boolean, default: false },
    /** IANA zone, checked by the update contract. */
    time_zone: String,
    /** false from sign-up until onboarding is done; absent on accounts older than onboarding. */
    onboarding_completed: Boolean,
  },
  { _id: false },
);

/**
 * An account. `email` is stored trimmed and lower-cased, so the unique index makes it unique
 * case-insensitively. `passwordHash` is absent for accounts made by Google, Apple or Shopify
 * sign-in until a password is set.
 */
const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String },
    /** Null until the sign-up confirmation link is followed (when confirmation is on). */
    emailConfirmedAt: { type: Date, default: null },
    user_metadata: { type: userMetadataSchema, default: () => ({}) },
    lastSignInAt: { type: Date },
  },
  { timestamps: true, collection: 'users' },
);

export type UserDocument = InferSchemaType<typeof userSchema> & { _id: import('mongoose').Types.ObjectId };
export const UserModel = model('User', userSchema);

/**
 * An external identity linked to an account: Google or Apple `sub`, or a Shopify shop domain.
 * One identity belongs to exactly one account.
 */
const identitySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    provider: { type: String, required: true, enum: ['google', 'apple', 'shopify'] },
    subject: { type: String, required: true },
    email: { type: String },
    /** Provider-specific display data (e.g. the shop's name), shown in settings. */
    details: { type: Map, of: String, default: () => ({}) },
    lastSignInAt: { type: Date },
  },
  { timestamps: true, collection: 'identities' },
);
identitySchema.index({ provider: 1, subject: 1 }, { unique: true });

export const IdentityModel = model('Identity', identitySchema);
