// zod/mini: the assistant remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { platformKeys } from '../settings/integrations-constants';
import { assistant, assistantWorkflowTypes } from './assistant-constants';

/**
 * The assistant's API under `/api/assistant` (entities: AI assistant, states and transitions, calls): `POST /process`
 * answers a question from the owner's own figures; actions it proposes run only when the owner
 * approves them (`POST /actions/:id/approve`).
 */
export const assistantApiPaths = {
  process: '/api/assistant/process',
  history: '/api/assistant/history',
  profile: '/api/assistant/profile',
  approve: (actionId: string) => `/api/assistant/actions/${encodeURIComponent(actionId)}/approve`,
} as const;

export const assistantLimits = {
  queryMax: 2000,
  sessionIdMax: 100,
  historyEntryMax: 4000,
  contextDataMax: 40,
} as const;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.'));

/** What the screen the chat was opened from knows (the Assistant Pro card's dashboard context, screens and routes). */
export const chatContextSchema = z.strictObject({
  page_type: z.optional(z.string().check(z.maxLength(40))),
  date_range: z.optional(z.strictObject({ start: isoDay, end: isoDay })),
  kpis: z.optional(
    z
      .record(z.string().check(z.maxLength(60)), z.nullable(z.number()))
      .check(z.refine((kpis) => Object.keys(kpis).length <= assistantLimits.contextDataMax, 'Too many KPIs.')),
  ),
  platforms: z.optional(z.array(z.enum(platformKeys)).check(z.maxLength(platformKeys.length))),
  connected_count: z.optional(z.int().check(z.gte(0), z.lte(100))),
  /** The last entries of the conversation as the screen shows them; the service reads its own. */
  history: z.optional(
    z
      .array(
        z.strictObject({
          role: z.enum(['user', 'assistant']),
          content: z.string().check(z.maxLength(assistantLimits.historyEntryMax)),
        }),
      )
      .check(z.maxLength(assistant.historyEntries, `At most ${assistant.historyEntries} history entries.`)),
  ),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

/**
 * `POST /api/assistant/process`. `user_id` is accepted for the spec's request shape and ignored: the
 * user is always the session's.
 */
export const processRequestSchema = z.strictObject({
  query: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Ask a question.'),
      z.maxLength(assistantLimits.queryMax, `At most ${assistantLimits.queryMax} characters.`),
    ),
  session_id: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Letters, digits, _ and - only (at most 100).')),
  ),
  user_id: z.optional(z.string().check(z.maxLength(200))),
  workflow_type: z.optional(z.enum(assistantWorkflowTypes)),
  context: z.optional(chatContextSchema),
});
export type ProcessRequest = z.infer<typeof processRequestSchema>;

/**
 * What an action does when clicked: `approve` runs it on the server (only then: it changes
 * something), `navigate` opens `data.href`, `prompt` asks `prompt` as the next question, `retry`
 * asks the failed question again.
 */
export const actionHandlers = ['approve', 'navigate', 'prompt', 'retry'] as const;
export const actionTypes = [
  'set_goal',
  'save_draft',
  'enable_responder',
  'connect_platform',
  'open_page',
  'follow_up',
  'retry',
] as const;
export type AssistantActionType = (typeof actionTypes)[number];

export const assistantActionSchema = z.object({
  id: z.string(),
  type: z.enum(actionTypes),
  label: z.string(),
  icon: z.optional(z.string()),
  primary: z.boolean(),
  handler: z.enum(actionHandlers),
  data: z.record(z.string(), z.unknown()),
  prompt: z.optional(z.string()),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

/** Platform caption limits (characters) and how many hashtags a post should carry. */
export const postLimits = {
  instagram: { caption: 2200, hashtags: 30 },
  facebook: { caption: 63206, hashtags: 5 },
  tiktok: { caption: 2200, hashtags: 8 },
  linkedin: { caption: 3000, hashtags: 5 },
  twitter: { caption: 280, hashtags: 2 },
  pinterest: { caption: 500, hashtags: 10 },
} as const;
export type PostPlatform = keyof typeof postLimits;
export const postPlatforms = Object.keys(postLimits) as PostPlatform[];

export const contentPostSchema = z.object({
  platform: z.enum(postPlatforms as [PostPlatform, ...PostPlatform[]]),
  content: z.string(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  /** No image is generated: null unless the owner's media is attached later. */
  media: z.nullable(z.object({ type: z.enum(['image', 'video']), url: z.string(), alt: z.string() })),
  /**
   * When to post, from the owner's own figures: the next best weekday at the hour most Instagram
   * followers are online (ISO, UTC), the day alone (YYYY-MM-DD) without hourly figures, null without any.
   */
  scheduledTime: z.nullable(z.string()),
  tips: z.array(z.string()),
});
export type ContentPost = z.infer<typeof contentPostSchema>;

/** A small chart or table of the figures an answer quotes, with the days they cover. */
export const visualDataSchema = z.object({
  type: z.enum(['line', 'bar', 'table']),
  title: z.string(),
  range: z.nullable(z.object({ start: z.string(), end: z.string() })),
  unit: z.enum(['currency', 'count', 'percent']),
  points: z.array(z.object({ label: z.string(), value: z.number() })),
});
export type VisualData = z.infer<typeof visualDataSchema>;

export const answerStatuses = ['success', 'needs_data', 'error'] as const;
export const engineModes = ['embedded', 'llm'] as const;
/**
 * Why the built-in analyst answered in the configured model's place (docs/product.md, "The
 * assistant's figures"): the model's answer quoted a figure its tool results do not hold, the model
 * failed, or it gave no answer in time.
 */
export const llmFallbackReasons = ['figures_not_found', 'model_failed', 'model_timeout'] as const;
export type LlmFallbackReason = (typeof llmFallbackReasons)[number];

export const processResponseSchema = z.object({
  response: z.string(),
  session_id: z.string(),
  workflow_type: z.enum(assistantWorkflowTypes),
  status: z.enum(answerStatuses),
  agent: z.string(),
  metadata: z.object({
    /** Which engine answered: the embedded analyst or the configured model's name. */
    model: z.string(),
    mode: z.enum(engineModes),
    confidence: z.number(),
    reasoning: z.string(),
    timestamp: z.string(),
    /** Whether the answer proposes actions (each waits for the owner's click). */
    intelligent_actions: z.boolean(),
    /** The tools whose results the answer's figures come from. */
    tools_used: z.array(z.string()),
    date_range: z.nullable(z.object({ start: z.string(), end: z.string() })),
    /**
     * Set when a model is configured and its answer was not shown: `model` names it, and the answer
     * is the built-in analyst's (mode 'embedded'). Absent otherwise, and in answers stored before it.
     */
    fallback: z.optional(z.object({ reason: z.enum(llmFallbackReasons), model: z.string() })),
  }),
  actions: z.array(assistantActionSchema),
  suggested_actions: z.array(assistantActionSchema),
  visual_data: z.nullable(visualDataSchema),
  content_posts: z.array(contentPostSchema),
  a2a_capabilities: z.array(z.string()),
});
export type ProcessResponse = z.infer<typeof processResponseSchema>;

export const historyQuerySchema = z.strictObject({
  session_id: z.optional(processRequestSchema.shape.session_id),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
});

export const historyEntrySchema = z.object({
  id: z.string(),
  session_id: z.string(),
  query: z.string(),
  workflow_type: z.enum(assistantWorkflowTypes),
  answer: processResponseSchema,
  quality: z.number(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** `GET /api/assistant/history?session_id=&limit=`: newest last (the order a chat shows). */
export const historyResponseSchema = z.object({ entries: z.array(historyEntrySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** `GET /api/assistant/profile`: the user AI profile (entities). */
export const aiProfileSchema = z.object({
  businessProfile: z.object({
    type: z.nullable(z.string()),
    industry: z.nullable(z.string()),
    expertise: z.enum(['beginner', 'intermediate', 'advanced']),
  }),
  lastActive: z.nullable(z.string()),
  totalConversations: z.int(),
  /** 0-1, and its label (assistant-constants qualityLabels). */
  averageQuality: z.number(),
  qualityLabel: z.string(),
  topWorkflows: z.array(z.object({ workflow: z.enum(assistantWorkflowTypes), count: z.int() })),
  /** True from 50 conversations on. */
  complete: z.boolean(),
});
export type AiProfile = z.infer<typeof aiProfileSchema>;

/** `POST /api/assistant/actions/:id/approve`: what the approved action did. */
export const approveResponseSchema = z.object({
  action: assistantActionSchema,
  outcome: z.string(),
  /**
   * What it made or changed: `{ goal }` (set_goal), `{ draft: { postId } }` (save_draft: the draft is
   * the studio's from then on), or `{ responder: { enabled } }` (enable_responder: the
   * auto-responder's switch as the responder service now has it).
   */
  result: z.record(z.string(), z.unknown()),
  /** The app's page that shows what it made (save_draft: the draft in the studio's editor). */
  href: z.optional(z.string()),
});
export type ApproveResponse = z.infer<typeof approveResponseSchema>;
