// Replies under comments over the sending limits (an owner's 60 a minute, here 1 in 2 s): the owner's
// reply and the bot's answer over the limit are not refused or dropped: they wait, and go when their
// place comes, in the order they came (real Redis, BullMQ and the embedded MongoDB; settings is a
// stand-in that records the replies it was asked to post).
import { callService } from '@scp/service-kit/testing';
import {
  conversationListResponseSchema,
  conversationThreadSchema,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { commentActionPaths, type CommentReplyRequest } from '@scp/shared/contracts/settings/comment-actions-internal';
import { ResponderConfigModel } from '../config/responder-config-model';
import { feedComment, newUser, sleep, useMetaResponder } from '../webhooks/meta-webhook.test.helper';
import { CommentLogModel, type CommentLogDocument } from './comment-log-model';

const WINDOW_MS = 2000;
/** The replies settings was asked to post under comments, in order. */
const posted: CommentReplyRequest[] = [];
const { fx, pageWith, deliver } = useMetaResponder({
  settings: (call, url) => {
    if (url.pathname !== commentActionPaths.reply) return undefined;
    posted.push(call.body as CommentReplyRequest);
    return { replyId: `reply-${posted.length}` };
  },
  dashboard: () => ({
    connected: true,
    shopName: 'Crumb & Co',
    currency: 'EUR',
    products: [{ title: 'Sourdough Loaf', price: '6.50', currency: 'EUR', inStock: true, inventory: 12, url: null }],
    orders: [],
  }),
  env: () => ({ RESPONDER_SENDS_PER_OWNER: '1', RESPONDER_SENDS_PER_OWNER_WINDOW_MS: String(WINDOW_MS) }),
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Early in a window: what follows falls in one window of the owner's limit. */
const startOfWindow = () => sleep(WINDOW_MS - (Date.now() % WINDOW_MS) + 20);

const postedOn = (pageId: string) => posted.filter((reply) => reply.accountId === pageId);

it('an owner’s reply under a comment over the limit is queued, not refused, and goes when its place comes', async () => {
  const owner = newUser();
  const pageId = pageWith(owner);
  await deliver(feedComment(pageId, 'Do you deliver on Sundays?', undefined, '7200001'));
  await deliver(feedComment(pageId, 'Are you open on Monday?', undefined, '7200002'));
  const list = await until(
    async () =>
      conversationListResponseSchema.parse(
        (await callService(fx.app, 'responder', 'get', '/conversations', { userId: owner })).body,
      ).conversations,
    (found) => found.length === 2,
    'two comment conversations',
  );
  const [first = '', second = ''] = ['7200001', '7200002'].map(
    (sender) => list.find((c) => c.sender_id === sender)!.id,
  );

  await startOfWindow();
  const one = await callService(fx.app, 'responder', 'post', `/conversations/${first}/replies`, {
    userId: owner,
    body: { text: 'Yes, until noon!' },
  });
  expect(one.body.reply).toMatchObject({ status: 'sent', visibility: 'public' });
  const two = await callService(fx.app, 'responder', 'post', `/conversations/${second}/replies`, {
    userId: owner,
    body: { text: 'From 8 to 6.', visibility: 'private' },
  });
  expect(two.status).toBe(200);
  expect(two.body.reply).toMatchObject({ status: 'queued', text: 'From 8 to 6.', visibility: 'private' });
  expect(postedOn(pageId).map((reply) => reply.text)).toEqual(['Yes, until noon!']);
  const threadOf = async (id: string) =>
    conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId: owner })).body,
    );
  expect((await threadOf(second)).conversation.needs_reply).toBe(true);
  // A second private reply to the same comment while the first waits is refused.
  const again = await callService(fx.app, 'responder', 'post', `/conversations/${second}/replies`, {
    userId: owner,
    body: { text: 'From 8 to 6!', visibility: 'private' },
  });
  expect(again.status).toBe(400);

  await until(
    async () => postedOn(pageId).length,
    (count) => count >= 2,
    'the queued reply sent',
  );
  expect(postedOn(pageId).map((reply) => [reply.text, reply.visibility])).toEqual([
    ['Yes, until noon!', 'public'],
    ['From 8 to 6.', 'private'],
  ]);
  const thread = await until(
    () => threadOf(second),
    (t) => t.messages.at(-1)?.status === 'sent' && !t.conversation.needs_reply,
    'the queued reply recorded as sent',
  );
  expect(thread.messages.at(-1)).toMatchObject({ from: 'owner', text: 'From 8 to 6.', visibility: 'private' });
}, 30_000);

it('the bot’s answers under comments over the limit wait and go in order, none dropped', async () => {
  const owner = newUser();
  await ResponderConfigModel.create({ userId: owner, enabled: true });
  const pageId = pageWith(owner);
  await startOfWindow();
  const senders = ['7300001', '7300002', '7300003'];
  for (const sender of senders)
    await deliver(feedComment(pageId, 'How much is the sourdough loaf?', undefined, sender));

  const answered = await until(
    () => CommentLogModel.find({ userId: owner }).lean<CommentLogDocument[]>(),
    (logs) => logs.length === 3 && logs.every((log) => log.status === 'answered'),
    'three comments answered by the bot',
  );
  expect(answered.every((log) => log.botReply?.text.includes('6.50'))).toBe(true);
  // One a window: each went in a window of its own, in the order the comments came.
  const replies = postedOn(pageId);
  expect(replies).toHaveLength(3);
  const bySender = new Map(answered.map((log) => [log.commentId, log.senderId]));
  expect(replies.map((reply) => bySender.get(reply.commentId))).toEqual(senders);
  const sentAt = answered
    .sort((a, b) => senders.indexOf(a.senderId) - senders.indexOf(b.senderId))
    .map((log) => Math.floor(log.botReply!.sentAt.getTime() / WINDOW_MS));
  expect(new Set(sentAt).size).toBe(3);
}, 30_000);

it('the bot’s waiting answer is not sent when the owner answered the commenter first', async () => {
  const owner = newUser();
  await ResponderConfigModel.create({ userId: owner, enabled: true });
  const pageId = pageWith(owner);
  await startOfWindow();
  await deliver(feedComment(pageId, 'How much is the sourdough loaf?', undefined, '7500001'));
  await deliver(feedComment(pageId, 'How much is the sourdough loaf?', undefined, '7500002'));
  const list = await until(
    async () =>
      conversationListResponseSchema.parse(
        (await callService(fx.app, 'responder', 'get', '/conversations', { userId: owner })).body,
      ).conversations,
    (found) => found.length === 2,
    'two comment conversations',
  );
  // The first was answered at once; the second's answer waits for the next window: the owner answers first.
  expect(postedOn(pageId)).toHaveLength(1);
  const second = list.find((c) => c.sender_id === '7500002')!.id;
  const reply = await callService(fx.app, 'responder', 'post', `/conversations/${second}/replies`, {
    userId: owner,
    body: { text: 'It is 6.50 EUR, fresh every morning!' },
  });
  expect(reply.body.reply).toMatchObject({ status: 'queued' });

  await until(
    async () => postedOn(pageId).length,
    (count) => count >= 2,
    "the owner's reply sent",
  );
  await sleep(WINDOW_MS);
  const replies = postedOn(pageId);
  expect(replies).toHaveLength(2);
  expect(replies[1]?.text).toBe('It is 6.50 EUR, fresh every morning!');
  expect(await CommentLogModel.findOne({ userId: owner, senderId: '7500002' }).lean()).toMatchObject({
    status: 'pending',
    botReply: null,
  });
}, 30_000);
