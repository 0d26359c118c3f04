// zod/mini: the responder remote will validate these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { responderInquiryTypes, responderPriorities, responderSentiments } from './responder-constants';

/**
 * The auto-responder's reads under `/api/responder` (dashboard §3 message log and escalation, §7):
 * the owner's customer messages as classified, and the ones waiting for the owner (tasks).
 */
export const responderPaths = {
  messages: '/api/responder/messages',
  tasks: '/api/responder/tasks',
} as const;

export const messageLogEntrySchema = z.object({
  id: z.string(),
  platform: z.enum(['facebook', 'instagram']),
  account_id: z.string(),
  sender_id: z.string(),
  message_id: z.string(),
  message_text: z.string(),
  inquiry_type: z.enum(responderInquiryTypes),
  sentiment: z.enum(responderSentiments),
  confidence: z.number(),
  product_mentions: z.array(z.string()),
  order_numbers: z.array(z.string()),
  response_status: z.enum(['pending', 'escalated']),
  sent_at: z.string(),
  created_at: z.string(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

export const messageLogQuerySchema = z.strictObject({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

/** `GET /messages?limit=`: newest first (50 by default). */
export const messageLogResponseSchema = z.object({ messages: z.array(messageLogEntrySchema) });
export type MessageLogResponse = z.infer<typeof messageLogResponseSchema>;

export const taskSchema = z.object({
  id: z.string(),
  priority: z.int(),
  priority_level: z.enum(responderPriorities),
  reason: z.string(),
  due_at: z.string(),
  status: z.enum(['pending', 'resolved']),
  message: messageLogEntrySchema,
  created_at: z.string(),
});
export type ResponderTask = z.infer<typeof taskSchema>;

/** `GET /tasks`: the pending ones, most urgent first, then the soonest due. */
export const taskListResponseSchema = z.object({ tasks: z.array(taskSchema) });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;
