import type { ProcessResponse } from './assistant-api';
import { answerQuality, qualityLabelOf } from './answer-quality';

const base: ProcessResponse = {
  response: '',
  session_id: 's',
  workflow_type: 'analytics',
  status: 'success',
  agent: 'analytics_agent',
  metadata: {
    model: 'm',
    mode: 'embedded',
    confidence: 1,
    reasoning: '',
    timestamp: '2026-11-25T00:00:00.000Z',
    intelligent_actions: false,
    tools_used: [],
    date_range: null,
  },
  actions: [],
  suggested_actions: [],
  visual_data: null,
  content_posts: [],
  a2a_capabilities: [],
};

describe('answerQuality', () => {
  it('scores an answer that quotes figures from a tool, with a chart, days and buttons, without flags', () => {
    const quality = answerQuality('How did my shop do last week?', {
      ...base,
      response: 'From 2026-11-19 to 2026-11-25 your shop made $4,200 from 28 orders, +12.5% on the week before.',
      metadata: { ...base.metadata, tools_used: ['get_executive_dashboard'], date_range: { start: 'a', end: 'b' } },
      visual_data: { type: 'bar', title: 't', range: null, unit: 'currency', points: [] },
      suggested_actions: [{ id: '1', type: 'follow_up', label: 'x', primary: false, handler: 'prompt', data: {} }],
    });
    expect(quality.flags).toEqual([]);
    expect(quality.dataUsage).toBe(80);
    expect(quality.specificity).toBeGreaterThanOrEqual(40);
    expect(quality.overall).toBeGreaterThan(60);
  });

  it('flags every weakness the spec names, with its thresholds', () => {
    const quality = answerQuality('What sold best in my shop?', {
      ...base,
      response: 'Could you say more? Which shop? Which period? Which products?',
    });
    expect(quality.questionMarks).toBe(4);
    expect(quality.flags).toEqual([
      'Too many questions',
      'Low relevance',
      'Low specificity',
      'Low actionability',
      'Low data usage',
    ]);
  });

  it('an error answer is not relevant', () => {
    expect(answerQuality('How am I doing?', { ...base, status: 'error', response: 'Sorry.' }).relevance).toBeLessThan(
      50,
    );
  });

  it('labels a 0-1 quality', () => {
    expect([0.85, 0.6, 0.45, 0.1].map(qualityLabelOf)).toEqual(['Excellent', 'Good', 'Fair', 'Needs Improvement']);
  });
});
