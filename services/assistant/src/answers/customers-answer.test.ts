import type { AnalyticsToolResponse } from '@scp/shared/contracts/dashboard/analytics-tools';
import type { CustomerLtvResult } from '@scp/shared/contracts/dashboard/customers';
import type { Neighbours } from '../neighbours/neighbours';
import { createToolBox } from '../tools/assistant-tools';
import { createEmbeddedAnalyst } from './embedded-analyst';
import { intentOf } from './intents';

// "What's my customer lifetime value?" answered by the embedded analyst from analyze_customer_ltv,
// which the dashboard computes from the shop's synced orders (a stand-in dashboard here).

const figures: CustomerLtvResult = {
  shopConnected: true,
  hasData: true,
  currency: 'USD',
  range: { start: '2025-10-24', end: '2026-11-27' },
  customers: 2212,
  orders: 3007,
  revenue: 533092,
  lifetimeValue: 241,
  averageOrdersPerCustomer: 1.36,
  repeatCustomers: 511,
  repeatRate: 23.1,
  medianDaysToSecondOrder: 46.2,
  cohorts: [
    {
      month: '2026-06',
      customers: 152,
      revenue: 41275,
      retention: [
        { days: 30, customers: 15, rate: 9.9 },
        { days: 60, customers: 27, rate: 17.8 },
        { days: 90, customers: 41, rate: 27 },
      ],
    },
    {
      month: '2026-07',
      customers: 234,
      revenue: 48797,
      retention: [
        { days: 30, customers: 21, rate: 9 },
        { days: 60, customers: 34, rate: 14.5 },
        { days: 90, customers: 42, rate: 17.9 },
      ],
    },
    {
      month: '2026-10',
      customers: 146,
      revenue: 29200,
      retention: [
        { days: 30, customers: 3, rate: null },
        { days: 60, customers: 3, rate: null },
        { days: 90, customers: 3, rate: null },
      ],
    },
  ],
  orders90Days: 950,
  averageOrderValue: 177.3,
};

function toolsAnswering(answer: Omit<AnalyticsToolResponse, 'tool'>) {
  const asked: string[] = [];
  const neighbours = {
    analyticsTool: async (userId: string, tool: string) => {
      asked.push(`${userId} ${tool}`);
      return { tool, ...answer } as AnalyticsToolResponse;
    },
  } as unknown as Neighbours;
  return { tools: createToolBox(neighbours, 'u1'), asked };
}

async function ask(query: string, answer: Omit<AnalyticsToolResponse, 'tool'>) {
  const { tools, asked } = toolsAnswering(answer);
  const reply = await createEmbeddedAnalyst().answer({
    query,
    intent: intentOf(query),
    workflow: 'analytics',
    history: [],
    context: undefined,
    tools,
    now: new Date('2026-11-27T12:00:00Z'),
    signal: new AbortController().signal,
  });
  return { reply, asked, used: tools.used() };
}

describe('the embedded analyst on customers', () => {
  it('answers lifetime value, repeat rate and time to a second order from analyze_customer_ltv', async () => {
    const { reply, asked, used } = await ask("What's my customer lifetime value?", {
      available: true,
      dataUsed: ['shop orders with the customers who placed them, 2025-10-24 to 2026-11-27'],
      result: figures,
    });
    expect(asked).toEqual(['u1 analyze_customer_ltv']);
    expect(used).toEqual(['analyze_customer_ltv']);
    expect(reply.status).toBe('success');
    expect(reply.response).toBe(
      'From 2025-10-24 to 2026-11-27, 2,212 customers placed 3,007 orders: a lifetime value of $241 per customer. 23.1% of them ordered again (511 customers), usually 46.2 days after their first order (the median). Customers who first ordered in 2026-06 came back the most: 27% within 90 days.',
    );
    // Only the months whose 90 days have passed are charted.
    expect(reply.visual).toMatchObject({
      type: 'bar',
      unit: 'percent',
      points: [
        { label: '2026-06', value: 27 },
        { label: '2026-07', value: 17.9 },
      ],
    });
  });

  it('says why when the shop has no customers synced, inventing nothing', async () => {
    const { reply } = await ask('How many customers come back?', {
      available: false,
      reason:
        'No synced shop order names its customer yet, so lifetime value cannot be computed. Order figures follow.',
      dataUsed: [],
      result: { orders90Days: 0, averageOrderValue: 0 },
    });
    expect(reply.status).toBe('needs_data');
    expect(reply.response).toMatch(
      /^I can't tell your customers' lifetime value or repeat rate yet: No synced shop order/,
    );
    expect(reply.response).not.toMatch(/\$\d/);
  });
});
