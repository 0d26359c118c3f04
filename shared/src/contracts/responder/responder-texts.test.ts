import { allTexts, badTexts } from '../texts.test-util';
import { responderTexts } from './responder-texts';

describe('responderTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(responderTexts, 'responderTexts');
    expect(texts.length).toBeGreaterThan(30);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the dashboard spec word for word', () => {
    expect(responderTexts.responder.todaysImpact).toBe("TODAY'S IMPACT");
    expect(responderTexts.responder.viewAllTasks(4)).toBe('View All 4 Tasks');
    expect(responderTexts.responder.allCaughtUp).toBe('All caught up!');
    expect(responderTexts.responder.sendFailed).toEqual({
      title: 'Send Failed',
      description: 'Failed to send response. Please try again.',
    });
  });
});
