import { isValidObjectId } from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import type { ResponderEvents } from '../events/responder-events';
import { refreshConversationOf } from './conversation-summary';

/**
 * The responder's events, with the conversation each one names written again first: every change
 * to a customer message, a reply or a task goes out as one of these events, so the /inbox list follows
 * them all from this one place. A conversation that could not be written is logged and written again
 * at its next event; the event still goes out.
 */
export function withConversationUpdates(events: ResponderEvents, logger: Logger): ResponderEvents {
  const refresh = async (userId: string, source: { messageLogId?: string; taskId?: string }) => {
    const id = source.messageLogId ?? source.taskId;
    if (!isValidObjectId(id)) return;
    try {
      await refreshConversationOf(userId, source);
    } catch (err) {
      logger.warn({ err, ...source }, 'a conversation was not brought up to date');
    }
  };
  return {
    message: async (userId, payload) => {
      await refresh(userId, { messageLogId: payload.id });
      await events.message(userId, payload);
    },
    reply: async (userId, payload) => {
      await refresh(userId, { messageLogId: payload.id });
      await events.reply(userId, payload);
    },
    task: async (userId, payload) => {
      await refresh(userId, { taskId: payload.id });
      await events.task(userId, payload);
    },
  };
}
