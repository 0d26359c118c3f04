import { createHash, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { hasValidHmac } from '@scp/service-kit/webhook-signature';
import {
  metaWebhookBodySchema,
  metaWebhookVerifyQuerySchema,
  type MetaWebhookAnswer,
  type MetaWebhookBody,
} from '@scp/shared/contracts/responder/responder-webhooks';
import { commentJobPrefix, type CommentIntake } from '../comments/comment-intake';
import type { Neighbours } from '../neighbours/neighbours';
import type { CustomerProfiles } from '../customers/customer-profiles';
import type { AutoResponder } from '../replies/auto-responder';
import { eventOwners } from '../tasks/webhook-event-processing';
import { MessageEventModel, type MessageEvent } from './message-event-model';

/**
 * Whether the verify token Meta sent is ours, in constant time: both are hashed first, so the
 * comparison takes as long whatever the length or the first wrong character of a guess.
 */
function sameToken(given: string, expectedDigest: Buffer): boolean {
  return timingSafeEqual(createHash('sha256').update(given, 'utf8').digest(), expectedDigest);
}

const platformOf = (object: MetaWebhookBody['object']) => (object === 'page' ? 'facebook' : 'instagram');
/** A message can be long; what is kept of it is bounded (Meta allows 2,000 characters; more is not a customer's). */
const MAX_TEXT = 5000;

/**
 * Meta's messaging webhooks (docs/architecture.md, Jobs and webhooks, issue 15): the subscription's verification, the signature
 * over the raw body before anything else (a bad one stores nothing), each customer message stored
 * once however often Meta sends it, the answer at once, and the work in a job: for each owner of the
 * page, the auto-responder classifies, logs, answers or escalates it (auto-responder.ts).
 */
export function createMetaWebhooks(deps: {
  appSecret: string | undefined;
  verifyToken: string | undefined;
  /** `delayMs`: the page is over Meta's webhook rate of the spec; the message waits its turn. */
  enqueue: (eventKey: string, delayMs: number) => Promise<void>;
  /**
   * How long this message waits for its place under the page's webhook limit (business constants:
   * 200 a minute per page): 0 while the page is under it; asking again for the same message keeps its place.
   */
  waitForPage: (pageKey: string, eventKey: string) => Promise<number>;
  neighbours: Neighbours;
  autoResponder: AutoResponder;
  /** The customer's name and picture, read after the message is handled (never in its way). */
  customers?: Pick<CustomerProfiles, 'refresh'>;
  /** Comments under the page's posts: the `feed` and `comments` changes of the same deliveries. */
  comments: Pick<CommentIntake, 'accept' | 'process'>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const verifyTokenDigest = deps.verifyToken ? createHash('sha256').update(deps.verifyToken, 'utf8').digest() : null;
  return {
    /** `GET`: Meta's subscription check; the challenge is answered only to the token we gave it. */
    verify(query: Record<string, unknown>): string {
      if (!verifyTokenDigest) throw AppError.unavailable('Meta webhooks are not set up on this server.');
      const parsed = metaWebhookVerifyQuerySchema.safeParse(query);
      if (!parsed.success) throw AppError.badRequest('Expected hub.mode=subscribe and a hub.challenge.');
      const given = parsed.data['hub.verify_token'];
      if (given === undefined || !sameToken(given, verifyTokenDigest))
        throw AppError.forbidden('The verify token does not match.');
      return parsed.data['hub.challenge'];
    },

    async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<MetaWebhookAnswer> {
      if (!deps.appSecret) throw AppError.unavailable('Meta webhooks are not set up on this server.');
      if (!rawBody || !hasValidHmac(rawBody, signature, deps.appSecret, { encoding: 'hex', prefix: 'sha256=' }))
        throw AppError.unauthenticated('The webhook signature does not match.');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw AppError.badRequest('The webhook body is not JSON.');
      }
      const body = metaWebhookBodySchema.parse(json);
      const platform = platformOf(body.object);
      const answer: MetaWebhookAnswer = { received: true, accepted: 0, duplicates: 0, ignored: 0 };
      for (const entry of body.entry) {
        for (const event of entry.messaging ?? []) {
          // Echoes of the page's own replies, reads and reactions are not customer messages.
          if (!event.message || event.message.is_echo || event.recipient.id !== entry.id) {
            answer.ignored += 1;
            continue;
          }
          try {
            await MessageEventModel.create({
              platform,
              messageId: event.message.mid,
              accountId: entry.id,
              senderId: event.sender.id,
              text: (event.message.text ?? '').slice(0, MAX_TEXT),
              sentAt: new Date(event.timestamp),
              receivedAt: now(),
              processedAt: null,
            });
          } catch (err) {
            if (!isDuplicateKey(err)) throw err;
            answer.duplicates += 1;
            // Stored by a delivery that died before its job was queued (Meta got no 200 and sent it
            // again): queued now. A job already queued under the same id is not queued twice.
            const stored = await MessageEventModel.exists({
              platform,
              messageId: event.message.mid,
              processedAt: null,
            });
            if (stored) {
              const eventKey = `${platform}:${event.message.mid}`;
              await deps.enqueue(eventKey, await deps.waitForPage(`${platform}:${entry.id}`, eventKey));
            }
            continue;
          }
          // Over the page's webhook limit, later messages wait for the next windows, in the order they came.
          const eventKey = `${platform}:${event.message.mid}`;
          await deps.enqueue(eventKey, await deps.waitForPage(`${platform}:${entry.id}`, eventKey));
          answer.accepted += 1;
        }
        for (const change of entry.changes ?? []) {
          const outcome = await deps.comments.accept(platform, entry.id, change);
          if (outcome === 'accepted') answer.accepted += 1;
          else if (outcome === 'duplicate') answer.duplicates += 1;
          else answer.ignored += 1;
        }
      }
      return answer;
    },

    /**
     * The job: the stored message for each owner of the account, once (a rerun writes nothing new and
     * sends nothing twice). `finalAttempt`: a reply that still cannot be sent is kept for the owner.
     */
    async process(eventKey: string, options: { finalAttempt: boolean } = { finalAttempt: false }): Promise<void> {
      if (eventKey.startsWith(commentJobPrefix)) return deps.comments.process(eventKey.slice(commentJobPrefix.length));
      const [platform = '', ...rest] = eventKey.split(':');
      const event = await MessageEventModel.findOne({
        platform: platform as MessageEvent['platform'],
        messageId: rest.join(':'),
      }).lean<MessageEvent & { _id: Types.ObjectId }>();
      if (!event || event.processedAt) return;
      const owners = await deps.neighbours.accountOwners({ platform: event.platform, accountId: event.accountId });
      for (const userId of owners) await deps.autoResponder.handle(userId, event, options);
      const at = now();
      await MessageEventModel.updateOne(
        { _id: event._id },
        { $set: { processedAt: at, owners: await eventOwners(event, owners, at) } },
      );
      deps.logger.info({ platform: event.platform, owners: owners.length }, 'message processed');
      if (owners.length > 0) await deps.customers?.refresh(owners, event);
    },
  };
}

export type MetaWebhooks = ReturnType<typeof createMetaWebhooks>;
