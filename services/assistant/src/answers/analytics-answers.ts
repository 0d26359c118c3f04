import type { VisualData } from '@scp/shared/contracts/assistant/assistant-api';
import {
  contentPredictionResultSchema,
  executiveDashboardResultSchema,
  type ContentPredictionResult,
  type ExecutiveDashboardResult,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import {
  formatChange,
  formatCompact,
  formatCurrency,
  formatPercent,
  healthStatusLabelOf,
} from '@scp/shared/contracts/dashboard/dashboard-format';
import { customerLtvResultSchema } from '@scp/shared/contracts/dashboard/customers';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { z } from 'zod';
import type { ToolBox } from '../tools/assistant-tools';
import { ask, connectAccounts, type ActionProposal, type EngineAnswer, type FollowUp } from './engine';

const money = (value: number) => formatCurrency(value, { compact: false });
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** `get_executive_dashboard` for the last `days`, typed. */
export async function dashboardFor(tools: ToolBox, days: number): Promise<ExecutiveDashboardResult> {
  const answer = await tools.call('get_executive_dashboard', { days });
  return executiveDashboardResultSchema.parse(answer.result);
}

const hasShop = (figures: ExecutiveDashboardResult) => figures.shopConnected;
const hasSocial = (figures: ExecutiveDashboardResult) => figures.platforms.some((row) => row.platform !== 'shopify');

function answer(partial: Partial<EngineAnswer> & Pick<EngineAnswer, 'response' | 'reasoning'>): EngineAnswer {
  return {
    status: 'success',
    confidence: 0.9,
    visual: null,
    posts: [],
    proposals: [],
    followUps: [],
    dateRange: null,
    ...partial,
  };
}

/** Nothing connected or synced: say so, invent nothing, offer to connect. */
export function nothingToReport(what: string, reasoning: string): EngineAnswer {
  return answer({
    status: 'needs_data',
    confidence: 1,
    response: `I can't ${what} yet: no shop or social account of yours has synced any figures. Connect your Shopify store or a social account and I'll answer from your real numbers.`,
    reasoning,
    followUps: [connectAccounts],
  });
}

function revenueChart(figures: ExecutiveDashboardResult, title: string): VisualData {
  return {
    type: figures.days.length > 14 ? 'line' : 'bar',
    title,
    range: { start: figures.range.start, end: figures.range.end },
    unit: 'currency',
    points: figures.days.map((day) => ({ label: day.date, value: day.revenue })),
  };
}

function changeWords(change: number | null, against: string): string {
  const formatted = formatChange(change);
  if (formatted === null) return '';
  if (change === 0) return ` (unchanged against ${against})`;
  return ` (${formatted} against ${against})`;
}

const periodWords = (days: number) => (days === 1 ? 'today' : days === 7 ? 'the last 7 days' : `the last ${days} days`);

/** "How am I doing?", "How did my shop do last week?" */
export async function performanceAnswer(tools: ToolBox, days: number): Promise<EngineAnswer> {
  const figures = await dashboardFor(tools, days);
  if (!hasShop(figures) && !hasSocial(figures))
    return nothingToReport('report how your shop is doing', 'No shop or social rows for the period.');
  const { kpis, metrics, range } = figures;
  const before = `the ${range.days} days before`;
  const parts: string[] = [`From ${range.start} to ${range.end}:`];
  const followUps: FollowUp[] = [];
  const proposals: ActionProposal[] = [];
  if (hasShop(figures)) {
    parts.push(
      `your shop made ${money(kpis.totalSales)} from ${count(kpis.totalOrders)} orders${changeWords(metrics.revenue.trend, before)}, an average order of ${money(kpis.averageOrderValue)}.`,
    );
    const best = [...figures.days].sort((a, b) => b.revenue - a.revenue)[0];
    if (best && best.revenue > 0) parts.push(`Your best day was ${best.date} with ${money(best.revenue)}.`);
    const top = figures.topProducts[0];
    if (top) parts.push(`${top.productTitle} sold the most (${money(top.totalSales)}).`);
    followUps.push(ask('What sold best?', 'What sold best?'));
    if ((metrics.revenue.trend ?? 0) < 0)
      followUps.push(ask('Why did revenue drop?', `Why did revenue drop in the last ${range.days} days?`));
    if (kpis.totalSales > 0) {
      // A goal the owner can take with one click: 10 % above what they just did, over 30 days.
      const target = Math.ceil((kpis.totalSales / range.days) * 30 * 1.1);
      proposals.push({
        type: 'set_goal',
        label: `Set a goal: ${money(target)} in 30 days`,
        goal: { title: `Reach ${money(target)} in sales`, metric: 'revenue', target, periodDays: 30 },
      });
    }
  } else {
    parts.push('no shop is connected, so there are no sales to report.');
    followUps.push(connectAccounts);
  }
  if (hasSocial(figures)) {
    const social = figures.platforms.filter((row) => row.platform !== 'shopify');
    parts.push(
      `Across ${social.length} social ${social.length === 1 ? 'account' : 'accounts'} you have ${count(kpis.totalFollowers)} followers and ${count(kpis.totalEngagements)} engagements (engagement rate ${formatPercent(kpis.avgEngagementRate)}).`,
    );
  }
  const score = Math.round(figures.health.score);
  parts.push(`Your health score is ${score} of 100 (${healthStatusLabelOf(score)}).`);
  const tip = figures.health.tips[0];
  if (tip) parts.push(`Next step: ${tip}`);
  followUps.push(ask('Weekly report', 'Give me my weekly report'));
  return answer({
    response: parts.join(' '),
    reasoning: `Read get_executive_dashboard for ${periodWords(range.days)} (${range.start} to ${range.end}).`,
    visual: hasShop(figures) ? revenueChart(figures, 'Sales by day') : null,
    dateRange: { start: range.start, end: range.end },
    followUps,
    proposals,
  });
}

/** "What sold best?" */
export async function topProductsAnswer(tools: ToolBox, days: number): Promise<EngineAnswer> {
  const figures = await dashboardFor(tools, days);
  if (!hasShop(figures)) return nothingToReport('tell what sold best', 'No shop is connected.');
  const { range } = figures;
  if (figures.topProducts.length === 0)
    return answer({
      response: `Your shop has no product sales recorded from ${range.start} to ${range.end}.`,
      reasoning: 'get_executive_dashboard returned no top products.',
      dateRange: { start: range.start, end: range.end },
    });
  const list = figures.topProducts.map(
    (product) => `${product.rank}. ${product.productTitle}: ${money(product.totalSales)}`,
  );
  const total = figures.kpis.totalSales;
  const first = figures.topProducts[0];
  const share =
    first && total > 0
      ? ` ${first.productTitle} alone is ${formatPercent((first.totalSales / total) * 100)} of your ${money(total)} in sales.`
      : '';
  return answer({
    response: `Your best sellers from ${range.start} to ${range.end}: ${list.join('; ')}.${share}`,
    reasoning: `Read the top products of get_executive_dashboard (${range.start} to ${range.end}).`,
    visual: {
      type: 'bar',
      title: 'Top products by sales',
      range: { start: range.start, end: range.end },
      unit: 'currency',
      points: figures.topProducts.map((product) => ({ label: product.productTitle, value: product.totalSales })),
    },
    dateRange: { start: range.start, end: range.end },
    followUps: [
      ask(
        `Write a post about ${first?.productTitle ?? 'my best seller'}`,
        `Write an Instagram post about ${first?.productTitle ?? 'my best seller'}`,
      ),
    ],
  });
}

const attributionSchema = z.object({
  platforms: z.array(z.object({ platform: z.string(), correlation: z.number().nullable(), share: z.number() })),
});

/** "Why did revenue drop?": the change split into orders and order value, and what moved with it. */
export async function revenueDropAnswer(tools: ToolBox, days: number): Promise<EngineAnswer> {
  const figures = await dashboardFor(tools, days);
  if (!hasShop(figures)) return nothingToReport('explain your revenue', 'No shop is connected.');
  const { metrics, range, kpis } = figures;
  const change = metrics.revenue.trend;
  const dateRange = { start: range.start, end: range.end };
  const visual = revenueChart(figures, 'Sales by day');
  if (change === null)
    return answer({
      response: `There is nothing to compare against: your shop has no sales in the ${range.days} days before ${range.start}. From ${range.start} to ${range.end} it made ${money(kpis.totalSales)}.`,
      reasoning: 'The previous period has no revenue.',
      visual,
      dateRange,
    });
  if (change >= 0)
    return answer({
      response: `Revenue did not drop: from ${range.start} to ${range.end} it was ${money(kpis.totalSales)}, ${formatChange(change)} against the ${range.days} days before.`,
      reasoning: 'Compared the period with the one before in get_executive_dashboard.',
      visual,
      dateRange,
      followUps: [ask('What sold best?', 'What sold best?')],
    });
  const parts = [
    `Revenue fell ${formatChange(change)} to ${money(kpis.totalSales)} from ${range.start} to ${range.end}, against the ${range.days} days before.`,
  ];
  const orders = metrics.orders.trend;
  const aov = metrics.aov.trend;
  if (orders !== null && aov !== null) {
    const cause =
      Math.abs(orders) >= Math.abs(aov) ? 'Fewer orders explain most of it' : 'Smaller orders explain most of it';
    parts.push(
      `Orders changed ${formatChange(orders)} (${count(kpis.totalOrders)} orders) and the average order ${formatChange(aov)} (${money(kpis.averageOrderValue)}). ${cause}.`,
    );
  }
  const attribution = await tools.call('analyze_revenue_attribution', { days });
  if (attribution.available) {
    const rows = attributionSchema.parse(attribution.result).platforms.filter((row) => (row.correlation ?? 0) > 0.3);
    const strongest = rows.sort((a, b) => (b.correlation ?? 0) - (a.correlation ?? 0))[0];
    if (strongest)
      parts.push(
        `Your ${strongest.platform} engagement moves with your sales (correlation ${strongest.correlation}): posting there more often is the lever to try first.`,
      );
  }
  const tip = figures.health.tips[0];
  if (tip) parts.push(`Also: ${tip}`);
  return answer({
    response: parts.join(' '),
    reasoning: 'Split the revenue change into orders and average order value; checked which accounts move with sales.',
    visual,
    dateRange,
    followUps: [ask('What sold best?', 'What sold best?'), ask('Best time to post', 'When is the best time to post?')],
  });
}

/** The weekday with the best average engagement in the days given (UTC), or null without engagement. */
export function bestWeekday(
  figures: ExecutiveDashboardResult,
): { day: (typeof WEEKDAYS)[number]; average: number; averages: number[] } | null {
  const sums = new Array<number>(7).fill(0);
  const counts = new Array<number>(7).fill(0);
  for (const day of figures.days) {
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    sums[weekday] = (sums[weekday] ?? 0) + day.engagement;
    counts[weekday] = (counts[weekday] ?? 0) + 1;
  }
  const averages = sums.map((sum, index) => (counts[index] ? sum / (counts[index] ?? 1) : 0));
  const best = averages.indexOf(Math.max(...averages));
  if ((averages[best] ?? 0) <= 0) return null;
  return { day: WEEKDAYS[best] ?? 'Monday', average: averages[best] ?? 0, averages };
}

/** The next date (after today) that falls on a weekday. */
export function nextDateOn(weekday: string, now: Date): string {
  const target = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== target);
  return date.toISOString().slice(0, 10);
}

/** `predict_content_performance` for images, typed; null when no account carries them. */
export async function predictionFor(tools: ToolBox): Promise<ContentPredictionResult | null> {
  const prediction = await tools.call('predict_content_performance', { content_type: 'image' });
  return prediction.available ? contentPredictionResultSchema.parse(prediction.result) : null;
}

const hourWords = (hour: number) => `${String(hour).padStart(2, '0')}:00 UTC`;

/** When to post: the next best weekday, at the audience's busiest hour when it is known (ISO, UTC). */
export function suggestedTime(day: string, now: Date, bestHour: number | null): string {
  const date = nextDateOn(day, now);
  return bestHour === null ? date : `${date}T${String(bestHour).padStart(2, '0')}:00:00Z`;
}

/**
 * "When is the best time to post?" from the owner's own figures: the weekday with the most
 * engagement (90 days of daily rows) and, where Instagram reports it, the hour most followers are
 * online (its last 30 days).
 */
export async function bestTimeAnswer(tools: ToolBox, now: Date): Promise<EngineAnswer> {
  const figures = await dashboardFor(tools, 90);
  if (!hasSocial(figures))
    return nothingToReport('find your best time to post', 'No social account has synced engagement.');
  const best = bestWeekday(figures);
  const { range } = figures;
  const dateRange = { start: range.start, end: range.end };
  if (!best)
    return answer({
      status: 'needs_data',
      response: `Your accounts have no engagement recorded from ${range.start} to ${range.end}, so there is no best day to find yet.`,
      reasoning: 'No engagement in the daily rows.',
      dateRange,
    });
  const prediction = await predictionFor(tools);
  const audience = prediction?.audienceHours ?? null;
  const lead = prediction?.platforms[0];
  const parts = [
    `${best.day}s are your best day: from ${range.start} to ${range.end} your accounts averaged ${formatCompact(best.average)} engagements on a ${best.day}.`,
  ];
  if (audience) {
    parts.push(
      `Your Instagram followers are most online at ${hourWords(audience.bestHour)} (about ${formatCompact(audience.hours[audience.bestHour] ?? 0)} of them, averaged over ${audience.hoursDataDays} days).`,
    );
    parts.push(`Next slot: ${nextDateOn(best.day, now)} at ${hourWords(audience.bestHour)}.`);
  } else {
    parts.push(`The next one is ${nextDateOn(best.day, now)}.`);
    parts.push('Your platforms report engagement per day, not per hour, so this is the best day rather than an hour.');
  }
  if (lead)
    parts.push(
      `For images, ${lead.platform} does best (about ${formatCompact(lead.expectedEngagement)} engagements a day).`,
    );
  return answer({
    confidence: figures.days.length >= 28 ? 0.85 : 0.6,
    response: parts.join(' '),
    reasoning: `Averaged daily engagement per weekday over the last 90 days (get_executive_dashboard)${
      audience ? ", and Instagram's followers online by hour (predict_content_performance)" : ''
    }.`,
    visual: audience
      ? {
          type: 'bar',
          title: 'Instagram followers online by hour (UTC)',
          range: dateRange,
          unit: 'count',
          points: audience.hours.map((value, hour) => ({ label: `${String(hour).padStart(2, '0')}h`, value })),
        }
      : {
          type: 'bar',
          title: 'Average engagement by weekday',
          range: dateRange,
          unit: 'count',
          points: WEEKDAYS.map((day, index) => ({
            label: day.slice(0, 3),
            value: Math.round(best.averages[index] ?? 0),
          })),
        },
    dateRange,
    followUps: [ask('Write a post', 'Write an Instagram post about my best seller')],
  });
}

const weeklySchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  revenue: z.object({ value: z.number(), trend: z.number().nullable() }),
  orders: z.object({ value: z.number(), trend: z.number().nullable() }),
  followers: z.number(),
  engagements: z.number(),
  bestDay: z.object({ date: z.string(), revenue: z.number() }).nullable(),
  topProduct: z.object({ productTitle: z.string(), totalSales: z.number() }).nullable(),
  health: z.object({ score: z.number(), status: z.string() }),
  tips: z.array(z.string()),
});

/**
 * "What's my customer lifetime value?", "How many customers come back?": `analyze_customer_ltv`'s
 * figures over the shop's synced orders, with the 90-day return of each first-order month whose 90
 * days have passed.
 */
export async function customersAnswer(tools: ToolBox): Promise<EngineAnswer> {
  const tool = await tools.call('analyze_customer_ltv', {});
  const parsed = customerLtvResultSchema.safeParse(tool.result);
  if (!tool.available || !parsed.success)
    return answer({
      status: 'needs_data',
      confidence: 1,
      response: `I can't tell your customers' lifetime value or repeat rate yet: ${tool.reason ?? 'no synced shop order names its customer.'} Connect your Shopify store and sync it, and I'll answer from your own orders.`,
      reasoning: 'analyze_customer_ltv had no customers to compute from.',
      followUps: [connectAccounts],
    });
  const figures = parsed.data;
  const range = figures.range ?? { start: '', end: '' };
  const parts = [
    `From ${range.start} to ${range.end}, ${count(figures.customers)} customers placed ${count(figures.orders)} orders: a lifetime value of ${money(figures.lifetimeValue)} per customer.`,
    `${formatPercent(figures.repeatRate)} of them ordered again (${count(figures.repeatCustomers)} customers)${
      figures.medianDaysToSecondOrder === null
        ? '.'
        : `, usually ${figures.medianDaysToSecondOrder} days after their first order (the median).`
    }`,
  ];
  const known = figures.cohorts.filter((cohort) =>
    cohort.retention.some((window) => window.days === 90 && window.rate !== null),
  );
  const rateOf = (cohort: (typeof known)[number]) => cohort.retention.find((window) => window.days === 90)?.rate ?? 0;
  const best = [...known].sort((a, b) => rateOf(b) - rateOf(a))[0];
  if (best)
    parts.push(
      `Customers who first ordered in ${best.month} came back the most: ${formatPercent(rateOf(best))} within 90 days.`,
    );
  return answer({
    response: parts.join(' '),
    reasoning: `Read analyze_customer_ltv (${tool.dataUsed.join('; ')}).`,
    visual: known.length
      ? {
          type: 'bar',
          title: 'Customers who ordered again within 90 days, by month of first order',
          range: { start: range.start, end: range.end },
          unit: 'percent',
          points: known.map((cohort) => ({ label: cohort.month, value: rateOf(cohort) })),
        }
      : null,
    followUps: [ask('What sold best?', 'What sold best?'), ask('How am I doing?', 'How is my shop doing?')],
  });
}

/** "Give me my weekly report." */
export async function weeklyReportAnswer(tools: ToolBox): Promise<EngineAnswer> {
  const report = await tools.call('generate_weekly_report', {});
  const week = weeklySchema.parse(report.result);
  const figures = await dashboardFor(tools, 7);
  if (!hasShop(figures) && !hasSocial(figures)) return nothingToReport('write your weekly report', 'Nothing synced.');
  const lines = [`Weekly report, ${week.period.start} to ${week.period.end}.`];
  if (hasShop(figures))
    lines.push(
      `Sales: ${money(week.revenue.value)}${changeWords(week.revenue.trend, 'the week before')}. Orders: ${count(week.orders.value)}${changeWords(week.orders.trend, 'the week before')}.`,
    );
  if (week.bestDay) lines.push(`Best day: ${week.bestDay.date} (${money(week.bestDay.revenue)}).`);
  if (week.topProduct)
    lines.push(`Top product: ${week.topProduct.productTitle} (${money(week.topProduct.totalSales)}).`);
  if (hasSocial(figures))
    lines.push(`Audience: ${count(week.followers)} followers, ${count(week.engagements)} engagements.`);
  lines.push(
    `Health score: ${Math.round(week.health.score)} of 100 (${healthStatusLabelOf(Math.round(week.health.score))}).`,
  );
  if (week.tips.length > 0) lines.push(`This week: ${week.tips.slice(0, 2).join(' ')}`);
  return answer({
    response: lines.join(' '),
    reasoning: 'generate_weekly_report, with the daily sales of get_executive_dashboard for the chart.',
    visual: hasShop(figures) ? revenueChart(figures, 'Sales this week') : null,
    dateRange: { start: week.period.start, end: week.period.end },
    followUps: [
      ask('Why did revenue drop?', 'Why did revenue drop last week?'),
      ask('Best time to post', 'When is the best time to post?'),
    ],
  });
}

export const voicePage = settingsPaths.tab('voice');
