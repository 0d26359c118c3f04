import type { Job } from 'bullmq';
import { AppError } from '@scp/service-kit/errors';
import { createJobQueue, delayJob } from '@scp/service-kit/job-queue';
import type { Logger } from '@scp/service-kit/logger';
import { SendFailure } from '@scp/service-kit/send-failure';
import type { CommentReplyVisibility } from '@scp/shared/contracts/responder/inbox-conversations';
import type { CommentSender } from '../comments/comment-sender';
import type { Conversation, MessageSender } from './message-sender';

const QUEUE = 'responder-send-later';
const JOB = 'send-later';

/** A message over the sending limits, waiting for its place (its key keeps the place reserved). */
export interface WaitingMessage {
  /** What kind of message it is: whose outcome handler hears how it went (e.g. 'owner_reply'). */
  kind: string;
  /** The key the place was reserved under (the one the first send was given). */
  key: string;
  conversation: Conversation;
  text: string;
  humanAgent: boolean;
  /** A reply under a customer's comment (public, or Meta's private reply to its author) rather than a message. */
  comment?: { commentId: string; visibility: CommentReplyVisibility };
}

/** How a waiting message went: sent (its id, or the comment reply's), or why not (a SendFailure, after the queue's retries for an outage). */
export type SendOutcome = { messageId: string } | { failure: SendFailure };

/**
 * Messages over the spec's sending limits (business constants) are sent later, never dropped: each
 * is a delayed job due when its place comes, run one at a time so they go in the order they were
 * queued. A platform's wait or outage is retried (a wait spends no attempt); the outcome goes to
 * the handler registered for the message's kind, which records it where the message is kept.
 */
export function createSendLater(options: {
  redisUrl: string;
  prefix: string;
  runWorker: boolean;
  sender: MessageSender;
  /** Sends the replies under comments that waited (comments/comment-sender.ts). */
  commentSender?: Pick<CommentSender, 'reply'>;
  logger: Logger;
}) {
  const handlers = new Map<string, (key: string, outcome: SendOutcome) => Promise<void>>();
  const stillWanted = new Map<string, (key: string) => Promise<boolean>>();

  async function report(message: WaitingMessage, outcome: SendOutcome): Promise<void> {
    const handler = handlers.get(message.kind);
    if (handler) await handler(message.key, outcome);
    else options.logger.warn({ kind: message.kind }, 'no handler for a message sent later');
  }

  async function sendNow(message: WaitingMessage): Promise<string> {
    const { comment } = message;
    if (!comment)
      return (await options.sender.send(message.conversation, message.text, message.humanAgent, { key: message.key }))
        .messageId;
    if (!options.commentSender) throw new SendFailure('unavailable', 'Replies under comments cannot be sent here.');
    const target = { ...message.conversation, commentId: comment.commentId };
    return (await options.commentSender.reply(target, message.text, comment.visibility, { key: message.key })).replyId;
  }

  async function process(job: Job<WaitingMessage>, token?: string): Promise<void> {
    const message = job.data;
    // Overtaken while it waited (the owner answered first): not sent, nothing to record.
    const wanted = stillWanted.get(message.kind);
    if (wanted && !(await wanted(message.key))) return;
    try {
      const messageId = await sendNow(message);
      await report(message, { messageId });
    } catch (err) {
      // Still waiting (or Meta asked for a wait): back in the queue, no attempt spent.
      if (err instanceof SendFailure && err.kind === 'rate_limited' && token)
        await delayJob(job, token, err.retryAfterMs ?? 1000);
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (err instanceof SendFailure && (!err.retryable || finalAttempt)) {
        // A refusal was alerted by the sender; an outage that outlasted the retries is alerted here.
        if (err.retryable)
          await options.sender.failedForGood(message.conversation, err, { key: `${message.key}:last` });
        await report(message, { failure: err });
        return;
      }
      throw err;
    }
  }

  const ready = createJobQueue<WaitingMessage, void>({
    redisUrl: options.redisUrl,
    name: QUEUE,
    prefix: options.prefix,
    runWorker: options.runWorker,
    concurrency: 1,
    process,
    logger: options.logger,
  });
  ready.catch((err: unknown) => options.logger.error({ err }, 'send-later queue failed to start'));

  return {
    /** Queues the message for when its place comes (LimitWait.waitUntil); once per key. */
    async schedule(message: WaitingMessage, waitUntil: Date): Promise<void> {
      const jobs = await ready.catch(() => undefined);
      if (!jobs) throw AppError.unavailable();
      // Due exactly at the place's time (the job's own timestamp plus its delay): messages waiting for
      // the same window are then due together and taken in the order they were queued.
      const at = Date.now();
      await jobs.queue.add(JOB, message, {
        jobId: `${message.kind}.${message.key}`.replace(/:/g, '_'),
        timestamp: at,
        delay: Math.max(0, waitUntil.getTime() - at),
      });
    },
    /** Who records how the messages of one kind went. */
    onOutcome(
      kind: string,
      handler: (key: string, outcome: SendOutcome) => Promise<void>,
      /** Asked when its place comes: false when the message is no longer to be sent. */
      wanted?: (key: string) => Promise<boolean>,
    ): void {
      handlers.set(kind, handler);
      if (wanted) stillWanted.set(kind, wanted);
    },
    async close(): Promise<void> {
      await (await ready.catch(() => undefined))?.close();
    },
  };
}

export type SendLater = ReturnType<typeof createSendLater>;
