// zod/mini: the responder remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { HOUR } from '../app/time-units';
import { responderInquiryTypes, responderPriorities, responderSentiments } from './responder-constants';

/**
 * The /inbox page's API under `/api/responder/conversations`: a conversation is one customer's thread
 * with one connected account (platform, account, sender). The owner's conversations newest activity
 * first, one thread with both sides' messages, marking it read, and the owner's reply sent within
 * Meta's windows.
 */
export const conversationPaths = {
  list: '/api/responder/conversations',
  /** `GET`: the thread. */
  thread: (id: string) => `/api/responder/conversations/${encodeURIComponent(id)}`,
  /** `POST`: everything in it read. */
  read: (id: string) => `/api/responder/conversations/${encodeURIComponent(id)}/read`,
  /** `POST`: the owner's reply. */
  replies: (id: string) => `/api/responder/conversations/${encodeURIComponent(id)}/replies`,
  /** `POST`: a reply that failed, sent again. */
  retry: (id: string, replyId: string) =>
    `/api/responder/conversations/${encodeURIComponent(id)}/replies/${encodeURIComponent(replyId)}/retry`,
} as const;

export const conversationPlatforms = ['facebook', 'instagram'] as const;
export type ConversationPlatform = (typeof conversationPlatforms)[number];

/**
 * What the owner may send in a thread: Messenger's Send API takes 2,000 characters of text, Instagram's
 * 1,000 (the settings service's platform home sends as they come; the provider sandbox refuses more).
 */
export const conversationReplyMax: Record<ConversationPlatform, number> = { facebook: 2000, instagram: 1000 };

export const conversationLimits = {
  pageDefault: 30,
  pageMax: 100,
  searchMax: 100,
  /** The thread shows this many of its latest messages. */
  threadMessages: 100,
} as const;

/**
 * Meta's windows from the customer's last message: `standard` a normal reply (24 h), `human_agent` a
 * person's reply with the HUMAN_AGENT tag (up to 7 days), `closed` nothing can be sent.
 */
export const replyWindows = ['standard', 'human_agent', 'closed'] as const;
export type ReplyWindow = (typeof replyWindows)[number];
export const replyWindowMs = { standard: 24 * HOUR, humanAgent: 7 * 24 * HOUR } as const;

/** The window a reply sent `at` falls in. */
export function replyWindowAt(lastCustomerMessageAt: Date | string | null, at: Date): ReplyWindow {
  if (lastCustomerMessageAt === null) return 'closed';
  const age = at.getTime() - new Date(lastCustomerMessageAt).getTime();
  if (age <= replyWindowMs.standard) return 'standard';
  if (age <= replyWindowMs.humanAgent) return 'human_agent';
  return 'closed';
}

/**
 * Where a conversation happens: `message` a Messenger or Instagram Direct thread; `comment` a
 * customer's comments under one of the shop's posts, answered under the comment (public) or with
 * Meta's one private reply to the commenter (within 7 days of the comment).
 */
export const conversationChannels = ['message', 'comment'] as const;
export type ConversationChannel = (typeof conversationChannels)[number];
export const commentReplyVisibilities = ['public', 'private'] as const;
export type CommentReplyVisibility = (typeof commentReplyVisibilities)[number];
/** A public reply under a comment: Facebook takes 8,000 characters, Instagram 2,200; a private reply is a message. */
export const commentReplyMax: Record<ConversationPlatform, number> = { facebook: 8000, instagram: 2200 };
export const privateReplyWindowMs = 7 * 24 * HOUR;
/** A private reply is a message: Messenger takes 2,000 characters, Instagram Direct 1,000. */
export const privateReplyMax: Record<ConversationPlatform, number> = conversationReplyMax;

/** The list's filters: waiting for a reply, with an open task, nothing left to do. */
export const conversationFilters = ['needs_reply', 'task', 'done'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];

export const conversationListQuerySchema = z.strictObject({
  platform: z.optional(z.enum(conversationPlatforms)),
  filter: z.optional(z.enum(conversationFilters)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(conversationLimits.searchMax))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(conversationLimits.pageMax))),
  /** The `next_cursor` of the page before. */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}_[0-9a-f]{24}$/))),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationIdParamsSchema = z.strictObject({ id: z.string().check(z.regex(/^[0-9a-f]{24}$/)) });

/** Who wrote a message of the thread. */
export const threadAuthors = ['customer', 'bot', 'owner'] as const;
export type ThreadAuthor = (typeof threadAuthors)[number];

export const conversationCustomerSchema = z.object({
  /** The customer's name as far as it is known (the sender id's last digits until then). */
  name: z.string(),
  picture_url: z.nullable(z.string()),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  platform: z.enum(conversationPlatforms),
  account_id: z.string(),
  sender_id: z.string(),
  customer: conversationCustomerSchema,
  last_message: z.object({ text: z.string(), from: z.enum(threadAuthors), at: z.string() }),
  last_activity_at: z.string(),
  last_customer_message_at: z.nullable(z.string()),
  unread_count: z.int(),
  needs_reply: z.boolean(),
  open_task: z.boolean(),
  done: z.boolean(),
  reply_window: z.enum(replyWindows),
  /** Absent on answers from before comments: a message thread. */
  channel: z.optional(z.enum(conversationChannels)),
  /** A comment conversation's post (Facebook post id or Instagram media id); null for messages. */
  post_id: z.optional(z.nullable(z.string())),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Unread customer messages over all of the owner's conversations. */
  unread_total: z.int(),
  next_cursor: z.nullable(z.string()),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/** `queued`: over the sending limits, it waits for its place and goes then, in order (never dropped). */
export const replyStatuses = ['sending', 'queued', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof replyStatuses)[number];

export const threadMessageSchema = z.object({
  id: z.string(),
  from: z.enum(threadAuthors),
  text: z.string(),
  at: z.string(),
  /** The owner's replies sent from the inbox: sent, or failed (kept, to be sent again). */
  status: z.enum(replyStatuses),
  failure_reason: z.nullable(z.string()),
  /** Sent with Meta's HUMAN_AGENT tag (a person's reply after 24 h). */
  human_agent: z.boolean(),
  /** A reply under a comment: public, or Meta's private reply to the commenter. */
  visibility: z.optional(z.enum(commentReplyVisibilities)),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const conversationThreadSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(threadMessageSchema),
  task: z.nullable(
    z.object({
      id: z.string(),
      priority_level: z.enum(responderPriorities),
      reason: z.string(),
      due_at: z.string(),
    }),
  ),
  /** What the latest customer message is about. */
  classification: z.nullable(
    z.object({
      inquiry_type: z.enum(responderInquiryTypes),
      sentiment: z.enum(responderSentiments),
      confidence: z.number(),
    }),
  ),
  /** What the reply box starts with: the latest suggestion while the customer waits for a reply. */
  suggested_reply: z.nullable(z.string()),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const conversationReplyRequestSchema = z.strictObject({
  text: z.string().check(z.maxLength(commentReplyMax.facebook * 2)),
  /** A comment conversation's reply: public (the default) or private. Refused on a message thread. */
  visibility: z.optional(z.enum(commentReplyVisibilities)),
});
export type ConversationReplyRequest = z.infer<typeof conversationReplyRequestSchema>;
export const conversationReplyResponseSchema = z.object({ reply: threadMessageSchema });
export type ConversationReplyResponse = z.infer<typeof conversationReplyResponseSchema>;

export const conversationReadResponseSchema = z.object({ unread_total: z.int() });
export type ConversationReadResponse = z.infer<typeof conversationReadResponseSchema>;
