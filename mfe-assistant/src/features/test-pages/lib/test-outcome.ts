import type { AnswerQuality } from '@scp/shared/contracts/assistant/answer-quality';
import type { ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';

/** A test's state: sent and waiting, answered (whatever the answer's status), or no answer at all. */
export type TestOutcome =
  | { kind: 'running' }
  | { kind: 'answered'; response: ProcessResponse; quality: AnswerQuality; durationMs: number }
  | { kind: 'failed'; reason: string; durationMs: number };

export type FinishedOutcome = Exclude<TestOutcome, { kind: 'running' }>;

/** Passed: the assistant answered (with figures or asking for them) and no quality flag went up. */
export function hasPassed(outcome: TestOutcome): boolean {
  return outcome.kind === 'answered' && outcome.response.status !== 'error' && outcome.quality.flags.length === 0;
}

export interface SuiteSummary {
  testsRun: number;
  passed: number;
  flagged: number;
  /** Over the answered tests; null before any answer. */
  averageOverall: number | null;
}

export function summarise(outcomes: readonly TestOutcome[]): SuiteSummary {
  const finished = outcomes.filter((outcome): outcome is FinishedOutcome => outcome.kind !== 'running');
  const answered = finished.filter((outcome) => outcome.kind === 'answered');
  const total = answered.reduce((sum, outcome) => sum + outcome.quality.overall, 0);
  return {
    testsRun: finished.length,
    passed: finished.filter(hasPassed).length,
    flagged: answered.filter((outcome) => outcome.quality.flags.length > 0).length,
    averageOverall: answered.length > 0 ? Math.round(total / answered.length) : null,
  };
}

export type QualityBand = 'green' | 'blue' | 'orange' | 'red';

/** The colour of an overall score (0-100) by the suite's thresholds, best first. */
export function qualityBand(overall: number): QualityBand {
  const [green, blue, orange] = assistant.testSuite.colourThresholds;
  if (overall >= green) return 'green';
  if (overall >= blue) return 'blue';
  if (overall >= orange) return 'orange';
  return 'red';
}

function relativeLuminance(hex: string): number | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/**
 * Black or white text on a filled `background`, whichever contrasts more. The band colours are the
 * theme's status text colours, and antd's orange (light theme) and blue (dark) are under 4.5:1 as
 * text on the page; as a fill with the better of black and white on it, every one is 4.5:1 or more.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(background);
  if (luminance === null) return '#000000';
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
