import { APP_VERSION, layout, realtime } from './app-constants';

describe('app constants', () => {
  it('has the accounts spec section 9 values', () => {
    expect(layout).toMatchObject({
      mobileBreakpointPx: 768,
      sidebarCollapsedPx: 80,
      sidebarSettingsPx: 280,
      lazyPageNoticeMs: 10_000,
    });
    expect(APP_VERSION).toBe('1.2.161');
  });

  it('has the real-time limits', () => {
    expect(realtime).toMatchObject({ maxSubscriptions: 50, maxReconnectAttempts: 5, pollingIntervalMs: 30_000 });
  });
});
