import type { SendMessageRequest, SendMessageResponse } from '@scp/shared/contracts/settings/integrations-internal';
import type { SendApi } from '../platforms/meta/send-api';
import type { IntegrationsService } from './integrations-service';
import { answeringFailures } from './page-token-calls';

const NO_CONNECTION = 'No active Facebook page connection found';

/**
 * A message sent from a connected page for another service (the auto-responder), with the page
 * token this service keeps. A token Meta refuses is renewed from the owner's grant and the send
 * tried once more (error catalogue: recovery: token errors trigger a refresh); any other failure is
 * answered as its kind, with Meta's words and its wait, for the caller to retry or give up.
 */
export function createMessageSends(deps: {
  integrations: Pick<IntegrationsService, 'messagingAccount'>;
  /** Absent when this server has no Meta app: then no one has a page connected through it. */
  sendApi: SendApi | undefined;
}) {
  const { integrations, sendApi } = deps;
  return {
    async send(userId: string, request: SendMessageRequest): Promise<SendMessageResponse> {
      const { platform, accountId, recipientId, text, humanAgent } = request;
      return answeringFailures(async (renew): Promise<SendMessageResponse> => {
        const account = await integrations.messagingAccount(userId, platform, accountId, renew);
        if (!account || !sendApi) return { failure: { kind: 'no_connection', detail: NO_CONNECTION } };
        return sendApi.send({
          pageId: account.pageId,
          accessToken: account.accessToken,
          recipientId,
          text,
          humanAgent,
        });
      });
    },
  };
}

export type MessageSends = ReturnType<typeof createMessageSends>;
