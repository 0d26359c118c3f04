import {
  integrationsInternalPaths,
  sendMessageResponseSchema,
} from '@scp/shared/contracts/settings/integrations-internal';
import { customerWrites, hoursAgo, newCustomerId } from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { cipher, useIntegrationsHarness } from '../integrations/integrations-harness.test.util';

const { sandbox, connect, accounts, storedToken, asService } = useIntegrationsHarness();

describe('POST /internal/settings/messages/send', () => {
  it("sends the auto-responder's message from a page or the page behind an Instagram account; the token stays here", async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'instagram', mode: 'popup' });
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const all = await accounts(userId);
    const instagram = all.find((account) => account.platform === 'instagram');
    const page = all.find((account) => account.platform === 'facebook');
    const send = async (body: object, caller: 'responder' | 'assistant' = 'responder', who = userId) =>
      asService(caller, 'post', integrationsInternalPaths.sendMessage, who, body);
    const sentTo = async (accountId: string, customerId: string) => {
      const answer = await fetch(`${sandbox().url}/_sandbox/meta/sent-messages?accountId=${accountId}`);
      const { messages } = (await answer.json()) as {
        messages: { recipientId?: string; recipient?: { id: string }; text: string; tag?: string | null }[];
      };
      return messages.filter((message) => (message.recipientId ?? message.recipient?.id) === customerId);
    };
    const message = (platform: string, accountId: string, recipientId: string, text: string, humanAgent = false) => ({
      platform,
      accountId,
      recipientId,
      text,
      humanAgent,
    });

    const onPage = newCustomerId();
    const pageId = page?.accountId ?? '';
    expect(
      (await customerWrites(sandbox(), { platform: 'facebook', accountId: pageId, customerId: onPage, text: 'Hi' }))
        .status,
    ).toBe(201);
    const viaPage = await send(message('facebook', pageId, onPage, 'Hello from the page'));
    expect(viaPage.status).toBe(200);
    expect(sendMessageResponseSchema.parse(viaPage.body)).toEqual({ messageId: expect.any(String) });
    expect(JSON.stringify(viaPage.body)).not.toContain(await storedToken(userId, 'facebook', pageId));
    expect((await sentTo(pageId, onPage)).map((sent) => sent.text)).toEqual(['Hello from the page']);

    const onInstagram = newCustomerId();
    const instagramId = instagram?.accountId ?? '';
    await customerWrites(sandbox(), {
      platform: 'instagram',
      accountId: instagramId,
      customerId: onInstagram,
      text: 'Hi',
    });
    const viaInstagram = await send(message('instagram', instagramId, onInstagram, 'Hello on Instagram'));
    expect(sendMessageResponseSchema.parse(viaInstagram.body)).toEqual({ messageId: expect.any(String) });

    // A page token Meta refuses is renewed from the owner's grant, stored, and the message sent.
    const stale = cipher.seal('EAAstale');
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'facebook', accountId: pageId },
      { $set: { accessToken: stale } },
    );
    const renewed = await send(message('facebook', pageId, onPage, 'After a renewal'));
    expect(sendMessageResponseSchema.parse(renewed.body)).toEqual({ messageId: expect.any(String) });
    expect(await storedToken(userId, 'facebook', pageId)).not.toBe('EAAstale');
    expect((await sentTo(pageId, onPage)).map((sent) => sent.text)).toEqual(['Hello from the page', 'After a renewal']);

    // Meta's refusals come back as their kind with Meta's words, for the responder to act on.
    const late = newCustomerId();
    await customerWrites(sandbox(), {
      platform: 'facebook',
      accountId: pageId,
      customerId: late,
      text: 'Hi',
      sentAt: hoursAgo(30),
    });
    const outside = await send(message('facebook', pageId, late, 'Too late'));
    expect(sendMessageResponseSchema.parse(outside.body)).toEqual({
      failure: { kind: 'window', detail: expect.stringContaining('outside of allowed window') },
    });
    const tagged = await send(message('facebook', pageId, late, 'A person answers', true));
    expect(sendMessageResponseSchema.parse(tagged.body)).toEqual({ messageId: expect.any(String) });
    expect((await sentTo(pageId, late))[0]).toMatchObject({ text: 'A person answers', tag: 'HUMAN_AGENT' });
    const stranger = await send(message('facebook', pageId, newCustomerId(), 'Who?'));
    expect(sendMessageResponseSchema.parse(stranger.body)).toMatchObject({ failure: { kind: 'recipient' } });

    const noConnection = { failure: { kind: 'no_connection', detail: 'No active Facebook page connection found' } };
    expect((await send(message('facebook', '999', onPage, 'Hi'))).body).toEqual(noConnection);
    expect((await send(message('facebook', pageId, onPage, 'Hi'), 'responder', newUserId())).body).toEqual(
      noConnection,
    );
    expect((await send(message('facebook', pageId, onPage, 'Hi'), 'assistant')).status).toBe(403);
    expect((await send({ ...message('x', pageId, onPage, 'Hi') })).status).toBe(400);
    expect((await send({ ...message('facebook', pageId, onPage, '') })).status).toBe(400);
    expect((await send({ ...message('facebook', pageId, onPage, 'Hi'), accessToken: 'EAA' })).status).toBe(400);
    // The token-handing endpoint is gone.
    expect(
      (
        await asService(
          'responder',
          'get',
          '/internal/settings/messaging-account?platform=facebook&accountId=1',
          userId,
        )
      ).status,
    ).toBe(404);
  });
});
