import type { Neighbours } from '../neighbours/neighbours';
import { SendFailure, type SendApi } from './send-api';

/** The owner has no usable connection of the page (or of the page behind the Instagram account). */
export class NoPageConnection extends Error {
  constructor() {
    super('No active Facebook page connection found');
    this.name = 'NoPageConnection';
  }
}

export interface Conversation {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/**
 * Sends one message into a customer's conversation with the owner's page token from settings. A token
 * Meta refuses is renewed from the owner's grant (integrations) and the send tried once more
 * (error catalogue: recovery: token errors trigger a refresh); other failures are thrown as they are.
 */
export function createMessageSender(deps: { neighbours: Neighbours; sendApi: SendApi }) {
  return {
    async send(conversation: Conversation, text: string, humanAgent: boolean): Promise<{ messageId: string }> {
      const { userId, platform, accountId, senderId } = conversation;
      let account = await deps.neighbours.messagingAccount(userId, platform, accountId);
      if (!account) throw new NoPageConnection();
      const attempt = () =>
        deps.sendApi.send({
          pageId: account?.pageId ?? '',
          accessToken: account?.accessToken ?? '',
          recipientId: senderId,
          text,
          humanAgent,
        });
      try {
        return await attempt();
      } catch (err) {
        if (!(err instanceof SendFailure) || err.kind !== 'token') throw err;
        account = await deps.neighbours.messagingAccount(userId, platform, accountId, true);
        if (!account) throw new NoPageConnection();
        return attempt();
      }
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
