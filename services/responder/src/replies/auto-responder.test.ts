// The auto-responder end to end inside the service: a customer writes through the provider sandbox
// (which signs and delivers Meta's webhook), the job classifies and answers through settings, whose
// stand-in here sends through the sandbox's Send API with the page token it keeps, and the owner's
// side reads, replies and resolves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  GRAPH_VERSION,
  hoursAgo,
  newCustomerId,
  pageToken,
} from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { APP_ORIGIN } from '@scp/provider-sandbox/sandbox-client.test.helper';
import { FakeNeighbour, StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient } from '@scp/service-kit/redis';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { userEventChannel } from '@scp/shared/contracts/events';
import type {
  ShopLookupOrder,
  ShopLookupRequest,
  ShopLookupResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import {
  activityResponseSchema,
  analyticsResponseSchema,
  inboxResponseSchema,
  messageLogResponseSchema,
  responderEventTypes,
  taskListResponseSchema,
  type MessageLogEntry,
} from '@scp/shared/contracts/responder/responder-api';
import { settingsInternalPaths } from '@scp/shared/contracts/settings/settings-internal';
import {
  integrationsInternalPaths,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { ErrorRecoveryModel } from '../recovery/error-recovery-model';
import { MessageLogModel } from '../messages/message-log-model';
import { OrderProofModel } from './order-proof-model';

const owners = new Map<string, string[]>();
let pageAccessToken = '';
/** The page token settings keeps: the real one, a stale one until renewed, or no connection at all. */
let tokenMode: 'good' | 'stale-until-renewed' | 'none' = 'good';
/** How many times settings renewed a page token Meta refused. */
let renewals = 0;

/**
 * Settings' send as it behaves: the message goes to the sandbox's Send API with the page token kept
 * here (a refused one is renewed once), and the answer is the message id or the failure's kind.
 */
async function sendAsSettings(request: SendMessageRequest): Promise<SendMessageResponse> {
  if (tokenMode === 'none')
    return { failure: { kind: 'no_connection', detail: 'No active Facebook page connection found' } };
  const attempt = (token: string) =>
    fetch(`${sandbox.url}/meta/${GRAPH_VERSION}/${ALICE_PAGE}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        recipient: { id: request.recipientId },
        message: { text: request.text },
        ...(request.humanAgent
          ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }
          : { messaging_type: 'RESPONSE' }),
      }),
    });
  let answer = await attempt(tokenMode === 'stale-until-renewed' ? 'EAAstale' : pageAccessToken);
  let body = (await answer.json()) as {
    message_id?: string;
    error?: { code?: number; error_subcode?: number; message?: string };
  };
  if (body.error?.code === 190) {
    renewals += 1;
    answer = await attempt(pageAccessToken);
    body = (await answer.json()) as typeof body;
  }
  if (answer.ok && body.message_id) return { messageId: body.message_id };
  const detail = body.error?.message ?? `HTTP ${answer.status}`;
  const subcode = body.error?.error_subcode;
  if (answer.status >= 500) return { failure: { kind: 'unavailable', detail } };
  if (subcode === 2018278) return { failure: { kind: 'window', detail } };
  if (subcode === 2018001) return { failure: { kind: 'recipient', detail } };
  return { failure: { kind: body.error?.code === 190 ? 'token' : 'refused', detail } };
}

const settings = new FakeNeighbour((call) => {
  const url = new URL(call.path, 'http://x');
  if (url.pathname === settingsInternalPaths.accountOwners)
    return { owners: owners.get(url.searchParams.get('accountId') ?? '') ?? [] };
  if (url.pathname === integrationsInternalPaths.sendMessage) return sendAsSettings(call.body as SendMessageRequest);
  return new StatusAnswer(404, {});
});

const mug = { title: 'Rustic Ceramic Mug', price: '24.00', currency: 'USD', inStock: true, inventory: 12, url: null };
/** A shipped order of the shop, placed by the customer with this e-mail, phone and Shopify id. */
const shipped = (name: string, email: string, phone: string | null, customer: string): ShopLookupOrder => ({
  name,
  createdAt: '2026-11-20T10:00:00.000Z',
  financialStatus: 'PAID',
  fulfillmentStatus: 'FULFILLED',
  cancelledAt: null,
  trackingNumber: `1Z999${name.slice(1)}`,
  trackingUrl: null,
  total: '48.00',
  currency: 'USD',
  email,
  phone,
  customerId: `gid://shopify/Customer/${customer}`,
});
/** Ana placed #1042 and #1043; Ben placed #1044. */
const shopOrders: Record<string, ShopLookupOrder> = {
  '#1042': shipped('#1042', 'ana.silva@example.com', '+12015550142', '1'),
  '#1043': shipped('#1043', 'ana.silva@example.com', null, '1'),
  '#1044': shipped('#1044', 'ben.okafor@example.com', '+12015550144', '2'),
};
/** Shopify (through the dashboard) not answering. */
let shopDown = false;
const dashboard = new FakeNeighbour((call): ShopLookupResponse | StatusAnswer => {
  if (shopDown) return new StatusAnswer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Shopify is down' } });
  const request = call.body as ShopLookupRequest;
  return {
    connected: true,
    shopName: "Alice's Bakery",
    currency: 'USD',
    products: request.productTerms.some((term) => 'rustic ceramic mug'.includes(term)) ? [mug] : [],
    orders: request.orderNumbers.flatMap((number) => shopOrders[number] ?? []),
  };
});

/** Meta's webhooks reach the service as the gateway forwards them: this relay stands in for the gateway. */
let relay: http.Server;
let sandbox: RunningSandbox;
let redis: TestRedis;

beforeAll(async () => {
  relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['x-hub-signature-256'];
      callService(fx.app, 'responder', 'post', '/webhooks/meta', {
        rawJson: Buffer.concat(chunks).toString('utf8'),
        headers: typeof signature === 'string' ? { 'x-hub-signature-256': signature } : {},
      })
        .then((answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text))
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  [redis, sandbox] = await Promise.all([
    startTestRedis(),
    start({ port: 0, smtpPort: 0, allowedRedirectOrigins: [APP_ORIGIN], metaWebhookUrl: relayUrl }),
    settings.start(),
    dashboard.start(),
  ]);
  pageAccessToken = (await pageToken(sandbox, 'alice', ALICE_PAGE)).page;
});

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  redisUrl: () => redis.url,
  env: () => ({
    SETTINGS_SERVICE_URL: settings.url,
    DASHBOARD_SERVICE_URL: dashboard.url,
    META_APP_SECRET: 'sandbox-meta-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'sandbox-meta-verify-token',
  }),
});

afterAll(async () => {
  await Promise.all([settings.stop(), dashboard.stop(), sandbox?.stop()]);
  await new Promise((resolve) => relay?.close(resolve));
  await redis?.stop();
});

beforeEach(() => {
  tokenMode = 'good';
  shopDown = false;
});

const newUser = () => new Types.ObjectId().toHexString();

/** A new owner of Alice's page and Instagram account, with the auto-responder switched on or off. */
async function ownerWithSwitch(enabled: boolean): Promise<string> {
  const userId = newUser();
  owners.set(ALICE_PAGE, [userId]);
  owners.set(ALICE_INSTAGRAM, [userId]);
  const answer = await callService(fx.app, 'responder', 'put', '/config', { userId, body: { enabled } });
  expect(answer.body).toMatchObject({ success: true, config: { enabled } });
  return userId;
}

async function customerWrites(body: Record<string, unknown>) {
  const answer = await fetch(`${sandbox.url}/_sandbox/meta/customer-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'facebook', accountId: ALICE_PAGE, ...body }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { mid: string; customerId: string; deliveries: { status: number }[] };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const messagesOf = async (userId: string) =>
  messageLogResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/messages', { userId })).body)
    .messages;

async function entryFor(userId: string, mid: string, settled = true): Promise<MessageLogEntry> {
  const entries = await eventually(
    () => messagesOf(userId),
    (list) => list.some((entry) => entry.message_id === mid && (!settled || entry.response_status !== 'pending')),
    `message ${mid}`,
  );
  const entry = entries.find((candidate) => candidate.message_id === mid);
  if (!entry) throw new Error('unreachable');
  return entry;
}

async function sentTo(customerId: string) {
  const answer = await fetch(`${sandbox.url}/_sandbox/meta/sent-messages?accountId=${ALICE_PAGE}`);
  const { messages } = (await answer.json()) as {
    messages: { recipientId?: string; recipient?: { id: string }; text: string; tag?: string | null }[];
  };
  return messages.filter((message) => (message.recipientId ?? message.recipient?.id) === customerId);
}

const tasksOf = async (userId: string) =>
  taskListResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/tasks', { userId })).body).tasks;

describe('auto-replies', () => {
  it("answers a product's price from the shop's data through the Send API, and counts it", async () => {
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    const { mid, deliveries } = await customerWrites({ customerId, text: 'Hi! How much is the Rustic Ceramic Mug?' });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    const entry = await entryFor(userId, mid);
    expect(entry).toMatchObject({
      response_status: 'auto_responded',
      response_sent: true,
      inquiry_type: 'product_question',
      product_mentions: ['Rustic Ceramic Mug'],
      platform_metadata: { page_id: ALICE_PAGE, sent_via: 'auto' },
    });
    expect(entry.response_text).toContain('$24.00');
    const sent = await sentTo(customerId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toBe(entry.response_text);

    const activity = activityResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/activity', { userId })).body,
    );
    expect(activity.counts).toMatchObject({ messages: 1, ai_responses: 1, tasks: 0 });
    // The webhook event's own item joins them in 'all' as the job records the event for the owner,
    // which can land a moment after the reply: not this test's subject.
    expect(
      activity.items
        .map((item) => item.type)
        .filter((type) => type !== 'webhook')
        .sort(),
    ).toEqual(['message', 'response']);
    const analytics = analyticsResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/analytics', { userId })).body,
    );
    expect(analytics.today).toEqual({ messages_handled: 1, time_saved_minutes: 4 });
    expect(analytics.totals).toMatchObject({ total_messages: 1, auto_responded: 1, escalated: 0, responseRate: 1 });
  });

  it('with the switch off, answers nothing and keeps the suggested reply for the owner', async () => {
    const userId = await ownerWithSwitch(false);
    const customerId = newCustomerId();
    const { mid } = await customerWrites({ customerId, text: 'How much is the Rustic Ceramic Mug?' });
    const entry = await entryFor(userId, mid, false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await entryFor(userId, mid, false)).response_status).toBe('pending');
    expect(entry.response_sent).toBe(false);
    expect(await sentTo(customerId)).toEqual([]);
  });

  it('a duplicate delivery is answered once', async () => {
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    const { mid, deliveries } = await customerWrites({
      customerId,
      text: 'How much is the Rustic Ceramic Mug?',
      duplicate: true,
    });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    await entryFor(userId, mid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sentTo(customerId)).toHaveLength(1);
    expect((await messagesOf(userId)).filter((entry) => entry.message_id === mid)).toHaveLength(1);
  });

  it('a bad signature is refused and nothing is answered', async () => {
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    const { deliveries } = await customerWrites({
      customerId,
      text: 'Price of the Rustic Ceramic Mug?',
      badSignature: true,
    });
    expect(deliveries[0]?.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await messagesOf(userId)).toEqual([]);
  });

  it('renews a refused page token and sends', async () => {
    tokenMode = 'stale-until-renewed';
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    const calls = settings.calls.length;
    const renewed = renewals;
    const { mid } = await customerWrites({ customerId, text: 'How much is the Rustic Ceramic Mug?' });
    expect((await entryFor(userId, mid)).response_status).toBe('auto_responded');
    // The responder asked settings to send once; settings renewed the refused token itself.
    const sends = settings.calls.slice(calls).filter((call) => call.path === integrationsInternalPaths.sendMessage);
    expect(sends.map((call) => [call.caller, call.userId, (call.body as SendMessageRequest).recipientId])).toEqual([
      ['responder', userId, customerId],
    ]);
    expect(renewals).toBe(renewed + 1);
    expect(await sentTo(customerId)).toHaveLength(1);
  });

  it('without a page connection the reply is not sent, kept for the owner and logged for review', async () => {
    tokenMode = 'none';
    const userId = await ownerWithSwitch(true);
    const { mid } = await customerWrites({ customerId: newCustomerId(), text: 'How much is the Rustic Ceramic Mug?' });
    const entry = await entryFor(userId, mid);
    expect(entry).toMatchObject({ response_status: 'failed', response_sent: false, escalated: true });
    expect(entry.failure_reason).toBe('No active Facebook page connection found');
    const [task] = await tasksOf(userId);
    expect(task?.suggested_response).toContain('$24.00');
    expect(await ErrorRecoveryModel.countDocuments({ userId, operation: 'auto_reply', recovered: false })).toBe(1);
    const manual = await callService(fx.app, 'responder', 'post', '/replies', {
      userId,
      body: { message_id: entry.id, text: 'It is $24.' },
    });
    expect([manual.status, manual.body.error?.message]).toEqual([409, 'No active Facebook page connection found']);
  });
});

describe("an order's details go only to its own customer", () => {
  const askEmail = (orders: string) => responderTexts.bot.order.askEmail(orders);
  /** Everything the page sent the customer, in one string: what they could have read. */
  const everythingSentTo = async (customerId: string) =>
    (await sentTo(customerId)).map((message) => message.text).join('\n');

  it("asks for the order's e-mail, tells its status once the e-mail matches, then the same customer's other orders at once", async () => {
    const userId = await ownerWithSwitch(true);
    const ana = newCustomerId();
    const asked = await entryFor(
      userId,
      (await customerWrites({ customerId: ana, text: 'Where is my order #1042?' })).mid,
    );
    expect(asked.response_status).toBe('auto_responded');
    expect(asked.response_text).toContain(askEmail('#1042'));
    expect(await everythingSentTo(ana)).not.toMatch(/shipped|1Z999|November/);

    const answer = await customerWrites({ customerId: ana, text: 'Sure, it is Ana.Silva@Example.com' });
    const told = await entryFor(userId, answer.mid);
    expect(told).toMatchObject({ response_status: 'auto_responded', inquiry_type: 'order_status' });
    expect(told.response_text).toContain('Your order #1042 (placed November 20) has shipped.');
    expect(told.response_text).toContain('1Z9991042');

    // Proved once: Ana's other order (the same Shopify customer) is told without asking again.
    const other = await customerWrites({ customerId: ana, text: 'And where is my order #1043?' });
    expect((await entryFor(userId, other.mid)).response_text).toContain('1Z9991043');
    // But not Ben's order: that one needs Ben's e-mail.
    const bens = await customerWrites({ customerId: ana, text: 'Where is order #1044?' });
    expect((await entryFor(userId, bens.mid)).response_text).toContain(askEmail('#1044'));
    expect(await everythingSentTo(ana)).not.toContain('1Z9991044');
    expect(await tasksOf(userId)).toEqual([]);

    // The proof is kept per conversation in the responder's database, as hashes only.
    const proof = await OrderProofModel.findOne({ userId, senderId: ana }).lean();
    expect(proof).toMatchObject({ pendingOrders: ['#1044'], provenCustomers: ['gid://shopify/Customer/1'] });
    expect(proof?.provenContacts.length).toBeGreaterThan(0);
    expect(JSON.stringify(proof)).not.toMatch(/ana\.silva|5550142/i);
  });

  it('a stranger who gives a wrong e-mail is handed to the owner and is told nothing of the order', async () => {
    const userId = await ownerWithSwitch(true);
    const ben = newCustomerId();
    const asked = await entryFor(
      userId,
      (await customerWrites({ customerId: ben, text: 'Where is my order #1042?' })).mid,
    );
    expect(asked.response_text).toContain(askEmail('#1042'));

    const guess = await customerWrites({ customerId: ben, text: 'ben.okafor@example.com' });
    const refused = await entryFor(userId, guess.mid);
    expect(refused.response_status).toBe('escalated');
    expect(refused.escalation_reason).toBe(responderTexts.bot.hold.orderNotProven('#1042'));
    const [task] = await tasksOf(userId);
    expect(task).toMatchObject({
      message: { id: refused.id },
      suggested_response: responderTexts.bot.order.handedOver,
    });

    // The right e-mail now changes nothing: the conversation is the owner's, and the bot is silent.
    const second = await customerWrites({ customerId: ben, text: 'Sorry, #1042 is ana.silva@example.com' });
    expect((await entryFor(userId, second.mid)).response_status).toBe('escalated');
    const seen = await everythingSentTo(ben);
    expect(seen).toBe(asked.response_text);
    expect(seen).not.toMatch(/shipped|1Z999|November|ana\.silva/);
    expect(await OrderProofModel.findOne({ userId, senderId: ben }).lean()).toMatchObject({
      pendingOrders: [],
      provenContacts: [],
      failedAnswers: 1,
    });
  });

  it("takes the order's phone as proof, and checks an e-mail given unasked once (a wrong one is a wrong answer)", async () => {
    const userId = await ownerWithSwitch(true);
    const byPhone = newCustomerId();
    const phoned = await customerWrites({
      customerId: byPhone,
      text: 'Hi, where is my order #1042? My phone is (201) 555-0142',
    });
    expect((await entryFor(userId, phoned.mid)).response_text).toContain('1Z9991042');

    const guesser = newCustomerId();
    const guessed = await customerWrites({
      customerId: guesser,
      text: 'Where is my order #1042? My email is ana@example.com',
    });
    const entry = await entryFor(userId, guessed.mid);
    expect(entry.response_status).toBe('escalated');
    expect(entry.escalation_reason).toBe(responderTexts.bot.hold.orderNotProven('#1042'));
    expect(await sentTo(guesser)).toEqual([]);
  });

  it('an answer that cannot be checked (the shop is not answering) goes to the owner and tells nothing', async () => {
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    await entryFor(userId, (await customerWrites({ customerId, text: 'Where is my order #1042?' })).mid);
    shopDown = true;
    const answer = await customerWrites({ customerId, text: 'ana.silva@example.com' });
    const entry = await entryFor(userId, answer.mid);
    expect(entry.response_status).toBe('escalated');
    expect(entry.escalation_reason).toBe(responderTexts.bot.hold.orderProofUnchecked('#1042'));
    expect(await everythingSentTo(customerId)).not.toMatch(/shipped|1Z999/);
  });

  it("with the switch off, the owner's suggested reply asks for the e-mail rather than telling the order", async () => {
    const userId = await ownerWithSwitch(false);
    const customerId = newCustomerId();
    const { mid } = await customerWrites({ customerId, text: 'Where is my order #1042?' });
    await entryFor(userId, mid, false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = await MessageLogModel.findOne({ userId, messageId: mid }).lean();
    expect(held).toMatchObject({ responseStatus: 'pending' });
    expect(held?.suggestedResponse).toContain(askEmail('#1042'));
    expect(held?.suggestedResponse).not.toContain('1Z999');
    expect(await sentTo(customerId)).toEqual([]);
  });
});

describe("Meta's windows", () => {
  it('a message older than 24 h is escalated; the owner replies with the HUMAN_AGENT tag', async () => {
    const userId = await ownerWithSwitch(true);
    const customerId = newCustomerId();
    const { mid } = await customerWrites({
      customerId,
      text: 'How much is the Rustic Ceramic Mug?',
      sentAt: hoursAgo(25),
    });
    const entry = await entryFor(userId, mid);
    expect(entry.response_status).toBe('escalated');
    expect(entry.escalation_reason).toContain('24-hour');
    expect(await sentTo(customerId)).toEqual([]);
    const reply = await callService(fx.app, 'responder', 'post', '/replies', {
      userId,
      body: { message_id: entry.id, text: 'Sorry for the wait! It is $24.00.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatchObject({ response_status: 'manual_response', response_sent: true });
    const [sent] = await sentTo(customerId);
    expect(sent).toMatchObject({ text: 'Sorry for the wait! It is $24.00.', tag: 'HUMAN_AGENT' });
    expect(await tasksOf(userId)).toEqual([]);
  });

  it('after 7 days not even a person may reply', async () => {
    const userId = await ownerWithSwitch(true);
    const { mid } = await customerWrites({
      customerId: newCustomerId(),
      text: 'How much is the Rustic Ceramic Mug?',
      sentAt: hoursAgo(8 * 24),
    });
    const entry = await entryFor(userId, mid);
    const reply = await callService(fx.app, 'responder', 'post', '/replies', {
      userId,
      body: { message_id: entry.id, text: 'Hello again' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toMatch(/^Failed to send message via facebook/);
  });
});

describe('escalation and handoff', () => {
  it('an angry message is a critical task; the bot stays silent in that conversation until the owner answers', async () => {
    const userId = await ownerWithSwitch(true);
    const subscriber = createRedisClient(redis.url, createLogger({ name: 'test', level: 'silent' }), {
      commandTimeoutMs: null,
    });
    await subscriber.connect();
    const events: { type: string; payload: { priority?: number } }[] = [];
    await subscriber.subscribe(userEventChannel(userId), (message) => events.push(JSON.parse(message)));
    try {
      const customerId = newCustomerId();
      const angry = await customerWrites({
        customerId,
        text: 'This is a SCAM!!! My order never arrived and nobody answers. I want a refund NOW',
      });
      const escalated = await entryFor(userId, angry.mid);
      expect(escalated).toMatchObject({ response_status: 'escalated', sentiment: 'critical' });
      const [task] = await tasksOf(userId);
      expect(task).toMatchObject({ priority_level: 'critical', message: { id: escalated.id } });
      expect(task?.suggested_response).not.toBe('');
      await eventually(
        async () => events,
        (list) => list.some((event) => event.type === responderEventTypes.task && (event.payload.priority ?? 0) >= 8),
        'the critical task event',
      );

      // Handoff: a question the bot could answer stays with the owner while the task is open.
      const follow = await customerWrites({ customerId, text: 'Also, how much is the Rustic Ceramic Mug?' });
      const held = await entryFor(userId, follow.mid);
      expect(held.response_status).toBe('escalated');
      expect(await sentTo(customerId)).toEqual([]);
      expect(await tasksOf(userId)).toHaveLength(1);

      const reply = await callService(fx.app, 'responder', 'post', '/replies', {
        userId,
        body: { message_id: escalated.id, text: "I'm so sorry. I've refunded your order just now." },
      });
      expect(reply.status).toBe(200);
      expect((await sentTo(customerId)).map((message) => message.text)).toEqual([
        "I'm so sorry. I've refunded your order just now.",
      ]);
      expect(await tasksOf(userId)).toEqual([]);

      // Resolved: the bot answers again.
      const later = await customerWrites({ customerId, text: 'Thanks! How much is the Rustic Ceramic Mug?' });
      expect((await entryFor(userId, later.mid)).response_status).toBe('auto_responded');
    } finally {
      await subscriber.quit();
    }
  });

  it('mark complete resolves the task; another user cannot see or touch it', async () => {
    const userId = await ownerWithSwitch(false);
    const { mid } = await customerWrites({ customerId: newCustomerId(), text: 'I want to return my order, it broke.' });
    await entryFor(userId, mid);
    const [task] = await tasksOf(userId);
    expect(task).toBeDefined();
    const stranger = newUser();
    expect(
      (await callService(fx.app, 'responder', 'post', `/tasks/${task?.id}/complete`, { userId: stranger, body: {} }))
        .status,
    ).toBe(404);
    expect(
      (
        await callService(fx.app, 'responder', 'post', '/replies', {
          userId: stranger,
          body: { message_id: task?.message.id, text: 'x' },
        })
      ).status,
    ).toBe(404);
    const done = await callService(fx.app, 'responder', 'post', `/tasks/${task?.id}/complete`, {
      userId,
      body: { notes: 'Refunded by phone' },
    });
    expect(done.status).toBe(200);
    expect(done.body.task).toMatchObject({ status: 'resolved', resolution_notes: 'Refunded by phone' });
    expect(done.body.task.resolved_at).not.toBeNull();
    expect(await tasksOf(userId)).toEqual([]);
  });
});

describe('the flagged inbox', () => {
  it('lists escalated messages 10 a page and archives one', async () => {
    const userId = await ownerWithSwitch(false);
    const customerId = newCustomerId();
    const mids: string[] = [];
    for (let i = 0; i < 11; i += 1)
      mids.push((await customerWrites({ customerId, text: `I am really upset, my parcel ${i} is broken!` })).mid);
    await eventually(
      async () => inboxResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/inbox', { userId })).body),
      (inbox) => inbox.total === 11,
      'eleven flagged messages',
    );
    const first = inboxResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/inbox', { userId })).body);
    expect([first.messages.length, first.has_more]).toEqual([10, true]);
    const second = inboxResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/inbox?offset=10', { userId })).body,
    );
    expect([second.messages.length, second.has_more]).toEqual([1, false]);
    const archived = await callService(fx.app, 'responder', 'post', `/inbox/${first.messages[0]?.id}/archive`, {
      userId,
    });
    expect(archived.body).toEqual({ archived: true });
    const after = inboxResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/inbox', { userId })).body);
    expect(after.total).toBe(10);
    expect(
      (await callService(fx.app, 'responder', 'post', `/inbox/${first.messages[1]?.id}/archive`, { userId: newUser() }))
        .status,
    ).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['a switch that is not a boolean', 'put', '/config', { enabled: 'yes' }],
    ['an unknown config field', 'put', '/config', { enabled: true, extra: 1 }],
    ['a reply without text', 'post', '/replies', { message_id: 'x' }],
    ['a reply over 2,000 characters', 'post', '/replies', { message_id: 'x', text: 'y'.repeat(2001) }],
    ['an operator as the message id', 'post', '/replies', { message_id: { $ne: null }, text: 'hi' }],
    ['notes that are not text', 'post', '/tasks/abc/complete', { notes: 5 }],
  ] as const)('%s is a 400', async (_label, method, path, body) => {
    const answer = await callService(fx.app, 'responder', method, path, { userId: newUser(), body });
    expect(answer.status).toBe(400);
  });

  it('a blank reply is refused with the spec text; unknown ids are 404', async () => {
    const userId = newUser();
    const blank = await callService(fx.app, 'responder', 'post', '/replies', {
      userId,
      body: { message_id: new Types.ObjectId().toHexString(), text: '   ' },
    });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Please enter a response message']);
    const unknown = await callService(fx.app, 'responder', 'post', '/replies', {
      userId,
      body: { message_id: 'not-an-id', text: 'hi' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await callService(fx.app, 'responder', 'post', '/tasks/not-an-id/complete', { userId, body: {} })).status,
    ).toBe(404);
  });

  it('analytics refuse a range backwards or over a year', async () => {
    const userId = newUser();
    expect(
      (await callService(fx.app, 'responder', 'get', '/analytics?from=2026-02-01&to=2026-01-01', { userId })).status,
    ).toBe(400);
    expect(
      (await callService(fx.app, 'responder', 'get', '/analytics?from=2020-01-01&to=2026-01-01', { userId })).status,
    ).toBe(400);
    expect((await callService(fx.app, 'responder', 'get', '/analytics?from=yesterday', { userId })).status).toBe(400);
    const empty = analyticsResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/analytics', { userId })).body,
    );
    expect(empty.totals).toMatchObject({ total_messages: 0, avgResponseTimeSeconds: 30, responseRate: 0 });
  });
});
