import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { SendFailure } from '@scp/service-kit/send-failure';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { publishUserEvent } from '@scp/service-kit/user-events';
import type { ResponderAlertEvent } from '@scp/shared/contracts/responder/responder-api';
import { responderEventTypes, type ResponderAlertKind } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { AlertModel, type AlertRecord } from './alert-model';

const texts = responderTexts.screens.alerts;
const HOUR_MS = 60 * 60 * 1000;
const platformName = (platform: AlertRecord['platform']) => (platform === 'facebook' ? 'Facebook' : 'Instagram');

/** The conversation a send was for (sending/message-sender.ts Conversation). */
export interface AlertConversation {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/** What a send was (the sender's key): the bot's reply (`auto:<log id>`) or the owner's. */
export const sourceOfSendKey = (key: string | undefined): AlertRecord['source'] =>
  key?.startsWith('auto:') ? 'autoresponder' : 'inbox';

/**
 * The owner's alerts (entities: activity item, type alert), recorded where they happen: each once
 * (its onceKey), then announced to the owner's open app. Best effort: an alert that cannot be
 * written is logged and never stops the send it is about.
 */
export function createAlerts(deps: { redis?: RedisClient; logger: Logger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function record(alert: Omit<AlertRecord, 'at'>): Promise<void> {
    try {
      const created = await AlertModel.create({ ...alert, at: now() });
      if (deps.redis) {
        const payload: ResponderAlertEvent = { id: String(created._id), kind: alert.kind };
        await publishUserEvent(deps.redis, alert.userId, { type: responderEventTypes.alert, payload });
      }
    } catch (err) {
      if (isDuplicateKey(err)) return;
      deps.logger.warn({ err, kind: alert.kind }, 'an alert was not recorded');
    }
  }

  const about = (conversation: AlertConversation, kind: ResponderAlertKind) => ({
    userId: conversation.userId,
    kind,
    platform: conversation.platform,
    accountId: conversation.accountId,
  });

  return {
    /**
     * The sending limits were reached (business constants: rate limits): one alert per limit for
     * each window it was reached in, not one per message that waits; the description says when the
     * first waiting message goes.
     */
    limitReached(
      conversation: AlertConversation,
      waitUntil: Date,
      source: AlertRecord['source'],
      /** The limit and the window it was hit in (sending/message-sender.ts limitHit). */
      hit: string,
    ): Promise<void> {
      const { platform } = conversation;
      return record({
        ...about(conversation, 'limit_reached'),
        title: texts.limitReached,
        description: texts.limitReachedDescription(platformName(platform), waitUntil.toISOString()),
        source,
        senderId: null,
        taskId: null,
        onceKey: `limit:${hit}`,
      });
    },

    /**
     * A send that failed for good (no retry will change it, or the retries ran out). A token the
     * platform refused is its own alert, once an hour per page: every send of the page fails the same
     * way until the owner connects it again.
     */
    sendFailed(
      conversation: AlertConversation,
      failure: SendFailure,
      link: { source: AlertRecord['source']; onceKey: string; taskId?: string | null },
    ): Promise<void> {
      const { platform, accountId, senderId } = conversation;
      const name = platformName(platform);
      if (failure.kind === 'token')
        return record({
          ...about(conversation, 'token_refused'),
          title: texts.tokenRefused(name),
          description: texts.tokenRefusedDescription(name),
          source: link.source,
          senderId,
          taskId: link.taskId ?? null,
          onceKey: `token:${platform}:${accountId}:${Math.floor(now().getTime() / HOUR_MS)}`,
        });
      return record({
        ...about(conversation, 'send_failed'),
        title: texts.sendFailed,
        description: texts.sendFailedDescription(name, failure.platformReason),
        source: link.source,
        senderId,
        taskId: link.taskId ?? null,
        onceKey: `send:${link.onceKey}`,
      });
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
