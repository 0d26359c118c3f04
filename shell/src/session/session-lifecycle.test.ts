import {
  ACTIVITY_THROTTLE_MS,
  endsSession,
  refreshAttemptsAfter,
  refreshOutcomeOf,
  shouldRecordActivity,
} from './session-lifecycle';

describe('shouldRecordActivity', () => {
  it('records the first event, then at most one per throttle period', () => {
    expect(shouldRecordActivity(1_000, null)).toBe(true);
    expect(shouldRecordActivity(1_000 + ACTIVITY_THROTTLE_MS - 1, 1_000)).toBe(false);
    expect(shouldRecordActivity(1_000 + ACTIVITY_THROTTLE_MS, 1_000)).toBe(true);
  });
});

describe('refresh outcome and attempt count', () => {
  it('a success resets the count', () => {
    expect(refreshOutcomeOf({ data: {} } as { error?: unknown })).toBe('refreshed');
    expect(refreshAttemptsAfter(2, 'refreshed')).toBe(0);
  });

  it('a network failure or a 5xx is one more failed attempt', () => {
    expect(refreshOutcomeOf({ error: { status: 'FETCH_ERROR', error: 'Failed to fetch' } })).toBe('failed');
    expect(refreshOutcomeOf({ error: { status: 503, data: null } })).toBe('failed');
    expect(refreshAttemptsAfter(1, 'failed')).toBe(2);
  });

  it('a 401 means the server session is gone', () => {
    expect(refreshOutcomeOf({ error: { status: 401, data: null } })).toBe('sessionGone');
    expect(refreshAttemptsAfter(1, 'sessionGone')).toBe(1);
  });
});

describe('endsSession', () => {
  it('is true for sign-out and expiry only', () => {
    expect(endsSession('signOut')).toBe(true);
    expect(endsSession('expired')).toBe(true);
    expect(endsSession('refresh')).toBe(false);
    expect(endsSession('none')).toBe(false);
  });
});
