// Webhook events and tasks (entities: webhook event; states and transitions: marking a task complete;
// calls: GET and UPDATE webhook events): an event that became a task stays unprocessed for its owner
// until the task is done; the owner's unprocessed events are listed newest first, never another owner's.
import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import { webhookEventsResponseSchema } from '@scp/shared/contracts/responder/responder-api';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { MessageLogModel } from '../messages/message-log-model';
import { MessageEventModel } from '../webhooks/message-event-model';
import { EscalationModel } from './task-model';
import { eventOwners } from './webhook-event-processing';

const PAGE = '1000000004';
const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: { SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/' },
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A customer message as the webhook stored it and one owner's log of it, with a pending task when `task`. */
async function received(userId: string, options: { task: boolean; owners?: 'linked' | 'never'; at?: Date }) {
  const messageId = `mid.${new Types.ObjectId().toHexString()}`;
  const at = options.at ?? minutesAgo(5);
  const event = await MessageEventModel.create({
    platform: 'facebook',
    messageId,
    accountId: PAGE,
    senderId: `c-${messageId}`,
    text: 'My parcel arrived broken.',
    sentAt: at,
    receivedAt: at,
    processedAt: at,
    owners: options.owners === 'never' ? [] : [{ userId, processedAt: options.task ? null : at }],
  });
  const log = await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId: `c-${messageId}`,
    messageId,
    text: 'My parcel arrived broken.',
    inquiryType: 'complaint',
    sentiment: 'negative',
    confidence: 0.8,
    responseStatus: options.task ? 'escalated' : 'manual_response',
    sentAt: at,
  });
  const task = options.task
    ? await EscalationModel.create({
        userId,
        messageLogId: String(log._id),
        platform: 'facebook',
        accountId: PAGE,
        senderId: `c-${messageId}`,
        priority: 7,
        priorityLevel: 'high',
        reason: 'Complaint',
        dueAt: new Date(Date.now() + 3_600_000),
      })
    : null;
  return { event, log, task };
}

const unprocessed = async (userId: string, query = '') => {
  const answer = await callService(fx.app, 'responder', 'get', `/webhook-events${query}`, { userId });
  expect(answer.status).toBe(200);
  return webhookEventsResponseSchema.parse(answer.body);
};

const ownerEntry = async (eventId: unknown, userId: string) =>
  (await MessageEventModel.findById(eventId).lean())?.owners?.find((owner) => owner.userId === userId);

it('the job marks an event processed for an owner at once, unless it became their pending task', async () => {
  const userId = new Types.ObjectId().toHexString();
  const withTask = await received(userId, { task: true });
  const answered = await received(userId, { task: false });
  const at = new Date();
  expect(await eventOwners(withTask.event, [userId], at)).toEqual([{ userId, processedAt: null }]);
  expect(await eventOwners(answered.event, [userId], at)).toEqual([{ userId, processedAt: at }]);
});

it("lists the owner's unprocessed events newest first, paged, and never another owner's", async () => {
  const userId = new Types.ObjectId().toHexString();
  const other = new Types.ObjectId().toHexString();
  const older = await received(userId, { task: true, at: minutesAgo(20) });
  const newer = await received(userId, { task: true, at: minutesAgo(10) });
  await received(userId, { task: false, at: minutesAgo(5) });
  await received(other, { task: true, at: minutesAgo(1) });

  const list = await unprocessed(userId);
  expect(list.events.map((event) => event.id)).toEqual([String(newer.event._id), String(older.event._id)]);
  expect(list).toMatchObject({ total: 2, has_more: false });
  expect(list.events[0]).toMatchObject({
    platform: 'facebook',
    event_type: 'message',
    processed: false,
    processed_at: null,
    payload: { account_id: PAGE, text: 'My parcel arrived broken.' },
  });
  const page = await unprocessed(userId, '?limit=1&offset=1');
  expect(page).toMatchObject({ total: 2, has_more: false });
  expect(page.events.map((event) => event.id)).toEqual([String(older.event._id)]);
  expect((await unprocessed(userId, '?platform=instagram')).events).toEqual([]);
  expect((await unprocessed(other)).events).toHaveLength(1);
  const bad = await callService(fx.app, 'responder', 'get', '/webhook-events?limit=0', { userId });
  expect(bad.status).toBe(400);
});

it('completing a task sets its webhook event processed for its owner', async () => {
  const userId = new Types.ObjectId().toHexString();
  const { event, task } = await received(userId, { task: true });
  const done = await callService(fx.app, 'responder', 'post', `/tasks/${String(task?._id)}/complete`, {
    userId,
    body: {},
  });
  expect(done.status).toBe(200);
  const entry = await ownerEntry(event._id, userId);
  expect(entry?.processedAt).toBeInstanceOf(Date);
  expect((await unprocessed(userId)).events).toEqual([]);
});

it('the fallback: an event never linked to its owner is linked processed; a task whose event is gone completes', async () => {
  const userId = new Types.ObjectId().toHexString();
  const never = await received(userId, { task: true, owners: 'never' });
  const complete = (id: unknown) =>
    callService(fx.app, 'responder', 'post', `/tasks/${String(id)}/complete`, { userId, body: {} });
  expect((await complete(never.task?._id)).status).toBe(200);
  expect((await ownerEntry(never.event._id, userId))?.processedAt).toBeInstanceOf(Date);

  const gone = await received(userId, { task: true });
  await MessageEventModel.deleteOne({ _id: gone.event._id });
  const answer = await complete(gone.task?._id);
  expect(answer.status).toBe(200);
  expect(answer.body.task).toMatchObject({ status: 'resolved' });
});
