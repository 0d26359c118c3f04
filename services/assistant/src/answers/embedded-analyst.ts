import { z } from 'zod';
import { formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import type { GoalMetric } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { responderPlatforms, type ResponderPlatform } from '@scp/shared/contracts/responder/responder-api';
import { voiceProfileSchema } from '@scp/shared/contracts/settings/voice-profiles';
import {
  bestTimeAnswer,
  customersAnswer,
  dashboardFor,
  performanceAnswer,
  revenueDropAnswer,
  topProductsAnswer,
  voicePage,
  weeklyReportAnswer,
} from './analytics-answers';
import { ask, connectAccounts, openPage, type AssistantEngine, type EngineAnswer, type EngineInput } from './engine';
import { daysAsked, platformsNamed } from './intents';
import { toneOf, writePostAnswer } from './post-writer';

export const EMBEDDED_MODEL = 'embedded-analyst-1';

const plain = (response: string, reasoning: string, extra: Partial<EngineAnswer> = {}): EngineAnswer => ({
  status: 'success',
  confidence: 0.8,
  visual: null,
  posts: [],
  proposals: [],
  followUps: [],
  dateRange: null,
  response,
  reasoning,
  ...extra,
});

const helpFollowUps = [
  ask('How am I doing?', 'How is my shop doing?'),
  ask('What sold best?', 'What sold best this month?'),
  ask('Best time to post', 'When is the best time to post?'),
  ask('Write a post', 'Write an Instagram post about my best seller'),
  ask('Weekly report', 'Give me my weekly report'),
];

const metricWords: ReadonlyArray<[GoalMetric, RegExp]> = [
  ['orders', /\borders?\b/],
  ['followers', /\bfollowers?\b/],
  ['engagement_rate', /\bengagement\b/],
  ['reach', /\breach\b/],
  ['revenue', /\b(revenue|sales|\$|usd|dollars?)\b/],
];

/** "Set a goal of 300 orders": proposed as a button; the goal is added only when it is clicked. */
async function goalAnswer(input: EngineInput): Promise<EngineAnswer> {
  const text = input.query.toLowerCase();
  const metric = metricWords.find(([, pattern]) => pattern.test(text))?.[0] ?? 'revenue';
  const number = /\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/.exec(text);
  let target = number ? Number((number[1] ?? '').replace(/,/g, '')) * (number[2] ? 1000 : 1) : NaN;
  let basis = 'the target you named';
  if (!(target > 0)) {
    const figures = await dashboardFor(input.tools, 30);
    const last = {
      revenue: figures.kpis.totalSales,
      orders: figures.kpis.totalOrders,
      followers: figures.kpis.totalFollowers,
      engagement_rate: figures.kpis.avgEngagementRate,
      reach: figures.kpis.totalReach,
    }[metric];
    if (last <= 0)
      return plain(
        `Tell me the target, for example "Set a goal of 100 orders": there are no ${metric.replace('_', ' ')} figures of yours from the last 30 days to start from.`,
        'No number in the question and no figures for the metric.',
        { status: 'needs_data' },
      );
    target = metric === 'engagement_rate' ? Math.round(last * 1.1 * 10) / 10 : Math.ceil(last * 1.1);
    basis = `10 % above your last 30 days (${metric === 'revenue' ? formatCurrency(last, { compact: false }) : last})`;
  }
  target = Math.min(target, 1_000_000_000);
  const shown = metric === 'revenue' ? formatCurrency(target, { compact: false }) : target.toLocaleString('en-US');
  const title = `${metric === 'revenue' ? 'Reach' : 'Get'} ${shown} ${metric === 'revenue' ? 'in sales' : metric.replace('_', ' ')} in 30 days`;
  return plain(
    `I can add this goal for you: ${title} (${basis}). It is added only if you click "Add goal"; you'll then see it under Weekly Progress on the dashboard.`,
    `Goal on ${metric} proposed from the question; waits for the owner's approval.`,
    {
      confidence: 0.9,
      proposals: [
        { type: 'set_goal', label: 'Add goal', goal: { title: title.slice(0, 120), metric, target, periodDays: 30 } },
      ],
    },
  );
}

const accountsSchema = z.array(z.object({ platform: z.string(), identifier: z.string(), status: z.string() }));
/** Statuses whose token still works: the auto-responder can read and answer through them. */
const workingStatuses = ['connected', 'expiring'];
const isResponderPlatform = (platform: string): platform is ResponderPlatform =>
  (responderPlatforms as readonly string[]).includes(platform);
const platformWords = (names: readonly ResponderPlatform[]) =>
  [...new Set(names)].map((platform) => platforms[platform].label).join(' and ');

/**
 * "Turn on the auto-responder": what it does, and a button that turns it on when clicked. Without
 * a working Instagram or Facebook account there is nothing for it to answer: connecting comes first.
 */
async function responderAnswer(input: EngineInput): Promise<EngineAnswer> {
  const accounts = accountsSchema
    .parse((await input.tools.call('get_connected_accounts')).result)
    .filter((account) => isResponderPlatform(account.platform));
  const working = accounts.filter((account) => workingStatuses.includes(account.status));
  const what =
    "The auto-responder answers your customers' product price and stock questions and order-status questions on Instagram and Facebook from your shop's own data; complaints and unclear messages come to you as tasks, and once a conversation is escalated it stays silent there.";
  if (working.length === 0) {
    const broken = accounts.map((account) => account.platform).filter(isResponderPlatform);
    return plain(
      broken.length > 0
        ? `${what} Your ${platformWords(broken)} connection needs to be renewed first: reconnect it on the Integrations tab, then ask me again.`
        : `${what} You have no Instagram or Facebook account connected yet: connect one on the Integrations tab, then ask me again.`,
      `get_connected_accounts: ${broken.length > 0 ? 'Instagram/Facebook connection not working' : 'no Instagram or Facebook account'}; nothing to answer on.`,
      { status: 'needs_data', confidence: 1, followUps: [connectAccounts] },
    );
  }
  const on = working.map((account) => account.platform).filter(isResponderPlatform);
  return plain(
    `${what} It will answer on your ${platformWords(on)} ${on.length === 1 ? 'account' : 'accounts'}, and it is turned on only if you click "Turn on the auto-responder".`,
    `get_connected_accounts: ${platformWords(on)} connected; turning the auto-responder on waits for the owner's approval.`,
    { confidence: 0.95, proposals: [{ type: 'enable_responder', label: 'Turn on the auto-responder' }] },
  );
}

async function brandAnswer(input: EngineInput): Promise<EngineAnswer> {
  const result = await input.tools.call('get_brand_voice');
  if (!result.available)
    return plain(
      "You haven't saved a brand voice yet. Set one up and every post I draft will use your tone and words.",
      'get_brand_voice: none saved.',
      { status: 'needs_data', followUps: [openPage('Set up brand voice', voicePage)] },
    );
  const voice = voiceProfileSchema.parse(result.result);
  const parts = [`Your brand voice "${voice.profile_name || 'Unnamed Profile'}" is ${toneOf(voice)}.`];
  if (voice.keywords.length > 0) parts.push(`Favourite words: ${voice.keywords.slice(0, 8).join(', ')}.`);
  if (voice.forbidden_keywords.length > 0)
    parts.push(`Words I never use for you: ${voice.forbidden_keywords.slice(0, 8).join(', ')}.`);
  if (voice.audience_description) parts.push(`Audience: ${voice.audience_description}`);
  return plain(parts.join(' '), 'Read get_brand_voice.', {
    followUps: [
      ask('Write a post', 'Write an Instagram post about my best seller'),
      openPage('Edit brand voice', voicePage),
    ],
  });
}

/** The deterministic analyst: answers the supported intents from the owner's tools, nothing invented. */
export function createEmbeddedAnalyst(): AssistantEngine {
  return {
    mode: 'embedded',
    model: EMBEDDED_MODEL,
    async answer(input) {
      const { tools, query } = input;
      switch (input.intent) {
        case 'performance':
          return performanceAnswer(tools, daysAsked(query));
        case 'top_products':
          return topProductsAnswer(tools, daysAsked(query));
        case 'revenue_drop':
          return revenueDropAnswer(tools, daysAsked(query, 7));
        case 'customers':
          return customersAnswer(tools);
        case 'best_time':
          return bestTimeAnswer(tools, input.now);
        case 'weekly_report':
          return weeklyReportAnswer(tools);
        case 'write_post':
          return writePostAnswer(tools, query, input.now);
        case 'set_goal':
          return goalAnswer(input);
        case 'brand':
          return brandAnswer(input);
        case 'enable_responder':
          return responderAnswer(input);
        case 'connect': {
          const named = platformsNamed(query);
          return plain(
            `Connecting ${named.length > 0 ? named.join(' and ') : 'an account'} happens on the Integrations tab, where the platform asks you to sign in and approve. I can't connect it for you.`,
            'Connections need the owner at the platform (OAuth).',
            { confidence: 0.95, followUps: [connectAccounts] },
          );
        }
        case 'image':
          return plain(
            "I can't generate images: no image model is set up here. I can write the caption for your photo instead.",
            'No image engine configured.',
            { confidence: 1, followUps: [ask('Write a caption', 'Write an Instagram caption about my best seller')] },
          );
        case 'help':
          return plain(
            'I answer from your own shop and social figures. Ask me how your shop is doing, what sold best, why revenue dropped, how many customers come back, the best time to post, for a post in your brand voice, for your weekly report, or to turn on the auto-responder for your Instagram and Facebook messages.',
            'The question matched none of the supported intents.',
            { confidence: 0.5, followUps: helpFollowUps },
          );
      }
    },
  };
}
