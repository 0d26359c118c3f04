import { healthReadingSchema, quickHealthReadingSchema } from './health';
import { benchmarkPercentileOf, healthReading, pearson, quickReading, type HealthReadingInput } from './health-score';
import { healthStatusOf } from './dashboard-format';

// Hand rates of the weighted reading (business constants): followers 1 point per 800 (25 at 20,000),
// engagement 35 at 5.5 %, growth 4 points per percent (20 at 5 %), revenue 2 points per 1,000 sales
// (its 50-point cap at 10,000 is its full 20 %), diversification 1.5 per platform (5 at 4); the total
// is clamped at 100.
const zero: HealthReadingInput = {
  totalFollowers: 0,
  avgEngagementRate: 0,
  followerGrowth: 0,
  totalSales: 0,
  connectedPlatforms: 0,
};
const full: HealthReadingInput = {
  totalFollowers: 20000,
  avgEngagementRate: 5.5,
  followerGrowth: 5,
  totalSales: 10000,
  connectedPlatforms: 4,
};

const pointsOf = (input: HealthReadingInput) =>
  Object.fromEntries(healthReading(input).components.map((component) => [component.key, component.points]));

const actions = {
  followers: 'Post 3 times a week on your strongest platform to grow followers toward 20,000.',
  engagement: 'Reply to every comment and end each post with a question to lift engagement toward 5.5%.',
  growth: 'Run a collaboration or a giveaway with a creator in your niche to push follower growth toward 5%.',
  revenue: 'Tag your products in posts and stories to move sales toward $10,000.',
  diversification:
    'Connect another social platform to reach new audiences; 4 connected platforms earn the full points.',
};

describe('healthStatusOf', () => {
  it.each([
    [0, 'critical'],
    [49, 'critical'],
    [49.9, 'critical'],
    [50, 'warning'],
    [69, 'warning'],
    [69.9, 'warning'],
    [70, 'good'],
    [84, 'good'],
    [84.9, 'good'],
    [85, 'excellent'],
    [100, 'excellent'],
    [-5, 'critical'],
    [Number.NaN, 'critical'],
  ])('%p is %p', (score, status) => {
    expect(healthStatusOf(score)).toBe(status);
  });
});

describe('healthReading', () => {
  it('gives the best reading, 100, with every component at its maximum and no tips', () => {
    const reading = healthReading(full);
    expect(reading).toEqual({
      // 25 + 35 + 20 + 20 + 5 = 105, clamped to 100.
      score: 100,
      status: 'excellent',
      statusLabel: 'Excellent performance',
      components: [
        { key: 'followers', points: 25, maxPoints: 25, input: 20000, target: 20000, action: actions.followers },
        { key: 'engagement', points: 35, maxPoints: 35, input: 5.5, target: 5.5, action: actions.engagement },
        { key: 'growth', points: 20, maxPoints: 20, input: 5, target: 5, action: actions.growth },
        { key: 'revenue', points: 20, maxPoints: 20, input: 10000, target: 10000, action: actions.revenue },
        { key: 'diversification', points: 5, maxPoints: 5, input: 4, target: 4, action: actions.diversification },
      ],
      tips: [],
      // 100 × 0.9 + 10 = 100, clamped to 95.
      benchmarkPercentile: 95,
    });
    expect(healthReadingSchema.parse(reading)).toEqual(reading);
  });

  it('scores 0, critical, with nothing', () => {
    const reading = healthReading(zero);
    expect(reading.score).toBe(0);
    expect(reading.status).toBe('critical');
    expect(reading.statusLabel).toBe('Requires attention');
    expect(reading.benchmarkPercentile).toBe(10);
  });

  it.each([
    // followers 20000 (25) + growth 5 % (20) + sales (2 points per 1,000).
    [{ ...zero, totalFollowers: 20000, followerGrowth: 5, totalSales: 2000 }, 49, 'critical', 'Requires attention'],
    [{ ...zero, totalFollowers: 20000, followerGrowth: 5, totalSales: 2450 }, 49.9, 'critical', 'Requires attention'],
    [{ ...zero, totalFollowers: 20000, followerGrowth: 5, totalSales: 2500 }, 50, 'warning', 'Needs improvement'],
    // engagement 5.5 % (35) + growth 5 % (20) + followers (1 point per 800).
    [{ ...full, connectedPlatforms: 0, totalSales: 0, totalFollowers: 11200 }, 69, 'warning', 'Needs improvement'],
    [{ ...full, connectedPlatforms: 0, totalSales: 0, totalFollowers: 12000 }, 70, 'good', 'Good performance'],
    // engagement 5.5 % (35) + growth 5 % (20) + sales 10000 (20) + followers.
    [{ ...full, connectedPlatforms: 0, totalFollowers: 7200 }, 84, 'good', 'Good performance'],
    [{ ...full, connectedPlatforms: 0, totalFollowers: 7920 }, 84.9, 'good', 'Good performance'],
    [{ ...full, connectedPlatforms: 0, totalFollowers: 8000 }, 85, 'excellent', 'Excellent performance'],
    // 84.96 shows as 85.0: the status follows the shown score.
    [{ ...full, connectedPlatforms: 0, totalFollowers: 7968 }, 85, 'excellent', 'Excellent performance'],
    // Every part at its target but one platform: 25 + 35 + 20 + 20 + 1.5 = 101.5, clamped.
    [{ ...full, connectedPlatforms: 1 }, 100, 'excellent', 'Excellent performance'],
  ])('band edge: %o scores %p (%s)', (input, score, status, statusLabel) => {
    const reading = healthReading(input);
    expect(reading.score).toBe(score);
    expect(reading.status).toBe(status);
    expect(reading.statusLabel).toBe(statusLabel);
  });

  it('scores each component proportionally below its target', () => {
    const half: HealthReadingInput = {
      totalFollowers: 10000,
      avgEngagementRate: 2.75,
      followerGrowth: 1,
      totalSales: 2500,
      connectedPlatforms: 1,
    };
    expect(pointsOf(half)).toEqual({
      followers: 12.5,
      engagement: 17.5,
      growth: 4,
      revenue: 5,
      diversification: 1.5,
    });
    // 12.5 + 17.5 + 4 + 5 + 1.5 = 40.5
    expect(healthReading(half).score).toBe(40.5);
    expect(healthReading(half).status).toBe('critical');
  });

  it('caps each component at its maximum', () => {
    const reading = healthReading({
      totalFollowers: 1_000_000,
      avgEngagementRate: 40,
      followerGrowth: 300,
      totalSales: 5_000_000,
      connectedPlatforms: 12,
    });
    expect(Object.fromEntries(reading.components.map((component) => [component.key, component.points]))).toEqual({
      followers: 25,
      engagement: 35,
      growth: 20,
      revenue: 20,
      diversification: 5,
    });
    expect(reading.components.map((component) => component.input)).toEqual([1_000_000, 40, 300, 5_000_000, 12]);
    expect(reading.score).toBe(100);
  });

  it('uses the default growth estimate of 2.5 % when growth is unknown, and says so', () => {
    const growth = healthReading({ ...zero, followerGrowth: null }).components.find((c) => c.key === 'growth');
    // 2.5 / 5 × 100 × 0.2 = 10
    expect(growth).toEqual({
      key: 'growth',
      points: 10,
      maxPoints: 20,
      input: 2.5,
      target: 5,
      estimated: true,
      action: actions.growth,
    });
    expect(healthReading({ ...zero, followerGrowth: null }).score).toBe(10);
    expect(healthReading({ ...zero, followerGrowth: Number.NaN }).components[2]).toMatchObject({
      input: 2.5,
      estimated: true,
    });
  });

  it('does not flag a measured growth, even 0', () => {
    const growth = healthReading(zero).components.find((component) => component.key === 'growth');
    expect(growth).toMatchObject({ points: 0, input: 0 });
    expect(growth).not.toHaveProperty('estimated');
  });

  it.each([
    [0, 0],
    [1, 1.5],
    [2, 3],
    [3, 4.5],
    [4, 5],
    [9, 5],
    [-2, 0],
  ])('diversification: %p platforms give %p points (capped at 5)', (connectedPlatforms, points) => {
    expect(pointsOf({ ...zero, connectedPlatforms }).diversification).toBe(points);
  });

  it('revenue: its 50-point cap at 10,000 sales is its full 20 % (2 points per 1,000 sales, at most 20)', () => {
    expect(pointsOf({ ...zero, totalSales: 1000 }).revenue).toBe(2);
    expect(pointsOf({ ...zero, totalSales: 7500 }).revenue).toBe(15);
    expect(pointsOf({ ...zero, totalSales: 10000 }).revenue).toBe(20);
    expect(pointsOf({ ...zero, totalSales: 25000 }).revenue).toBe(20);
    expect(healthReading({ ...zero, totalSales: 25000 }).components[3]).toMatchObject({ maxPoints: 20 });
  });

  it('clamps at 0: negative and non-finite inputs score nothing', () => {
    const reading = healthReading({
      totalFollowers: -500,
      avgEngagementRate: -3,
      followerGrowth: -40,
      totalSales: Number.NaN,
      connectedPlatforms: Number.POSITIVE_INFINITY,
    });
    expect(reading.score).toBe(0);
    expect(reading.components.every((component) => component.points === 0)).toBe(true);
    expect(reading.status).toBe('critical');
  });

  it('rounds the score to one decimal', () => {
    // 1 follower = 0.00125 points; 0.8 % engagement = 5.0909... points
    expect(healthReading({ ...zero, totalFollowers: 1, avgEngagementRate: 0.8 }).score).toBe(5.1);
    expect(pointsOf({ ...zero, avgEngagementRate: 0.8 }).engagement).toBe(5.1);
  });

  describe('tips', () => {
    it('gives at most 3, furthest below the maximum first', () => {
      // gaps: engagement 35, followers 25, growth 20, revenue 20, diversification 5
      expect(healthReading(zero).tips).toEqual([actions.engagement, actions.followers, actions.growth]);
    });

    it('orders by the points missing, not by the component order', () => {
      // gaps: followers 12.5, engagement 0, growth 0, revenue 20, diversification 3.5
      const reading = healthReading({ ...full, totalFollowers: 10000, totalSales: 0, connectedPlatforms: 1 });
      expect(reading.tips).toEqual([actions.revenue, actions.followers, actions.diversification]);
    });

    it('leaves out the components at their maximum', () => {
      // gaps: revenue 20 - 6 = 14, diversification 5 - 4.5 = 0.5
      expect(healthReading({ ...full, totalSales: 3000, connectedPlatforms: 3 }).tips).toEqual([
        actions.revenue,
        actions.diversification,
      ]);
    });

    it('keeps the component order on a tie', () => {
      // followers 12000 -> 15 points, gap 10; sales 5000 -> 10 points, gap 10
      expect(healthReading({ ...full, totalFollowers: 12000, totalSales: 5000 }).tips).toEqual([
        actions.followers,
        actions.revenue,
      ]);
    });

    it('counts the estimated growth gap (20 - 10 = 10), tied with the revenue gap (20 - 10)', () => {
      expect(healthReading({ ...full, followerGrowth: null, totalSales: 5000 }).tips).toEqual([
        actions.growth,
        actions.revenue,
      ]);
    });
  });
});

describe('benchmarkPercentileOf', () => {
  it.each([
    [0, 10],
    [50, 55],
    [70, 73],
    [84.9, 86.4],
    [94, 94.6],
    [95, 95],
    [100, 95],
    [-4, 6.4],
    [-10, 5],
    [-100, 5],
  ])('score %p is percentile %p (score × 0.9 + 10, clamped 5 to 95)', (score, percentile) => {
    expect(benchmarkPercentileOf(score)).toBe(percentile);
  });

  it('is the reading percentile', () => {
    // 5 + 35 + 20 + 20 = 80; 80 × 0.9 + 10 = 82
    expect(healthReading({ ...full, connectedPlatforms: 0, totalFollowers: 4000 }).benchmarkPercentile).toBe(82);
  });
});

describe('pearson', () => {
  it('is 1, -1 or in between', () => {
    expect(pearson([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    // means 2 and 2; covariance 1; variances 2 and 2 -> 0.5
    expect(pearson([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 12);
  });

  it('is null with fewer than 3 pairs or no variance', () => {
    expect(pearson([], [])).toBeNull();
    expect(pearson([1, 2], [1, 2])).toBeNull();
    expect(pearson([5, 5, 5], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, 3], [0, 0, 0])).toBeNull();
  });

  it('pairs by index over the shorter series and skips non-finite pairs', () => {
    expect(pearson([1, 2, 3, 4, 100], [1, 2, 3, 4])).toBeCloseTo(1, 12);
    expect(pearson([1, Number.NaN, 2, 3], [1, 50, 2, 3])).toBeCloseTo(1, 12);
    expect(pearson([1, Number.NaN, 2], [1, 50, 2])).toBeNull();
  });
});

describe('quickReading', () => {
  const noSeries = { dailySales: [], dailyEngagement: [] };

  it('is 50 + engagement × 5 + TikTok growth × 3 without a correlation', () => {
    const reading = quickReading({ avgEngagementRate: 3, tiktokGrowthRate: 2, ...noSeries });
    expect(reading).toEqual({ score: 71, trend: 4.2 });
    expect(quickHealthReadingSchema.parse(reading)).toEqual(reading);
  });

  it('caps engagement at 25 and TikTok growth at 15', () => {
    expect(quickReading({ avgEngagementRate: 5, tiktokGrowthRate: 5, ...noSeries }).score).toBe(90);
    expect(quickReading({ avgEngagementRate: 12, tiktokGrowthRate: 40, ...noSeries }).score).toBe(90);
    expect(quickReading({ avgEngagementRate: 4.9, tiktokGrowthRate: 4.9, ...noSeries }).score).toBe(89.2);
  });

  it('adds nothing for unknown TikTok growth and has no trend without engagement', () => {
    expect(quickReading({ avgEngagementRate: 0, tiktokGrowthRate: null, ...noSeries })).toEqual({
      score: 50,
      trend: null,
    });
  });

  it('adds r × 10 for a positive sales/engagement correlation', () => {
    // r = 1: 50 + 25 + 15 + 10 = 100
    expect(
      quickReading({
        avgEngagementRate: 6,
        tiktokGrowthRate: 6,
        dailySales: [100, 200, 300, 400],
        dailyEngagement: [10, 20, 30, 40],
      }).score,
    ).toBe(100);
    // r = 0.5: 50 + 5 + 0 + 5 = 60
    expect(
      quickReading({ avgEngagementRate: 1, tiktokGrowthRate: 0, dailySales: [1, 2, 3], dailyEngagement: [1, 3, 2] }),
    ).toEqual({ score: 60, trend: 4.2 });
  });

  it.each([
    ['a negative correlation', [1, 2, 3], [3, 2, 1]],
    ['fewer than 3 days', [1, 2], [1, 2]],
    ['no variance', [4, 4, 4], [1, 2, 3]],
  ])('adds nothing for %s', (_case, dailySales, dailyEngagement) => {
    expect(quickReading({ avgEngagementRate: 1, tiktokGrowthRate: 1, dailySales, dailyEngagement }).score).toBe(58);
  });

  it('clamps at 0 (a negative growth lowers the score, as the spec writes it)', () => {
    expect(quickReading({ avgEngagementRate: 0, tiktokGrowthRate: -50, ...noSeries }).score).toBe(0);
    expect(quickReading({ avgEngagementRate: 2, tiktokGrowthRate: -5, ...noSeries }).score).toBe(45);
    expect(quickReading({ avgEngagementRate: -20, tiktokGrowthRate: null, ...noSeries })).toEqual({
      score: 0,
      trend: null,
    });
  });

  it('treats non-finite rates as 0', () => {
    expect(quickReading({ avgEngagementRate: Number.NaN, tiktokGrowthRate: Number.NaN, ...noSeries })).toEqual({
      score: 50,
      trend: null,
    });
  });
});
