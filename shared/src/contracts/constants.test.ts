import {
  APP_VERSION,
  avatarStoragePath,
  businessTypeIds,
  HEX_COLOR_PATTERN,
  industryOptions,
  layout,
  MIN_PASSWORD_LENGTH,
  platformKeys,
  platforms,
  RECOMMENDED_PLATFORM_ORDER,
  realtime,
  session,
} from './constants';

describe('spec constants', () => {
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
    expect(layout).toMatchObject({
      mobileBreakpointPx: 768,
      sidebarCollapsedPx: 80,
      sidebarSettingsPx: 280,
      lazyPageNoticeMs: 10_000,
    });
    expect(APP_VERSION).toBe('1.2.161');
  });

  it('lists the 18 industries with the two labels the spec gives', () => {
    expect(industryOptions).toHaveLength(18);
    expect(industryOptions[0]).toEqual({ value: 'ecommerce', label: 'General E-commerce' });
    expect(industryOptions.find((option) => option.value === 'business')?.label).toBe('B2B Services');
    expect(new Set(industryOptions.map((option) => option.value)).size).toBe(18);
  });

  it('describes every platform and recommends shopify, instagram, google-analytics first', () => {
    for (const key of platformKeys) expect(platforms[key].label).not.toBe('');
    expect(platforms.shopify).toMatchObject({ label: 'Shopify', type: 'ecommerce', category: 'E-commerce' });
    expect(platforms['google-analytics'].category).toBe('Analytics');
    expect(RECOMMENDED_PLATFORM_ORDER).toEqual(['shopify', 'instagram', 'google-analytics']);
  });

  it('has the onboarding business types and the real-time limits', () => {
    expect(businessTypeIds).toEqual(['ecommerce', 'service', 'creator', 'company', 'agency']);
    expect(realtime).toMatchObject({ maxSubscriptions: 50, maxReconnectAttempts: 5, pollingIntervalMs: 30_000 });
  });

  it('checks hex colours and builds the avatar path', () => {
    expect(HEX_COLOR_PATTERN.test('#0066CC')).toBe(true);
    expect(HEX_COLOR_PATTERN.test('#06C')).toBe(false);
    expect(avatarStoragePath('u1', 'webp')).toBe('public/u1/avatar.webp');
  });
});
