// The owner's replies over the sending limits (an owner's 60 a minute, here 1 in 1.5 s): the reply over
// the limit is kept as queued, answered at once, and goes out when its place comes (real Redis, BullMQ
// and the embedded MongoDB; settings is a stand-in that records what it was asked to send).
import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import {
  conversationListResponseSchema,
  conversationThreadSchema,
} from '@scp/shared/contracts/responder/inbox-conversations';
import {
  integrationsInternalPaths,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import { MessageLogModel } from '../messages/message-log-model';
import { useMetaResponder } from '../webhooks/meta-webhook.test.helper';
import { refreshConversation } from './conversation-summary';

const WINDOW_MS = 1500;
const PAGE = '1000000002';
const sent: SendMessageRequest[] = [];
const { fx } = useMetaResponder({
  settings: (call): SendMessageResponse | undefined => {
    if (call.path !== integrationsInternalPaths.sendMessage) return undefined;
    sent.push(call.body as SendMessageRequest);
    return { messageId: `m_${sent.length}` };
  },
  env: () => ({ RESPONDER_SENDS_PER_OWNER: '1', RESPONDER_SENDS_PER_OWNER_WINDOW_MS: String(WINDOW_MS) }),
});

async function conversationWith(userId: string, senderId: string): Promise<string> {
  await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId: `mid.${senderId}`,
    text: 'Is it in stock?',
    inquiryType: 'product_question',
    sentiment: 'neutral',
    confidence: 0.9,
    responseStatus: 'pending',
    sentAt: new Date(),
  });
  const doc = await refreshConversation({ userId, platform: 'facebook', accountId: PAGE, senderId });
  return String(doc?._id);
}

const threadOf = async (userId: string, id: string) =>
  conversationThreadSchema.parse(
    (await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId })).body,
  );

it('a reply over the owner’s limit is queued, not refused, and goes out when the window turns', async () => {
  const userId = new Types.ObjectId().toHexString();
  const first = await conversationWith(userId, 'c-first');
  const second = await conversationWith(userId, 'c-second');
  // Early in a window: the first reply takes the owner's one place, the second waits for the next window.
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS - (Date.now() % WINDOW_MS) + 20));

  const one = await callService(fx.app, 'responder', 'post', `/conversations/${first}/replies`, {
    userId,
    body: { text: 'Yes, 12 left.' },
  });
  expect(one.body.reply).toMatchObject({ status: 'sent' });
  const two = await callService(fx.app, 'responder', 'post', `/conversations/${second}/replies`, {
    userId,
    body: { text: 'Yes, in blue too.' },
  });
  expect(two.status).toBe(200);
  expect(two.body.reply).toMatchObject({ status: 'queued', text: 'Yes, in blue too.' });
  expect(sent.map((s) => s.text)).toEqual(['Yes, 12 left.']);
  expect((await threadOf(userId, second)).conversation.needs_reply).toBe(true);

  for (let i = 0; i < 100 && sent.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent.map((s) => [s.recipientId, s.text])).toEqual([
    ['c-first', 'Yes, 12 left.'],
    ['c-second', 'Yes, in blue too.'],
  ]);
  let thread = await threadOf(userId, second);
  // Sent, then the conversation answered: both in a moment.
  for (let i = 0; i < 40 && (thread.messages.at(-1)?.status !== 'sent' || thread.conversation.needs_reply); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    thread = await threadOf(userId, second);
  }
  expect(thread.messages.at(-1)).toMatchObject({ from: 'owner', text: 'Yes, in blue too.', status: 'sent' });
  expect(thread.conversation.needs_reply).toBe(false);
  const list = conversationListResponseSchema.parse(
    (await callService(fx.app, 'responder', 'get', '/conversations?filter=done', { userId })).body,
  );
  expect(list.conversations.map((c) => c.sender_id).sort()).toEqual(['c-first', 'c-second']);
}, 30_000);
