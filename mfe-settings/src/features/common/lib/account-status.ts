import { timeAgo } from '@scp/shared/client/time-ago';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

const texts = integrationsTexts.tab;
const DAY = 24 * HOUR;

export type StatusTone = 'success' | 'warning' | 'error';

/** What a connected account's row says about its health, and how urgently (the colour of its dot). */
export function accountStatus(
  account: Pick<ConnectedAccount, 'status' | 'tokenExpiresAt'>,
  now: number,
): { label: string; tone: StatusTone } {
  switch (account.status) {
    case 'connected':
      return { label: texts.status.connected, tone: 'success' };
    case 'expiring':
      return { label: expiryCountdown(account.tokenExpiresAt, now), tone: 'warning' };
    case 'needs_reauth':
      return { label: texts.status.needsReauth, tone: 'error' };
    case 'error':
      return { label: texts.status.error, tone: 'error' };
  }
}

/** 'Expires in 3 days' while a day or more is left, then 'Expires in 5 hours' (a started hour counts). */
export function expiryCountdown(tokenExpiresAt: string | null, now: number): string {
  const left = tokenExpiresAt === null ? Number.NaN : Date.parse(tokenExpiresAt) - now;
  if (!(left > 0)) return texts.status.expiresSoon;
  if (left >= DAY) return texts.status.expiresInDays(Math.floor(left / DAY));
  return texts.status.expiresInHours(Math.ceil(left / HOUR));
}

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago': how long ago `iso` was. */
export function relativeTime(iso: string, now: number): string {
  return timeAgo(iso, now, texts.justNow);
}

/** 'Last synced 5 minutes ago', or 'Not synced yet'. */
export function lastSyncedText(lastSync: string | null, now: number): string {
  return lastSync === null ? texts.neverSynced : texts.lastSynced(relativeTime(lastSync, now));
}
