/**
 * The business constants of the AI assistant (entities, states and transitions, calls, business constants). Durations are in milliseconds
 * unless the name says otherwise. "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { MINUTE, SECOND } from '../app/time-units';

export const assistantWorkflowTypes = [
  'router',
  'content',
  'analytics',
  'conversation',
  'content_workflow',
  'multi_platform',
  'brand_optimization',
  'market_intelligence',
  'image_generation',
] as const;
export type AssistantWorkflowType = (typeof assistantWorkflowTypes)[number];

export const assistant = {
  requestTimeoutMs: 30 * SECOND,
  healthIntervalMs: 5 * MINUTE,
  historyEntries: 5,
  defaultModel: 'gemini-2.5-flash',
  profileCompleteConversations: 50,
  hintRotationMs: 4 * SECOND,
  hintCount: 3,
  /** Quality label thresholds (scores 0-1), best first. */
  qualityLabels: [
    { label: 'Excellent', min: 0.8 },
    { label: 'Good', min: 0.6 },
    { label: 'Fair', min: 0.4 },
    { label: 'Needs Improvement', min: Number.NEGATIVE_INFINITY },
  ],
  anonymousUserId: 'anonymous',
  testSuite: {
    delayBetweenTestsMs: 2 * SECOND,
    colourThresholds: [80, 60, 40],
    maxQuestionMarks: 3,
    minRelevance: 50,
    minSpecificity: 40,
    minActionability: 40,
    minDataUsage: 30,
  },
} as const;
