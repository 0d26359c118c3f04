import { allTexts, badTexts } from '../texts.test-util';
import { integrationsTexts } from './integrations-texts';

describe('integrationsTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(integrationsTexts, 'integrationsTexts');
    expect(texts.length).toBeGreaterThan(30);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the accounts spec word for word', () => {
    expect(integrationsTexts.integrations.connected('Instagram')).toBe('Instagram Connected');
    expect(integrationsTexts.integrations.connectionFailed('TikTok')).toBe('TikTok Connection Failed');
    expect(integrationsTexts.integrations.refreshingAll).toEqual({
      title: 'Refreshing All Accounts',
      description: 'This may take a few moments...',
    });
    expect(integrationsTexts.integrations.disconnecting).toBe('Disconnecting...');
    expect(integrationsTexts.sync.complete('Shopify')).toEqual({
      title: 'Sync Complete',
      description: 'Successfully synced Shopify',
    });
    expect(integrationsTexts.sync.notSupported('pinterest')).toBe('Sync not supported for pinterest');
  });
});
