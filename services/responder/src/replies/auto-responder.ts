import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { ShopLookupOrder, ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import type { Classification, MessageClassifier } from '../classify/message-classifier';
import { escalationPriority } from '../classify/priority-rules';
import { ResponderConfigModel } from '../config/responder-config-model';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument, type MessageLogRecord } from '../messages/message-log-model';
import type { Neighbours } from '../neighbours/neighbours';
import { logUnrecovered } from '../recovery/error-recovery-model';
import { NoPageConnection, type MessageSender } from '../sending/message-sender';
import { SendFailure } from '../sending/send-api';
import { EscalationModel } from '../tasks/task-model';
import type { MessageEvent } from '../webhooks/message-event-model';
import { contactsIn, createOrderProofs, isTiedTo, provesOrder, type Conversation } from './order-proof';
import { writeReply, type ReplyDraft } from './reply-writer';

const bot = responderTexts.bot;

/** The job should run again later: after `delayMs` when the platform asked for a wait, else with its backoff. */
export class RetryLater extends Error {
  constructor(
    reason: string,
    readonly delayMs?: number,
  ) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/** Words that say nothing about which product is meant; the rest of a message's words are looked up. */
const NOT_PRODUCT_WORDS = new Set(
  `about also and any are can could does for from have hello how into is it its just know like many more much
  need order please price cost costs send ship some still than thank thanks that the their them then there
  these they this what when where which who why will with would you your yours want buy get got have has`.split(/\s+/),
);

/** Up to 5 words of a message worth looking up in the shop's catalogue. */
export function productTermsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]{2,}/gu) ?? [];
  return [...new Set(words.filter((word) => !NOT_PRODUCT_WORDS.has(word) && !/^\d+$/.test(word)))]
    .slice(0, 5)
    .map((word) => word.slice(0, 100));
}

/** The products that share the most words with the message first. */
function rankProducts(shop: ShopLookupResponse, terms: readonly string[]): ShopLookupResponse {
  const score = (title: string) => terms.filter((term) => title.toLowerCase().includes(term)).length;
  const seen = new Set<string>();
  const products = shop.products
    .filter((product) => (seen.has(product.title) ? false : (seen.add(product.title), true)))
    .sort((a, b) => score(b.title) - score(a.title));
  return { ...shop, products };
}

type Decision =
  | { kind: 'log'; status: 'pending'; suggestion: string | null }
  | { kind: 'handoff' }
  | { kind: 'escalate'; reason: string; suggestion: string }
  | { kind: 'send'; text: string };

/**
 * The auto-responder (issue 15): for one owner of the page a customer wrote to, the message is
 * classified (with the shop's own product names), logged once, and then
 * - in a conversation already handed to the owner (a pending task), the bot stays silent;
 * - what the owner must decide (complaints, returns, collaborations, upset or unclear messages) becomes
 *   a task with a suggested reply;
 * - with the switch on, what the shop's data answers is replied to at once through Meta's Send API,
 *   within Meta's 24-hour window only (a later message is escalated: only a person may reply then);
 * - with it off, the message waits for a manual reply, its suggested answer ready.
 * A reply is claimed before it is sent, so a rerun of the job never sends twice; a send that failed
 * is never logged as sent: it is retried when Meta asks for a wait or is unreachable, else kept for a
 * manual reply as a task with the reason in the error recovery log.
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

  async function shopFor(userId: string, text: string, first: Classification): Promise<ShopLookupResponse | null> {
    // Only what a reply quotes is looked up: a shop's API budget is small (Shopify restores 100
    // query points a second), and a busy page must not spend it on greetings.
    const productTerms = productTermsOf(text);
    const wantsShop =
      first.inquiryType === 'product_question' ||
      (first.inquiryType === 'order_status' && first.orderNumbers.length > 0) ||
      // A product the classifier could not know without the catalogue ("is the Rustic Mug available?").
      (first.inquiryType === 'other' && productTerms.length > 0);
    if (!wantsShop) return null;
    try {
      const shop = await deps.neighbours.shopLookup(userId, {
        productTerms,
        orderNumbers: first.orderNumbers.slice(0, 5),
      });
      return rankProducts(shop, productTerms);
    } catch (err) {
      // Without the shop's data the bot does not answer from it: the message goes to the owner.
      deps.logger.warn({ err }, 'shop lookup failed');
      return null;
    }
  }

  /** The orders a customer's answer is checked against; null when the shop cannot be asked now. */
  async function lookUpOrders(userId: string, orderNumbers: string[]): Promise<ShopLookupResponse | null> {
    try {
      return await deps.neighbours.shopLookup(userId, { productTerms: [], orderNumbers });
    } catch (err) {
      deps.logger.warn({ err }, 'shop lookup failed');
      return null;
    }
  }

  async function voiceOf(userId: string): Promise<VoiceProfile | null> {
    try {
      return (await deps.neighbours.brandContext(userId)).voice;
    } catch (err) {
      deps.logger.warn({ err }, 'brand voice unavailable; replying in the neutral voice');
      return null;
    }
  }

  function decide(input: {
    classification: Classification;
    draft: ReplyDraft;
    enabled: boolean;
    handedOver: boolean;
    windowOpen: boolean;
  }): Decision {
    const { classification: c, draft, enabled, handedOver, windowOpen } = input;
    if (handedOver) return { kind: 'handoff' };
    if (c.inquiryType === 'spam') return { kind: 'log', status: 'pending', suggestion: null };
    if (c.escalate) return { kind: 'escalate', reason: reasonOf(c), suggestion: draft.text };
    if (!enabled) return { kind: 'log', status: 'pending', suggestion: draft.text || null };
    if (c.confidence < responder.autoReplyMinConfidence)
      return {
        kind: 'escalate',
        reason: `Not sure what the customer asks (confidence ${c.confidence.toFixed(2)})`,
        suggestion: draft.text,
      };
    if (!draft.send)
      return { kind: 'escalate', reason: draft.holdReason ?? 'The bot cannot answer this', suggestion: draft.text };
    if (!windowOpen)
      return {
        kind: 'escalate',
        reason: "Outside Meta's 24-hour window: only a person may reply (up to 7 days)",
        suggestion: draft.text,
      };
    return { kind: 'send', text: draft.text };
  }

  async function escalate(
    log: MessageLogDocument,
    classification: Classification,
    reason: string,
    suggestion: string,
    receivedAt: Date,
    status: 'escalated' | 'failed' = 'escalated',
    failureReason: string | null = null,
  ): Promise<void> {
    const created = await EscalationModel.updateOne(
      { userId: log.userId, messageLogId: String(log._id) },
      {
        $setOnInsert: {
          userId: log.userId,
          messageLogId: String(log._id),
          platform: log.platform,
          accountId: log.accountId,
          senderId: log.senderId,
          priority: Math.max(classification.priority, status === 'failed' ? 6 : classification.priority),
          priorityLevel: status === 'failed' && classification.priority < 6 ? 'high' : classification.priorityLevel,
          reason,
          dueAt: new Date(
            receivedAt.getTime() +
              (status === 'failed' && classification.priority < 6
                ? responder.escalationDueMs.high
                : classification.dueInMs),
          ),
          status: 'pending',
          suggestedResponse: suggestion,
          resolvedAt: null,
          resolutionNotes: null,
        },
      },
      { upsert: true },
    );
    await MessageLogModel.updateOne(
      { _id: log._id },
      {
        $set: {
          responseStatus: status,
          escalationReason: reason,
          suggestedResponse: suggestion || null,
          failureReason,
          replyClaimedAt: null,
        },
      },
    );
    await deps.events.message(log.userId, {
      id: String(log._id),
      platform: log.platform,
      response_status: 'escalated',
    });
    if (created.upsertedCount > 0) {
      const task = await EscalationModel.findOne({ userId: log.userId, messageLogId: String(log._id) }).lean();
      if (task)
        await deps.events.task(log.userId, { id: String(task._id), priority: task.priority, status: 'pending' });
    }
  }

  async function sendReply(
    log: MessageLogDocument,
    classification: Classification,
    text: string,
    event: MessageEvent,
    finalAttempt: boolean,
  ): Promise<void> {
    // The claim: one sender per message, ever. A claim left by a run that died is not retried blindly.
    const claimed = await MessageLogModel.updateOne(
      { _id: log._id, responseStatus: 'pending', replyClaimedAt: null },
      { $set: { replyClaimedAt: now(), suggestedResponse: text } },
    );
    if (claimed.modifiedCount === 0) return;
    try {
      await deps.sender.send(
        { userId: log.userId, platform: log.platform, accountId: log.accountId, senderId: log.senderId },
        text,
        false,
      );
    } catch (err) {
      const retryable = err instanceof SendFailure && err.retryable;
      if (retryable && !finalAttempt) {
        await MessageLogModel.updateOne({ _id: log._id }, { $set: { replyClaimedAt: null } });
        throw new RetryLater(err.message, err.kind === 'rate_limited' ? err.retryAfterMs : undefined);
      }
      const why =
        err instanceof NoPageConnection
          ? err.message
          : err instanceof SendFailure
            ? `Failed to send message via ${log.platform}: ${err.platformReason}`
            : `Failed to send message via ${log.platform}`;
      await logUnrecovered({
        userId: log.userId,
        operation: 'auto_reply',
        errorMessage: why,
        error: err,
        metadata: {
          messageLogId: String(log._id),
          platform: log.platform,
          kind: err instanceof SendFailure ? err.kind : 'other',
        },
      });
      await escalate(log, classification, `The auto-reply was not sent: ${why}`, text, event.receivedAt, 'failed', why);
      if (!(err instanceof SendFailure) && !(err instanceof NoPageConnection) && !(err instanceof AppError)) throw err;
      return;
    }
    const at = now();
    await MessageLogModel.updateOne(
      { _id: log._id },
      {
        $set: {
          responseStatus: 'auto_responded',
          responseText: text,
          respondedAt: at,
          sentVia: 'auto',
          failureReason: null,
        },
      },
    );
    await deps.events.reply(log.userId, {
      id: String(log._id),
      platform: log.platform,
      response_status: 'auto_responded',
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
      if (existing?.replyClaimedAt) {
        // A run died between claiming and recording: whether Meta got the reply is unknown, so the
        // owner checks the conversation rather than the customer getting it twice.
        const classification = deps.classifier.classify(existing.text, { productNames: existing.productMentions });
        await escalate(
          existing,
          classification,
          'The auto-reply may not have been sent (the responder restarted while sending): check the conversation',
          existing.suggestedResponse ?? '',
          event.receivedAt,
        );
        return;
      }

      const conversation: Conversation = {
        userId,
        platform: event.platform,
        accountId: event.accountId,
        senderId: event.senderId,
      };
      const first = deps.classifier.classify(event.text, { productNames: [] });
      const [config, voice, openTask, proof] = await Promise.all([
        ResponderConfigModel.findOne({ userId }).lean(),
        voiceOf(userId),
        EscalationModel.exists({ ...conversation, status: 'pending' }),
        proofs.stateOf(conversation),
      ]);
      const given = contactsIn(event.text);
      const gaveContact = given.emails.length + given.phones.length > 0;
      // An e-mail or phone after the bot asked for one is the answer to its question (read as one
      // whatever else the classifier makes of it), unless the conversation is with the owner now.
      const pending = proof?.pendingOrders ?? [];
      const answering =
        !openTask && gaveContact && pending.length > 0 && (await proofs.claimAnswer(conversation, event.messageId));

      let shop: ShopLookupResponse | null;
      let classification: Classification;
      let draft: ReplyDraft;
      if (answering) {
        shop = await lookUpOrders(userId, pending);
        classification = answerClassification(first, pending);
        draft = { text: '', send: false, holdReason: null, proofOf: pending };
      } else {
        shop = await shopFor(userId, event.text, first);
        classification = shop?.products.length
          ? deps.classifier.classify(event.text, { productNames: shop.products.map((product) => product.title) })
          : first;
        draft = writeReply({ classification, shop, voice, shopName: null, mayTell: (order) => isTiedTo(order, proof) });
      }

      // The orders the message's e-mail or phone is checked against: those the bot asked about, or
      // those it is about to ask about when the customer gave one unasked (checked once all the same:
      // a wrong one is a wrong answer, so guesses cannot be repeated message after message).
      const toCheck = !openTask && gaveContact && draft.proofOf?.length ? draft.proofOf : null;
      let proofOutcome: { proven: ShopLookupOrder[] } | { refused: string } | null = null;
      if (toCheck) {
        const found = toCheck.map((name) => shop?.orders.find((order) => order.name === name));
        const orders = found.filter((order): order is ShopLookupOrder => order !== undefined);
        if (!shop?.connected || orders.length < toCheck.length)
          proofOutcome = { refused: bot.hold.orderProofUnchecked(toCheck.join(', ')) };
        else if (orders.every((order) => provesOrder(order, given))) proofOutcome = { proven: orders };
        else proofOutcome = { refused: bot.hold.orderNotProven(toCheck.join(', ')) };
      }
      if (proofOutcome && 'proven' in proofOutcome) {
        classification = { ...classification, orderNumbers: toCheck ?? [] };
        draft = writeReply({ classification, shop, voice, shopName: null, mayTell: () => true });
      }

      const decision: Decision =
        proofOutcome && 'refused' in proofOutcome
          ? { kind: 'escalate', reason: proofOutcome.refused, suggestion: bot.order.handedOver }
          : decide({
              classification,
              draft,
              enabled: config?.enabled ?? false,
              handedOver: Boolean(openTask),
              windowOpen: now().getTime() - event.sentAt.getTime() <= responder.standardWindowMs,
            });

      const record: MessageLogRecord = {
        userId,
        platform: event.platform,
        accountId: event.accountId,
        senderId: event.senderId,
        messageId: event.messageId,
        text: event.text,
        inquiryType: classification.inquiryType,
        sentiment: classification.sentiment,
        confidence: classification.confidence,
        productMentions: classification.productMentions,
        orderNumbers: classification.orderNumbers,
        responseStatus: decision.kind === 'handoff' ? 'escalated' : 'pending',
        responseText: null,
        respondedAt: null,
        sentVia: null,
        escalationReason: decision.kind === 'handoff' ? 'The conversation is with you: a task is open in it' : null,
        failureReason: null,
        suggestedResponse:
          decision.kind === 'log' ? decision.suggestion : decision.kind === 'send' ? decision.text : null,
        archivedAt: null,
        replyClaimedAt: null,
        sentAt: event.sentAt,
      };
      const log = await MessageLogModel.findOneAndUpdate(
        { userId, platform: event.platform, messageId: event.messageId },
        { $setOnInsert: record },
        { upsert: true, returnDocument: 'after' },
      ).lean<MessageLogDocument>();
      if (!log) return;

      // Recorded before anything is sent: a question's answer is checked even if its send is retried.
      if (proofOutcome && 'proven' in proofOutcome) await proofs.proven(conversation, proofOutcome.proven);
      else if (proofOutcome) await proofs.refused(conversation);
      else if (decision.kind === 'send' && draft.proofOf?.length) await proofs.ask(conversation, draft.proofOf);

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
          await escalate(log, classification, decision.reason, decision.suggestion, event.receivedAt);
          return;
        case 'send':
          await deps.events.message(userId, {
            id: String(log._id),
            platform: log.platform,
            response_status: 'pending',
          });
          await sendReply(log, classification, decision.text, event, options.finalAttempt);
      }
    },
  };
}

/**
 * An answer to the bot's question for an order's e-mail is about those orders, whatever words it has
 * (an address alone reads to the classifier as nothing, or as a link); its mood still counts.
 */
function answerClassification(first: Classification, orderNumbers: string[]): Classification {
  const decision = escalationPriority({
    inquiryType: 'order_status',
    sentiment: first.sentiment,
    confidence: 1,
    hasWords: true,
  });
  return {
    ...first,
    inquiryType: 'order_status',
    confidence: 1,
    priority: decision.priority,
    priorityLevel: decision.priorityLevel,
    dueInMs: decision.dueInMs,
    escalate: decision.escalate,
    orderNumbers,
    reasons: [...first.reasons, `answer: the e-mail asked for ${orderNumbers.join(', ')}`, ...decision.reasons],
  };
}

/** The owner's words for why a message escalated, from the classifier's decision. */
function reasonOf(c: Classification): string {
  const upset = c.sentiment === 'critical' ? 'Critical' : c.sentiment === 'negative' ? 'Upset' : null;
  const what: Record<Classification['inquiryType'], string> = {
    complaint: 'complaint',
    returns: 'return request',
    collaboration: 'collaboration request',
    order_status: 'order question',
    product_question: 'product question',
    shipping: 'shipping question',
    other: 'message',
    spam: 'spam',
  };
  if (upset) return `${upset} customer: ${what[c.inquiryType]}`;
  if (c.confidence < responder.highPriorityBelowConfidence)
    return `Unclear ${what[c.inquiryType]} (confidence ${c.confidence.toFixed(2)})`;
  const noun = what[c.inquiryType];
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}: the owner decides`;
}

export type AutoResponder = ReturnType<typeof createAutoResponder>;
