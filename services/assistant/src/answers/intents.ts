import type { AssistantWorkflowType } from '@scp/shared/contracts/assistant/assistant-constants';
import { postPlatforms, type PostPlatform } from '@scp/shared/contracts/assistant/assistant-api';

/** What the owner asks for, as the embedded analyst understands it. */
export const intents = [
  'performance',
  'top_products',
  'revenue_drop',
  'customers',
  'best_time',
  'write_post',
  'weekly_report',
  'set_goal',
  'enable_responder',
  'connect',
  'brand',
  'image',
  'help',
] as const;
export type Intent = (typeof intents)[number];

/**
 * Only the owner's own question is read for intents: a product title, a customer's message or a
 * tool result never is, so none of them can make the assistant propose (let alone run) an action.
 * The first rule that matches wins: the specific asks before the general "how am I doing".
 */
const rules: ReadonlyArray<[Intent, RegExp]> = [
  ['image', /\b(generate|create|make|draw|design)\b.{0,30}\b(image|picture|photo|graphic|logo|visual)s?\b/],
  [
    'write_post',
    /\b(write|draft|create|compose|give me|make|need)\b.{0,40}\b(post|caption|tweet|reel|pin)s?\b|\bcaption\b|\bpost about\b/,
  ],
  [
    // "Turn on the auto-responder", "answer my DMs automatically"; never "turn it off" or "stop it".
    'enable_responder',
    /^(?![\s\S]*\b(off|disable|deactivate|stop|pause|don'?t|do not)\b)[\s\S]*?(?:\b(turn|switch|enable|activate|start|set ?up|use|want|need|like|get|try)\b.{0,30}(\bauto[- ]?(respon(der|ders|se|ses|ding)|repl(y|ies|ying)|answers?)\b|\bautomatic (replies|responses|answers)\b|\bresponse ?flow\b)|\b(answer|reply|respond)(ing)?\b.{0,40}\b(dm'?s?|direct messages?|messages?|comments|inbox|customers?)\b.{0,30}\b(automatically|for me|on my behalf)\b|\bautomatically (answer|reply|respond)\b.{0,30}\b(dm'?s?|direct messages?|messages?|comments|inbox|customers?)\b)/,
  ],
  ['weekly_report', /\bweekly report\b|\breport (for|on) (the|this|last) week\b|\bweek(ly)? (summary|recap)\b/],
  [
    'revenue_drop',
    /\bwhy\b.{0,40}\b(drop|dropped|fall|fell|down|decline|declined|lower|less|decrease|decreased)\b|\b(drop|decline|dip)\b.{0,20}\b(revenue|sales|orders)\b/,
  ],
  [
    'customers',
    /\b(lifetime value|ltv|clv|repeat (customers?|rate|buyers?|purchases?|orders?)|returning customers?|customers?\b.{0,30}\b(come|comes|coming|came) back|order(ed)? again|buy(s)? again|cohorts?|retention|second order)\b/,
  ],
  ['best_time', /\b(best|right|good|ideal|optimal) (time|day|days|hour)s?\b|\bwhen (should|do|to|can) (i )?post\b/],
  [
    'top_products',
    /\b(sold|sell|selling|seller|sellers)\b.{0,20}\b(best|most)\b|\b(best|top)[- ](seller|selling|product)s?\b|\bwhat sold\b|\bbest sellers?\b/,
  ],
  ['set_goal', /\b(set|add|create|make)\b.{0,20}\bgoals?\b|\bgoal of\b/],
  [
    'connect',
    /\b(connect|link|add)\b.{0,20}\b(instagram|facebook|tiktok|linkedin|twitter|x|pinterest|shopify|google analytics|account|shop|store)\b/,
  ],
  ['brand', /\b(brand voice|my voice|my tone|brand kit|on[- ]brand)\b/],
  [
    'performance',
    /\b(how (am i|is my|did|are|is)|doing|perform|performance|revenue|sales|sold|orders|earn|made|make money|traffic|followers|engagement|kpis?|dashboard|health score|overview|stats|numbers|figures)\b/,
  ],
];

export function intentOf(query: string): Intent {
  const text = query.toLowerCase();
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? 'help';
}

/** The workflow (states and transitions: workflow types) the router picks for an intent. */
export const workflowOfIntent: Record<Intent, AssistantWorkflowType> = {
  performance: 'analytics',
  top_products: 'analytics',
  revenue_drop: 'analytics',
  customers: 'analytics',
  weekly_report: 'analytics',
  best_time: 'market_intelligence',
  write_post: 'content',
  set_goal: 'conversation',
  enable_responder: 'conversation',
  connect: 'conversation',
  brand: 'brand_optimization',
  image: 'image_generation',
  help: 'conversation',
};

/**
 * The intent for a question sent to a named workflow: the router decides from the question; a
 * named workflow keeps the question's intent when it belongs there, else takes the workflow's own.
 */
export function routeQuery(
  query: string,
  workflow: AssistantWorkflowType,
): { intent: Intent; workflow: AssistantWorkflowType } {
  const intent = intentOf(query);
  if (workflow === 'router') {
    const routed = workflowOfIntent[intent];
    return { intent, workflow: routed === 'content' && platformsNamed(query).length > 1 ? 'multi_platform' : routed };
  }
  const fits: Record<AssistantWorkflowType, readonly Intent[]> = {
    router: intents,
    analytics: ['performance', 'top_products', 'revenue_drop', 'customers', 'weekly_report', 'best_time'],
    content: ['write_post'],
    content_workflow: ['write_post', 'best_time'],
    multi_platform: ['write_post'],
    conversation: intents,
    brand_optimization: ['brand', 'write_post'],
    market_intelligence: ['best_time', 'performance', 'top_products', 'revenue_drop', 'customers'],
    image_generation: ['image'],
  };
  const fallback: Record<AssistantWorkflowType, Intent> = {
    router: 'help',
    analytics: 'performance',
    content: 'write_post',
    content_workflow: 'write_post',
    multi_platform: 'write_post',
    conversation: 'help',
    brand_optimization: 'brand',
    market_intelligence: 'best_time',
    image_generation: 'image',
  };
  return { intent: fits[workflow].includes(intent) ? intent : fallback[workflow], workflow };
}

const platformWords: Record<PostPlatform, RegExp> = {
  instagram: /\b(instagram|insta|ig|reel)\b/,
  facebook: /\b(facebook|fb)\b/,
  tiktok: /\btik ?tok\b/,
  linkedin: /\blinked ?in\b/,
  twitter: /\b(twitter|tweet|x post|on x)\b/,
  pinterest: /\b(pinterest|pin)\b/,
};

/** The platforms a question names, in the order of postPlatforms. */
export function platformsNamed(query: string): PostPlatform[] {
  const text = query.toLowerCase();
  return postPlatforms.filter((platform) => platformWords[platform].test(text));
}

/** The days a question is about ("last week" = 7), or the given default. */
export function daysAsked(query: string, fallback = 30): number {
  const text = query.toLowerCase();
  const explicit = /\b(?:last|past|previous)?\s*(\d{1,4})\s*days?\b/.exec(text);
  if (explicit) return Math.min(365, Math.max(1, Number(explicit[1])));
  if (/\b(yesterday|today)\b/.test(text)) return 1;
  if (/\bweeks?\b/.test(text)) return 7;
  if (/\b(quarter|3 months|three months)\b/.test(text)) return 90;
  if (/\b(year|12 months)\b/.test(text)) return 365;
  if (/\bmonth\b/.test(text)) return 30;
  return fallback;
}

/** What a post should be about: the words after "about"/"for"/"on", else the question minus the ask. */
export function postTopic(query: string): string {
  const text = query.trim();
  const after =
    /\babout\s+(.+)$/i.exec(text) ?? /\b(?:promoting|promote|featuring|announcing|launching)\s+(.+)$/i.exec(text);
  const topic = (after?.[1] ?? text)
    .replace(/\b(?:on|for)\s+(?:instagram|facebook|tiktok|linkedin|twitter|x|pinterest)\b/gi, ' ')
    .replace(/^(?:our|my|the|a|an)\s+/i, '')
    .replace(
      after
        ? /$^/
        : /\b(write|draft|create|compose|make|give me|a|an|post|caption|please|instagram|facebook|tiktok|linkedin|twitter|pinterest)\b/gi,
      ' ',
    )
    .replace(/[.?!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return topic.slice(0, 120);
}
