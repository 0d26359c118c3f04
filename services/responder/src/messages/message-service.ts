import { isValidObjectId, trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import type {
  ActivityItem,
  ActivityQuery,
  ActivityResponse,
  InboxQuery,
  InboxResponse,
  MessageLogEntry,
  MessageLogQuery,
  ResponderAnalyticsQuery,
  ResponderAnalyticsResponse,
  ResponderAnalyticsRow,
  ResponseStatus,
} from '@scp/shared/contracts/responder/responder-api';
import { responder, type ResponderPriority } from '@scp/shared/contracts/responder/responder-constants';
import { messageActivityPriority } from '../classify/priority-rules';
import {
  EscalationModel,
  MessageLogModel,
  type EscalationDocument,
  type MessageLogDocument,
} from './message-log-model';
import { customerLabel, toEntry } from './message-views';

const PREVIEW = 120;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);
const DAY = 24 * HOUR;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Flagged: waiting for the owner, or a reply that could not be sent. */
const FLAGGED: ResponseStatus[] = ['escalated', 'failed'];

function messageItem(doc: MessageLogDocument): ActivityItem {
  const entry = toEntry(doc);
  const answered = entry.response_sent;
  return {
    id: `message:${entry.id}`,
    type: 'message',
    priority: messageActivityPriority({
      sentiment: entry.sentiment,
      confidence: entry.confidence_score,
      escalated: entry.escalated,
    }),
    platform: entry.platform,
    timestamp: entry.sent_at,
    title: `Message from ${customerLabel(entry.sender_id)}`,
    description: preview(entry.message_text),
    // Dashboard §4: answered is completed, escalated is processing, otherwise pending.
    status: answered ? 'completed' : entry.escalated ? 'processing' : 'pending',
    source: entry.escalated ? 'escalation' : 'inbox',
    metadata: {
      customerName: customerLabel(entry.sender_id),
      messagePreview: preview(entry.message_text),
      suggestedResponse: doc.suggestedResponse ?? null,
      inquiryType: entry.inquiry_type,
      confidenceScore: entry.confidence_score,
      escalationReason: entry.escalation_reason,
      customerId: entry.customer_id,
      messageId: entry.id,
      sentiment: entry.sentiment,
      taskId: null,
      dueAt: null,
    },
  };
}

function responseItem(doc: MessageLogDocument): ActivityItem {
  const base = messageItem(doc);
  const auto = doc.sentVia === 'auto';
  return {
    ...base,
    id: `response:${base.metadata.messageId}`,
    type: 'response',
    priority: 'low',
    timestamp: (doc.respondedAt ?? doc.sentAt).toISOString(),
    title: auto ? `AI replied to ${base.metadata.customerName}` : `You replied to ${base.metadata.customerName}`,
    description: preview(doc.responseText ?? ''),
    status: 'completed',
    source: auto ? 'autoresponder' : 'inbox',
  };
}

function taskItem(task: EscalationDocument, doc: MessageLogDocument): ActivityItem {
  const base = messageItem(doc);
  return {
    ...base,
    id: `task:${String(task._id)}`,
    type: 'task',
    priority: task.priorityLevel as ResponderPriority,
    timestamp: task.createdAt.toISOString(),
    title: task.reason,
    description: base.description,
    status: 'pending',
    source: 'escalation',
    metadata: {
      ...base.metadata,
      suggestedResponse: task.suggestedResponse || base.metadata.suggestedResponse,
      escalationReason: task.reason,
      taskId: String(task._id),
      dueAt: task.dueAt.toISOString(),
    },
  };
}

/** The owner's messages, activity feed, analytics and flagged inbox; every read is the owner's alone. */
export function createMessageService(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    async messages(userId: string, query: MessageLogQuery): Promise<MessageLogEntry[]> {
      const docs = await userScope(MessageLogModel, userId)
        .find(query.platform ? { platform: query.platform } : {})
        .sort({ createdAt: -1, _id: -1 })
        .skip(query.offset ?? responder.messageLogDefaultOffset)
        .limit(query.limit ?? responder.messageLogDefaultLimit)
        .lean<MessageLogDocument[]>();
      return docs.map(toEntry);
    },

    async activity(userId: string, query: ActivityQuery): Promise<ActivityResponse> {
      const limit = query.limit ?? 50;
      const where = query.platform ? { platform: query.platform } : {};
      const logs = userScope(MessageLogModel, userId);
      const escalations = userScope(EscalationModel, userId);
      const [docs, tasks, messages, responses, aiResponses, pending, critical, inbox] = await Promise.all([
        logs.find(where).sort({ sentAt: -1, _id: -1 }).limit(limit).lean<MessageLogDocument[]>(),
        escalations
          .find({ ...where, status: 'pending' })
          .sort({ createdAt: -1 })
          .limit(limit)
          .lean<EscalationDocument[]>(),
        logs.countDocuments(where),
        logs.countDocuments({ ...where, sentVia: trusted({ $in: ['auto', 'manual'] }) }),
        logs.countDocuments({ ...where, sentVia: 'auto' }),
        escalations.countDocuments({ ...where, status: 'pending' }),
        escalations.countDocuments({ ...where, status: 'pending', priorityLevel: 'critical' }),
        // The flagged inbox is one list for every platform (the shell's panel has no pills).
        logs.countDocuments({ responseStatus: trusted({ $in: FLAGGED }), archivedAt: null }),
      ]);
      const taskLogs = await logs
        .find({ _id: trusted({ $in: tasks.map((task) => task.messageLogId) }) })
        .lean<MessageLogDocument[]>();
      const logById = new Map([...docs, ...taskLogs].map((doc) => [String(doc._id), doc]));
      const items = [
        ...docs.map(messageItem),
        ...docs.filter((doc) => doc.sentVia).map(responseItem),
        ...tasks.flatMap((task) => {
          const doc = logById.get(task.messageLogId);
          return doc ? [taskItem(task, doc)] : [];
        }),
      ]
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
        .slice(0, limit);
      return {
        items,
        counts: { all: messages + responses + pending, tasks: pending, messages, ai_responses: aiResponses, inbox },
        pending,
        critical,
      };
    },

    /** Dashboard §3 analytics: per UTC day and platform, from the message log; today's impact for the card. */
    async analytics(userId: string, query: ResponderAnalyticsQuery): Promise<ResponderAnalyticsResponse> {
      const today = isoDay(now());
      const to = query.to ?? today;
      const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
      if (from > to) throw AppError.badRequest('from must not be after to.', 'from');
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 366 * DAY)
        throw AppError.badRequest('At most 366 days at once.', 'from');
      const docs = await userScope(MessageLogModel, userId)
        .find({
          sentAt: trusted({ $gte: new Date(`${from}T00:00:00Z`), $lt: new Date(Date.parse(`${to}T00:00:00Z`) + DAY) }),
        })
        .select({ platform: 1, sentAt: 1, sentVia: 1, respondedAt: 1, escalationReason: 1 })
        .lean<MessageLogDocument[]>();
      const rows = new Map<string, ResponderAnalyticsRow>();
      let responded = 0;
      let responseSeconds = 0;
      for (const doc of docs) {
        const date = isoDay(doc.sentAt);
        const key = `${date}|${doc.platform}`;
        const row = rows.get(key) ?? {
          date,
          platform: doc.platform,
          total_messages: 0,
          auto_responded: 0,
          escalated: 0,
          time_saved_minutes: 0,
        };
        row.total_messages += 1;
        if (doc.sentVia === 'auto') {
          row.auto_responded += 1;
          row.time_saved_minutes += responder.minutesSavedPerAutoReply;
        }
        if (doc.escalationReason) row.escalated += 1;
        if (doc.sentVia && doc.respondedAt) {
          responded += 1;
          responseSeconds += Math.max(0, (doc.respondedAt.getTime() - doc.sentAt.getTime()) / 1000);
        }
        rows.set(key, row);
      }
      const list = [...rows.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.platform.localeCompare(b.platform),
      );
      const sum = (pick: (row: ResponderAnalyticsRow) => number) => list.reduce((total, row) => total + pick(row), 0);
      const total = sum((row) => row.total_messages);
      const todayDocs = await userScope(MessageLogModel, userId)
        .find({ respondedAt: trusted({ $gte: new Date(`${today}T00:00:00Z`) }) })
        .select({ sentVia: 1 })
        .lean<MessageLogDocument[]>();
      const autoToday = todayDocs.filter((doc) => doc.sentVia === 'auto').length;
      return {
        from,
        to,
        rows: list,
        totals: {
          total_messages: total,
          auto_responded: sum((row) => row.auto_responded),
          escalated: sum((row) => row.escalated),
          time_saved_minutes: sum((row) => row.time_saved_minutes),
          avgResponseTimeSeconds:
            responded > 0 ? Math.round(responseSeconds / responded) : responder.defaultAvgResponseTimeSeconds,
          responseRate: total > 0 ? Math.round((responded / total) * 1000) / 1000 : 0,
        },
        today: {
          messages_handled: todayDocs.filter((doc) => doc.sentVia).length,
          time_saved_minutes: autoToday * responder.minutesSavedPerAutoReply,
        },
      };
    },

    /** The shell's inbox side panel: flagged messages not archived, newest first, 10 a page. */
    async inbox(userId: string, query: InboxQuery): Promise<InboxResponse> {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? responder.flaggedMessagesPageSize;
      const filter = { responseStatus: trusted({ $in: FLAGGED }), archivedAt: null };
      const [docs, total] = await Promise.all([
        userScope(MessageLogModel, userId)
          .find(filter)
          .sort({ sentAt: -1, _id: -1 })
          .skip(offset)
          .limit(limit)
          .lean<MessageLogDocument[]>(),
        userScope(MessageLogModel, userId).countDocuments(filter),
      ]);
      return { messages: docs.map(toEntry), total, has_more: offset + docs.length < total };
    },

    async archive(userId: string, messageId: string): Promise<void> {
      if (!isValidObjectId(messageId)) throw AppError.notFound('Message not found.');
      const done = await userScope(MessageLogModel, userId).updateMany(
        { _id: messageId },
        { $set: { archivedAt: now() } },
      );
      if (done.matchedCount === 0) throw AppError.notFound('Message not found.');
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
