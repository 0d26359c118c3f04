// The sandbox's stand-in for a language model, shared by both LLM protocols. It is not a model: it
// answers by fixed rules, the way a well-behaved tool-calling model does, so the assistant's tool
// loop (ask, call a tool, send the result back, get an answer) runs end to end in tests with
// answers a test can predict. It only ever calls tools it was offered, and its answers after a tool
// call hold no figure that is not in the tool results.

export interface ScriptedCall {
  name: string;
  args: Record<string, unknown>;
}

export interface ScriptedToolResult {
  name: string;
  result: unknown;
}

/** A conversation as both protocols reduce to it: one tool message per tool result. */
export type ScriptedMessage =
  | { role: 'user'; text: string }
  | { role: 'model'; text: string; calls: ScriptedCall[] }
  | ({ role: 'tool' } & ScriptedToolResult);

export type ScriptedReply = { kind: 'calls'; calls: ScriptedCall[] } | { kind: 'text'; text: string };

/** Figures quoted from tool results; past that the answer says there are more. */
export const MAX_QUOTED_FIGURES = 6;
const MAX_QUESTION_CHARS = 200;
const MAX_DEPTH = 32;

/** The answer to a conversation offering the tools named `tools` (the declared names). */
export function scriptedReply(messages: readonly ScriptedMessage[], tools: readonly string[]): ScriptedReply {
  const results = trailingToolResults(messages);
  if (results.length > 0) return { kind: 'text', text: answerFromResults(results) };
  const question = lastUserText(messages);
  const last = messages.at(-1);
  if (last?.role === 'user' && tools.length > 0) {
    const calls = pickToolCalls(question, tools);
    if (calls.length > 0) return { kind: 'calls', calls };
  }
  return { kind: 'text', text: noToolAnswer(question) };
}

/** The results of the last turn when it is tool results (several when the model called several tools). */
export function trailingToolResults(messages: readonly ScriptedMessage[]): ScriptedToolResult[] {
  const results: ScriptedToolResult[] = [];
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role !== 'tool') break;
    results.unshift({ name: message.name, result: message.result });
  }
  return results;
}

function lastUserText(messages: readonly ScriptedMessage[]): string {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role === 'user') return message.text;
  }
  return '';
}

/**
 * The tool calls the user's words ask for, among the declared tools only. A sales question reads
 * the dashboard (7 days when it says "week", else 30), a timing question the content predictions,
 * "weekly report" the report, a writing request the brand voice; with none of these the dashboard,
 * when it is offered.
 */
export function pickToolCalls(question: string, tools: readonly string[]): ScriptedCall[] {
  const text = question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
  const declared = new Set(tools);
  const calls: ScriptedCall[] = [];
  const offer = (name: string, args: Record<string, unknown>) => {
    if (declared.has(name) && !calls.some((call) => call.name === name)) calls.push({ name, args });
  };
  const dashboardArgs = { days: /\bweek/.test(text) ? 7 : 30 };

  if (/\b(revenue|sales|sold)\b|how am i doing|last week/.test(text)) offer('get_executive_dashboard', dashboardArgs);
  // "When to post" is about timing, not writing: it does not also ask for the brand voice.
  const timing = /best time|when to post|when should i post/.test(text);
  if (timing) offer('predict_content_performance', { content_type: 'image' });
  if (/weekly report/.test(text)) offer('generate_weekly_report', {});
  if (/\b(captions?|write|writing)\b/.test(text) || (!timing && /\bpost\b/.test(text))) offer('get_brand_voice', {});
  if (calls.length === 0) offer('get_executive_dashboard', dashboardArgs);
  return calls;
}

/** "Based on <tools>: <figure>: <value>; ..." quoting only numbers found in the results. */
export function answerFromResults(results: readonly ScriptedToolResult[]): string {
  const names = [...new Set(results.map((result) => result.name))];
  const figures = results.flatMap((result) => numericLeaves(result.result));
  const source = `Based on ${joinWords(names)}`;
  if (figures.length === 0) return `${source}: the results hold no figures to quote.`;
  const quoted = figures.slice(0, MAX_QUOTED_FIGURES).map((figure) => `${figure.label}: ${String(figure.value)}`);
  const more = figures.length > MAX_QUOTED_FIGURES ? '; and more figures in the results' : '';
  return `${source}: ${quoted.join('; ')}${more}.`;
}

export interface NumericLeaf {
  /** The path to the number in words: `summary.totalRevenue` is "summary total revenue". */
  label: string;
  value: number;
}

/**
 * Every finite number in a JSON value, depth first in the order given. Array positions are words
 * ("orders (first) total"), never digits: a digit in the answer would be a number the tool never said.
 */
export function numericLeaves(value: unknown): NumericLeaf[] {
  const leaves: NumericLeaf[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (typeof node === 'number') {
      if (Number.isFinite(node)) leaves.push({ label: path.join(' ') || 'result', value: node });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const head = path.slice(0, -1);
        const tail = path.at(-1);
        walk(item, [...head, `${tail ? `${tail} ` : ''}(${ordinal(index)})`], depth + 1);
      });
      return;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, words(key)], depth + 1);
    }
  };
  walk(value, [], 0);
  return leaves;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function ordinal(index: number): string {
  return ORDINALS[index] ?? 'later';
}

/** `totalRevenue`, `total_revenue` and `total-revenue` all read "total revenue". */
function words(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'the tools';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Without a tool that fits, it says so and quotes the question, so a test sees which one it read. */
export function noToolAnswer(question: string): string {
  const trimmed = question.trim().replace(/\s+/g, ' ');
  const quoted = trimmed.length > MAX_QUESTION_CHARS ? `${trimmed.slice(0, MAX_QUESTION_CHARS)}…` : trimmed;
  return `You asked: "${quoted}". I am the provider sandbox's scripted model: without a tool that fits, I have no figures to answer with, but I am glad to help once the data tools are offered.`;
}
