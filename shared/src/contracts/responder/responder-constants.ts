/**
 * The business constants of the auto-responder (dashboard §3, §4, §7, §9). Durations are in milliseconds
 * unless the name says otherwise. "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { HOUR, SECOND } from '../app/time-units';

export const responderActivityTypes = ['message', 'response', 'task', 'webhook', 'alert'] as const;
export const responderPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type ResponderPriority = (typeof responderPriorities)[number];
export const responderActivityStatuses = ['pending', 'processing', 'completed'] as const;
export const responderActivitySources = ['autoresponder', 'escalation', 'inbox'] as const;
export const responderDrawerTabs = ['all', 'tasks', 'messages', 'ai-responses', 'inbox'] as const;

/**
 * What a customer message is about (issue 15; the message log's inquiry_type, dashboard §3). Stored as
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
/** A message's sentiment (dashboard §3 message log and §9 message priority; the four values are issue 15's). */
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
  pollingIntervalMs: 30 * SECOND,
} as const;
