import { figuresIn, unsupportedFigures } from './figure-check';

// The check of docs/product.md, "The assistant's figures", on hand-written answers and results.

const RESULTS = {
  currency: 'USD',
  kpis: { totalSales: 3150.4, orders: 41, averageOrderValue: 76.8390243902439, conversionRate: 0.034, roas: 6.7 },
  change: { revenue: -12.46 },
  followers: { instagram: 1820, tiktok: 12480 },
  engagementRate: 4.25,
  bestHour: 18,
  summary: 'Revenue fell 12% week over week; reach was 1.2k.',
  days: [{ date: '2026-11-20', revenue: 99 }],
};

const unsupported = (text: string) => unsupportedFigures(text, RESULTS).map((figure) => figure.text);

describe('reading the figures of a text', () => {
  it.each([
    ['$3,150.40', 3150.4, 0.005, 'number'],
    ['1,234,567', 1234567, 0.5, 'number'],
    ['1.2k', 1200, 50, 'number'],
    ['3K', 3000, 500, 'number'],
    ['$2.5m', 2_500_000, 50_000, 'number'],
    ['4.1M', 4_100_000, 50_000, 'number'],
    ['2 million', 2_000_000, 500_000, 'number'],
    ['3.4%', 3.4, 0.05, 'percent'],
    ['3.4 %', 3.4, 0.05, 'percent'],
    ['12 percent', 12, 0.5, 'percent'],
    ['6.7x', 6.7, 0.05, 'number'],
    ['6 pm', 18, 0, 'time'],
    ['12 a.m.', 0, 0, 'time'],
    ['18:00', 18, 0, 'time'],
  ])('%s', (text, value, tolerance, kind) => {
    expect(figuresIn(`It was ${text} then.`)).toEqual([
      { text: expect.any(String), value, tolerance: expect.closeTo(tolerance, 9), kind, exempt: false },
    ]);
  });

  it('leaves out dates, words with digits and the digits after a decimal point or comma', () => {
    expect(figuresIn('On 2026-11-20 and 2026-11-21T09:30:00Z, Q3 sales of mp4 videos rose.')).toEqual([]);
    expect(figuresIn('3.14 and 1,234').map((figure) => figure.value)).toEqual([3.14, 1234]);
  });

  it('a minutes "m" without a currency sign is not a million', () => {
    expect(figuresIn('in 30m').map((figure) => figure.value)).toEqual([30]);
  });
});

describe('an answer whose figures are in the results', () => {
  it.each([
    ['the exact value', 'Revenue was $3,150.40 from 41 orders.'],
    ['rounded to the whole', 'Revenue was $3,150 and the average order $77.'],
    ['rounded to one decimal', 'Revenue was $3,150.4; the average order $76.8.'],
    ['rounded to two decimals', 'The average order was $76.84.'],
    ['in thousands', 'Revenue was about $3.2k; TikTok has 12.5k followers, Instagram 1.8k.'],
    ['a fraction as a percent', 'Your conversion rate is 3.4 %.'],
    ['a fraction as a percent, rounded', 'Your conversion rate is 3%.'],
    ['a percent as written in a text of the results', 'Revenue fell 12% week over week.'],
    ['a percent as a fraction', 'Revenue fell by a factor of 0.12.'],
    ['a rate kept in percent', 'Engagement is 4.25% (4.3 % rounded).'],
    ['a negative change, its sign said in words', 'Revenue is down 12.46%, about 12.5 %.'],
    ['a ratio', 'ROAS is 6.7x.'],
    ['an hour', 'Post at 6 pm (18:00).'],
    ['a year of a date in the results', 'Your best day in 2026 brought $99.'],
    ['a number written in a text of the results', 'Reach was 1.2k, about 1,200 people.'],
  ])('%s', (_case, text) => {
    expect(unsupported(text)).toEqual([]);
  });

  it.each([
    ['a span of days', 'Over the last 7 days and the past 30-day period you earned $3,150.'],
    ['a top N', 'Your top 3 products sold 41 orders.'],
    ['an ordinal', 'It was your 2nd best week; the 21st was quiet.'],
    ['a day of a month and its year', 'On November 21, 2025 and 3 Dec you sold nothing.'],
    ['a list', '1. Revenue: $3,150\n2. Orders: 41'],
  ])('a small count that is plainly not a figure: %s', (_case, text) => {
    expect(unsupported(text)).toEqual([]);
  });
});

describe('an answer with a figure the results do not hold', () => {
  it.each([
    ['an invented amount', 'Revenue was $98,765.43.', ['$98,765.43']],
    ['a rounding too far (3,150.4 is not 3,200)', 'Revenue was $3,200.', ['$3,200']],
    ['past half a unit (76.839 is 76.84, not 76.83)', 'The average order was $76.83.', ['$76.83']],
    ['a thousands figure rounded wrong (1,820 is 1.8k, not 1.9k)', 'Instagram has 1.9k followers.', ['1.9k']],
    ['a percent that is neither the value nor the fraction', 'Conversion is 3.5%.', ['3.5%']],
    ['a small count that could be a figure', 'You had 9 orders.', ['9']],
    ['an ordinal past the days of a month', 'It was your 100th order.', ['100th']],
    ['an hour no result gave', 'Post at 9 am.', ['9 am']],
    ['a year no date gave', 'Best since 2019.', ['2019']],
    ['a magnitude the results never reach', 'Revenue was 3.15 million.', ['3.15 million']],
  ])('%s', (_case, text, figures) => {
    expect(unsupported(text)).toEqual(figures);
  });

  it('lists every figure not found, not only the first', () => {
    expect(unsupported('Revenue was $3,150.40 from 44 orders, 5.5% up on $2,999.')).toEqual(['44', '5.5%', '$2,999']);
  });
});
