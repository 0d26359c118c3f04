import { allTexts, badTexts } from '../texts.test-util';
import { studioTexts } from './studio-texts';

describe('studioTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(studioTexts, 'studioTexts');
    expect(texts.length).toBeGreaterThan(30);
    expect(badTexts(texts)).toEqual([]);
  });
});
