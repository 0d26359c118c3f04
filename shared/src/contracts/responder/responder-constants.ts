/**
 * The business constants of the auto-responder (entities, states and transitions, calls, business constants). Durations are in milliseconds
 * unless the name says otherwise. "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { HOUR, SECOND } from '../app/time-units';

export const responderActivityTypes = ['message', 'response', 'task', 'webhook', 'alert'] as const;
export const responderPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type ResponderPriority = (typeof responderPriorities)[number];
export const responderActivityStatuses = ['pending', 'processing', 'completed'] as const;
export const responderActivitySources = ['autoresponder', 'escalation', 'inbox'] as const;
/**
 * What an alert item of the activity feed (entities: activity item, type alert) tells the owner: a
 * send that failed for good, a page token the platform refused, or the sending limits reached
 * (business constants: rate limits; once per window that filled, not per message).
 */
export const responderAlertKinds = ['send_failed', 'token_refused', 'limit_reached'] as const;
export type ResponderAlertKind = (typeof responderAlertKinds)[number];
export const responderDrawerTabs = ['all', 'tasks', 'messages', 'ai-responses', 'inbox'] as const;

/**
 * What a customer message is about (issue 15; the message log's inquiry_type, entities). Stored as
 * these ids; the screens' words for them belong in responder-texts.ts.
 */
export const responderInquiryTypes = [
  'product_question',
  'order_status',
  'shipping',
  'returns',
  'complaint',
  'collaboration',
  'spam',
  'other',
] as const;
export type ResponderInquiryType = (typeof responderInquiryTypes)[number];
/** A message's sentiment (entities: message log and business constants: message priority; the four values are issue 15's). */
export const responderSentiments = ['positive', 'neutral', 'negative', 'critical'] as const;
export type ResponderSentiment = (typeof responderSentiments)[number];

export const responder = {
  /** Numeric escalation priority bands, best first. */
  escalationPriority: [
    { priority: 'critical', min: 8 },
    { priority: 'high', min: 6 },
    { priority: 'medium', min: 4 },
    { priority: 'low', min: Number.NEGATIVE_INFINITY },
  ],
  /** Numeric escalation priorities run from 1 (spam) to 10 (most urgent); issue 15. */
  escalationPriorityRange: { min: 1, max: 10 },
  /** How long the owner has to answer an escalation of each priority (issue 15; the spec only says "due times in hours"). */
  escalationDueMs: { critical: 1 * HOUR, high: 4 * HOUR, medium: 24 * HOUR, low: 72 * HOUR },
  /** A new escalation at or above this priority shows a critical toast. */
  criticalToastMinPriority: 8,
  /** Messages with confidence below this are high priority. */
  highPriorityBelowConfidence: 0.5,
  messageLogDefaultLimit: 50,
  messageLogDefaultOffset: 0,
  flaggedMessagesPageSize: 10,
  defaultAvgResponseTimeSeconds: 30,
  graphApiVersion: 'v23.0',
  /** Meta's standard messaging window: a reply without a tag only within 24 h of the customer's last message. */
  standardWindowMs: 24 * HOUR,
  /** Meta's `HUMAN_AGENT` tag: a person's (never the bot's) reply up to 7 days after it. */
  humanAgentWindowMs: 7 * 24 * HOUR,
  /**
   * Our choice (the spec names time_saved_minutes without a rate): a typical reply written by hand
   * (read, look the answer up, type it) takes the owner 4 minutes; each auto-reply saves that.
   */
  minutesSavedPerAutoReply: 4,
  /** An auto-reply needs the classifier this sure of what the customer asks (issue 15: "high"). */
  autoReplyMinConfidence: 0.6,
  /**
   * How long the bot's question for an order's e-mail waits for the answer (our choice: Meta's
   * standard window, in which the bot could still reply); a later message is read afresh.
   */
  orderProofQuestionMs: 24 * HOUR,
  /** Sending limit of the spec (business constants: message 1000 per hour), per page; more waits, never dropped. */
  sendsPerPagePerHour: 1000,
  /** Sending limit of the spec (business constants: default 60 per minute), per owner over all their pages. */
  sendsPerOwnerPerMinute: 60,
  /** Meta's webhook limit of the spec (business constants): 200 a minute per page; more are queued, not dropped. */
  webhooksPerMinutePerPage: 200,
  /** A platform 429 without Retry-After waits this long (error catalogue: recovery). */
  rateLimitWaitMs: 60 * SECOND,
  pollingIntervalMs: 30 * SECOND,
} as const;

/**
 * Real-time events the service publishes to the owner (`GET /api/events`); the screens
 * re-read their lists on each. Plain names, apart from responder-api.ts: the shell's arrival sound
 * listens for them, and reading them there carried all of the responder's schemas into the shell.
 */
export const responderEventTypes = {
  /** A customer message was logged (payload: ResponderMessageEvent). */
  message: 'responder.message',
  /** A reply went out, by the bot or the owner (payload: ResponderMessageEvent). */
  reply: 'responder.reply',
  /** A task was created (payload: ResponderTaskEvent) or resolved. */
  task: 'responder.task',
  /** An alert was recorded (payload: ResponderAlertEvent): the activity feed is read again. */
  alert: 'responder.alert',
} as const;
