// The owner's unread total alone (GET /conversations/unread), as the inbox button, the side panel and
// the tab title read it: from the conversations, messages not yet taken in included, never another
// owner's, and down to zero once the owner has read them.
import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import { inboxUnreadResponseSchema } from '@scp/shared/contracts/responder/inbox-unread';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { MessageLogModel } from '../messages/message-log-model';
import { refreshConversation } from './conversation-summary';

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: {
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    META_APP_SECRET: 'unread-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'unread-verify',
  },
});

const PAGE = '1000000077';
let counter = 0;

async function customerWrote(userId: string, senderId: string, text: string, options: { takenIn?: boolean } = {}) {
  counter += 1;
  await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId: `mid.unread.${counter}`,
    text,
    inquiryType: 'general',
    sentiment: 'neutral',
    confidence: 0.9,
    productMentions: [],
    orderNumbers: [],
    responseStatus: 'pending',
    responseText: null,
    respondedAt: null,
    sentVia: null,
    escalationReason: null,
    failureReason: null,
    suggestedResponse: null,
    archivedAt: null,
    replyClaimedAt: null,
    sentAt: new Date(Date.now() - 60_000 + counter),
  });
  if (options.takenIn !== false) await refreshConversation({ userId, platform: 'facebook', accountId: PAGE, senderId });
}

const unread = async (userId: string) => {
  const answer = await callService(fx.app, 'responder', 'get', '/conversations/unread', { userId });
  expect(answer.status).toBe(200);
  return inboxUnreadResponseSchema.parse(answer.body).unread_total;
};

describe('GET /conversations/unread', () => {
  it("answers the owner's unread messages over every conversation, never another owner's, and zero once read", async () => {
    const owner = new Types.ObjectId().toHexString();
    const other = new Types.ObjectId().toHexString();
    expect(await unread(owner)).toBe(0);
    await customerWrote(owner, 'ana', 'Hello?');
    await customerWrote(owner, 'ana', 'Is the mug in stock?');
    await customerWrote(owner, 'ben', 'Do you ship to Porto?');
    // Stored, not yet on a conversation (a job stopped in between): counted all the same.
    await customerWrote(owner, 'cai', 'Any discount?', { takenIn: false });
    await customerWrote(other, 'dan', 'Not yours');
    expect(await unread(owner)).toBe(4);
    expect(await unread(other)).toBe(1);

    const list = await callService(fx.app, 'responder', 'get', '/conversations', { userId: owner });
    for (const conversation of list.body.conversations as { id: string }[])
      await callService(fx.app, 'responder', 'post', `/conversations/${conversation.id}/read`, { userId: owner });
    expect(await unread(owner)).toBe(0);
    expect(await unread(other)).toBe(1);
  });
});
