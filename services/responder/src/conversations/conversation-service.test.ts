// The /inbox API against the embedded MongoDB and a real Redis: conversations from the message log, a
// page at a time with filters and search, the thread, and the owner's reply through settings (a stand-in
// that records what it was asked to send and answers as the settings service does) within Meta's windows.
import { Types } from 'mongoose';
import { FakeNeighbour, StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { createLogger } from '@scp/service-kit/logger';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import {
  conversationListResponseSchema,
  conversationReplyResponseSchema,
  conversationThreadSchema,
  type ConversationListResponse,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import {
  integrationsInternalPaths,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { CustomerProfileModel } from '../customers/customer-profile-model';
import { createResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogRecord } from '../messages/message-log-model';
import { EscalationModel } from '../tasks/task-model';
import { withConversationUpdates } from './conversation-events';
import { ConversationModel } from './conversation-model';
import { ConversationReplyModel } from './conversation-reply-model';
import { customerNamed, SEARCH_TEXT_MAX } from './conversation-search';
import { refreshConversation } from './conversation-summary';

const HOUR = 3_600_000;
const PAGE = '1000000001';
const IG = '1780000001';

/** What settings was asked to send, and how it answers the next send. */
const sent: SendMessageRequest[] = [];
let settingsAnswer: 'sent' | 'refused' | 'unavailable' = 'sent';
const settings = new FakeNeighbour((call): SendMessageResponse | StatusAnswer => {
  if (call.path !== integrationsInternalPaths.sendMessage) return new StatusAnswer(404, {});
  const request = call.body as SendMessageRequest;
  if (settingsAnswer === 'refused') return { failure: { kind: 'refused', detail: 'The user is not reachable' } };
  if (settingsAnswer === 'unavailable') return { failure: { kind: 'unavailable', detail: 'HTTP 500' } };
  sent.push(request);
  return { messageId: `m_${sent.length}` };
});

let redis: TestRedis;
beforeAll(async () => {
  [redis] = await Promise.all([startTestRedis(), settings.start()]);
});
beforeEach(() => {
  settingsAnswer = 'sent';
  sent.length = 0;
});

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  redisUrl: () => redis.url,
  env: () => ({
    SETTINGS_SERVICE_URL: settings.url,
    META_APP_SECRET: 'conversations-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'conversations-verify',
  }),
});

afterAll(async () => {
  await settings.stop();
  await redis?.stop();
});

const newUser = () => new Types.ObjectId().toHexString();
let counter = 0;

/** A customer message as the auto-responder logs it, `hoursAgo` old, and its conversation brought up to date. */
async function customerWrote(
  userId: string,
  senderId: string,
  text: string,
  options: Partial<MessageLogRecord> & { hoursAgo?: number } = {},
) {
  counter += 1;
  const { hoursAgo = 1, ...fields } = options;
  const log = await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId: `mid.${counter}`,
    text,
    inquiryType: 'product_question',
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
    suggestedResponse: 'The Rustic Ceramic Mug is $24.00.',
    archivedAt: null,
    replyClaimedAt: null,
    sentAt: new Date(Date.now() - hoursAgo * HOUR),
    ...fields,
  });
  await refreshConversation({
    userId,
    platform: log.platform,
    accountId: log.accountId,
    senderId,
  });
  return log;
}

const list = async (userId: string, query = '') => {
  const answer = await callService(fx.app, 'responder', 'get', `/conversations${query}`, { userId });
  expect([query, answer.status, answer.status === 200 ? '' : answer.text]).toEqual([query, 200, '']);
  return conversationListResponseSchema.parse(answer.body);
};
const conversationOf = async (userId: string, senderId: string) => {
  const found = (await list(userId)).conversations.find((item) => item.sender_id === senderId);
  if (!found) throw new Error(`no conversation with ${senderId}`);
  return found;
};
const reply = (userId: string, id: string, text: string) =>
  callService(fx.app, 'responder', 'post', `/conversations/${id}/replies`, { userId, body: { text } });

describe('the conversations list', () => {
  it('one line per customer and account, newest activity first, with unread counts; reading clears them', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-ana', 'Do you ship to Lisbon?', { hoursAgo: 3 });
    await customerWrote(userId, 'c-ben', 'How much is the mug?', { hoursAgo: 2 });
    await customerWrote(userId, 'c-ana', 'And how long does it take?', { hoursAgo: 1 });
    await customerWrote(userId, 'c-ana', 'Hello from Instagram', { hoursAgo: 5, platform: 'instagram', accountId: IG });
    await customerWrote(newUser(), 'c-ana', 'Another owner’s customer');

    const page = await list(userId);
    expect(page.conversations.map((c) => [c.platform, c.sender_id, c.unread_count])).toEqual([
      ['facebook', 'c-ana', 2],
      ['facebook', 'c-ben', 1],
      ['instagram', 'c-ana', 1],
    ]);
    expect(page.unread_total).toBe(4);
    expect(page.conversations[0]).toMatchObject({
      last_message: { text: 'And how long does it take?', from: 'customer' },
      needs_reply: true,
      open_task: false,
      done: false,
      reply_window: 'standard',
      customer: { name: 'Customer ••-ana', picture_url: null },
    });

    const ana = page.conversations[0]!;
    const read = await callService(fx.app, 'responder', 'post', `/conversations/${ana.id}/read`, { userId });
    expect(read.body).toEqual({ unread_total: 2 });
    expect((await conversationOf(userId, 'c-ana')).unread_count).toBe(0);
    // Another owner reads nothing of it.
    const stranger = await callService(fx.app, 'responder', 'post', `/conversations/${ana.id}/read`, {
      userId: newUser(),
    });
    expect(stranger.status).toBe(404);
  });

  it('filters by platform, needs reply, open task and done, and searches the messages and the customer', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-waiting', 'Is the mug dishwasher safe?');
    await customerWrote(userId, 'c-answered', 'How much is the mug?', {
      responseStatus: 'auto_responded',
      responseText: 'It is $24.00.',
      respondedAt: new Date(),
      sentVia: 'auto',
    });
    const angry = await customerWrote(userId, 'c-angry', 'My order arrived broken!', {
      responseStatus: 'escalated',
      inquiryType: 'complaint',
      sentiment: 'negative',
    });
    await EscalationModel.create({
      userId,
      messageLogId: String(angry._id),
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-angry',
      priority: 8,
      priorityLevel: 'critical',
      reason: 'Complaints are answered by the owner',
      dueAt: new Date(Date.now() + HOUR),
      suggestedResponse: 'I am so sorry.',
    });
    await refreshConversation({ userId, platform: 'facebook', accountId: PAGE, senderId: 'c-angry' });
    await customerWrote(userId, 'c-insta', 'Love the mug', { platform: 'instagram', accountId: IG });

    const senders = (page: ConversationListResponse) => page.conversations.map((c) => c.sender_id).sort();
    expect(senders(await list(userId, '?platform=instagram'))).toEqual(['c-insta']);
    expect(senders(await list(userId, '?filter=needs_reply'))).toEqual(['c-angry', 'c-insta', 'c-waiting']);
    expect(senders(await list(userId, '?filter=task'))).toEqual(['c-angry']);
    expect(senders(await list(userId, '?filter=done'))).toEqual(['c-answered']);
    expect(senders(await list(userId, '?q=DISHWASHER'))).toEqual(['c-waiting']);
    expect(senders(await list(userId, '?q=angry'))).toEqual(['c-angry']);
    expect(senders(await list(userId, '?q=mug&platform=facebook'))).toEqual(['c-answered', 'c-waiting']);
    expect(senders(await list(userId, `?q=${encodeURIComponent('.*')}`))).toEqual([]);
    expect((await list(userId, '?filter=done')).conversations[0]?.last_message).toMatchObject({
      text: 'It is $24.00.',
      from: 'bot',
    });

    for (const bad of [
      '?filter=all',
      '?platform=x',
      '?limit=0',
      '?limit=101',
      '?cursor=abc',
      `?q=${'a'.repeat(101)}`,
    ]) {
      const answer = await callService(fx.app, 'responder', 'get', `/conversations${bad}`, { userId });
      expect([bad, answer.status]).toEqual([bad, 400]);
    }
  });

  it('pages through 2,000 conversations by cursor, each once, reading one page at a time', async () => {
    const userId = newUser();
    const start = Date.now() - 4_000 * 60_000;
    await ConversationModel.insertMany(
      Array.from({ length: 2_000 }, (_, i) => ({
        userId,
        platform: 'facebook',
        accountId: PAGE,
        senderId: `bulk-${i}`,
        // Two conversations share each time: the id orders them.
        lastActivityAt: new Date(start + Math.floor(i / 2) * 60_000),
        lastText: `message ${i}`,
        lastFrom: 'customer',
        lastCustomerMessageAt: new Date(start + Math.floor(i / 2) * 60_000),
        unreadCount: i % 10 === 0 ? 1 : 0,
        needsReply: i % 3 === 0,
        openTask: false,
        done: i % 3 !== 0,
      })),
    );
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let previous = Number.POSITIVE_INFINITY;
    do {
      const page: ConversationListResponse = await list(
        userId,
        `?limit=100&filter=needs_reply${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const item of page.conversations) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        const at = Date.parse(item.last_activity_at);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
      }
      expect(page.unread_total).toBe(200);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(seen.size).toBe(667);
    expect(pages).toBe(7);
  }, 60_000);
});

describe('search', () => {
  it('finds a customer by an earlier message of theirs however many newer messages name the words', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-early', 'Do you sell gift boxes?', { hoursAgo: 30 });
    // 2,001 newer messages of other customers with the same words (the old search read only the
    // 2,000 newest message logs that matched, and lost this customer).
    const at = Date.now() - 20 * HOUR;
    await MessageLogModel.insertMany(
      Array.from({ length: 2001 }, (_, index) => ({
        userId,
        platform: 'facebook',
        accountId: PAGE,
        senderId: `c-crowd-${index}`,
        messageId: `mid.crowd.${index}`,
        text: `Gift boxes again (${index})`,
        inquiryType: 'product_question',
        sentiment: 'neutral',
        confidence: 0.9,
        responseStatus: 'pending',
        sentAt: new Date(at + index),
        conversationAt: new Date(),
      })),
    );
    await customerWrote(userId, 'c-early', 'Thanks, ordering now');
    await customerWrote(userId, 'c-other', 'Where is my parcel?');
    // Another owner's customer of the same words and name is never theirs.
    const stranger = newUser();
    await customerWrote(stranger, 'c-early', 'Do you sell gift boxes?');

    const senders = async (q: string) =>
      (await list(userId, `?q=${encodeURIComponent(q)}`)).conversations.map((c) => c.sender_id);
    expect(await senders('GIFT BOX')).toEqual(['c-early']);
    expect(await senders('ordering')).toEqual(['c-early']);
    expect(await senders('parcel')).toEqual(['c-other']);
    expect(await senders('c-early')).toEqual(['c-early']);
    expect(await senders('nothing like this')).toEqual([]);
  });

  it('finds a conversation by the customer’s name once Meta gives it, and by the new one after a rename', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-renamed', 'Hello there');
    const customer = { platform: 'facebook' as const, accountId: PAGE, senderId: 'c-renamed' };
    const found = async (q: string) =>
      (await list(userId, `?q=${encodeURIComponent(q)}`)).conversations.map((c) => c.sender_id);
    expect(await found('Maya')).toEqual([]);
    await CustomerProfileModel.create({
      ...customer,
      name: 'Maya Lindqvist',
      username: 'mayal',
      pictureUrl: null,
      fetchedAt: new Date(),
      attemptedAt: new Date(),
    });
    await customerNamed([userId], customer);
    expect(await found('maya LIND')).toEqual(['c-renamed']);
    expect(await found('mayal')).toEqual(['c-renamed']);
    await CustomerProfileModel.updateOne(customer, { $set: { name: 'Maya Berg' } });
    await customerNamed([userId], customer);
    expect(await found('Lindqvist')).toEqual([]);
    expect(await found('maya berg')).toEqual(['c-renamed']);
  });

  it('keeps the newest texts of a long thread in a bounded field', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-long', 'x'.repeat(SEARCH_TEXT_MAX), { hoursAgo: 2 });
    await customerWrote(userId, 'c-long', 'The newest question about candles');
    const line = await ConversationModel.findOne({ userId, senderId: 'c-long' }).lean();
    expect(line?.searchText?.length).toBe(SEARCH_TEXT_MAX);
    expect((await list(userId, '?q=candles')).conversations.map((c) => c.sender_id)).toEqual(['c-long']);
  });
});

describe('customers by name', () => {
  it('shows the name and picture Meta gave, finds the conversation by it, and the id’s last digits until then', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-named-1234', 'Is the mug in stock?');
    await customerWrote(userId, 'c-unnamed-5678', 'Hello');
    await CustomerProfileModel.create({
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-named-1234',
      name: 'Ana Silva',
      username: null,
      pictureUrl: 'https://sandbox.example/ana.jpg',
      fetchedAt: new Date(),
      attemptedAt: new Date(),
    });
    // As customer-profiles.ts does when Meta gives the name.
    await customerNamed([userId], { platform: 'facebook', accountId: PAGE, senderId: 'c-named-1234' });
    const page = await list(userId);
    expect(page.conversations.map((c) => [c.sender_id, c.customer])).toEqual([
      ['c-unnamed-5678', { name: 'Customer ••5678', picture_url: null }],
      ['c-named-1234', { name: 'Ana Silva', picture_url: 'https://sandbox.example/ana.jpg' }],
    ]);
    expect((await list(userId, '?q=ana%20sil')).conversations.map((c) => c.sender_id)).toEqual(['c-named-1234']);
    const thread = conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${page.conversations[1]!.id}`, { userId })).body,
    );
    expect(thread.conversation.customer.name).toBe('Ana Silva');
  });
});

describe('the thread', () => {
  it("shows both sides in order, the bot's replies marked, the open task, the classification and the suggested reply", async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-1', 'How much is the mug?', {
      hoursAgo: 3,
      responseStatus: 'auto_responded',
      responseText: 'It is $24.00.',
      respondedAt: new Date(Date.now() - 3 * HOUR + 1000),
      sentVia: 'auto',
    });
    const second = await customerWrote(userId, 'c-1', 'It came broken, I want my money back', {
      hoursAgo: 1,
      responseStatus: 'escalated',
      inquiryType: 'returns',
      sentiment: 'negative',
      confidence: 0.75,
      suggestedResponse: 'I am sorry, we will refund you.',
    });
    await EscalationModel.create({
      userId,
      messageLogId: String(second._id),
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-1',
      priority: 7,
      priorityLevel: 'high',
      reason: 'Returns are decided by the owner',
      dueAt: new Date(Date.now() + 3 * HOUR),
      suggestedResponse: 'I am sorry, we will refund you.',
    });
    await refreshConversation({ userId, platform: 'facebook', accountId: PAGE, senderId: 'c-1' });
    const { id } = await conversationOf(userId, 'c-1');

    const answer = await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId });
    expect(answer.status).toBe(200);
    const thread = conversationThreadSchema.parse(answer.body);
    expect(thread.messages.map((m) => [m.from, m.text])).toEqual([
      ['customer', 'How much is the mug?'],
      ['bot', 'It is $24.00.'],
      ['customer', 'It came broken, I want my money back'],
    ]);
    expect(thread.task).toMatchObject({ priority_level: 'high', reason: 'Returns are decided by the owner' });
    expect(thread.classification).toEqual({ inquiry_type: 'returns', sentiment: 'negative', confidence: 0.75 });
    expect(thread.suggested_reply).toBe('I am sorry, we will refund you.');
    expect(thread.conversation).toMatchObject({ open_task: true, needs_reply: true });

    for (const [who, path] of [
      [newUser(), `/conversations/${id}`],
      [userId, `/conversations/${new Types.ObjectId().toHexString()}`],
      [userId, '/conversations/not-an-id'],
    ] as const) {
      const missing = await callService(fx.app, 'responder', 'get', path, { userId: who });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(responderTexts.inbox.notFound);
    }
  });

  it('a conversation is written when the responder announces a new message (what the live inbox follows)', async () => {
    const userId = newUser();
    counter += 1;
    const log = await MessageLogModel.create({
      userId,
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-live',
      messageId: `mid.${counter}`,
      text: 'Are you open on Sunday?',
      inquiryType: 'other',
      sentiment: 'neutral',
      confidence: 0.4,
      responseStatus: 'pending',
      sentAt: new Date(),
    });
    expect(await ConversationModel.countDocuments({ userId })).toBe(0);
    const events = withConversationUpdates(
      createResponderEvents(undefined, createLogger({ name: 'responder', level: 'silent' })),
      createLogger({ name: 'responder', level: 'silent' }),
    );
    await events.message(userId, { id: String(log._id), platform: 'facebook', response_status: 'pending' });
    expect((await list(userId)).conversations.map((c) => [c.sender_id, c.unread_count, c.needs_reply])).toEqual([
      ['c-live', 1, true],
    ]);
  });

  it('messages no event announced (a job that stopped, data from before) are taken in at the next read of the list', async () => {
    const userId = newUser();
    for (const [senderId, minutes] of [
      ['c-old-1', 30],
      ['c-old-2', 20],
      ['c-old-1', 10],
    ] as const) {
      counter += 1;
      await MessageLogModel.create({
        userId,
        platform: 'facebook',
        accountId: PAGE,
        senderId,
        messageId: `mid.${counter}`,
        text: `Written ${minutes} minutes ago`,
        inquiryType: 'other',
        sentiment: 'neutral',
        confidence: 0.5,
        responseStatus: 'pending',
        sentAt: new Date(Date.now() - minutes * 60_000),
      });
    }
    expect(await ConversationModel.countDocuments({ userId })).toBe(0);
    const page = await list(userId);
    expect(page.conversations.map((c) => [c.sender_id, c.unread_count, c.last_message.text])).toEqual([
      ['c-old-1', 2, 'Written 10 minutes ago'],
      ['c-old-2', 1, 'Written 20 minutes ago'],
    ]);
    expect(await MessageLogModel.countDocuments({ userId, conversationAt: null })).toBe(0);
  });
});

describe("the owner's reply", () => {
  it('inside 24 h goes as a normal reply, answers the waiting messages, resolves the task and clears needs reply', async () => {
    const userId = newUser();
    const log = await customerWrote(userId, 'c-24', 'Where is my order?', { hoursAgo: 2, responseStatus: 'escalated' });
    await EscalationModel.create({
      userId,
      messageLogId: String(log._id),
      platform: 'facebook',
      accountId: PAGE,
      senderId: 'c-24',
      priority: 6,
      priorityLevel: 'high',
      reason: 'Order questions',
      dueAt: new Date(Date.now() + HOUR),
    });
    await refreshConversation({ userId, platform: 'facebook', accountId: PAGE, senderId: 'c-24' });
    const { id } = await conversationOf(userId, 'c-24');

    const answer = await reply(userId, id, '  It ships tomorrow!  ');
    expect(answer.status).toBe(200);
    expect(conversationReplyResponseSchema.parse(answer.body).reply).toMatchObject({
      from: 'owner',
      text: 'It ships tomorrow!',
      status: 'sent',
      human_agent: false,
    });
    expect(sent).toEqual([
      { platform: 'facebook', accountId: PAGE, recipientId: 'c-24', text: 'It ships tomorrow!', humanAgent: false },
    ]);
    const after = await conversationOf(userId, 'c-24');
    expect(after).toMatchObject({ needs_reply: false, open_task: false, done: true, unread_count: 0 });
    expect(after.last_message).toMatchObject({ text: 'It ships tomorrow!', from: 'owner' });
    expect(await MessageLogModel.findById(log._id).lean()).toMatchObject({
      responseStatus: 'manual_response',
      sentVia: 'manual',
      responseText: 'It ships tomorrow!',
    });
    expect(await EscalationModel.findOne({ messageLogId: String(log._id) }).lean()).toMatchObject({
      status: 'resolved',
      resolutionNotes: 'It ships tomorrow!',
    });
    const thread = conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId })).body,
    );
    expect(thread.messages.map((m) => [m.from, m.text])).toEqual([
      ['customer', 'Where is my order?'],
      ['owner', 'It ships tomorrow!'],
    ]);
    expect(thread.suggested_reply).toBeNull();
  });

  it('between 24 h and 7 days goes with the HUMAN_AGENT tag; after 7 days it is refused, saying why', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-3d', 'Hello?', { hoursAgo: 72 });
    await customerWrote(userId, 'c-8d', 'Hello??', { hoursAgo: 8 * 24 });
    const late = await conversationOf(userId, 'c-3d');
    expect(late.reply_window).toBe('human_agent');
    const answer = await reply(userId, late.id, 'Sorry for the wait!');
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toMatchObject({ status: 'sent', human_agent: true });
    expect(sent.map((s) => [s.recipientId, s.humanAgent])).toEqual([['c-3d', true]]);

    const closed = await conversationOf(userId, 'c-8d');
    expect(closed.reply_window).toBe('closed');
    const refused = await reply(userId, closed.id, 'Are you still there?');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(responderTexts.inbox.windowClosed);
    expect(sent).toHaveLength(1);
    expect(await ConversationReplyModel.countDocuments({ conversationId: closed.id })).toBe(0);
  });

  it('an empty reply, one over the platform limit, and another owner’s conversation are refused and nothing is sent', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-fb', 'Hi');
    await customerWrote(userId, 'c-ig', 'Hi', { platform: 'instagram', accountId: IG });
    const fb = await conversationOf(userId, 'c-fb');
    const ig = (await list(userId, '?platform=instagram')).conversations[0]!;

    const empty = await reply(userId, fb.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter a response message');
    const overMessenger = await reply(userId, fb.id, 'a'.repeat(2001));
    expect(overMessenger.status).toBe(400);
    expect(overMessenger.body.error.message).toBe(responderTexts.inbox.tooLong('Messenger', 2000));
    const overInstagram = await reply(userId, ig.id, 'a'.repeat(1001));
    expect(overInstagram.status).toBe(400);
    expect(overInstagram.body.error.message).toBe(responderTexts.inbox.tooLong('Instagram', 1000));
    expect((await reply(userId, fb.id, '👍'.repeat(2000))).status).toBe(200);
    const stranger = await reply(newUser(), fb.id, 'Hello');
    expect(stranger.status).toBe(404);
    expect(sent.map((s) => s.recipientId)).toEqual(['c-fb']);
  });

  it('a platform failure answers Send Failed and keeps the reply as failed; sending it again works once', async () => {
    const userId = newUser();
    await customerWrote(userId, 'c-fail', 'Do you have it in blue?');
    const { id } = await conversationOf(userId, 'c-fail');

    settingsAnswer = 'refused';
    const refused = await reply(userId, id, 'Yes, in blue too.');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(responderTexts.responder.sendFailed.description);
    settingsAnswer = 'unavailable';
    const down = await reply(userId, id, 'Yes, we have blue.');
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(responderTexts.responder.sendFailed.description);

    const thread = conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId })).body,
    );
    const failed = thread.messages.filter((m) => m.from === 'owner');
    expect(failed.map((m) => [m.text, m.status])).toEqual([
      ['Yes, in blue too.', 'failed'],
      ['Yes, we have blue.', 'failed'],
    ]);
    expect(failed[0]?.failure_reason).toContain('The user is not reachable');
    expect(thread.conversation.needs_reply).toBe(true);

    settingsAnswer = 'sent';
    const retryPath = `/conversations/${id}/replies/${failed[1]!.id}/retry`;
    const retried = await callService(fx.app, 'responder', 'post', retryPath, { userId });
    expect(retried.status).toBe(200);
    expect(retried.body.reply).toMatchObject({ id: failed[1]!.id, status: 'sent', text: 'Yes, we have blue.' });
    expect(sent.map((s) => s.text)).toEqual(['Yes, we have blue.']);
    const again = await callService(fx.app, 'responder', 'post', retryPath, { userId });
    expect(again.status).toBe(409);
    expect((await conversationOf(userId, 'c-fail')).needs_reply).toBe(false);
    const strangerRetry = await callService(fx.app, 'responder', 'post', retryPath, { userId: newUser() });
    expect(strangerRetry.status).toBe(404);
  });
});
