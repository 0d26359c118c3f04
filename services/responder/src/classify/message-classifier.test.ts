import {
  responder,
  responderInquiryTypes,
  responderSentiments,
} from '@scp/shared/contracts/responder/responder-constants';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import { labelledMessages, unseenMessages, testShop, type LabelledMessage } from './labelled-messages.test.data';
import { createMessageClassifier, maxAnalysedCharacters, type Classification } from './message-classifier';
import { escalationPriority, messageActivityPriority, priorityLevelOf } from './priority-rules';

const classifier = createMessageClassifier();
const classify = (text: string, productNames: readonly string[] = testShop.productNames): Classification =>
  classifier.classify(text, { productNames });

function accuracyOf(set: readonly LabelledMessage[]) {
  const results = set.map((m) => ({ message: m, got: classify(m.text) }));
  const typeRight = results.filter((r) => r.got.inquiryType === r.message.inquiryType).length;
  const sentimentRight = results.filter((r) => r.got.sentiment === r.message.sentiment).length;
  const misses = results
    .filter((r) => r.got.inquiryType !== r.message.inquiryType || r.got.sentiment !== r.message.sentiment)
    .map(
      (r) =>
        `  ${JSON.stringify(r.message.text.slice(0, 70))}: expected ${r.message.inquiryType}/${r.message.sentiment}, ` +
        `got ${r.got.inquiryType}/${r.got.sentiment} (${r.got.confidence})`,
    );
  return { total: set.length, typeRight, sentimentRight, misses };
}

const percent = (right: number, total: number) => `${right}/${total} (${((100 * right) / total).toFixed(1)} %)`;

describe('message classifier: accuracy on labelled messages', () => {
  it('covers every inquiry type and sentiment several times in at least 60 messages', () => {
    expect(labelledMessages.length).toBeGreaterThanOrEqual(60);
    for (const type of responderInquiryTypes) {
      expect(labelledMessages.filter((m) => m.inquiryType === type).length).toBeGreaterThanOrEqual(5);
    }
    for (const sentiment of responderSentiments) {
      expect(labelledMessages.filter((m) => m.sentiment === sentiment).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('classifies the labelled set: inquiry type ≥ 85 %, sentiment ≥ 80 %', () => {
    const { total, typeRight, sentimentRight, misses } = accuracyOf(labelledMessages);
    console.log(
      [
        `labelled set: inquiry type accuracy ${percent(typeRight, total)}`,
        `labelled set: sentiment accuracy ${percent(sentimentRight, total)}`,
        ...(misses.length > 0 ? ['misclassified:', ...misses] : []),
      ].join('\n'),
    );
    expect(typeRight / total).toBeGreaterThanOrEqual(0.85);
    expect(sentimentRight / total).toBeGreaterThanOrEqual(0.8);
  });

  it('classifies messages written after the tuning well above chance', () => {
    const { total, typeRight, sentimentRight, misses } = accuracyOf(unseenMessages);
    console.log(
      [
        `unseen set: inquiry type accuracy ${percent(typeRight, total)}`,
        `unseen set: sentiment accuracy ${percent(sentimentRight, total)}`,
        ...(misses.length > 0 ? ['misclassified:', ...misses] : []),
      ].join('\n'),
    );
    // Eight types and four sentiments: chance is 12.5 % and 25 %. A floor, not a target.
    expect(typeRight / total).toBeGreaterThanOrEqual(0.6);
    expect(sentimentRight / total).toBeGreaterThanOrEqual(0.6);
  });

  it('explains its decisions', () => {
    const result = classify('WHERE IS MY ORDER #2231?!!! This is a SCAM!!!');
    expect(result.reasons.join('\n')).toMatch(/order number #2231/);
    expect(result.reasons.join('\n')).toMatch(/sentiment critical: 'scam'/);
  });
});

describe('message classifier: sentiment beyond wink', () => {
  it.each([
    ['This is terrible, my order never arrived and I am angry', 'negative'],
    ['great, my order is late AGAIN', 'negative'],
    ['I am not happy with my candles', 'negative'],
    ['The cake was not bad at all, thank you so much!', 'positive'],
    ['I will file a chargeback if I do not get a refund', 'critical'],
    ['THIS IS RIDICULOUS, WHERE IS MY ORDER!!!', 'critical'],
    ['Your wax melts are amazing 😍', 'positive'],
  ] as const)('%s → %s', (text, sentiment) => {
    expect(classify(text).sentiment).toBe(sentiment);
  });
});

describe('message classifier: product names', () => {
  it('finds the shop’s products whatever the case or number', () => {
    expect(classify('do you still have LAVENDER DREAM?').productMentions).toEqual(['Lavender Dream']);
    expect(classify('Two sourdough loaves and 6 cinnamon rolls for Saturday please').productMentions).toEqual([
      'Sourdough Loaf',
      'Cinnamon Roll',
    ]);
    expect(classify('are the gluten free brownies nut free?').productMentions).toEqual(['Gluten-Free Brownie']);
    expect(classify('Loving my new linen shirts and the denim jacket').productMentions).toEqual([
      'Linen Shirt',
      'Denim Jacket',
    ]);
  });

  it('finds only whole names of the shop passed in', () => {
    expect(classify('I love lavender fields').productMentions).toEqual([]);
    expect(classify('Is the Lavender Dream back?', ['Rose Garden']).productMentions).toEqual([]);
    expect(classify('Is the Rose Garden candle back?', ['Rose Garden']).productMentions).toEqual(['Rose Garden']);
    expect(classify('anything', []).productMentions).toEqual([]);
  });

  it('makes a question naming a product a product question', () => {
    const result = classify('Is the Cedar Wick any good?');
    expect(result.inquiryType).toBe('product_question');
    expect(result.reasons.join('\n')).toMatch(/product Cedar Wick in a question/);
  });
});

describe('message classifier: order numbers', () => {
  it.each([
    ['Where is order #1001?', ['#1001']],
    ['order 1001 has not arrived', ['#1001']],
    ['my order number is 55678, also #1002', ['#55678', '#1002']],
    ['Order no. 4402 and order#4403', ['#4402', '#4403']],
    ['I would like to order 100 cupcakes', []],
    ['It has been 14 days since I ordered', []],
    ['we are the #1 fan of your shop', []],
  ] as const)('%s → %j', (text, expected) => {
    expect(classify(text).orderNumbers).toEqual(expected);
  });
});

describe('priority rules (business constants, issue 15)', () => {
  it.each([
    // type, sentiment, confidence, priority, level, due, escalate
    ['complaint', 'critical', 0.9, 10, 'critical', 1 * HOUR, true],
    ['order_status', 'critical', 0.9, 9, 'critical', 1 * HOUR, true],
    ['complaint', 'negative', 0.9, 7, 'high', 4 * HOUR, true],
    ['order_status', 'negative', 0.9, 6, 'high', 4 * HOUR, true],
    ['returns', 'negative', 0.9, 6, 'high', 4 * HOUR, true],
    ['complaint', 'neutral', 0.9, 6, 'high', 4 * HOUR, true],
    ['order_status', 'neutral', 0.9, 5, 'medium', 24 * HOUR, false],
    ['returns', 'neutral', 0.9, 5, 'medium', 24 * HOUR, true],
    ['product_question', 'positive', 0.9, 4, 'medium', 24 * HOUR, false],
    ['shipping', 'neutral', 0.9, 4, 'medium', 24 * HOUR, false],
    ['shipping', 'neutral', 0.4, 6, 'high', 4 * HOUR, true],
    ['other', 'neutral', 0.9, 3, 'low', 72 * HOUR, false],
    ['collaboration', 'positive', 0.9, 2, 'low', 72 * HOUR, true],
    ['spam', 'neutral', 0.9, 1, 'low', 72 * HOUR, false],
    ['spam', 'critical', 0.1, 1, 'low', 72 * HOUR, false],
  ] as const)(
    '%s + %s (confidence %s) → %s, %s, due %s ms, escalate %s',
    (type, sentiment, confidence, priority, level, due, escalate) => {
      const decision = escalationPriority({ inquiryType: type, sentiment, confidence, hasWords: true });
      expect(decision).toMatchObject({ priority, priorityLevel: level, dueInMs: due, escalate });
    },
  );

  it('does not escalate a message without words unless it is upset', () => {
    expect(
      escalationPriority({ inquiryType: 'other', sentiment: 'positive', confidence: 0.15, hasWords: false }),
    ).toMatchObject({
      priority: 1,
      escalate: false,
    });
    expect(
      escalationPriority({ inquiryType: 'other', sentiment: 'negative', confidence: 0.15, hasWords: false }),
    ).toMatchObject({
      priority: 6,
      escalate: true,
    });
  });

  it('keeps the numeric bands and due times of the contracts', () => {
    expect([10, 8, 7, 6, 5, 4, 3, 1].map(priorityLevelOf)).toEqual([
      'critical',
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
    expect(responder.escalationDueMs).toEqual({ critical: HOUR, high: 4 * HOUR, medium: 24 * HOUR, low: 72 * HOUR });
  });

  it('gives activity entries the spec’s message priority', () => {
    expect(messageActivityPriority({ sentiment: 'negative', confidence: 0.9, escalated: false })).toBe('critical');
    expect(messageActivityPriority({ sentiment: 'critical', confidence: 0.9, escalated: false })).toBe('critical');
    expect(messageActivityPriority({ sentiment: 'neutral', confidence: 0.4, escalated: false })).toBe('high');
    expect(messageActivityPriority({ sentiment: 'positive', confidence: 0.9, escalated: true })).toBe('high');
    expect(messageActivityPriority({ sentiment: 'neutral', confidence: 0.9, escalated: false })).toBe('medium');
  });

  it('applies to classified messages end to end', () => {
    const angry = classify('My order #1001 never arrived. I am filing a chargeback.');
    expect(angry).toMatchObject({ sentiment: 'critical', priority: 9, priorityLevel: 'critical', dueInMs: HOUR });
    expect(angry.priority).toBeGreaterThanOrEqual(responder.criticalToastMinPriority);
    const spam = classify('Get 10K REAL followers now!!! www.boost-followers.biz');
    expect(spam).toMatchObject({ inquiryType: 'spam', priority: 1, escalate: false });
    expect(classify('We would love to collaborate, I am an influencer with 20k followers')).toMatchObject({
      inquiryType: 'collaboration',
      priorityLevel: 'low',
    });
  });
});

describe('message classifier: confidence', () => {
  it('is high only when the cues are clear', () => {
    for (const text of [
      'Where is my order #1001? It has not arrived yet, can you send me the tracking number?',
      'Do you ship to Canada? How much is the shipping fee?',
      'Hi! I am an influencer with 30k followers, would you be interested in a collaboration?',
    ]) {
      expect(classify(text).confidence).toBeGreaterThanOrEqual(0.75);
    }
  });

  it.each(['', '   ', '😂', '❤️❤️❤️', 'hi', 'ok', '??', 'hmm'])('is low for %j, typed other', (text) => {
    const result = classify(text);
    expect(result.inquiryType).toBe('other');
    expect(result.confidence).toBeLessThan(0.5);
  });

  it('is 0 for an empty message, which is never escalated', () => {
    expect(classify('')).toMatchObject({ confidence: 0, priority: 1, escalate: false, sentiment: 'neutral' });
  });

  it('drops when two types compete', () => {
    const clear = classify('Can I return the wrap dress? How does your return policy work?');
    const mixed = classify('Can I return the dress, and do you ship to Canada?');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });

  it('is a number between 0 and 1 with two decimals for every labelled message', () => {
    for (const { text } of labelledMessages) {
      const { confidence, priority } = classify(text);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
      expect(Math.round(confidence * 100) / 100).toBe(confidence);
      expect(Number.isInteger(priority) && priority >= 1 && priority <= 10).toBe(true);
    }
  });
});

describe('message classifier: odd input', () => {
  it('classifies a 10,000-character message without throwing', () => {
    const text = 'Where is my order #1001? It still has not arrived and I am upset. '.repeat(160).slice(0, 10_000);
    expect(text).toHaveLength(10_000);
    const result = classify(text);
    expect(result).toMatchObject({ inquiryType: 'order_status', orderNumbers: ['#1001'] });
    expect(result.sentiment).toMatch(/negative|critical/);
  });

  it('reads only the first part of a message beyond the limit', () => {
    const result = classify(`Do you ship to Canada? ${'la '.repeat(maxAnalysedCharacters)}`);
    expect(result.inquiryType).toBe('shipping');
    expect(result.reasons[0]).toMatch(/first 10000 characters/);
  });

  it('copes with emoji, symbols, other scripts and a non-string', () => {
    expect(() => classify('🎂🎂🎂 $$$ ### ¿¿¿ 你好 مرحبا')).not.toThrow();
    expect(classify(undefined as unknown as string)).toMatchObject({ inquiryType: 'other', confidence: 0 });
  });

  it('lets a customer’s own post link through but counts other links as spam', () => {
    expect(classify('Do you still have the dress from this post? https://www.instagram.com/p/Cx12/').inquiryType).toBe(
      'product_question',
    );
    expect(classify('Check this out http://free-prizes.win').inquiryType).toBe('spam');
  });
});
