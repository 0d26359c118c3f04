import { oauthCallback, platformKeys, platforms, RECOMMENDED_PLATFORM_ORDER } from './integrations-constants';

describe('integrations constants', () => {
  it('describes every platform and recommends shopify, instagram, google-analytics first', () => {
    for (const key of platformKeys) expect(platforms[key].label).not.toBe('');
    expect(platforms.shopify).toMatchObject({ label: 'Shopify', type: 'ecommerce', category: 'E-commerce' });
    expect(platforms['google-analytics'].category).toBe('Analytics');
    expect(RECOMMENDED_PLATFORM_ORDER).toEqual(['shopify', 'instagram', 'google-analytics']);
  });

  it('returns from an OAuth connection to the integrations tab by default', () => {
    expect(oauthCallback.defaultReturnTo).toBe('/settings/integrations');
  });
});
