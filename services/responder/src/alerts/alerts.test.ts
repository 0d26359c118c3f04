// The owner's alerts (entities: activity item, type alert), recorded where sends end: a reply the
// platform refused for good, a page token refused, the sending limits reached (once per window, not
// per message); each appears in the activity feed merged in time order with the other items (real
// Redis and the embedded MongoDB; settings is a stand-in that answers by the customer written to).
import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import { activityResponseSchema } from '@scp/shared/contracts/responder/responder-api';
import {
  integrationsInternalPaths,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import { MessageLogModel } from '../messages/message-log-model';
import { useMetaResponder } from '../webhooks/meta-webhook.test.helper';
import { MessageEventModel } from '../webhooks/message-event-model';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient } from '@scp/service-kit/redis';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { createMessageSender } from '../sending/message-sender';
import { createRateSlots } from '../sending/rate-slots';
import { AlertModel } from './alert-model';
import { createAlerts } from './alerts';

const PAGE = '1000000003';
const { fx, redisUrl } = useMetaResponder({
  settings: (call): SendMessageResponse | undefined => {
    if (call.path !== integrationsInternalPaths.sendMessage) return undefined;
    const { recipientId } = call.body as SendMessageRequest;
    if (recipientId.startsWith('refuses'))
      return { failure: { kind: 'recipient', detail: 'This person isn’t available right now.' } };
    if (recipientId.startsWith('token'))
      return { failure: { kind: 'token', detail: 'Error validating access token: the session has been invalidated.' } };
    return { messageId: `m_${recipientId}` };
  },
  env: () => ({
    // Two replies a window per owner; the window is long enough that every send of a test falls in one.
    RESPONDER_SENDS_PER_OWNER: '2',
    RESPONDER_SENDS_PER_OWNER_WINDOW_MS: String(10 * 60 * 1000),
  }),
});

async function messageFrom(userId: string, senderId: string, sentAt = new Date()): Promise<string> {
  const doc = await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId: `mid.${senderId}.${new Types.ObjectId().toHexString()}`,
    text: 'Is it in stock?',
    inquiryType: 'product_question',
    sentiment: 'neutral',
    confidence: 0.9,
    responseStatus: 'pending',
    sentAt,
  });
  return String(doc._id);
}

const reply = (userId: string, messageId: string) =>
  callService(fx.app, 'responder', 'post', '/replies', {
    userId,
    body: { message_id: messageId, text: 'Yes, 12 left.' },
  });

const activityOf = async (userId: string, query = '') =>
  activityResponseSchema.parse((await callService(fx.app, 'responder', 'get', `/activity${query}`, { userId })).body);

it('a reply the platform refused for good is an alert about its conversation, in the activity feed', async () => {
  const userId = new Types.ObjectId().toHexString();
  const answer = await reply(userId, await messageFrom(userId, 'refuses-1'));
  expect(answer.status).toBe(409);

  const alerts = await AlertModel.find({ userId }).lean();
  expect(alerts).toMatchObject([
    { kind: 'send_failed', platform: 'facebook', accountId: PAGE, senderId: 'refuses-1', source: 'inbox' },
  ]);
  expect(alerts[0]?.description).toContain('This person isn’t available right now.');

  const { items, counts } = await activityOf(userId);
  const alert = items.find((item) => item.type === 'alert');
  expect(alert).toMatchObject({
    title: 'Send Failed',
    priority: 'high',
    status: 'pending',
    metadata: { alertKind: 'send_failed', accountId: PAGE, senderId: 'refuses-1', inquiryType: null },
  });
  expect(counts.all).toBe(items.length);
});

it('a page token the platform refused is a token alert, once for the page however many sends it refuses', async () => {
  const userId = new Types.ObjectId().toHexString();
  expect((await reply(userId, await messageFrom(userId, 'token-1'))).status).toBe(409);
  expect((await reply(userId, await messageFrom(userId, 'token-2'))).status).toBe(409);

  const alerts = await AlertModel.find({ userId }).lean();
  expect(alerts.map((alert) => alert.kind)).toEqual(['token_refused']);
  expect(alerts[0]?.title).toBe("Facebook refused the page's access");
});

it('the sending limits reached are one alert for the window, not one per waiting message', async () => {
  const userId = new Types.ObjectId().toHexString();
  // Not within a second of a window's end: every send of the test falls in the same window.
  const windowMs = 10 * 60 * 1000;
  if (windowMs - (Date.now() % windowMs) < 1000) await new Promise((resolve) => setTimeout(resolve, 1100));
  const answers = [];
  for (let index = 0; index < 5; index += 1)
    answers.push((await reply(userId, await messageFrom(userId, `customer-${index}`))).status);
  // Two go out; the other three wait for their places (a retryable 503 on this path).
  expect(answers).toEqual([200, 200, 503, 503, 503]);

  const alerts = await AlertModel.find({ userId }).lean();
  expect(alerts.map((alert) => alert.kind)).toEqual(['limit_reached']);
  expect(alerts[0]?.title).toBe('Rate limit exceeded');
});

it('the feed merges alerts and webhook events with messages, replies and tasks newest first, paged by limit', async () => {
  const userId = new Types.ObjectId().toHexString();
  const otherOwner = new Types.ObjectId().toHexString();
  const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await messageFrom(userId, 'c-old', t(50));
  await MessageEventModel.create({
    platform: 'facebook',
    messageId: `mid.webhook.${userId}`,
    accountId: PAGE,
    senderId: 'c-webhook',
    text: 'Do you ship to Norway?',
    sentAt: t(31),
    receivedAt: t(30),
    processedAt: t(30),
    owners: [{ userId, processedAt: null }],
  });
  await MessageEventModel.create({
    platform: 'facebook',
    messageId: `mid.webhook.${otherOwner}`,
    accountId: PAGE,
    senderId: 'c-other',
    text: 'Not yours',
    sentAt: t(5),
    receivedAt: t(5),
    processedAt: t(5),
    owners: [{ userId: otherOwner, processedAt: t(5) }],
  });
  await AlertModel.create({
    userId,
    kind: 'limit_reached',
    platform: 'instagram',
    accountId: '1789',
    title: 'Rate limit exceeded',
    description: 'Replies wait.',
    source: 'autoresponder',
    senderId: null,
    taskId: null,
    onceKey: 'limit:test',
    at: t(10),
  });
  await AlertModel.create({
    userId: otherOwner,
    kind: 'send_failed',
    platform: 'facebook',
    accountId: PAGE,
    title: 'Send Failed',
    description: 'Not yours.',
    source: 'inbox',
    senderId: 'c-other',
    taskId: null,
    onceKey: 'send:other',
    at: t(1),
  });

  const all = await activityOf(userId);
  expect(all.items.map((item) => item.type)).toEqual(['alert', 'webhook', 'message']);

  const times = all.items.map((item) => Date.parse(item.timestamp));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(all.items[1]).toMatchObject({
    type: 'webhook',
    title: 'Webhook event from Facebook',
    description: 'Do you ship to Norway?',
    status: 'pending',
    metadata: { customerId: 'c-webhook', messagePreview: 'Do you ship to Norway?', sentiment: null },
  });
  expect(all.counts.all).toBe(3);

  const page = await activityOf(userId, '?limit=2');
  expect(page.items.map((item) => item.type)).toEqual(['alert', 'webhook']);
  const instagram = await activityOf(userId, '?platform=instagram');
  expect(instagram.items.map((item) => item.type)).toEqual(['alert']);
});

it('an overflow of the minute limit just before the hour is one alert, though its last message waits into the next hour', async () => {
  const client = createRedisClient(redisUrl(), createLogger({ name: 'alerts-test', level: 'silent' }));
  await client.connect();
  try {
    const clock = Date.UTC(2026, 10, 27, 10, 58, 30);
    const slots = createRateSlots({ redis: client, prefix: `test:${randomUUID()}`, now: () => clock });
    const userId = new Types.ObjectId().toHexString();
    const sender = createMessageSender({
      neighbours: { sendMessage: async () => ({ messageId: 'm' }) },
      limits: {
        slots,
        limits: {
          sendsPerPage: { limit: 1000, windowMs: HOUR },
          sendsPerOwner: { limit: 2, windowMs: MINUTE },
          webhooksPerPage: { limit: 200, windowMs: MINUTE },
        },
      },
      alerts: createAlerts({ logger: createLogger({ name: 'alerts-test', level: 'silent' }) }),
    });
    const conversation = { userId, platform: 'facebook' as const, accountId: PAGE, senderId: 'c-hour' };
    const waits: number[] = [];
    for (let index = 0; index < 5; index += 1)
      await sender.send(conversation, 'Hello', false, { key: `k${index}` }).catch((err: { waitUntil?: Date }) => {
        waits.push(err.waitUntil?.getTime() ?? 0);
      });
    // Two wait for 10:59 and one for 11:00, the start of the page's next hour as well.
    expect(waits).toEqual([clock + 30_000, clock + 30_000, clock + 90_000]);
    expect(await AlertModel.countDocuments({ userId, kind: 'limit_reached' })).toBe(1);
  } finally {
    await client.quit();
  }
});
