/**
 * The business constants of the auto-responder (dashboard §3, §4, §7, §9). Durations are in milliseconds
 * unless the name says otherwise. "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { SECOND } from '../app/time-units';

export const responderActivityTypes = ['message', 'response', 'task', 'webhook', 'alert'] as const;
export const responderPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type ResponderPriority = (typeof responderPriorities)[number];
export const responderActivityStatuses = ['pending', 'processing', 'completed'] as const;
export const responderActivitySources = ['autoresponder', 'escalation', 'inbox'] as const;
export const responderDrawerTabs = ['all', 'tasks', 'messages', 'ai-responses', 'inbox'] as const;

export const responder = {
  /** Numeric escalation priority bands, best first. */
  escalationPriority: [
    { priority: 'critical', min: 8 },
    { priority: 'high', min: 6 },
    { priority: 'medium', min: 4 },
    { priority: 'low', min: Number.NEGATIVE_INFINITY },
  ],
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
