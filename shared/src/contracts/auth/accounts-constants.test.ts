import { MIN_PASSWORD_LENGTH, session } from './accounts-constants';

describe('accounts constants', () => {
  it('has the accounts spec section 9 values', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(session).toMatchObject({
      lookupTimeoutMs: 3000,
      checkIntervalMs: 30_000,
      refreshWindowMs: 600_000,
      activityWindowMs: 300_000,
      forcedSignOutMs: 120_000,
      maxRefreshAttempts: 3,
    });
  });
});
