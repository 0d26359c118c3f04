import { allTexts, badTexts } from '../texts.test-util';
import { onboardingTexts } from './onboarding-texts';

describe('onboardingTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(onboardingTexts, 'onboardingTexts');
    expect(texts.length).toBeGreaterThan(18);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the dashboard spec word for word', () => {
    expect(onboardingTexts.onboarding.skippedBrandVoice).toEqual({
      title: 'Skipped Brand Voice',
      description: 'You can set this up later in your settings.',
    });
  });
});
