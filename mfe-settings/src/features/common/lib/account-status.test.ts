import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { accountStatus, expiryCountdown, lastSyncedText, relativeTime } from './account-status';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('accountStatus', () => {
  it('names each connection state', () => {
    expect(accountStatus({ status: 'connected', tokenExpiresAt: null }, now)).toEqual({
      label: 'Connected',
      tone: 'success',
    });
    expect(accountStatus({ status: 'expiring', tokenExpiresAt: at(5 * HOUR) }, now)).toEqual({
      label: 'Expires in 5 hours',
      tone: 'warning',
    });
    expect(accountStatus({ status: 'needs_reauth', tokenExpiresAt: null }, now).label).toBe('Needs re-auth');
    expect(accountStatus({ status: 'error', tokenExpiresAt: null }, now).label).toBe('Error');
  });
});

describe('expiryCountdown', () => {
  it('counts whole days while a day or more is left, then started hours', () => {
    expect(expiryCountdown(at(3 * 24 * HOUR + 5 * HOUR), now)).toBe('Expires in 3 days');
    expect(expiryCountdown(at(24 * HOUR), now)).toBe('Expires in 1 day');
    expect(expiryCountdown(at(4 * HOUR + 10 * MINUTE), now)).toBe('Expires in 5 hours');
    expect(expiryCountdown(at(20 * MINUTE), now)).toBe('Expires in 1 hour');
  });

  it("says 'Expires soon' when the end is unknown or has just passed", () => {
    expect(expiryCountdown(null, now)).toBe('Expires soon');
    expect(expiryCountdown(at(-MINUTE), now)).toBe('Expires soon');
    expect(expiryCountdown('not a date', now)).toBe('Expires soon');
  });
});

describe('relativeTime and lastSyncedText', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(at(-20 * 1000), now)).toBe('just now');
    expect(relativeTime(at(2 * MINUTE), now)).toBe('just now');
    expect(relativeTime(at(-5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeTime(at(-3 * HOUR), now)).toBe('3 hours ago');
    expect(relativeTime(at(-30 * HOUR), now)).toBe('yesterday');
    expect(relativeTime(at(-15 * 24 * HOUR), now)).toBe('2 weeks ago');
    expect(relativeTime(at(-400 * 24 * HOUR), now)).toBe('last year');
  });

  it("prefixes 'Last synced', or says it never was", () => {
    expect(lastSyncedText(at(-5 * MINUTE), now)).toBe('Last synced 5 minutes ago');
    expect(lastSyncedText(null, now)).toBe('Not synced yet');
  });
});
