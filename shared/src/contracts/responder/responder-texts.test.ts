import { allTexts, badTexts } from '../texts.test-util';
import {
  responderActivityStatuses,
  responderInquiryTypes,
  responderPriorities,
  responderSentiments,
} from './responder-constants';
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
    expect(responderTexts.responder.responseRequired).toEqual({
      title: 'Response Required',
      description: 'Please enter a response message',
    });
    expect(responderTexts.responder.sendViaFailed('facebook')).toBe('Failed to send message via facebook');
    expect(Object.values(responderTexts.responder.empty)).toEqual([
      'No activity yet',
      'No tasks',
      'No messages',
      'No AI responses',
      'Inbox empty',
    ]);
  });

  it('words the screens’ own labels, counts and countdowns', () => {
    const screens = responderTexts.screens;
    expect(screens.tabWithCount('Tasks', 3)).toBe('Tasks (3)');
    expect([screens.pendingBadge(2), screens.criticalBadge(1)]).toEqual(['2 pending', '1 critical']);
    expect(screens.dueIn(screens.hoursMinutes(3, 20))).toBe('Due in 3h 20m');
    expect(screens.overdueBy(screens.minutes(5))).toBe('Overdue by 5m');
    expect(screens.daysHours(2, 4)).toBe('2d 4h');
    expect(screens.details.confidence(82)).toBe('82% confidence');
  });

  it('names every inquiry type, sentiment, priority and activity status', () => {
    expect(Object.keys(responderTexts.screens.inquiryTypes)).toEqual([...responderInquiryTypes]);
    expect(Object.keys(responderTexts.screens.sentiments)).toEqual([...responderSentiments]);
    expect(Object.keys(responderTexts.screens.priority)).toEqual([...responderPriorities]);
    expect(Object.keys(responderTexts.screens.status)).toEqual([...responderActivityStatuses]);
  });
});
