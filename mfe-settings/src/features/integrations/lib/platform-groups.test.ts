import { groupPlatforms, platformMatches } from './platform-groups';

describe('groupPlatforms', () => {
  it('lists the recommended platforms first, then the rest by category, leaving empty groups out', () => {
    expect(groupPlatforms('')).toEqual([
      { title: 'Recommended', platforms: ['shopify', 'instagram', 'google-analytics'] },
      { title: 'Social Media', platforms: ['facebook', 'tiktok', 'linkedin', 'twitter', 'pinterest'] },
    ]);
  });

  it('keeps only the platforms the search matches, in their groups', () => {
    expect(groupPlatforms('pages')).toEqual([{ title: 'Social Media', platforms: ['facebook', 'linkedin'] }]);
    expect(groupPlatforms('nothing like this')).toEqual([]);
  });
});

describe('platformMatches', () => {
  it('matches the key, label, description and badge, ignoring case and surrounding spaces', () => {
    expect(platformMatches('google-analytics', 'GOOGLE-ANALYTICS')).toBe(true);
    expect(platformMatches('twitter', 'x/twitter')).toBe(true);
    expect(platformMatches('pinterest', 'Saves')).toBe(true);
    expect(platformMatches('google-analytics', ' ga4 ')).toBe(true);
    expect(platformMatches('shopify', 'instagram')).toBe(false);
    expect(platformMatches('shopify', '   ')).toBe(true);
  });
});
