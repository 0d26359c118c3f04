import { z } from 'zod';
import {
  analyticsToolNames,
  analyticsToolRequestSchema,
  contentTypes,
  type AnalyticsToolName,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import type { Neighbours } from '../neighbours/neighbours';

/** What every tool answers: its figures, whether it had data, and what it read. */
export interface ToolResult {
  tool: string;
  available: boolean;
  reason?: string;
  dataUsed: string[];
  result: unknown;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments, as a model is told them. */
  parameters: Record<string, unknown>;
}

const DAYS = { type: 'integer', minimum: 1, maximum: 365, description: 'How many days back from today (default 30).' };

const analyticsDescriptions: Record<AnalyticsToolName, { description: string; parameters: Record<string, unknown> }> = {
  get_executive_dashboard: {
    description:
      "The owner's sales, orders, average order value, followers, engagement, health score, top products and one point a day, with the change against the period before.",
    parameters: { days: DAYS },
  },
  analyze_revenue_attribution: {
    description: "How each connected social account's daily engagement moves with the shop's daily revenue.",
    parameters: { days: DAYS },
  },
  get_competitor_matrix: { description: 'The owner’s competitors compared.', parameters: {} },
  predict_content_performance: {
    description: 'Expected engagement per connected account for a content type.',
    parameters: { content_type: { type: 'string', enum: [...contentTypes] } },
  },
  analyze_customer_ltv: {
    description:
      "The shop's customers from its synced orders: lifetime value (revenue per customer), repeat rate, median days to a second order, cohorts by first-order month with who ordered again within 30, 60 and 90 days, and the last 90 days' orders and average order value.",
    parameters: {},
  },
  generate_weekly_report: {
    description: 'The last 7 days against the 7 before: revenue, orders, followers, best day, top product, tips.',
    parameters: {},
  },
};

export const brandToolNames = ['get_brand_voice', 'get_brand_kit', 'get_connected_accounts'] as const;
export type BrandToolName = (typeof brandToolNames)[number];
export type AssistantToolName = AnalyticsToolName | BrandToolName;

/** Every tool a model (or the embedded analyst) may call, with what it is told about each. */
export const toolDefinitions: ToolDefinition[] = [
  ...analyticsToolNames.map((name) => ({
    name,
    description: analyticsDescriptions[name].description,
    parameters: { type: 'object', properties: analyticsDescriptions[name].parameters },
  })),
  {
    name: 'get_brand_voice',
    description: "The owner's default brand voice: tone, favourite and forbidden words, audience, examples.",
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'get_brand_kit',
    description: "The owner's brand colours and logo.",
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'get_connected_accounts',
    description: "The owner's connected shop, social and analytics accounts and their health.",
    parameters: { type: 'object', properties: {} },
  },
];

const noArguments = z.object({}).strip();

function isToolName(name: string): name is AssistantToolName {
  return toolDefinitions.some((tool) => tool.name === name);
}

/**
 * The tools of one answer, for one user: every call goes to a neighbour with that user's identity
 * (never one named by the question or a model), repeated calls are answered once, and the calls
 * made are kept so the answer can say which results its figures come from.
 */
export function createToolBox(neighbours: Neighbours, userId: string) {
  const results = new Map<string, Promise<ToolResult>>();
  const used: string[] = [];

  const run = async (name: AssistantToolName, args: Record<string, unknown>): Promise<ToolResult> => {
    if ((analyticsToolNames as readonly string[]).includes(name)) {
      const request = analyticsToolRequestSchema.parse(args);
      return neighbours.analyticsTool(userId, name as AnalyticsToolName, request);
    }
    noArguments.parse(args);
    if (name === 'get_connected_accounts') {
      const accounts = await neighbours.connectedAccounts(userId);
      return {
        tool: name,
        available: true,
        dataUsed: ['connected accounts'],
        result: accounts.map(({ platform, displayName, identifier, status, accountInfo, lastSync }) => ({
          platform,
          displayName,
          identifier,
          status,
          followers: accountInfo.followers,
          lastSync,
        })),
      };
    }
    const context = await neighbours.brandContext(userId);
    if (name === 'get_brand_kit')
      return { tool: name, available: true, dataUsed: ['brand kit'], result: context.brandKit };
    if (!context.voice)
      return {
        tool: name,
        available: false,
        reason: 'No brand voice is saved yet.',
        dataUsed: [],
        result: null,
      };
    return { tool: name, available: true, dataUsed: ['default brand voice'], result: context.voice };
  };

  return {
    /** Throws a zod error for arguments the tool does not take, and an Error for an unknown tool. */
    async call(name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
      if (!isToolName(name)) throw new Error(`No tool named ${name}.`);
      const key = `${name}:${JSON.stringify(args)}`;
      let pending = results.get(key);
      if (!pending) {
        pending = run(name, args);
        results.set(key, pending);
      }
      const result = await pending;
      if (!used.includes(name)) used.push(name);
      return result;
    },
    used: () => [...used],
  };
}

export type ToolBox = ReturnType<typeof createToolBox>;
