// Whether a model's answer quotes only figures its tool results gave: the rule of docs/product.md,
// "The assistant's figures". A figure written is supported when a number of the results, rounded to
// the precision it is written with, is that figure (percent and fraction alike); a small count that
// is plainly not a figure (the 7 of "the last 7 days", "top 3", "2nd", a day of a month) needs no
// support. Everything else must be found, so a figure the model made up is caught.

/** A number as written in a text. */
export interface WrittenFigure {
  /** As written, for the reasoning ("$98,765.43"). */
  text: string;
  /** Its value with the magnitude applied ("1.2k" is 1200), without sign. */
  value: number;
  /** Half the unit of its last written digit, magnitude applied: how far rounding may have moved it. */
  tolerance: number;
  kind: 'number' | 'percent' | 'time';
  /** Whether it is plainly not a figure: a small count, a position, a part of a date. */
  exempt: boolean;
}

interface KnownFigure {
  value: number;
  /** Written as a percent in a text of the results ("3.4%"). */
  percent: boolean;
}

/** How much of the text around a number its context is read from: "November 21, " and "-day" fit. */
const CONTEXT_CHARS = 24;

/** The largest count that can be plainly not a figure: the days of a month. */
const SMALL_COUNT = 31;

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
const TIME =
  /(?<![\p{L}\p{N}.,:])(\d{1,2})(?::(\d{2}))?\s?([ap])(?:m|\.m\.)(?![\p{L}])|(?<![\p{L}\p{N}.,:])(\d{1,2}):(\d{2})(?![\d:])/giu;
/**
 * A number: currency sign, digits with thousands commas, decimals, then a percent sign, a magnitude
 * (k, M, bn, B; m after a currency sign; or the word), an ordinal ending or the "x" of a ratio.
 */
const NUMBER =
  /(?<![\p{L}\p{N}_.,:])([$€£¥]\s?)?[-−]?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:(\s?%|\s?percent\b)|(k|K|M|m|bn|B)(?![\p{L}\p{N}])|\s(thousand|million|billion)\b|(st|nd|rd|th)(?![\p{L}\p{N}])|x(?![\p{L}\p{N}]))?/gu;

/** Powers of ten of the magnitudes, so "4.1M" is read as 4.1e6 exactly, without a float product. */
const MAGNITUDES: Record<string, number> = {
  k: 3,
  K: 3,
  thousand: 3,
  M: 6,
  m: 6,
  million: 6,
  bn: 9,
  B: 9,
  billion: 9,
};

/** Words right before a small count that make it a count of the question's frame, not a figure. */
const COUNT_BEFORE = new RegExp(`(?:\\b(?:top|first|last|next|past|step|every)|\\b(?:${MONTHS})\\.?)\\s*$`, 'i');
/** Words right after a small count that make it a span of time or a date. */
const COUNT_AFTER = new RegExp(`^(?:\\s*-?\\s*(?:days?|weeks?|months?|hours?|years?)\\b|\\s+(?:${MONTHS})\\b)`, 'i');
/** A year right after a month ("November 2026", "Nov 20, 2026"). */
const YEAR_BEFORE = new RegExp(`\\b(?:${MONTHS})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?,?)?\\s*$`, 'i');

/** Masks what is never a figure (ISO dates) so its digits are not read as numbers. */
const masked = (text: string) => text.replace(ISO_DATE, (date) => ' '.repeat(date.length));

/** Every figure written in a text, dates left out; times of day as their hour (0-23). */
export function figuresIn(text: string): WrittenFigure[] {
  let rest = masked(text);
  const figures: WrittenFigure[] = [];
  rest = rest.replace(TIME, (match: string, hour12?: string, _minute?: string, half?: string, hour24?: string) => {
    const hour = hour12 !== undefined ? (Number(hour12) % 12) + (half?.toLowerCase() === 'p' ? 12 : 0) : Number(hour24);
    figures.push({ text: match, value: hour, tolerance: 0, kind: 'time', exempt: false });
    return ' '.repeat(match.length);
  });
  for (const match of rest.matchAll(NUMBER)) {
    const [written, currency, whole = '', decimals, percent, suffix, word, ordinal] = match;
    const power = suffix === 'm' && !currency ? 0 : (MAGNITUDES[suffix ?? word ?? ''] ?? 0);
    const value = Number(`${whole.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}e${power}`);
    if (!Number.isFinite(value)) continue;
    const tolerance = Number(`5e${power - (decimals?.length ?? 0) - 1}`);
    const plain = !currency && !percent && !decimals && power === 0;
    // The words around it, a few of them: a long text is read in one pass, never once per number.
    const before = rest.slice(Math.max(0, match.index - CONTEXT_CHARS), match.index);
    const after = rest.slice(match.index + written.length, match.index + written.length + CONTEXT_CHARS);
    const small = plain && value <= SMALL_COUNT;
    const lineStart = match.index <= CONTEXT_CHARS ? /(?:^|\n)\s*$/.test(before) : /\n\s*$/.test(before);
    const listMarker = small && lineStart && /^[.)]\s/.test(after);
    const year = plain && value >= 1900 && value <= 2100 && YEAR_BEFORE.test(before);
    const exempt =
      year || (small && (ordinal !== undefined || listMarker || COUNT_BEFORE.test(before) || COUNT_AFTER.test(after)));
    figures.push({ text: written.trim(), value, tolerance, kind: percent ? 'percent' : 'number', exempt });
  }
  return figures;
}

/** Every number the tool results hold: the numbers themselves, numeric keys, and those written in their texts. */
function knownFiguresOf(value: unknown, into: KnownFigure[] = [], depth = 0): KnownFigure[] {
  if (depth > 32) return into;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) into.push({ value: Math.abs(value), percent: false });
  } else if (typeof value === 'string') {
    for (const figure of figuresIn(value)) into.push({ value: figure.value, percent: figure.kind === 'percent' });
    // A date's year, month and day may be quoted on their own ("in 2026").
    for (const date of value.match(ISO_DATE) ?? [])
      for (const part of date.slice(0, 10).split('-')) into.push({ value: Number(part), percent: false });
  } else if (Array.isArray(value)) {
    for (const item of value) knownFiguresOf(item, into, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (/^\d+(?:\.\d+)?$/.test(key)) into.push({ value: Number(key), percent: false });
      knownFiguresOf(item, into, depth + 1);
    }
  }
  return into;
}

/** The values a known number may be written as: itself; as a percent, also the fraction times 100. */
function readingsOf(figure: WrittenFigure, known: KnownFigure): number[] {
  if (figure.kind === 'time') return [known.value];
  if (figure.kind === 'percent') return known.percent ? [known.value] : [known.value, known.value * 100];
  return known.percent ? [known.value, known.value / 100] : [known.value];
}

function supported(figure: WrittenFigure, known: readonly KnownFigure[]): boolean {
  // A float's last bit must not turn a rounding that is exactly half a unit into a miss.
  const slack = figure.tolerance + Math.max(1e-9, figure.value * 1e-12);
  return known.some((item) =>
    readingsOf(figure, item).some((reading) =>
      figure.kind === 'time' ? reading === figure.value : Math.abs(reading - figure.value) <= slack,
    ),
  );
}

/** The figures of `text` that no number of `results` supports (empty: the answer may be shown). */
export function unsupportedFigures(text: string, results: unknown): WrittenFigure[] {
  const known = knownFiguresOf(results);
  return figuresIn(text).filter((figure) => !figure.exempt && !supported(figure, known));
}
