import { allTexts, badTexts } from '../texts.test-util';
import { assistantTexts } from './assistant-texts';

describe('assistantTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(assistantTexts, 'assistantTexts');
    expect(texts.length).toBeGreaterThan(5);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the dashboard spec word for word', () => {
    expect(assistantTexts.assistant.errorResponse).toBe(
      'I apologize, but I encountered an error processing your request. Please try again.',
    );
  });
});
