import { configureStore } from '@reduxjs/toolkit';
import type { SessionUser } from '../contracts/auth/session';
import {
  activityRecorded,
  decideSessionAction,
  selectSession,
  selectSessionStatus,
  selectSessionUser,
  sessionEnded,
  sessionResolved,
  sessionSlice,
} from './session-slice';

const user: SessionUser = { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann' } };

describe('sessionSlice', () => {
  function store() {
    return configureStore({ reducer: { session: sessionSlice.reducer } });
  }

  it('starts loading with no user', () => {
    const s = store();
    expect(selectSession(s.getState())).toEqual({
      status: 'loading',
      user: null,
      expiresAt: null,
      lastActivity: 0,
      landingPath: null,
    });
  });

  it('is signed in with the user and expiry once resolved, and signed out once ended', () => {
    const s = store();
    s.dispatch(sessionResolved({ user, expiresAt: 1_900_000_000 }));
    expect(selectSessionStatus(s.getState())).toBe('signedIn');
    expect(selectSessionUser(s.getState())).toEqual(user);
    expect(selectSession(s.getState()).expiresAt).toBe(1_900_000_000);
    s.dispatch(sessionEnded());
    expect(selectSession(s.getState())).toMatchObject({ status: 'signedOut', user: null, expiresAt: null });
  });

  it('keeps the latest activity time', () => {
    const s = store();
    s.dispatch(activityRecorded(5000));
    s.dispatch(activityRecorded(3000));
    expect(selectSession(s.getState()).lastActivity).toBe(5000);
  });
});

describe('decideSessionAction', () => {
  const now = 1_000_000_000_000; // epoch ms
  const minute = 60_000;
  /** expiresAt (epoch s) that leaves `ms` before expiry. */
  const leaving = (ms: number) => (now + ms) / 1000;
  const activeAgo = (ms: number) => now - ms;

  it('does nothing without a session', () => {
    expect(decideSessionAction({ nowMs: now, expiresAt: null, lastActivity: now, refreshAttempts: 0 })).toBe('none');
  });

  it('does nothing with more than 10 minutes left, active or not', () => {
    expect(
      decideSessionAction({
        nowMs: now,
        expiresAt: leaving(10 * minute + 1000),
        lastActivity: now,
        refreshAttempts: 0,
      }),
    ).toBe('none');
    expect(
      decideSessionAction({ nowMs: now, expiresAt: leaving(30 * minute), lastActivity: 0, refreshAttempts: 0 }),
    ).toBe('none');
  });

  it('refreshes at exactly 10 minutes left when the user was active within 5 minutes', () => {
    expect(
      decideSessionAction({
        nowMs: now,
        expiresAt: leaving(10 * minute),
        lastActivity: activeAgo(5 * minute),
        refreshAttempts: 0,
      }),
    ).toBe('refresh');
  });

  it('does not refresh an idle user (last activity just over 5 minutes ago)', () => {
    expect(
      decideSessionAction({
        nowMs: now,
        expiresAt: leaving(10 * minute),
        lastActivity: activeAgo(5 * minute + 1),
        refreshAttempts: 0,
      }),
    ).toBe('none');
  });

  it('signs an idle user out at exactly 2 minutes left, not before', () => {
    const idle = activeAgo(6 * minute);
    expect(
      decideSessionAction({
        nowMs: now,
        expiresAt: leaving(2 * minute + 1000),
        lastActivity: idle,
        refreshAttempts: 0,
      }),
    ).toBe('none');
    expect(
      decideSessionAction({ nowMs: now, expiresAt: leaving(2 * minute), lastActivity: idle, refreshAttempts: 0 }),
    ).toBe('signOut');
  });

  it('still refreshes an active user with under 2 minutes left', () => {
    expect(decideSessionAction({ nowMs: now, expiresAt: leaving(60_000), lastActivity: now, refreshAttempts: 2 })).toBe(
      'refresh',
    );
  });

  it('stops refreshing after 3 consecutive attempts and then signs out at 2 minutes', () => {
    expect(
      decideSessionAction({ nowMs: now, expiresAt: leaving(9 * minute), lastActivity: now, refreshAttempts: 3 }),
    ).toBe('none');
    expect(
      decideSessionAction({ nowMs: now, expiresAt: leaving(2 * minute), lastActivity: now, refreshAttempts: 3 }),
    ).toBe('signOut');
  });

  it('reports expiry at and past the expiry time', () => {
    expect(decideSessionAction({ nowMs: now, expiresAt: leaving(0), lastActivity: now, refreshAttempts: 0 })).toBe(
      'expired',
    );
    expect(decideSessionAction({ nowMs: now, expiresAt: leaving(-5000), lastActivity: now, refreshAttempts: 0 })).toBe(
      'expired',
    );
  });
});
