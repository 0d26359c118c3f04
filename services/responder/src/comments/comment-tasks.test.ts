// Comments as the owner's work (issue 33): a complaint under a post becomes a task as a message's does
// (not a comment waiting with a suggested reply); comment webhook events are listed by GET
// /webhook-events while their task is open and appear as webhook activity like message events; the
// task done (completed, or the owner's reply under the comment) sets the event processed. Real Redis
// and the embedded MongoDB; settings is a stand-in that posts the owner's replies.
import { callService } from '@scp/service-kit/testing';
import {
  conversationListResponseSchema,
  conversationThreadSchema,
} from '@scp/shared/contracts/responder/inbox-conversations';
import {
  activityResponseSchema,
  taskListResponseSchema,
  webhookEventsResponseSchema,
} from '@scp/shared/contracts/responder/responder-api';
import { commentActionPaths } from '@scp/shared/contracts/settings/comment-actions-internal';
import { EscalationModel } from '../tasks/task-model';
import { feedComment, messaging, newUser, sleep, useMetaResponder } from '../webhooks/meta-webhook.test.helper';
import { CommentEventModel } from './comment-event-model';
import { CommentLogModel, type CommentLogDocument } from './comment-log-model';

/** The replies under comments the responder asked settings to post, in order. */
const postedReplies: Array<Record<string, unknown>> = [];
const { fx, pageWith, deliver } = useMetaResponder({
  settings: (call, url) => {
    if (url.pathname !== commentActionPaths.reply) return undefined;
    postedReplies.push(call.body as Record<string, unknown>);
    return { replyId: `reply-${postedReplies.length}` };
  },
});

const COMPLAINT = 'The lavender dream candle caught fire and almost burned my shelf. This is dangerous!';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const get = async (userId: string, path: string) =>
  (await callService(fx.app, 'responder', 'get', path, { userId })).body;
const webhookEventsOf = async (userId: string, query = '') =>
  webhookEventsResponseSchema.parse(await get(userId, `/webhook-events${query}`));
const tasksOf = async (userId: string) => taskListResponseSchema.parse(await get(userId, '/tasks')).tasks;
const activityOf = async (userId: string) => activityResponseSchema.parse(await get(userId, '/activity'));

/** A complaint under one of the owner's posts, processed: its comment and the task it became. */
async function complaintUnderPost(owner: string) {
  const pageId = pageWith(owner);
  const body = feedComment(pageId, COMPLAINT);
  await deliver(body);
  const commentId = body.entry[0]!.changes[0]!.value.comment_id;
  await until(
    () => CommentEventModel.findOne({ commentId }).lean(),
    (event) => Boolean(event?.processedAt),
    'the comment processed',
  );
  return { pageId, commentId };
}

describe('a complaint under a post', () => {
  it('becomes a task as a message does, shown in the task list, the inbox and the thread', async () => {
    const owner = newUser();
    const { pageId } = await complaintUnderPost(owner);

    const [log] = await CommentLogModel.find({ userId: owner }).lean<CommentLogDocument[]>();
    expect(log).toMatchObject({ status: 'escalated', inquiryType: 'complaint' });
    const tasks = await tasksOf(owner);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      status: 'pending',
      priority_level: 'critical',
      message: { id: String(log?._id), message_text: COMPLAINT, platform: 'facebook', account_id: pageId },
    });
    expect(tasks[0]?.reason).toContain('complaint');

    const list = conversationListResponseSchema.parse(await get(owner, '/conversations?filter=task')).conversations;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ channel: 'comment', open_task: true, needs_reply: true });
    const thread = conversationThreadSchema.parse(await get(owner, `/conversations/${list[0]!.id}`));
    expect(thread.task).toMatchObject({ id: tasks[0]!.id, priority_level: 'critical' });

    const activity = await activityOf(owner);
    expect(activity.items.find((item) => item.type === 'task')).toMatchObject({
      metadata: { taskId: tasks[0]!.id, messagePreview: COMPLAINT, customerName: 'Ada Lovelace' },
    });
    // Another owner has none of it.
    const stranger = newUser();
    expect(await tasksOf(stranger)).toEqual([]);
    expect((await webhookEventsOf(stranger)).events).toEqual([]);
  });

  it('its webhook event waits in GET /webhook-events beside messages until the task is completed', async () => {
    const owner = newUser();
    const { pageId, commentId } = await complaintUnderPost(owner);
    // A message complaint to the same page a moment later: both events are the owner's, newest first.
    await deliver(messaging(pageId, COMPLAINT, 'm_complaint_next_to_comment'));
    const listed = await until(
      () => webhookEventsOf(owner),
      (answer) => answer.total === 2,
      'two unprocessed events',
    );
    expect(listed.events.map((event) => [event.event_type, event.payload.message_id])).toEqual([
      ['message', 'm_complaint_next_to_comment'],
      ['comment', commentId],
    ]);
    expect(listed.events[1]).toMatchObject({
      platform: 'facebook',
      processed: false,
      payload: { account_id: pageId, sender_id: '7100001', text: COMPLAINT, post_id: `${pageId}_post1` },
    });
    expect((await webhookEventsOf(owner, '?limit=1&offset=1')).events.map((e) => e.event_type)).toEqual(['comment']);
    expect((await webhookEventsOf(owner, '?platform=instagram')).total).toBe(0);

    const task = (await tasksOf(owner)).find((t) => t.message.message_id === commentId);
    const done = await callService(fx.app, 'responder', 'post', `/tasks/${task!.id}/complete`, {
      userId: owner,
      body: {},
    });
    expect(done.status).toBe(200);
    expect((await webhookEventsOf(owner)).events.map((event) => event.event_type)).toEqual(['message']);
    const conversation = conversationListResponseSchema
      .parse(await get(owner, '/conversations'))
      .conversations.find((c) => c.channel === 'comment');
    expect(conversation?.open_task).toBe(false);
  });

  it("the owner's reply under it resolves the task and sets its event processed", async () => {
    const owner = newUser();
    await complaintUnderPost(owner);
    const [conversation] = conversationListResponseSchema.parse(await get(owner, '/conversations')).conversations;
    const reply = await callService(fx.app, 'responder', 'post', `/conversations/${conversation!.id}/replies`, {
      userId: owner,
      body: { text: 'So sorry! We are sending a new one today.' },
    });
    expect(reply.body.reply).toMatchObject({ status: 'sent' });
    expect(await EscalationModel.find({ userId: owner }).lean()).toMatchObject([
      { status: 'resolved', resolutionNotes: 'So sorry! We are sending a new one today.', channel: 'comment' },
    ]);
    expect((await webhookEventsOf(owner)).total).toBe(0);
    const thread = conversationThreadSchema.parse(await get(owner, `/conversations/${conversation!.id}`));
    expect(thread.task).toBeNull();
    expect(thread.conversation).toMatchObject({ open_task: false, needs_reply: false });
  });
});

describe('answering a comment task from the task list (POST /replies)', () => {
  it('posts a public reply under the comment, as /inbox does, and resolves the task', async () => {
    const owner = newUser();
    const { commentId } = await complaintUnderPost(owner);
    const [task] = await tasksOf(owner);
    expect(task).toMatchObject({ channel: 'comment' });
    const text = 'So sorry! A new candle is on its way today.';
    const answer = await callService(fx.app, 'responder', 'post', '/replies', {
      userId: owner,
      body: { message_id: task!.message.id, text },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: { id: task!.message.id, response_status: 'manual_response', response_text: text },
    });
    expect(postedReplies.at(-1)).toMatchObject({ commentId, text, visibility: 'public' });
    expect(await tasksOf(owner)).toEqual([]);
    expect(await EscalationModel.find({ userId: owner }).lean()).toMatchObject([
      { status: 'resolved', resolutionNotes: text, channel: 'comment' },
    ]);
    expect((await webhookEventsOf(owner)).total).toBe(0);
    const [conversation] = conversationListResponseSchema.parse(await get(owner, '/conversations')).conversations;
    const thread = conversationThreadSchema.parse(await get(owner, `/conversations/${conversation!.id}`));
    expect(thread.messages.map((message) => [message.from, message.text])).toEqual([
      ['customer', COMPLAINT],
      ['owner', text],
    ]);
  });

  it('another owner’s comment task, a blank reply and an unknown id are refused and nothing is posted', async () => {
    const owner = newUser();
    await complaintUnderPost(owner);
    const [task] = await tasksOf(owner);
    const posted = postedReplies.length;
    const post = (userId: string, body: object) =>
      callService(fx.app, 'responder', 'post', '/replies', { userId, body });
    expect((await post(newUser(), { message_id: task!.message.id, text: 'Hi' })).status).toBe(404);
    expect((await post(owner, { message_id: task!.message.id, text: '   ' })).status).toBe(400);
    expect((await post(owner, { message_id: '0123456789abcdef01234567', text: 'Hi' })).status).toBe(404);
    expect(postedReplies.length).toBe(posted);
    expect(await tasksOf(owner)).toHaveLength(1);
  });
});

describe('comment webhook events in the activity feed', () => {
  it('appear as webhook activity like message events: pending while their task is open, completed once handled', async () => {
    const owner = newUser();
    const pageId = pageWith(owner);
    const question = feedComment(pageId, 'Do you deliver on Sundays?', undefined, '7100009');
    await deliver(question);
    await until(
      () => CommentEventModel.findOne({ commentId: question.entry[0]!.changes[0]!.value.comment_id }).lean(),
      (event) => Boolean(event?.processedAt),
      'the question processed',
    );
    await deliver(feedComment(pageId, COMPLAINT));
    const activity = await until(
      () => activityOf(owner),
      (answer) => answer.items.filter((item) => item.type === 'webhook').length === 2,
      'two webhook items',
    );
    const webhooks = activity.items.filter((item) => item.type === 'webhook');
    expect(webhooks.map((item) => [item.title, item.description, item.status])).toEqual([
      ['Webhook event from Facebook', COMPLAINT, 'pending'],
      ['Webhook event from Facebook', 'Do you deliver on Sundays?', 'completed'],
    ]);
    expect(webhooks[0]?.metadata).toMatchObject({ customerName: 'Ada Lovelace', customerId: '7100001' });
    expect(activity.counts.all).toBeGreaterThanOrEqual(activity.items.length);
    // Not another owner's.
    expect((await activityOf(newUser())).items).toEqual([]);
  });
});
