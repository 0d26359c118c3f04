import { platformPerformanceResultSchema } from './health';
import {
  platformHasData,
  platformPerformance,
  platformPerformanceLabelOf,
  shopPerformance,
  type PlatformPerformanceInput,
} from './platform-performance';

// Parts as shares of their maximum: followers 1 % per 100 (100 % at 10,000), engagement 1 % per 10
// (100 % at 1,000), growth 10 % per percent (100 % at 10 %), sales 1 % per 100 (100 % at 10,000).
const empty: PlatformPerformanceInput = {
  followers: 0,
  engagement: 0,
  followerGrowth: null,
  engagementRate: 0,
  hasData: true,
};
const scoreOf = (input: Partial<PlatformPerformanceInput>) => platformPerformance({ ...empty, ...input }).score;
const adviceOf = (input: Partial<PlatformPerformanceInput>) => platformPerformance({ ...empty, ...input }).advice;

const advice = {
  excellent: (rate: string) => `Excellent engagement at ${rate}%: keep posting the formats your audience responds to.`,
  good: (rate: string) => `Good engagement at ${rate}%: try more short videos and questions to push it further.`,
  low: (rate: string) =>
    `Low engagement at ${rate}%: reply to comments, ask questions and test short videos to start conversations.`,
  growth: (growth: string) =>
    `Follower growth is only ${growth}%: post more consistently and collaborate with other creators.`,
  orderValue: (value: string) =>
    `Average order value is ${value}: offer bundles or free shipping above a minimum to raise it.`,
  conversion: (rate: string) =>
    `Conversion rate is ${rate}%: simplify checkout and add reviews to product pages to convert more visitors.`,
};

describe('platformPerformanceLabelOf', () => {
  it.each([
    [0, 'Poor'],
    [39, 'Poor'],
    [39.9, 'Poor'],
    [40, 'Fair'],
    [59, 'Fair'],
    [59.9, 'Fair'],
    [60, 'Good'],
    [79, 'Good'],
    [79.9, 'Good'],
    [80, 'Excellent'],
    [100, 'Excellent'],
  ])('%p is %p', (score, label) => {
    expect(platformPerformanceLabelOf(score)).toBe(label);
  });
});

describe('platformPerformance score', () => {
  it('is 0 (Poor, no advice) without data, whatever the inputs', () => {
    const result = platformPerformance({
      followers: 50000,
      engagement: 5000,
      followerGrowth: 20,
      sales: 50000,
      engagementRate: 8,
      hasData: false,
    });
    expect(result).toEqual({ score: 0, label: 'Poor', advice: [] });
    expect(platformPerformanceResultSchema.parse(result)).toEqual(result);
  });

  it('is 25 with data but no contributing part', () => {
    const result = platformPerformance(empty);
    expect(result.score).toBe(25);
    expect(result.label).toBe('Poor');
    expect(platformPerformanceResultSchema.parse(result)).toEqual(result);
    // zero sales, a negative growth and negative counts do not contribute either
    expect(scoreOf({ sales: 0, followerGrowth: -4, followers: -10, engagement: Number.NaN })).toBe(25);
  });

  it('averages the contributing parts as shares of their maximum', () => {
    // followers 5000 -> 20/40 = 50 %; engagement 1000 -> 30/30 = 100 %; average 75
    expect(platformPerformance({ ...empty, followers: 5000, engagement: 1000 })).toMatchObject({
      score: 75,
      label: 'Good',
    });
    // + growth 5 % -> 15/30 = 50 %; + sales 2000 -> 10/50 = 20 %; (50 + 100 + 50 + 20) / 4 = 55
    expect(
      platformPerformance({ ...empty, followers: 5000, engagement: 1000, followerGrowth: 5, sales: 2000 }),
    ).toMatchObject({ score: 55, label: 'Fair' });
    // a single part: its share alone
    expect(scoreOf({ engagement: 250 })).toBe(25);
    expect(scoreOf({ followerGrowth: 2 })).toBe(20);
    expect(scoreOf({ sales: 3000 })).toBe(30);
  });

  it('leaves out a part whose input is 0 or unknown instead of averaging it as 0', () => {
    // only followers contribute: 10000 -> 100 %
    expect(scoreOf({ followers: 10000, engagement: 0, followerGrowth: null, sales: 0 })).toBe(100);
    expect(scoreOf({ followers: 10000, followerGrowth: -3 })).toBe(100);
  });

  it('caps each part at its maximum', () => {
    expect(scoreOf({ followers: 1_000_000 })).toBe(100);
    expect(scoreOf({ engagement: 80_000 })).toBe(100);
    expect(scoreOf({ followerGrowth: 10 })).toBe(100);
    expect(scoreOf({ followerGrowth: 55 })).toBe(100);
    expect(scoreOf({ sales: 10000 })).toBe(100);
    expect(scoreOf({ followers: 20000, engagement: 2000, followerGrowth: 12, sales: 90000 })).toBe(100);
  });

  it('rounds to one decimal', () => {
    // followers 3333 -> 33.33 %; engagement 1000 -> 100 %; average 66.665
    expect(scoreOf({ followers: 3333, engagement: 1000 })).toBe(66.7);
  });

  it.each([
    [3900, 39, 'Poor'],
    [3990, 39.9, 'Poor'],
    [4000, 40, 'Fair'],
    [5900, 59, 'Fair'],
    [6000, 60, 'Good'],
    [7900, 79, 'Good'],
    [8000, 80, 'Excellent'],
  ])('label edge: %p followers alone score %p (%s)', (followers, score, label) => {
    expect(platformPerformance({ ...empty, followers })).toMatchObject({ score, label });
  });
});

describe('platformPerformance advice', () => {
  it.each([
    [5, advice.excellent('5')],
    [3.01, advice.excellent('3.01')],
    [3, advice.good('3')],
    [1.01, advice.good('1.01')],
    [1, advice.low('1')],
    [0.25, advice.low('0.25')],
    [0, advice.low('0')],
  ])('engagement rate %p %%: %s', (engagementRate, text) => {
    expect(adviceOf({ engagementRate })).toEqual([text]);
  });

  it('flags a known growth below 1 %', () => {
    expect(adviceOf({ engagementRate: 2, followerGrowth: 0.99 })).toEqual([advice.good('2'), advice.growth('0.99')]);
    expect(adviceOf({ engagementRate: 2, followerGrowth: 0 })).toEqual([advice.good('2'), advice.growth('0')]);
    expect(adviceOf({ engagementRate: 2, followerGrowth: -2.5 })).toEqual([advice.good('2'), advice.growth('-2.5')]);
    expect(adviceOf({ engagementRate: 2, followerGrowth: 1 })).toEqual([advice.good('2')]);
    expect(adviceOf({ engagementRate: 2, followerGrowth: null })).toEqual([advice.good('2')]);
  });

  it('advises on an average order value below 50, when given', () => {
    expect(adviceOf({ engagementRate: 2, averageOrderValue: 49.99 })).toEqual([
      advice.good('2'),
      advice.orderValue('$49.99'),
    ]);
    expect(adviceOf({ engagementRate: 2, averageOrderValue: 49.6 })).toEqual([
      advice.good('2'),
      advice.orderValue('$49.60'),
    ]);
    expect(adviceOf({ engagementRate: 2, averageOrderValue: 42 })).toEqual([
      advice.good('2'),
      advice.orderValue('$42'),
    ]);
    expect(adviceOf({ engagementRate: 2, averageOrderValue: 50 })).toEqual([advice.good('2')]);
    // 0 means no orders, not a small basket
    expect(adviceOf({ engagementRate: 2, averageOrderValue: 0 })).toEqual([advice.good('2')]);
    expect(adviceOf({ engagementRate: 2 })).toEqual([advice.good('2')]);
  });

  it('advises on a conversion rate below 2 %, when known', () => {
    expect(adviceOf({ engagementRate: 2, conversionRate: 1.99 })).toEqual([
      advice.good('2'),
      advice.conversion('1.99'),
    ]);
    expect(adviceOf({ engagementRate: 2, conversionRate: 0 })).toEqual([advice.good('2'), advice.conversion('0')]);
    expect(adviceOf({ engagementRate: 2, conversionRate: 2 })).toEqual([advice.good('2')]);
    expect(adviceOf({ engagementRate: 2, conversionRate: null })).toEqual([advice.good('2')]);
    expect(adviceOf({ engagementRate: 2 })).toEqual([advice.good('2')]);
  });

  it('gives no engagement advice when the rate is null (a platform without followers)', () => {
    expect(adviceOf({ engagementRate: null, followerGrowth: 0.5 })).toEqual([advice.growth('0.5')]);
  });

  it('gives every triggered advice in order, with the score', () => {
    const result = platformPerformance({
      followers: 2500,
      engagement: 100,
      followerGrowth: 0.5,
      sales: 1500,
      averageOrderValue: 35,
      conversionRate: 1.2,
      engagementRate: 0.8,
      hasData: true,
    });
    // (25 + 10 + 5 + 15) / 4 = 13.75
    expect(result).toEqual({
      score: 13.8,
      label: 'Poor',
      advice: [advice.low('0.8'), advice.growth('0.5'), advice.orderValue('$35'), advice.conversion('1.2')],
    });
  });
});

describe('platformHasData', () => {
  it('is true when followers, sales, engagement or views is above 0 (entities: hasData)', () => {
    expect(platformHasData({})).toBe(false);
    expect(platformHasData({ followers: 0, sales: 0, engagement: 0, views: 0 })).toBe(false);
    expect(platformHasData({ followers: 1 })).toBe(true);
    expect(platformHasData({ sales: 0.5 })).toBe(true);
    expect(platformHasData({ engagement: 2 })).toBe(true);
    expect(platformHasData({ views: 3 })).toBe(true);
    expect(platformHasData({ sales: Number.NaN, views: -1 })).toBe(false);
  });
});

describe('shopPerformance', () => {
  const unknown =
    'Your conversion rate is not measured yet: connect Google Analytics so your shop visits can be set against your orders.';

  it('scores the sales part only: 50 points at 10,000 is 100 %', () => {
    // 2,500 / 10,000 × 50 = 12.5 of 50 = 25 %; 10,000 and more: 100 %.
    expect(shopPerformance({ sales: 2500, averageOrderValue: 60, conversionRate: 3 })).toEqual({
      score: 25,
      label: 'Poor',
      advice: [],
    });
    expect(shopPerformance({ sales: 8000, averageOrderValue: 60, conversionRate: 3 }).score).toBe(80);
    expect(shopPerformance({ sales: 25000, averageOrderValue: 60, conversionRate: 3 })).toMatchObject({
      score: 100,
      label: 'Excellent',
    });
  });

  it('advises on an order value under 50 and a conversion under 2 %, no engagement advice', () => {
    expect(shopPerformance({ sales: 4000, averageOrderValue: 49.5, conversionRate: 1.99 }).advice).toEqual([
      advice.orderValue('$49.50'),
      advice.conversion('1.99'),
    ]);
    expect(shopPerformance({ sales: 4000, averageOrderValue: 50, conversionRate: 2 }).advice).toEqual([]);
  });

  it('says the conversion is not measured when there are no sessions, instead of a rate', () => {
    expect(shopPerformance({ sales: 4000, averageOrderValue: 80, conversionRate: null }).advice).toEqual([unknown]);
  });

  it('has no data and no advice without sales', () => {
    expect(shopPerformance({ sales: 0, averageOrderValue: 0, conversionRate: null })).toEqual({
      score: 0,
      label: 'Poor',
      advice: [],
    });
  });
});
