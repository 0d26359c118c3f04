import { model, Schema } from 'mongoose';
import { connectionStatuses } from '@scp/shared/contracts/settings/connected-accounts';
import type { ConnectionStatus } from '@scp/shared/contracts/settings/connected-accounts';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { SealedToken } from './token-cipher';

export interface ConnectedAccountRecord {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  identifier: string;
  displayName: string;
  imageUrl: string | null;
  description: string | null;
  profileUrl: string | null;
  followers: number | null;
  details: Record<string, string>;
  accessToken: SealedToken;
  refreshToken: SealedToken | null;
  grantToken: SealedToken | null;
  /** The token of the ad account connected apart from the account (TikTok's API for Business), sealed. */
  adsToken?: SealedToken | null;
  tokenExpiresAt: Date | null;
  scopes: string[];
  status: ConnectionStatus;
  statusReason: string | null;
  lastSyncAt: Date | null;
  connectedAt: Date;
}

/** A token sealed with AES-256-GCM (token-cipher.ts): never the token itself. */
const sealedTokenSchema = new Schema(
  {
    keyId: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    data: { type: String, required: true },
  },
  { _id: false },
);

/**
 * One platform account a user connected (entities: Connected account). Reconnecting the same
 * account updates this document, so what hangs off it (its history, its settings) survives a
 * re-authorisation; disconnecting deletes it.
 */
const connectedAccountSchema = new Schema<ConnectedAccountRecord>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    identifier: { type: String, required: true },
    displayName: { type: String, required: true },
    imageUrl: { type: String, default: null },
    description: { type: String, default: null },
    profileUrl: { type: String, default: null },
    followers: { type: Number, default: null },
    /** Platform facts later calls need (string values only). */
    details: { type: Schema.Types.Mixed, default: () => ({}) },
    accessToken: { type: sealedTokenSchema, required: true },
    refreshToken: { type: sealedTokenSchema, default: null },
    grantToken: { type: sealedTokenSchema, default: null },
    adsToken: { type: sealedTokenSchema, default: null },
    tokenExpiresAt: { type: Date, default: null },
    scopes: { type: [String], default: [] },
    status: { type: String, enum: connectionStatuses, required: true, default: 'connected' },
    statusReason: { type: String, default: null },
    lastSyncAt: { type: Date, default: null },
    connectedAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'connected_accounts' },
);
connectedAccountSchema.index({ userId: 1, platform: 1, accountId: 1 }, { unique: true });

export const ConnectedAccountModel = model<ConnectedAccountRecord>('ConnectedAccount', connectedAccountSchema);
