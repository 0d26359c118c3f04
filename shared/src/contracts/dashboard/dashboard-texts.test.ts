import { allTexts, badTexts } from '../texts.test-util';
import { dashboardTexts } from './dashboard-texts';

describe('dashboardTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(dashboardTexts, 'dashboardTexts');
    expect(texts.length).toBeGreaterThan(40);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the dashboard spec word for word', () => {
    expect(dashboardTexts.dashboard.noAiInsights).toBe(
      'No AI insights available yet. Run analytics sync to generate insights.',
    );
    expect(dashboardTexts.analytics.loadFailed).toEqual({
      title: 'Failed to load analytics',
      description: "We're having trouble loading your analytics data. Please try again.",
    });
    expect(dashboardTexts.analytics.serviceUnavailable(503)).toBe('Analytics service unavailable (503)');
    expect(dashboardTexts.goals.createFailed('timeout')).toBe('Failed to create goal: timeout');
  });
});
