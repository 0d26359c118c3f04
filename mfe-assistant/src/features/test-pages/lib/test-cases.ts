import type { AssistantWorkflowType } from '@scp/shared/contracts/assistant/assistant-constants';

/** The four workflows the spec's suite posts to (calls), in the order of their tabs. */
export const suiteWorkflows = ['analytics', 'content', 'market_intelligence', 'router'] as const;
export type SuiteWorkflow = (typeof suiteWorkflows)[number];

export interface TestCase {
  /** Stable across renders: results are kept by it. */
  id: string;
  query: string;
  workflow: AssistantWorkflowType;
}

/**
 * The suite's predefined questions. Each workflow's questions cover the intents it answers, and the
 * router's mix questions meant for every other workflow, so a misrouting shows in its result.
 */
export const predefinedTests: Readonly<Record<SuiteWorkflow, readonly TestCase[]>> = {
  analytics: [
    { id: 'analytics-last-week', query: 'How did my shop do last week?', workflow: 'analytics' },
    { id: 'analytics-best-seller', query: 'What sold best this month?', workflow: 'analytics' },
    { id: 'analytics-revenue-drop', query: 'Why did revenue drop last week?', workflow: 'analytics' },
    { id: 'analytics-weekly-report', query: 'Give me a weekly report', workflow: 'analytics' },
  ],
  content: [
    { id: 'content-best-seller-post', query: 'Write an Instagram post about my best seller', workflow: 'content' },
    { id: 'content-weekend-sale', query: 'Draft a Facebook post for our weekend sale', workflow: 'content' },
    { id: 'content-caption', query: 'Write a short TikTok caption for a new product launch', workflow: 'content' },
  ],
  market_intelligence: [
    { id: 'market-best-time', query: 'When is the best time to post?', workflow: 'market_intelligence' },
    { id: 'market-best-day', query: 'Which day gets the most engagement?', workflow: 'market_intelligence' },
    { id: 'market-when-post', query: 'When should I post on Instagram this week?', workflow: 'market_intelligence' },
  ],
  router: [
    { id: 'router-doing', query: 'How am I doing this month?', workflow: 'router' },
    { id: 'router-post', query: 'Write a post about my top product', workflow: 'router' },
    { id: 'router-best-time', query: 'What is the best time to post on Facebook?', workflow: 'router' },
    { id: 'router-goal', query: 'Set a goal of 50 orders this month', workflow: 'router' },
  ],
};

/** Every predefined test, in the order Run All Tests runs them: tab by tab. */
export const allPredefinedTests: readonly TestCase[] = suiteWorkflows.flatMap((workflow) => predefinedTests[workflow]);

/**
 * The conversation flow's turns: the later ones lean on the earlier answers ('it', 'that'), which
 * only the session's history can resolve.
 */
export const conversationFlowTurns: readonly string[] = [
  'How am I doing?',
  'What sold best?',
  'Write an Instagram post about it',
  'When should I post it?',
];

export type ScenarioNote = 'ambiguous' | 'image' | 'typo';

export interface Scenario {
  id: string;
  query: string;
  /** What makes the question hard for the router, when something does. */
  note?: ScenarioNote;
}

/** Questions as owners type them: loose wording, no workflow named. All go to the router. */
export const realWorldScenarios: readonly Scenario[] = [
  { id: 'slow-sales', query: 'Sales feel really slow lately, is something wrong?' },
  { id: 'what-to-push', query: 'Which of my products sold best, I want to push it more' },
  { id: 'ambiguous', query: 'Is it worth it?', note: 'ambiguous' },
  { id: 'shorthand', query: 'how r my #s this wk vs last', note: 'typo' },
  { id: 'candles-post', query: 'Can you write a post about our new candles for Instagram?' },
  { id: 'followers-online', query: 'When are my followers actually online?' },
  { id: 'banner-image', query: 'Make me a picture for our summer sale banner', note: 'image' },
  { id: 'why-down', query: 'Why were my orders down yesterday?' },
];
