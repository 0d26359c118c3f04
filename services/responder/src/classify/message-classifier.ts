/**
 * The auto-responder's message classifier (issue 15): inquiry type, sentiment, confidence, priority,
 * the shop's products mentioned and order numbers, with the reasons for each.
 *
 * How it reads a message:
 * - wink-nlp with its English lite model tokenises it, normalises tokens ("didn't" → "did not"),
 *   lemmatises them ("loaves" → "loaf"), marks negation and scores sentiment.
 * - Our cue lexicons (classifier-lexicons.ts) are matched on those tokens and lemmas. wink's sentiment
 *   alone misreads angry texts ("my order never arrived and I am angry" scores +0.03), so it is one
 *   input among the lexicons', the shouting (capitals, "!!!"), the intensifiers and the sarcasm rule.
 * - wink marks a whole clause after a negator as negated; a cue counts as negated only when wink marks
 *   it and a negator stands at most three tokens before it, so "never arrived and I am angry" keeps
 *   "angry" angry while "not happy" turns negative.
 * - The priority comes from priority-rules.ts (business constants).
 *
 * Confidence is that of the inquiry type: it grows with the weight of the winning type's cues and with
 * its lead over the runner-up, is damped for very short messages and for a sentiment near a boundary,
 * and stays low (and the type "other") when nothing clear was found.
 */
import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
// A CommonJS module (`module.exports = model`) whose types declare a default export: swc's CommonJS
// interop hands the module object over as that default, in Jest and in the built service alike.
import model from 'wink-eng-lite-web-model';
import {
  responderInquiryTypes,
  type ResponderInquiryType,
  type ResponderPriority,
  type ResponderSentiment,
} from '@scp/shared/contracts/responder/responder-constants';
import {
  capitalisedAcronyms,
  criticalCues,
  inquiryCues,
  intensifiers,
  negativeCues,
  negators,
  positiveCues,
  sarcasmMarkers,
  trustedLinkHosts,
  typoFixes,
  type CueTable,
} from './classifier-lexicons';
import { escalationPriority } from './priority-rules';

export interface Classification {
  inquiryType: ResponderInquiryType;
  sentiment: ResponderSentiment;
  /** 0-1, two decimals: how sure the inquiry type is. */
  confidence: number;
  /** 1-10 (business constants: bands: 8 or more critical). */
  priority: number;
  priorityLevel: ResponderPriority;
  dueInMs: number;
  /** Whether the owner should see it as a task; spam never. */
  escalate: boolean;
  /** The shop's product names found, as the shop spells them, in order of first mention. */
  productMentions: string[];
  /** Order numbers found, as '#1001'. */
  orderNumbers: string[];
  /** Which cues matched and why each decision was taken. */
  reasons: string[];
}

export interface ShopCatalogue {
  productNames: readonly string[];
}

export interface MessageClassifier {
  classify(text: string, shop: ShopCatalogue): Classification;
}

/** Longer messages are read up to here (a DM is at most 1,000 characters on Instagram, 2,000 on Facebook). */
export const maxAnalysedCharacters = 10_000;

type CueTarget = ResponderInquiryType | 'positive' | 'negative' | 'critical';

interface Cue {
  phrase: string;
  weight: number;
  target: CueTarget;
  normals: readonly string[];
  lemmas: readonly string[];
  /** "=word": match the normalised tokens only. */
  exactOnly: boolean;
}

interface Token {
  value: string;
  normal: string;
  lemma: string;
  type: string;
  winkNegated: boolean;
}

interface CueMatch {
  cue: Cue;
  negated: boolean;
}

interface SentimentReading {
  sentiment: ResponderSentiment;
  reasons: string[];
  /** The combined score lies within 0.25 of a boundary. */
  nearBoundary: boolean;
}

/** A message opening with one of these asks something, question mark or not. */
const questionOpeners: ReadonlySet<string> = new Set([
  'do',
  'does',
  'did',
  'is',
  'are',
  'can',
  'could',
  'would',
  'will',
  'what',
  'how',
  'when',
  'where',
  'which',
  'who',
  'why',
  'any',
]);

/** Sentiment thresholds on the combined score (lexicons + wink), measured on the labelled set. */
const positiveFrom = 1.5;
const negativeFrom = -1.5;
/** The weight of a criticalCues match that makes a message critical. */
const criticalFrom = 3;
/** Negative score (after intensity) and shouting intensity that together make a message critical. */
const shoutedNegativeFrom = 3.5;
const shoutedIntensityFrom = 2;
/** The winning type needs at least this much cue weight; below it the message is "other". */
const minTypeScore = 1.5;
/** Tie-breaking order: the type that needs the owner most wins a tie. */
const typePrecedence: readonly ResponderInquiryType[] = [
  'complaint',
  'returns',
  'order_status',
  'shipping',
  'product_question',
  'collaboration',
  'spam',
  'other',
];

let sharedNlp: WinkMethods | undefined;

/** The model takes ~0.25 s to load: one instance per process. */
function loadNlp(): WinkMethods {
  sharedNlp ??= winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos']);
  return sharedNlp;
}

/** One wink pass: every token's value, normal form, lemma, type and negation, and the text's sentiment. */
function tokensOf(nlp: WinkMethods, text: string): { tokens: Token[]; sentiment: number } {
  const doc = nlp.readDoc(text);
  const its = nlp.its;
  const all = doc.tokens();
  const values = all.out() as string[];
  const normals = all.out(its.normal) as string[];
  // wink-nlp 2.4.0's types give its.lemma a signature `out` does not accept; it works at run time.
  const lemmas = all.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const types = all.out(its.type) as string[];
  const negations = all.out(its.negationFlag) as unknown as boolean[];
  const tokens: Token[] = [];
  values.forEach((value, i) => {
    const type = types[i] ?? 'word';
    let normal = (normals[i] ?? value).toLowerCase();
    // Variation selectors after emoji (❤️) and hyphens ("gluten-free" = "gluten free") carry no meaning.
    if (type === 'unk' || normal === '-') return;
    let lemma = (lemmas[i] ?? normal).toLowerCase();
    const fix = typoFixes.get(normal);
    if (fix) [normal, lemma] = fix;
    tokens.push({ value, normal, lemma, type, winkNegated: negations[i] === true });
  });
  return { tokens, sentiment: Number(doc.out(its.sentiment)) || 0 };
}

/** Phrases that read the same once lemmatised ("how much is" / "how much are") count as one cue. */
function compileCues(nlp: WinkMethods, table: CueTable, target: CueTarget): Cue[] {
  const byKey = new Map<string, Cue>();
  for (const [weight, phrases] of Object.entries(table)) {
    for (const raw of phrases) {
      const exactOnly = raw.startsWith('=');
      const phrase = exactOnly ? raw.slice(1) : raw;
      const { tokens } = tokensOf(nlp, phrase);
      const cue: Cue = {
        phrase,
        weight: Number(weight),
        target,
        normals: tokens.map((t) => t.normal),
        lemmas: tokens.map((t) => t.lemma),
        exactOnly,
      };
      const key = exactOnly ? `=${cue.normals.join(' ')}` : cue.lemmas.join(' ');
      const known = byKey.get(key);
      if (!known || known.weight < cue.weight) byKey.set(key, cue);
    }
  }
  return [...byKey.values()];
}

/** Cues indexed by their first normalised token and first lemma, so matching is one lookup per token. */
class CueIndex {
  private readonly byFirst = new Map<string, Cue[]>();
  private readonly maxLength: number;

  constructor(cues: readonly Cue[]) {
    this.maxLength = Math.max(1, ...cues.map((c) => c.normals.length));
    for (const cue of cues) {
      const keys = new Set([cue.normals[0], cue.exactOnly ? undefined : cue.lemmas[0]]);
      for (const key of keys) {
        if (key === undefined) continue;
        const list = this.byFirst.get(key) ?? [];
        list.push(cue);
        this.byFirst.set(key, list);
      }
    }
  }

  /**
   * Every cue found, once each, with whether its first occurrence is negated. An occurrence inside a
   * longer one is dropped: "in exchange for" is no "exchange", "got my order" no "my order".
   */
  match(tokens: readonly Token[]): CueMatch[] {
    const occurrences: { cue: Cue; start: number; end: number }[] = [];
    tokens.forEach((token, i) => {
      const candidates = new Set([...(this.byFirst.get(token.normal) ?? []), ...(this.byFirst.get(token.lemma) ?? [])]);
      for (const cue of candidates) {
        if (matchesAt(tokens, i, cue)) occurrences.push({ cue, start: i, end: i + cue.normals.length });
      }
    });
    // Occurrences come in order of start; one inside another starts at most maxLength tokens later.
    const found = new Map<Cue, boolean>();
    let from = 0;
    for (const o of occurrences) {
      while ((occurrences[from]?.start ?? o.start) < o.start - this.maxLength) from++;
      let inside = false;
      for (let k = from; k < occurrences.length && (occurrences[k]?.start ?? Infinity) <= o.start; k++) {
        const other = occurrences[k];
        if (other && o.end <= other.end && other.end - other.start > o.end - o.start) inside = true;
      }
      if (!inside && !found.has(o.cue)) found.set(o.cue, isNegated(tokens, o.start));
    }
    return [...found].map(([cue, negated]) => ({ cue, negated }));
  }
}

function matchesAt(tokens: readonly Token[], start: number, cue: Cue): boolean {
  if (start + cue.normals.length > tokens.length) return false;
  const byNormal = cue.normals.every((n, k) => tokens[start + k]?.normal === n);
  if (byNormal || cue.exactOnly) return byNormal;
  return cue.lemmas.every((l, k) => tokens[start + k]?.lemma === l);
}

/** wink's flag, limited to a negator at most three tokens before within the same clause. */
function isNegated(tokens: readonly Token[], i: number): boolean {
  if (!tokens[i]?.winkNegated) return false;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const before = tokens[k];
    if (!before || before.type === 'punctuation') return false;
    if (negators.has(before.normal)) return true;
  }
  return false;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const fmt = (n: number) => (n >= 0 ? `+${round2(n)}` : `${round2(n)}`);

const orderNumberPatterns: readonly RegExp[] = [
  // "#1001", "order #1001", "order#1001"
  /(?:^|[^\w&])#\s?(\d{3,10})\b/g,
  // "order 1001", "order no. 1001", "order number is 1001" — but not "to order 100 cupcakes"
  /(?<!\b(?:to|i|we|you|can|could|will|would|'d|want|wanna|please)\s)\border(?:\s+(?:no\.?|nr\.?|num\.?|number|id|is|:))*\s*[:#]?\s*(\d{3,10})\b/gi,
];

function findOrderNumbers(text: string): string[] {
  const found: { at: number; number: string }[] = [];
  for (const pattern of orderNumberPatterns) {
    for (const match of text.matchAll(pattern)) {
      if (match[1]) found.push({ at: match.index ?? 0, number: `#${match[1]}` });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.number))];
}

const linkPattern =
  /\b(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|biz|info|win|xyz|shop|co|io|ly|me|site|online|top|click)\b(?:\/[^\s]*)?/gi;

function findLinks(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((m) => m[0]);
}

function isTrustedLink(link: string): boolean {
  const host = link
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split('/')[0]
    ?.toLowerCase();
  return host !== undefined && trustedLinkHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

interface ProductMatcher {
  name: string;
  normals: readonly string[];
  lemmas: readonly string[];
}

export function createMessageClassifier(): MessageClassifier {
  const nlp = loadNlp();
  const typeIndex = new CueIndex(responderInquiryTypes.flatMap((type) => compileCues(nlp, inquiryCues[type], type)));
  const sentimentIndex = new CueIndex([
    ...compileCues(nlp, positiveCues, 'positive'),
    ...compileCues(nlp, negativeCues, 'negative'),
    ...compileCues(nlp, criticalCues, 'critical'),
  ]);
  const intensifierSet = new Set(intensifiers);
  const sarcasmSet = new Set(sarcasmMarkers.map((w) => tokensOf(nlp, w).tokens[0]?.normal ?? w));
  // Product names are read through wink once each; a shop's catalogue changes rarely. Bounded, so a
  // long-running service does not grow without end.
  const productCache = new Map<string, ProductMatcher>();

  function productMatcher(name: string): ProductMatcher {
    let matcher = productCache.get(name);
    if (!matcher) {
      const { tokens } = tokensOf(nlp, name);
      const words = tokens.filter((t) => t.type !== 'punctuation');
      matcher = { name, normals: words.map((t) => t.normal), lemmas: words.map((t) => t.lemma) };
      if (productCache.size >= 5000) productCache.clear();
      productCache.set(name, matcher);
    }
    return matcher;
  }

  function findProducts(words: readonly Token[], productNames: readonly string[]): string[] {
    const found: { at: number; name: string }[] = [];
    for (const name of new Set(productNames)) {
      const p = productMatcher(name);
      if (p.normals.length === 0) continue;
      for (let i = 0; i + p.normals.length <= words.length; i++) {
        const hit = p.normals.every(
          (n, k) => words[i + k]?.normal === n || words[i + k]?.lemma === p.lemmas[k] || words[i + k]?.lemma === n,
        );
        if (hit) {
          found.push({ at: i, name });
          break;
        }
      }
    }
    return found.sort((a, b) => a.at - b.at).map((f) => f.name);
  }

  /** The last word of each product name ("candle" of "Vanilla Bean Candle"): the shop's kinds of product. */
  function findProductKinds(words: readonly Token[], productNames: readonly string[]): string[] {
    const kinds = new Set(
      productNames.map((name) => productMatcher(name).lemmas.at(-1)).filter((k) => k !== undefined),
    );
    return [...new Set(words.filter((w) => kinds.has(w.lemma) || kinds.has(w.normal)).map((w) => w.lemma))];
  }

  function readSentiment(tokens: readonly Token[], text: string, winkSentiment: number): SentimentReading {
    let positive = 0;
    let negative = 0;
    let critical = 0;
    const positiveWhy: string[] = [];
    const negativeWhy: string[] = [];
    const criticalWhy: string[] = [];
    const sarcasmCandidates: string[] = [];
    for (const { cue, negated } of sentimentIndex.match(tokens)) {
      if (cue.target === 'critical') {
        if (negated) continue;
        critical += cue.weight;
        criticalWhy.push(`'${cue.phrase}'`);
      } else if (cue.target === 'positive') {
        if (cue.weight === 0) continue;
        if (negated) {
          negative += Math.max(2, cue.weight);
          negativeWhy.push(`negated '${cue.phrase}'`);
        } else {
          positive += cue.weight;
          positiveWhy.push(`'${cue.phrase}'`);
          if (cue.normals.length === 1 && sarcasmSet.has(cue.normals[0] ?? '')) sarcasmCandidates.push(cue.phrase);
        }
      } else if (negated) {
        positive += 0.5;
        positiveWhy.push(`negated '${cue.phrase}'`);
      } else {
        negative += cue.weight;
        negativeWhy.push(`'${cue.phrase}'`);
      }
    }
    if (negative >= 2 && tokens.some((t) => t.normal === 'wow' || t.value === '👏')) sarcasmCandidates.push('wow');
    // Impatience: "??" with nothing pleasant said.
    if (/\?{2,}/.test(text) && positive === 0) {
      negative += 1;
      negativeWhy.push("'??'");
    }

    // Shouting: words in capitals (acronyms aside), runs of "!!" or "?!", intensifiers.
    const capsWords = tokens.filter((t) => {
      const letters = t.value.replace(/[^\p{L}]/gu, '');
      return (
        t.type === 'word' &&
        letters.length >= 3 &&
        letters === letters.toUpperCase() &&
        letters !== letters.toLowerCase() &&
        !capitalisedAcronyms.has(letters)
      );
    }).length;
    const exclaimRuns = (text.match(/!{2,}|[!?]*\?!+|[!?]*!\?+/g) ?? []).length;
    const intensifierCount = tokens.filter((t) => intensifierSet.has(t.normal)).length;
    const intensity = Math.min(
      3,
      (capsWords >= 3 ? 2 : capsWords >= 1 ? 1 : 0) + Math.min(2, exclaimRuns) + Math.min(1, intensifierCount * 0.5),
    );

    // A problem next to "great" or "thanks" reads as sarcasm (or politeness): the problem wins.
    const pleasant = positive > 0 && sarcasmCandidates.length === 0;
    if (negative >= 2 && positive > 0) {
      if (sarcasmCandidates.length > 0) {
        negative += 1;
        negativeWhy.push(`sarcasm ('${sarcasmCandidates[0]}' next to a problem)`);
      }
      positiveWhy.push('(discounted next to a problem)');
      positive = 0;
    }
    const negativeScore = negative * (1 + 0.25 * intensity);
    const combined = positive - negativeScore + winkSentiment;

    let sentiment: ResponderSentiment;
    let why: string;
    if (critical >= criticalFrom) {
      sentiment = 'critical';
      why = `sentiment critical: ${criticalWhy.join(', ')}`;
    } else if (!pleasant && negativeScore >= shoutedNegativeFrom && intensity >= shoutedIntensityFrom) {
      sentiment = 'critical';
      why = `sentiment critical: shouted anger (${negativeWhy.join(', ')})`;
    } else if (combined <= negativeFrom) {
      sentiment = 'negative';
      why = `sentiment negative: ${negativeWhy.join(', ') || 'wink'}`;
    } else if (combined >= positiveFrom) {
      sentiment = 'positive';
      why = `sentiment positive: ${positiveWhy.join(', ') || 'wink'}`;
    } else {
      sentiment = 'neutral';
      why = 'sentiment neutral';
    }
    const intensityParts = [
      capsWords > 0 ? `${capsWords} word(s) in capitals` : '',
      exclaimRuns > 0 ? `${exclaimRuns} run(s) of '!!'` : '',
      intensifierCount > 0 ? `${intensifierCount} intensifier(s)` : '',
    ].filter(Boolean);
    const score =
      `sentiment score ${fmt(combined)} (cues ${fmt(positive - negativeScore)}, wink ${fmt(winkSentiment)}` +
      `${intensityParts.length > 0 ? `, intensity ${intensity}: ${intensityParts.join(', ')}` : ''})`;
    const nearBoundary = Math.min(Math.abs(combined - positiveFrom), Math.abs(combined - negativeFrom)) < 0.25;
    return { sentiment, reasons: [why, score], nearBoundary };
  }

  function classify(text: string, shop: ShopCatalogue): Classification {
    const reasons: string[] = [];
    const raw = typeof text === 'string' ? text : '';
    const analysed = raw.length > maxAnalysedCharacters ? raw.slice(0, maxAnalysedCharacters) : raw;
    if (analysed !== raw) reasons.push(`long message: the first ${maxAnalysedCharacters} characters were read`);
    const trimmed = analysed.trim();

    const { tokens, sentiment: winkSentiment } = trimmed ? tokensOf(nlp, trimmed) : { tokens: [], sentiment: 0 };
    const words = tokens.filter((t) => t.type === 'word' && /\p{L}/u.test(t.value));
    const hasWords = words.length > 0;
    const isQuestion = trimmed.includes('?') || questionOpeners.has(words[0]?.normal ?? '');
    const orderNumbers = findOrderNumbers(trimmed);
    const productWords = tokens.filter((t) => t.type !== 'punctuation');
    const productMentions = findProducts(productWords, shop.productNames);
    const reading = readSentiment(tokens, trimmed, winkSentiment);

    // ---- Inquiry type
    const typeScores = new Map<ResponderInquiryType, number>(responderInquiryTypes.map((t) => [t, 0]));
    const typeCues = new Map<ResponderInquiryType, string[]>(responderInquiryTypes.map((t) => [t, []]));
    const addType = (type: ResponderInquiryType, weight: number, why: string) => {
      typeScores.set(type, (typeScores.get(type) ?? 0) + weight);
      typeCues.get(type)?.push(`${why} (${fmt(weight)})`);
    };
    for (const { cue, negated } of typeIndex.match(tokens)) {
      // "not broken" is no complaint; the other types' cues hold negated or not ("haven't received").
      if (negated && cue.target === 'complaint') continue;
      addType(cue.target as ResponderInquiryType, cue.weight, `'${cue.phrase}'`);
    }
    if (orderNumbers.length > 0) addType('order_status', 2.5, `order number ${orderNumbers.join(', ')}`);
    if (productMentions.length > 0) {
      const weight = isQuestion ? 2 : 1;
      addType('product_question', weight, `product ${productMentions.join(', ')}${isQuestion ? ' in a question' : ''}`);
    } else {
      const kinds = findProductKinds(productWords, shop.productNames);
      if (kinds.length > 0)
        addType('product_question', isQuestion ? 1.5 : 0.5, `the shop's kind of product '${kinds[0]}'`);
    }
    const links = findLinks(trimmed).filter((l) => !isTrustedLink(l));
    if (links.length > 0) addType('spam', 2.5, `link ${links[0]}`);
    // A threat or a safety issue is a complaint unless the message is clearly about something else.
    if (reading.sentiment === 'critical') addType('complaint', 2, 'critical sentiment');
    else if (reading.sentiment === 'negative') addType('complaint', 0.5, 'negative sentiment');

    const ranked = [...typeScores].sort(
      (a, b) => b[1] - a[1] || typePrecedence.indexOf(a[0]) - typePrecedence.indexOf(b[0]),
    );
    const [topType, topScore] = ranked[0] ?? ['other', 0];
    const secondScore = ranked[1]?.[1] ?? 0;
    const inquiryType: ResponderInquiryType = topScore >= minTypeScore ? topType : 'other';
    if (inquiryType === topType && topScore > 0) {
      reasons.push(`type ${inquiryType}: ${(typeCues.get(inquiryType) ?? []).join(', ')}`);
      const runnerUp = ranked[1];
      if (runnerUp && runnerUp[1] > 0) {
        reasons.push(`runner-up ${runnerUp[0]}: ${(typeCues.get(runnerUp[0]) ?? []).join(', ')}`);
      }
    } else {
      reasons.push(
        topScore > 0 ? `type other: only weak cues (${topType} ${round2(topScore)})` : 'type other: no cues',
      );
    }

    // ---- Sentiment: spam's promotional cheer is no customer's feeling, unless it threatens.
    let sentiment = reading.sentiment;
    if (inquiryType === 'spam' && sentiment !== 'critical') {
      sentiment = 'neutral';
      reasons.push('sentiment neutral: spam');
    } else {
      reasons.push(...reading.reasons);
    }

    // ---- Confidence
    let confidence: number;
    if (!trimmed) {
      confidence = 0;
    } else if (!hasWords) {
      confidence = 0.15;
    } else if (inquiryType === 'other' && topType !== 'other') {
      // Nothing clear enough: the longer the message, the likelier we missed something.
      confidence = words.length >= 4 ? 0.3 : 0.2;
    } else {
      const strength = 1 - Math.exp(-topScore / 2.5);
      const margin = topScore > 0 ? (topScore - secondScore) / topScore : 0;
      confidence = strength * (0.55 + 0.45 * margin);
      if (words.length < 3) confidence *= 0.75;
      if (reading.nearBoundary && sentiment !== 'critical' && inquiryType !== 'spam') confidence *= 0.9;
    }
    confidence = round2(Math.min(1, Math.max(0, confidence)));

    const decision = escalationPriority({ inquiryType, sentiment, confidence, hasWords });
    reasons.push(...decision.reasons);
    return {
      inquiryType,
      sentiment,
      confidence,
      priority: decision.priority,
      priorityLevel: decision.priorityLevel,
      dueInMs: decision.dueInMs,
      escalate: decision.escalate,
      productMentions,
      orderNumbers,
      reasons,
    };
  }

  return { classify };
}
