import type { Logger } from '@scp/service-kit/logger';
import type { ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { Classification, MessageClassifier } from '../classify/message-classifier';
import { ResponderConfigModel } from '../config/responder-config-model';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import type { Neighbours } from '../neighbours/neighbours';
import type { MessageSender } from '../sending/message-sender';
import { EscalationModel, messageTasksOnly } from '../tasks/task-model';
import type { MessageEvent } from '../webhooks/message-event-model';
import { answerFromShop, voiceOf } from './answer-from-shop';
import {
  answerOrderQuestion,
  answerProvenOrders,
  checkOrderProof,
  orderAnswerOf,
  recordOrderProof,
} from './answer-order-status';
import { decideReply, type Decision } from './decide-reply';
import { escalateToTask } from './escalate-to-task';
import { createOrderProofs, type Conversation } from './order-proof';
import { recordMessage } from './record-message';
import type { ReplyDraft } from './reply-writer';
import { sendAutoReply } from './send-auto-reply';

const bot = responderTexts.bot;

/**
 * The auto-responder (issue 15): for one owner of the page a customer wrote to, the message is
 * classified (with the shop's own product names), logged once, and then
 * - in a conversation already handed to the owner (a pending task), the bot stays silent;
 * - what the owner must decide (complaints, returns, collaborations, upset or unclear messages) becomes
 *   a task with a suggested reply (escalate-to-task.ts);
 * - with the switch on, what the shop's data answers (answer-from-shop.ts; an order's details only to
 *   its own customer, answer-order-status.ts) is replied to at once through Meta's Send API, within
 *   Meta's 24-hour window only (decide-reply.ts; a later message is escalated: only a person may reply then);
 * - with it off, the message waits for a manual reply, its suggested answer ready.
 * Sending (send-auto-reply.ts) never sends twice and never logs a failed send as sent.
 */
export function createAutoResponder(deps: {
  neighbours: Neighbours;
  classifier: MessageClassifier;
  sender: MessageSender;
  events: ResponderEvents;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const proofs = createOrderProofs({ now });

  /**
   * A run died between claiming and recording: whether Meta got the reply is unknown, so the
   * owner checks the conversation rather than the customer getting it twice.
   */
  async function handOverUnsure(existing: MessageLogDocument, event: MessageEvent): Promise<void> {
    const classification = deps.classifier.classify(existing.text, { productNames: existing.productMentions });
    await escalateToTask(deps.events, {
      log: existing,
      classification,
      reason: 'The auto-reply may not have been sent (the responder restarted while sending): check the conversation',
      suggestion: existing.suggestedResponse ?? '',
      receivedAt: event.receivedAt,
    });
  }

  return {
    /** One owner's part of a stored customer message; safe to run again (a retry, a restarted worker). */
    async handle(userId: string, event: MessageEvent, options: { finalAttempt: boolean }): Promise<void> {
      const existing = await MessageLogModel.findOne({
        userId,
        platform: event.platform,
        messageId: event.messageId,
      }).lean<MessageLogDocument>();
      if (existing && (existing.responseStatus !== 'pending' || existing.sentVia)) return;
      if (existing?.replyClaimedAt) return handOverUnsure(existing, event);

      const conversation: Conversation = {
        userId,
        platform: event.platform,
        accountId: event.accountId,
        senderId: event.senderId,
      };
      const first = deps.classifier.classify(event.text, { productNames: [] });
      const [config, voice, openTask, proof] = await Promise.all([
        ResponderConfigModel.findOne({ userId }).lean(),
        voiceOf(deps, userId),
        EscalationModel.exists({ ...conversation, status: 'pending', ...messageTasksOnly() }),
        proofs.stateOf(conversation),
      ]);
      const answer = await orderAnswerOf(proofs, {
        conversation,
        text: event.text,
        messageId: event.messageId,
        openTask: Boolean(openTask),
        proof,
      });

      let shop: ShopLookupResponse | null;
      let classification: Classification;
      let draft: ReplyDraft;
      if (answer.answering)
        ({ shop, classification, draft } = await answerOrderQuestion(deps, userId, first, answer.answering));
      else
        ({ shop, classification, draft } = await answerFromShop(deps, {
          userId,
          text: event.text,
          first,
          voice,
          proof,
        }));

      const { toCheck, outcome } = checkOrderProof({ answer, openTask: Boolean(openTask), draft, shop });
      if (outcome && 'proven' in outcome)
        ({ classification, draft } = answerProvenOrders({ classification, toCheck, shop, voice }));

      const decision: Decision =
        outcome && 'refused' in outcome
          ? { kind: 'escalate', reason: outcome.refused, suggestion: bot.order.handedOver }
          : decideReply({
              classification,
              draft,
              enabled: config?.enabled ?? false,
              handedOver: Boolean(openTask),
              windowOpen: now().getTime() - event.sentAt.getTime() <= responder.standardWindowMs,
            });

      const log = await recordMessage(userId, event, classification, decision);
      if (!log) return;
      await recordOrderProof(proofs, conversation, { outcome, sending: decision.kind === 'send', draft });

      switch (decision.kind) {
        case 'log':
          await deps.events.message(userId, {
            id: String(log._id),
            platform: log.platform,
            response_status: 'pending',
          });
          return;
        case 'handoff':
          await deps.events.message(userId, {
            id: String(log._id),
            platform: log.platform,
            response_status: 'escalated',
          });
          return;
        case 'escalate':
          await escalateToTask(deps.events, {
            log,
            classification,
            reason: decision.reason,
            suggestion: decision.suggestion,
            receivedAt: event.receivedAt,
          });
          return;
        case 'send':
          await deps.events.message(userId, {
            id: String(log._id),
            platform: log.platform,
            response_status: 'pending',
          });
          await sendAutoReply(
            { sender: deps.sender, events: deps.events, now },
            { log, classification, text: decision.text, event, finalAttempt: options.finalAttempt },
          );
      }
    },
  };
}

export type AutoResponder = ReturnType<typeof createAutoResponder>;
