import { avatarStoragePath, businessTypeIds, HEX_COLOR_PATTERN, industryOptions } from './settings-constants';

describe('settings constants', () => {
  it('lists the 18 industries with the two labels the spec gives', () => {
    expect(industryOptions).toHaveLength(18);
    expect(industryOptions[0]).toEqual({ value: 'ecommerce', label: 'General E-commerce' });
    expect(industryOptions.find((option) => option.value === 'business')?.label).toBe('B2B Services');
    expect(new Set(industryOptions.map((option) => option.value)).size).toBe(18);
  });

  it('has the onboarding business types', () => {
    expect(businessTypeIds).toEqual(['ecommerce', 'service', 'creator', 'company', 'agency']);
  });

  it('checks hex colours and builds the avatar path', () => {
    expect(HEX_COLOR_PATTERN.test('#0066CC')).toBe(true);
    expect(HEX_COLOR_PATTERN.test('#06C')).toBe(false);
    expect(avatarStoragePath('u1', 'webp')).toBe('public/u1/avatar.webp');
  });
});
