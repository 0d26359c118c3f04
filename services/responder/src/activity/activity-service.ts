import { trusted, type Types } from 'mongoose';
import { userScope } from '@scp/service-kit/user-scope';
import type { ActivityItem, ActivityQuery, ActivityResponse } from '@scp/shared/contracts/responder/responder-api';
import type { ResponderPriority } from '@scp/shared/contracts/responder/responder-constants';
import { messageActivityPriority } from '../classify/priority-rules';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { FLAGGED } from '../messages/message-service';
import { customerLabel, toEntry } from '../messages/message-views';
import { customerKeyOf, storedProfilesOf, type CustomerKey } from '../customers/customer-profiles';
import { EscalationModel, type EscalationDocument } from '../tasks/task-model';
import { AlertModel, type AlertDocument } from '../alerts/alert-model';
import { MessageEventModel, type MessageEvent } from '../webhooks/message-event-model';
import { CommentEventModel, type CommentEvent } from '../comments/comment-event-model';
import { commentAsMessage, commentLogsOf } from '../comments/comment-tasks';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

const texts = responderTexts.screens;
type StoredEvent = MessageEvent & { _id: Types.ObjectId };
type StoredCommentEvent = CommentEvent & { _id: Types.ObjectId };
const platformName = (platform: MessageEvent['platform']) => (platform === 'facebook' ? 'Facebook' : 'Instagram');
/** The metadata of an item that is not about one classified customer message (alerts, webhook events). */
const noMessage: ActivityItem['metadata'] = {
  customerName: null,
  messagePreview: null,
  suggestedResponse: null,
  inquiryType: null,
  confidenceScore: null,
  escalationReason: null,
  customerId: null,
  messageId: null,
  sentiment: null,
  taskId: null,
  dueAt: null,
};

const PREVIEW = 120;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

/** The customer's name from their platform profile when Meta gave one, else the label made of their id. */
type NameOf = (doc: CustomerKey) => string;

function messageItem(doc: MessageLogDocument, nameOf: NameOf): ActivityItem {
  const entry = toEntry(doc);
  const answered = entry.response_sent;
  const customerName = nameOf(doc);
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
    title: `Message from ${customerName}`,
    description: preview(entry.message_text),
    // states and transitions: answered is completed, escalated is processing, otherwise pending.
    status: answered ? 'completed' : entry.escalated ? 'processing' : 'pending',
    source: entry.escalated ? 'escalation' : 'inbox',
    metadata: {
      customerName,
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

function responseItem(doc: MessageLogDocument, nameOf: NameOf): ActivityItem {
  const base = messageItem(doc, nameOf);
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

function taskItem(task: EscalationDocument, doc: MessageLogDocument, nameOf: NameOf): ActivityItem {
  const base = messageItem(doc, nameOf);
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

/**
 * A customer message as the platform's webhook delivered it (entities: activity item, type webhook):
 * pending until it is processed for the owner (answered or logged, or its task done).
 */
function webhookItem(
  event: Pick<StoredEvent, '_id' | 'owners' | 'platform' | 'accountId' | 'senderId' | 'receivedAt' | 'text'>,
  userId: string,
  nameOf: NameOf,
): ActivityItem {
  const processedAt = event.owners?.find((owner) => owner.userId === userId)?.processedAt ?? null;
  const customerName = nameOf(event);
  return {
    id: `webhook:${String(event._id)}`,
    type: 'webhook',
    priority: 'low',
    platform: event.platform,
    timestamp: event.receivedAt.toISOString(),
    title: texts.webhook.title(platformName(event.platform)),
    description: preview(event.text),
    status: processedAt ? 'completed' : 'pending',
    source: 'inbox',
    metadata: { ...noMessage, customerName, messagePreview: preview(event.text), customerId: event.senderId },
  };
}

/**
 * A customer comment under a post as the platform's webhook delivered it (type webhook, like a
 * message's): named as the webhook named its author when the profile is not known.
 */
function commentWebhookItem(event: StoredCommentEvent, userId: string, nameOf: NameOf): ActivityItem {
  return { ...webhookItem(event, userId, nameOf), id: `webhook:comment:${String(event._id)}` };
}

/** An alert (entities: activity item, type alert): a send failed or a token refused is high, a limit reached medium. */
function alertItem(alert: AlertDocument, nameOf: NameOf): ActivityItem {
  return {
    id: `alert:${String(alert._id)}`,
    type: 'alert',
    priority: alert.kind === 'limit_reached' ? 'medium' : 'high',
    platform: alert.platform,
    timestamp: alert.at.toISOString(),
    title: alert.title,
    description: alert.description,
    status: 'pending',
    source: alert.source,
    metadata: {
      ...noMessage,
      customerName: alert.senderId ? nameOf({ ...alert, senderId: alert.senderId }) : null,
      customerId: alert.senderId,
      taskId: alert.taskId,
      alertKind: alert.kind,
      accountId: alert.accountId,
      senderId: alert.senderId,
    },
  };
}

/** The owner's activity feed: messages, replies, pending tasks, webhook events (messages and comments) and alerts, newest first; the owner's alone. */
export function createActivityService() {
  return {
    async activity(userId: string, query: ActivityQuery): Promise<ActivityResponse> {
      const limit = query.limit ?? 50;
      const where = query.platform ? { platform: query.platform } : {};
      const logs = userScope(MessageLogModel, userId);
      const escalations = userScope(EscalationModel, userId);
      const alerts = userScope(AlertModel, userId);
      const ownEvents = { owners: trusted({ $elemMatch: { userId } }), ...where };
      const [events, commentEvents, alertDocs, webhookCount, commentCount, alertCount] = await Promise.all([
        MessageEventModel.find(ownEvents).sort({ receivedAt: -1, _id: -1 }).limit(limit).lean<StoredEvent[]>(),
        CommentEventModel.find(ownEvents).sort({ receivedAt: -1, _id: -1 }).limit(limit).lean<StoredCommentEvent[]>(),
        alerts.find(where).sort({ at: -1, _id: -1 }).limit(limit).lean<AlertDocument[]>(),
        MessageEventModel.countDocuments(ownEvents),
        CommentEventModel.countDocuments(ownEvents),
        alerts.countDocuments(where),
      ]);
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
      // A comment's task is shown with its comment where a message's task has the message.
      const taskComments = await commentLogsOf(userId, tasks);
      const taskDocOf = (task: EscalationDocument) => {
        const comment = task.channel === 'comment' ? taskComments.get(task.messageLogId) : undefined;
        return comment ? commentAsMessage(comment, task) : logById.get(task.messageLogId);
      };
      const profiles = await storedProfilesOf([
        ...logById.values(),
        ...taskComments.values(),
        ...events,
        ...commentEvents,
        ...alertDocs.flatMap((alert) => (alert.senderId ? [{ ...alert, senderId: alert.senderId }] : [])),
      ]);
      // A commenter's name came with their comment; their profile's, once read, is preferred.
      const commenters = new Map(
        [...taskComments.values(), ...commentEvents].flatMap((c) =>
          c.senderName ? [[customerKeyOf(c), c.senderName] as const] : [],
        ),
      );
      const nameOf: NameOf = (doc) =>
        profiles.get(customerKeyOf(doc))?.name ?? commenters.get(customerKeyOf(doc)) ?? customerLabel(doc.senderId);
      const items = [
        ...docs.map((doc) => messageItem(doc, nameOf)),
        ...docs.filter((doc) => doc.sentVia).map((doc) => responseItem(doc, nameOf)),
        ...tasks.flatMap((task) => {
          const doc = taskDocOf(task);
          return doc ? [taskItem(task, doc, nameOf)] : [];
        }),
        ...events.map((event) => webhookItem(event, userId, nameOf)),
        ...commentEvents.map((event) => commentWebhookItem(event, userId, nameOf)),
        ...alertDocs.map((alert) => alertItem(alert, nameOf)),
      ]
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
        .slice(0, limit);
      return {
        items,
        counts: {
          all: messages + responses + pending + webhookCount + commentCount + alertCount,
          tasks: pending,
          messages,
          ai_responses: aiResponses,
          inbox,
        },
        pending,
        critical,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
