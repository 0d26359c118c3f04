import type {
  AssistantAction,
  ChatContext,
  ContentPost,
  LlmFallbackReason,
  VisualData,
} from '@scp/shared/contracts/assistant/assistant-api';
import type { AssistantWorkflowType } from '@scp/shared/contracts/assistant/assistant-constants';
import type { GoalInput } from '@scp/shared/contracts/onboarding/onboarding';
import type { ToolBox } from '../tools/assistant-tools';
import type { Intent } from './intents';

/** A change the answer offers: it becomes an `approve` action, run only on the owner's click. */
export type ActionProposal =
  | { type: 'set_goal'; label: string; goal: GoalInput }
  | { type: 'save_draft'; label: string; post: ContentPost }
  | { type: 'enable_responder'; label: string };

/** A button that changes nothing: asks the next question, or opens a page of the app. */
export type FollowUp = Pick<AssistantAction, 'type' | 'label' | 'handler' | 'data' | 'prompt'>;

export interface EngineInput {
  query: string;
  intent: Intent;
  workflow: AssistantWorkflowType;
  /** The session's last entries, oldest first. */
  history: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  context: ChatContext | undefined;
  tools: ToolBox;
  now: Date;
  signal: AbortSignal;
  /** When the whole answer must be ready (epoch ms): a model's part stops in time for the analyst's answer. */
  deadline?: number;
}

export interface EngineAnswer {
  response: string;
  status: 'success' | 'needs_data';
  confidence: number;
  reasoning: string;
  visual: VisualData | null;
  posts: ContentPost[];
  proposals: ActionProposal[];
  followUps: FollowUp[];
  dateRange: { start: string; end: string } | null;
  /** The model whose answer this replaces, and why: the answer is the embedded analyst's. */
  fallback?: { reason: LlmFallbackReason; model: string };
}

/** One way of answering (the embedded analyst, a language model): the process service picks one. */
export interface AssistantEngine {
  readonly mode: 'embedded' | 'llm';
  /** What `metadata.model` says. */
  readonly model: string;
  answer(input: EngineInput): Promise<EngineAnswer>;
}

export const ask = (label: string, prompt: string): FollowUp => ({
  type: 'follow_up',
  label,
  handler: 'prompt',
  data: {},
  prompt,
});

export const openPage = (label: string, href: string, type: FollowUp['type'] = 'open_page'): FollowUp => ({
  type,
  label,
  handler: 'navigate',
  data: { href },
});

export const connectAccounts = openPage('Connect accounts', '/settings/integrations', 'connect_platform');
