import { allTexts, badTexts } from '../texts.test-util';
import { settingsTexts } from './settings-texts';

describe('settingsTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(settingsTexts, 'settingsTexts');
    expect(texts.length).toBeGreaterThan(55);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the accounts spec word for word', () => {
    expect(settingsTexts.voice.saved).toBe('Saved ✓');
    expect(settingsTexts.voice.newProfileName(3)).toBe('Voice Profile 3');
    expect(settingsTexts.profile.fileTooLarge).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 2MB.',
    });
  });
});
