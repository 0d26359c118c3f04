import type { AnswerQuality } from '@scp/shared/contracts/assistant/answer-quality';
import { processAnswer } from './assistant-fixtures.test-helper';
import { hasPassed, qualityBand, readableTextOn, summarise, type TestOutcome } from './test-outcome';

const quality = (overall: number, flags: string[] = []): AnswerQuality => ({
  relevance: overall,
  specificity: overall,
  actionability: overall,
  dataUsage: overall,
  questionMarks: 0,
  overall,
  flags,
});

const answered = (overall: number, flags: string[] = [], status: 'success' | 'needs_data' | 'error' = 'success') =>
  ({
    kind: 'answered',
    response: processAnswer({ status }),
    quality: quality(overall, flags),
    durationMs: 10,
  }) satisfies TestOutcome;

describe('test outcomes', () => {
  it('passes an answer with figures or asking for data and no flags; not an error, a flag or a failure', () => {
    expect(hasPassed(answered(90))).toBe(true);
    expect(hasPassed(answered(70, [], 'needs_data'))).toBe(true);
    expect(hasPassed(answered(90, [], 'error'))).toBe(false);
    expect(hasPassed(answered(90, ['Low relevance']))).toBe(false);
    expect(hasPassed({ kind: 'failed', reason: 'Failed to fetch', durationMs: 5 })).toBe(false);
    expect(hasPassed({ kind: 'running' })).toBe(false);
  });

  it('sums up finished tests: running ones are not counted, failed ones have no score', () => {
    expect(
      summarise([
        answered(90),
        answered(40, ['Too many questions', 'Low data usage']),
        { kind: 'failed', reason: 'Failed to fetch', durationMs: 5 },
        { kind: 'running' },
        answered(71, [], 'needs_data'),
      ]),
    ).toEqual({ testsRun: 4, passed: 2, flagged: 1, averageOverall: 67 });
    expect(summarise([{ kind: 'running' }])).toEqual({ testsRun: 0, passed: 0, flagged: 0, averageOverall: null });
  });

  it('colours an overall score at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(qualityBand)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('puts the better contrasting of black and white on a band colour', () => {
    expect(readableTextOn('#faad14')).toBe('#000000');
    expect(readableTextOn('#237804')).toBe('#ffffff');
    expect(readableTextOn('#1668dc')).toBe('#ffffff');
    expect(readableTextOn('#ff7875')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('rgb(1, 2, 3)')).toBe('#000000');
  });
});
