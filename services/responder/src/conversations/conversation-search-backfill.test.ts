// Conversations written before the inbox searched `searchText` get it from their records.
import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from '../app';
import { CommentLogModel } from '../comments/comment-log-model';
import { responderEnvShape } from '../config';
import { MessageLogModel } from '../messages/message-log-model';
import { ConversationModel } from './conversation-model';
import { searchFilterOf } from './conversation-search';
import { backfillConversationSearch } from './conversation-search-backfill';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
serviceFixture({ name: 'responder', createApp, extraConfig: responderEnvShape, redisUrl: () => redis.url });
afterAll(async () => {
  await redis?.stop();
});

const PAGE = '1000000077';
const at = new Date(Date.now() - 3_600_000);

/** A line as the responder wrote it before `searchText`, straight into the collection. */
async function oldLine(userId: string, senderId: string, fields: Record<string, unknown> = {}) {
  await ConversationModel.collection.insertOne({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    lastActivityAt: at,
    lastText: 'Thanks!',
    lastFrom: 'customer',
    lastCustomerMessageAt: at,
    unreadCount: 1,
    readAt: null,
    needsReply: true,
    openTask: false,
    done: false,
    channel: 'message',
    postId: null,
    customerName: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
}

const found = async (userId: string, q: string) =>
  (await ConversationModel.find({ userId, ...searchFilterOf(q) }).lean()).map((line) => line.senderId).sort();

describe('filling the search field of conversations written before it', () => {
  it('writes each line again from its messages or comments, once', async () => {
    const userId = new Types.ObjectId().toHexString();
    await MessageLogModel.create({
      userId,
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-message',
      messageId: `mid.backfill.${userId}`,
      text: 'Do you ship to Norway?',
      inquiryType: 'shipping',
      sentiment: 'neutral',
      confidence: 0.9,
      responseStatus: 'pending',
      sentAt: at,
      conversationAt: at,
    });
    await oldLine(userId, 'c-message');
    await CommentLogModel.create({
      userId,
      platform: 'facebook',
      accountId: PAGE,
      postId: `${PAGE}_post1`,
      commentId: `${PAGE}_c1_${userId}`,
      senderId: 'c-comment',
      senderName: 'Ola Nordmann',
      text: 'Lovely glaze',
      inquiryType: 'product_question',
      sentiment: 'positive',
      confidence: 0.9,
      status: 'pending',
      receivedAt: at,
    });
    await oldLine(userId, 'c-comment', { channel: 'comment', postId: `${PAGE}_post1`, customerName: 'Ola Nordmann' });
    await oldLine(userId, 'c-gone', { lastText: 'A message since deleted' });

    expect(await found(userId, 'norway')).toEqual([]);
    expect((await backfillConversationSearch(2)).filled).toBeGreaterThanOrEqual(3);
    expect(await found(userId, 'norway')).toEqual(['c-message']);
    expect(await found(userId, 'ola nord')).toEqual(['c-comment']);
    expect(await found(userId, 'glaze')).toEqual(['c-comment']);
    expect(await found(userId, 'since deleted')).toEqual(['c-gone']);
    expect((await backfillConversationSearch()).filled).toBe(0);
  });
});
