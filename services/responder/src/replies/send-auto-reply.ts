import { AppError } from '@scp/service-kit/errors';
import type { Classification } from '../classify/message-classifier';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { logUnrecovered } from '../recovery/error-recovery-model';
import { SendFailure } from '@scp/service-kit/send-failure';
import { LimitWait, type MessageSender } from '../sending/message-sender';
import type { MessageEvent } from '../webhooks/message-event-model';
import { escalateToTask } from './escalate-to-task';
import { retryLater } from './retry-later';

/**
 * The bot's reply sent through Meta's Send API. It is claimed before it is sent, so a rerun of the job
 * never sends twice; a send that failed is never logged as sent: it is retried when Meta asks for a
 * wait or is unreachable, else kept for a manual reply as a task with the reason in the error recovery log.
 * Over the spec's sending limits it waits for its place (the job is delayed, no attempt spent) and
 * keeps that place when it runs again (its key is the log's id).
 */
export async function sendAutoReply(
  deps: { sender: MessageSender; events: ResponderEvents; now: () => Date },
  input: {
    log: MessageLogDocument;
    classification: Classification;
    text: string;
    event: MessageEvent;
    finalAttempt: boolean;
  },
): Promise<void> {
  const { log, classification, text, event, finalAttempt } = input;
  // The claim: one sender per message, ever. A claim left by a run that died is not retried blindly.
  const claimed = await MessageLogModel.updateOne(
    { _id: log._id, responseStatus: 'pending', replyClaimedAt: null },
    { $set: { replyClaimedAt: deps.now(), suggestedResponse: text } },
  );
  if (claimed.modifiedCount === 0) return;
  try {
    await deps.sender.send(
      { userId: log.userId, platform: log.platform, accountId: log.accountId, senderId: log.senderId },
      text,
      false,
      { key: `auto:${String(log._id)}` },
    );
  } catch (err) {
    const retryable = err instanceof SendFailure && err.retryable;
    // Over the sending limits the reply waits for its place, however many attempts the job has had.
    if (err instanceof LimitWait || (retryable && !finalAttempt)) {
      await MessageLogModel.updateOne({ _id: log._id }, { $set: { replyClaimedAt: null } });
      throw retryLater(err.message, err.kind === 'rate_limited' ? err.retryAfterMs : undefined);
    }
    // The sender alerted a refusal itself; an outage that outlasted the job's attempts is alerted here.
    if (err instanceof SendFailure && retryable)
      await deps.sender.failedForGood(
        { userId: log.userId, platform: log.platform, accountId: log.accountId, senderId: log.senderId },
        err,
        { key: `auto:${String(log._id)}` },
      );
    const why = !(err instanceof SendFailure)
      ? `Failed to send message via ${log.platform}`
      : err.kind === 'no_connection'
        ? err.platformReason
        : `Failed to send message via ${log.platform}: ${err.platformReason}`;
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
    await escalateToTask(deps.events, {
      log,
      classification,
      reason: `The auto-reply was not sent: ${why}`,
      suggestion: text,
      receivedAt: event.receivedAt,
      status: 'failed',
      failureReason: why,
    });
    if (!(err instanceof SendFailure) && !(err instanceof AppError)) throw err;
    return;
  }
  const at = deps.now();
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
