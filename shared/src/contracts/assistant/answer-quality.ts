import type { ProcessResponse } from './assistant-api';
import { assistant } from './assistant-constants';

/**
 * How good an answer is, on four scores of 0-100 (validation rules: quality flags), measured the same
 * way by the service (the user AI profile's average quality) and the AI workflow test suite.
 * Ours, since the spec names the flags and thresholds but not the measures:
 * - relevance: the question's content words found in the answer, and whether it answered at all;
 * - specificity: figures and dates the answer quotes;
 * - actionability: buttons and drafts the owner can act on;
 * - data usage: tool results, a chart and a date range behind the figures.
 */
export interface AnswerQuality {
  relevance: number;
  specificity: number;
  actionability: number;
  dataUsage: number;
  questionMarks: number;
  /** The mean of the four scores. */
  overall: number;
  flags: string[];
}

const STOP_WORDS = new Set(
  'about above after again also because been before being below between both could does doing down during each from further have having here into itself just more most much only other over same should some such than that their them then there these they this those through under until very what when where which while will with would your yours give tell show please make shop'.split(
    ' ',
  ),
);

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Content words: four letters or more, not a stop word, compared on their first five letters. */
function stems(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP_WORDS.has(word)))].map(
    (word) => word.slice(0, 5),
  );
}

export function answerQuality(query: string, answer: ProcessResponse): AnswerQuality {
  const text = answer.response;
  const answerStems = new Set(stems(text));
  const asked = stems(query);
  const found = asked.filter((stem) => answerStems.has(stem)).length;
  const answered = answer.status === 'error' ? 0 : 40;
  const relevance = clamp(answered + (asked.length > 0 ? (60 * found) / asked.length : answered ? 60 : 0));
  const figures = (text.match(/\d[\d,.]*%?/g) ?? []).length;
  const specificity = clamp(figures * 15 + (answer.metadata.date_range ? 10 : 0));
  const buttons = answer.actions.length + answer.suggested_actions.length;
  const actionability = clamp((buttons > 0 ? 40 + buttons * 15 : 0) + answer.content_posts.length * 30);
  const dataUsage = clamp(
    answer.metadata.tools_used.length * 30 + (answer.visual_data ? 30 : 0) + (answer.metadata.date_range ? 20 : 0),
  );
  const questionMarks = (text.match(/\?/g) ?? []).length;
  const limits = assistant.testSuite;
  const flags = [
    questionMarks > limits.maxQuestionMarks ? 'Too many questions' : null,
    relevance < limits.minRelevance ? 'Low relevance' : null,
    specificity < limits.minSpecificity ? 'Low specificity' : null,
    actionability < limits.minActionability ? 'Low actionability' : null,
    dataUsage < limits.minDataUsage ? 'Low data usage' : null,
  ].filter((flag): flag is string => flag !== null);
  return {
    relevance,
    specificity,
    actionability,
    dataUsage,
    questionMarks,
    overall: clamp((relevance + specificity + actionability + dataUsage) / 4),
    flags,
  };
}

/** The label of a 0-1 quality (assistant-constants qualityLabels). */
export function qualityLabelOf(quality: number): string {
  return (assistant.qualityLabels.find((band) => quality >= band.min) ?? assistant.qualityLabels[3]).label;
}
