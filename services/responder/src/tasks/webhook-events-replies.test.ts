// A reply resolves the conversation's tasks, and with them their webhook events are processed
// (states and transitions: sending a manual response resolves the escalation): from the task's reply
// (POST /replies) and from /inbox (POST /conversations/:id/replies). Settings is a stand-in that sends.
import { Types } from 'mongoose';
import { FakeNeighbour, StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import { webhookEventsResponseSchema } from '@scp/shared/contracts/responder/responder-api';
import {
  integrationsInternalPaths,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { refreshConversation } from '../conversations/conversation-summary';
import { MessageLogModel } from '../messages/message-log-model';
import { MessageEventModel } from '../webhooks/message-event-model';
import { EscalationModel } from './task-model';

const PAGE = '1000000005';
const settings = new FakeNeighbour((call): SendMessageResponse | StatusAnswer =>
  call.path === integrationsInternalPaths.sendMessage ? { messageId: 'm_sent' } : new StatusAnswer(404, {}),
);
beforeAll(() => settings.start());
afterAll(() => settings.stop());

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: () => ({ SETTINGS_SERVICE_URL: settings.url }),
});

async function escalated(userId: string, senderId: string) {
  const messageId = `mid.${new Types.ObjectId().toHexString()}`;
  const at = new Date(Date.now() - 60_000);
  await MessageEventModel.create({
    platform: 'facebook',
    messageId,
    accountId: PAGE,
    senderId,
    text: 'Where is my refund?',
    sentAt: at,
    receivedAt: at,
    processedAt: at,
    owners: [{ userId, processedAt: null }],
  });
  const log = await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId,
    text: 'Where is my refund?',
    inquiryType: 'returns',
    sentiment: 'negative',
    confidence: 0.8,
    responseStatus: 'escalated',
    sentAt: at,
  });
  await EscalationModel.create({
    userId,
    messageLogId: String(log._id),
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    priority: 7,
    priorityLevel: 'high',
    reason: 'Refund',
    dueAt: new Date(Date.now() + 3_600_000),
  });
  return String(log._id);
}

const unprocessedCount = async (userId: string) =>
  webhookEventsResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/webhook-events', { userId })).body)
    .total;

it("the task's reply processes its webhook event", async () => {
  const userId = new Types.ObjectId().toHexString();
  const logId = await escalated(userId, 'c-task-reply');
  expect(await unprocessedCount(userId)).toBe(1);
  const answer = await callService(fx.app, 'responder', 'post', '/replies', {
    userId,
    body: { message_id: logId, text: 'Your refund went out today.' },
  });
  expect(answer.status).toBe(200);
  expect(await unprocessedCount(userId)).toBe(0);
});

it("a reply from /inbox processes the conversation's webhook events", async () => {
  const userId = new Types.ObjectId().toHexString();
  await escalated(userId, 'c-inbox-reply');
  const conversation = await refreshConversation({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId: 'c-inbox-reply',
  });
  expect(await unprocessedCount(userId)).toBe(1);
  const answer = await callService(fx.app, 'responder', 'post', `/conversations/${String(conversation?._id)}/replies`, {
    userId,
    body: { text: 'Your refund went out today.' },
  });
  expect(answer.status).toBe(200);
  expect(await unprocessedCount(userId)).toBe(0);
});
