// A database made before comments were conversations (issue 33) still has the message-only unique
// index on conversations, which refuses the comment conversation of a customer who also wrote a
// message: the upgrade drops it (and only it) and keeps the index by channel and post, on the
// embedded store as the service uses it.
import { createLogger } from '@scp/service-kit/logger';
import { callService } from '@scp/service-kit/testing';
import { conversationListResponseSchema } from '@scp/shared/contracts/responder/inbox-conversations';
import { refreshCommentConversation } from '../comments/comment-conversations';
import { CommentLogModel } from '../comments/comment-log-model';
import { MessageLogModel } from '../messages/message-log-model';
import { feedComment, messaging, newUser, sleep, useMetaResponder } from '../webhooks/meta-webhook.test.helper';
import { messageOnlyKey, messageOnlyKeyIndex, upgradeConversationIndexes } from './conversation-indexes';
import { ConversationModel } from './conversation-model';
import { refreshConversation } from './conversation-summary';

const { fx, pageWith, deliver } = useMetaResponder();
const logger = createLogger({ name: 'conversation-indexes-test', level: 'silent' });

const indexNames = async () => (await ConversationModel.collection.indexes()).map((index) => index.name);

/** What a database made before the inbox had comments: the conversations' unique key without channel and post. */
async function olderDatabase() {
  await ConversationModel.init();
  await ConversationModel.collection.createIndex(messageOnlyKey, { unique: true, name: messageOnlyKeyIndex });
  expect(await indexNames()).toContain(messageOnlyKeyIndex);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('drops the message-only unique index, so a customer who messaged and commented has both conversations', async () => {
  await olderDatabase();
  const owner = newUser();
  const pageId = pageWith(owner);
  const customer = '7400001';
  await deliver(messaging(pageId, 'Do you deliver on Sundays?', undefined, {}, customer));
  await until(
    () => MessageLogModel.countDocuments({ userId: owner }),
    (n) => n === 1,
    'the message logged',
  );
  await refreshConversation({ userId: owner, platform: 'facebook', accountId: pageId, senderId: customer });
  await deliver(feedComment(pageId, 'Is the rye vegan?', undefined, customer));
  await until(
    () => CommentLogModel.countDocuments({ userId: owner }),
    (n) => n === 1,
    'the comment logged',
  );
  const key = { userId: owner, platform: 'facebook' as const, accountId: pageId, senderId: customer };
  // With the older index the comment conversation is refused (a duplicate of the message thread's key).
  await expect(refreshCommentConversation({ ...key, postId: `${pageId}_post1` })).rejects.toThrow(/duplicate key/i);

  expect(await upgradeConversationIndexes(logger)).toEqual({ dropped: true });
  const names = await indexNames();
  expect(names).not.toContain(messageOnlyKeyIndex);
  expect(names).toContain('userId_1_platform_1_accountId_1_senderId_1_channel_1_postId_1');

  await refreshCommentConversation({ ...key, postId: `${pageId}_post1` });
  const list = conversationListResponseSchema.parse(
    (await callService(fx.app, 'responder', 'get', '/conversations', { userId: owner })).body,
  ).conversations;
  expect(list.map((c) => [c.channel, c.sender_id]).sort()).toEqual([
    ['comment', customer],
    ['message', customer],
  ]);
  // The new key still allows one line per conversation.
  await expect(
    ConversationModel.collection.insertOne({ ...key, channel: 'comment', postId: `${pageId}_post1` }),
  ).rejects.toThrow(/duplicate key/i);
});

it('changes nothing on a database already up to date, however often it runs', async () => {
  await upgradeConversationIndexes(logger);
  const before = await indexNames();
  expect(await upgradeConversationIndexes(logger)).toEqual({ dropped: false });
  expect(await indexNames()).toEqual(before);
  expect(before).not.toContain(messageOnlyKeyIndex);
});
