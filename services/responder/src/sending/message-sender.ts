import { SendFailure } from '@scp/service-kit/send-failure';
import type { Neighbours } from '../neighbours/neighbours';

/** The words of a send refused because the owner has no usable connection of the page (or of the page behind the Instagram account). */
export const noPageConnectionReason = 'No active Facebook page connection found';

export interface Conversation {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/**
 * Sends one message into a customer's conversation through settings, which keeps the page token,
 * renews one Meta refused (error catalogue: recovery: token errors trigger a refresh) and calls
 * Meta's Send API; a message that was not sent is thrown as why.
 */
export function createMessageSender(deps: { neighbours: Pick<Neighbours, 'sendMessage'> }) {
  return {
    async send(conversation: Conversation, text: string, humanAgent: boolean): Promise<{ messageId: string }> {
      const { userId, platform, accountId, senderId } = conversation;
      const answer = await deps.neighbours.sendMessage(userId, {
        platform,
        accountId,
        recipientId: senderId,
        text,
        humanAgent,
      });
      if ('messageId' in answer) return { messageId: answer.messageId };
      const { kind, detail, retryAfterMs } = answer.failure;
      throw new SendFailure(kind, kind === 'no_connection' ? noPageConnectionReason : detail, retryAfterMs);
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
