// zod/mini: the responder remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import {
  responderActivitySources,
  responderActivityStatuses,
  responderActivityTypes,
  responderAlertKinds,
  responderInquiryTypes,
  responderPriorities,
  responderSentiments,
} from './responder-constants';

/**
 * The auto-responder's API under `/api/responder` (entities: message log, escalation, analytics;
 * calls: auto-responder data calls): the owner's customer messages as classified and answered, the ones
 * waiting for the owner (tasks), manual replies, the on/off switch, analytics and the flagged inbox.
 */
export const responderPaths = {
  config: '/api/responder/config',
  messages: '/api/responder/messages',
  tasks: '/api/responder/tasks',
  /** `POST <tasks>/<id>/complete`. */
  taskComplete: (id: string) => `/api/responder/tasks/${encodeURIComponent(id)}/complete`,
  replies: '/api/responder/replies',
  activity: '/api/responder/activity',
  analytics: '/api/responder/analytics',
  inbox: '/api/responder/inbox',
  /** `POST <inbox>/<message id>/archive`. */
  inboxArchive: (id: string) => `/api/responder/inbox/${encodeURIComponent(id)}/archive`,
  /** `GET`: the owner's webhook events not processed yet (calls: GET webhook events). */
  webhookEvents: '/api/responder/webhook-events',
} as const;

export const responderPlatforms = ['facebook', 'instagram'] as const;
export type ResponderPlatform = (typeof responderPlatforms)[number];

/**
 * What became of a customer message: `pending` while the responder works on it (or it is left alone,
 * e.g. spam), `auto_responded` when the bot answered, `escalated` while a task waits for the owner,
 * `manual_response` once the owner answered, `failed` when a reply could not be sent (kept for a
 * manual reply; see the error recovery log).
 */
export const responseStatuses = ['pending', 'auto_responded', 'escalated', 'manual_response', 'failed'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

/** One customer message and its answer (entities: message log record). */
export const messageLogEntrySchema = z.object({
  id: z.string(),
  platform: z.enum(responderPlatforms),
  /** The Facebook page or Instagram account written to. */
  account_id: z.string(),
  sender_id: z.string(),
  /** The same customer as `sender_id` (the spec's record has both). */
  customer_id: z.string(),
  message_id: z.string(),
  message_text: z.string(),
  inquiry_type: z.enum(responderInquiryTypes),
  sentiment: z.enum(responderSentiments),
  confidence_score: z.number(),
  product_mentions: z.array(z.string()),
  order_numbers: z.array(z.string()),
  response_status: z.enum(responseStatuses),
  response_sent: z.boolean(),
  response_text: z.nullable(z.string()),
  responded_at: z.nullable(z.string()),
  escalated: z.boolean(),
  escalation_reason: z.nullable(z.string()),
  /** Why no reply went out (the window closed, the platform refused...), in the owner's words. */
  failure_reason: z.nullable(z.string()),
  platform_metadata: z.object({
    page_id: z.string(),
    sent_via: z.nullable(z.enum(['auto', 'manual'])),
  }),
  /** When the customer sent it (Meta's timestamp). */
  sent_at: z.string(),
  created_at: z.string(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

const platformFilter = z.optional(z.enum(responderPlatforms));
const pageLimit = (max: number) => z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)));
const pageOffset = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100000)));

export const messageLogQuerySchema = z.strictObject({
  limit: pageLimit(100),
  offset: pageOffset,
  platform: platformFilter,
});
export type MessageLogQuery = z.infer<typeof messageLogQuerySchema>;
/** `GET /messages?limit=&offset=&platform=`: newest first (50 by default, calls). */
export const messageLogResponseSchema = z.object({ messages: z.array(messageLogEntrySchema) });
export type MessageLogResponse = z.infer<typeof messageLogResponseSchema>;

export const taskSchema = z.object({
  id: z.string(),
  /** 1-10; 8 or more is critical (business constants). */
  priority: z.int(),
  priority_level: z.enum(responderPriorities),
  reason: z.string(),
  due_at: z.string(),
  status: z.enum(['pending', 'resolved']),
  /** What the owner could answer: the manual reply field starts with it (states and transitions). */
  suggested_response: z.string(),
  message: messageLogEntrySchema,
  /** A comment's task (its message is the comment): a reply to it goes publicly under the comment. */
  channel: z.optional(z.enum(['message', 'comment'])),
  resolved_at: z.nullable(z.string()),
  resolution_notes: z.nullable(z.string()),
  created_at: z.string(),
});
export type ResponderTask = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.strictObject({
  limit: pageLimit(200),
  offset: pageOffset,
  platform: platformFilter,
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
/** `GET /tasks`: the pending ones, most urgent first, then the soonest due. */
export const taskListResponseSchema = z.object({ tasks: z.array(taskSchema), total: z.int() });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

/** `POST /tasks/:id/complete`: the owner dealt with it elsewhere (mark complete, states and transitions). */
export const completeTaskRequestSchema = z.strictObject({
  notes: z.optional(z.string().check(z.maxLength(2000))),
});
export type CompleteTaskRequest = z.infer<typeof completeTaskRequestSchema>;
export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** Meta's limit for a Messenger text; Instagram's is 1,000 characters, checked by the service. */
export const maxReplyLength = 2000;

/**
 * `POST /replies`: the owner's manual reply to a customer message (calls: "Sending a response"):
 * sent through the platform, logged, and the message's task resolved with the text as its notes.
 */
export const manualReplyRequestSchema = z.strictObject({
  /** The message log entry's id. */
  message_id: z.string().check(z.minLength(1), z.maxLength(64)),
  text: z.string().check(z.maxLength(maxReplyLength)),
});
export type ManualReplyRequest = z.infer<typeof manualReplyRequestSchema>;
export const manualReplyResponseSchema = z.object({
  success: z.boolean(),
  message: messageLogEntrySchema,
});
export type ManualReplyResponse = z.infer<typeof manualReplyResponseSchema>;

/** `GET /config` and `PUT /config` (calls: auto-responder config: the enabled flag). */
export const responderConfigSchema = z.object({
  enabled: z.boolean(),
  updated_at: z.nullable(z.string()),
  /** Whether spam and abusive comments are also hidden on the platform (off by default: only kept out of the inbox). */
  hide_spam_comments: z.optional(z.boolean()),
});
export type ResponderConfig = z.infer<typeof responderConfigSchema>;
export const responderConfigRequestSchema = z.strictObject({
  enabled: z.boolean(),
  /** Left as it is when absent. */
  hide_spam_comments: z.optional(z.boolean()),
});
export type ResponderConfigRequest = z.infer<typeof responderConfigRequestSchema>;
export const responderConfigResponseSchema = z.object({ success: z.boolean(), config: responderConfigSchema });
export type ResponderConfigResponse = z.infer<typeof responderConfigResponseSchema>;

/** One entry of the activity feed (entities: activity item). */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(responderActivityTypes),
  priority: z.enum(responderPriorities),
  platform: z.enum(responderPlatforms),
  timestamp: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(responderActivityStatuses),
  source: z.enum(responderActivitySources),
  /**
   * The message's fields (entities: activity item metadata). An alert is not about one customer
   * message: its customer and classification fields are null; a webhook item is a message not
   * classified yet: its classification fields are null.
   */
  metadata: z.object({
    customerName: z.nullable(z.string()),
    messagePreview: z.nullable(z.string()),
    suggestedResponse: z.nullable(z.string()),
    inquiryType: z.nullable(z.enum(responderInquiryTypes)),
    confidenceScore: z.nullable(z.number()),
    escalationReason: z.nullable(z.string()),
    customerId: z.nullable(z.string()),
    /** The message log entry's id (replies are sent to it); null on alerts and webhook items. */
    messageId: z.nullable(z.string()),
    sentiment: z.nullable(z.enum(responderSentiments)),
    /** The task's id on task items (and on an alert about a task). */
    taskId: z.nullable(z.string()),
    dueAt: z.nullable(z.string()),
    /** On alert items: what happened, and the page or Instagram account it happened on. */
    alertKind: z.optional(z.nullable(z.enum(responderAlertKinds))),
    accountId: z.optional(z.nullable(z.string())),
    /** On alert items about one customer's conversation: that customer (the /inbox conversation with them). */
    senderId: z.optional(z.nullable(z.string())),
  }),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityQuerySchema = z.strictObject({ limit: pageLimit(200), platform: platformFilter });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
/**
 * `GET /activity?platform=&limit=`: the drawer's feed, newest first: a `message` item per customer
 * message, a `response` item per reply sent, a `task` item per pending task, a `webhook` item per
 * message event received from the platform, an `alert` item per alert; the counts of each tab
 * (over everything, not only the page returned) and the header badges.
 */
export const activityResponseSchema = z.object({
  items: z.array(activityItemSchema),
  counts: z.object({
    all: z.int(),
    tasks: z.int(),
    messages: z.int(),
    ai_responses: z.int(),
    inbox: z.int(),
  }),
  /** Pending tasks. */
  pending: z.int(),
  /** Pending tasks of critical priority. */
  critical: z.int(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const analyticsQuerySchema = z.strictObject({ from: z.optional(isoDate), to: z.optional(isoDate) });
export type ResponderAnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
/** One day on one platform (entities: analytics), from the message log. */
export const analyticsRowSchema = z.object({
  date: z.string(),
  platform: z.enum(responderPlatforms),
  total_messages: z.int(),
  auto_responded: z.int(),
  escalated: z.int(),
  time_saved_minutes: z.number(),
});
export type ResponderAnalyticsRow = z.infer<typeof analyticsRowSchema>;
const analyticsTotalsSchema = z.object({
  total_messages: z.int(),
  auto_responded: z.int(),
  escalated: z.int(),
  time_saved_minutes: z.number(),
  /** Mean seconds from a customer's message to its reply; the spec's default 30 when none. */
  avgResponseTimeSeconds: z.number(),
  /** Share of messages answered (auto or manual), 0-1. */
  responseRate: z.number(),
});
/** `GET /analytics?from=&to=` (both YYYY-MM-DD, UTC; default the last 30 days) with today's impact. */
export const analyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(analyticsRowSchema),
  totals: analyticsTotalsSchema,
  /** TODAY'S IMPACT on the ResponseFlow Pro card. */
  today: z.object({ messages_handled: z.int(), time_saved_minutes: z.number() }),
});
export type ResponderAnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** The shell's inbox side panel: flagged (escalated) messages, 10 a page (calls). */
export const inboxQuerySchema = z.strictObject({ offset: pageOffset, limit: pageLimit(50) });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export const inboxResponseSchema = z.object({
  messages: z.array(messageLogEntrySchema),
  total: z.int(),
  has_more: z.boolean(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
/** `POST /api/responder/inbox/:id/archive`. */
export const archiveResponseSchema = z.object({ archived: z.boolean() });
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

/** The real-time events' names: plain data in responder-constants.ts (the shell's arrival sound reads them there). */
export { responderEventTypes } from './responder-constants';
export const responderMessageEventSchema = z.object({
  id: z.string(),
  platform: z.enum(responderPlatforms),
  response_status: z.enum(responseStatuses),
});
export type ResponderMessageEvent = z.infer<typeof responderMessageEventSchema>;
export const responderTaskEventSchema = z.object({
  id: z.string(),
  priority: z.int(),
  status: z.enum(['pending', 'resolved']),
});
export type ResponderTaskEvent = z.infer<typeof responderTaskEventSchema>;
export const responderAlertEventSchema = z.object({ id: z.string(), kind: z.enum(responderAlertKinds) });
export type ResponderAlertEvent = z.infer<typeof responderAlertEventSchema>;

/** What a webhook event carried: a customer message, or a customer comment under a post (Meta's `feed` and `comments` fields). */
export const webhookEventTypes = ['message', 'comment'] as const;

/**
 * One webhook event as received from the platform (entities: webhook event): a customer message or
 * comment, `processed` for this owner once it was handled (answered or logged) or, when it became a
 * task, once the task was completed (states and transitions: marking a task complete).
 */
export const webhookEventSchema = z.object({
  id: z.string(),
  platform: z.enum(responderPlatforms),
  event_type: z.enum(webhookEventTypes),
  payload: z.object({
    account_id: z.string(),
    sender_id: z.string(),
    /** The message's id, or the comment's. */
    message_id: z.string(),
    text: z.string(),
    sent_at: z.string(),
    /** A comment's post (Facebook) or media (Instagram). */
    post_id: z.optional(z.string()),
  }),
  processed: z.boolean(),
  processed_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type WebhookEventEntry = z.infer<typeof webhookEventSchema>;
export const webhookEventsQuerySchema = z.strictObject({
  limit: pageLimit(100),
  offset: pageOffset,
  platform: platformFilter,
});
export type WebhookEventsQuery = z.infer<typeof webhookEventsQuerySchema>;
/** `GET /webhook-events?offset=&limit=&platform=`: the owner's unprocessed events, newest first (50 by default). */
export const webhookEventsResponseSchema = z.object({
  events: z.array(webhookEventSchema),
  total: z.int(),
  has_more: z.boolean(),
});
export type WebhookEventsResponse = z.infer<typeof webhookEventsResponseSchema>;
