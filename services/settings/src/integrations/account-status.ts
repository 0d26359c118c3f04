import type { ConnectedAccount, ConnectionStatus } from '@scp/shared/contracts/settings/connected-accounts';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { ConnectedAccountRecord } from './connected-account-model';
import { adsGrantedOf } from './ad-insight-reads';

/** A token that ends within this long is shown as expiring when it cannot be refreshed. */
const EXPIRING_WITHIN_MS = 24 * 3600 * 1000;

/** What the owner sees: the stored status, aged by the clock (an unrefreshable token runs out). */
export function statusOf(doc: ConnectedAccountRecord, at: Date): { status: ConnectionStatus; error: string | null } {
  if (doc.status !== 'connected') return { status: doc.status, error: doc.statusReason ?? null };
  const expiresAt = doc.tokenExpiresAt?.getTime();
  if (expiresAt === undefined || doc.refreshToken) return { status: 'connected', error: null };
  const left = expiresAt - at.getTime();
  if (left <= 0) return { status: 'needs_reauth', error: 'The access token expired.' };
  return left <= EXPIRING_WITHIN_MS ? { status: 'expiring', error: null } : { status: 'connected', error: null };
}

/** Whether the owner must connect the account again before anything can be read with it. */
export function needsReauth(doc: ConnectedAccountRecord, at: Date): boolean {
  return statusOf(doc, at).status === 'needs_reauth';
}

/** The stored account as the owner and the other services see it: its health, never a token. */
export function toAccount(doc: ConnectedAccountRecord, at: Date): ConnectedAccount {
  const { status, error } = statusOf(doc, at);
  const adsGranted = adsGrantedOf(doc);
  return {
    platform: doc.platform as PlatformKey,
    accountId: doc.accountId,
    identifier: doc.identifier,
    displayName: doc.displayName,
    imageUrl: doc.imageUrl ?? null,
    description: doc.description ?? null,
    profileUrl: doc.profileUrl ?? null,
    accountInfo: { followers: doc.followers ?? null },
    connected: status !== 'needs_reauth',
    status,
    error,
    tokenExpiresAt: doc.tokenExpiresAt ? doc.tokenExpiresAt.toISOString() : null,
    lastSync: doc.lastSyncAt ? doc.lastSyncAt.toISOString() : null,
    connectedAt: doc.connectedAt.toISOString(),
    ...(adsGranted === undefined ? {} : { adsGranted }),
  };
}
