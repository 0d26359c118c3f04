import { allTexts, badTexts } from '../texts.test-util';
import { navigationTexts } from './navigation-texts';

describe('navigationTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(navigationTexts, 'navigationTexts');
    expect(texts.length).toBeGreaterThan(15);
    expect(badTexts(texts)).toEqual([]);
  });

  it("copies the accounts spec's navigation and inbox actions word for word", () => {
    expect(navigationTexts.bottomTabs).toEqual({
      home: 'Home',
      studio: 'Studio',
      inspire: 'Inspire',
      analytics: 'Analytics',
    });
    expect(navigationTexts.drawer.signOut).toBe('Sign Out');
    expect(navigationTexts.inbox).toEqual({ loadMore: 'Load More', archive: 'Archive', viewDetails: 'View Details' });
  });
});
