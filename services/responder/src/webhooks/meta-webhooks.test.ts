import crypto from 'node:crypto';
import request from 'supertest';
import { callService } from '@scp/service-kit/testing';
import { messageLogResponseSchema, taskListResponseSchema } from '@scp/shared/contracts/responder/responder-api';
import { metaWebhookPath } from '@scp/shared/contracts/responder/responder-webhooks';
import { MessageLogModel } from '../messages/message-log-model';
import { EscalationModel } from '../tasks/task-model';
import { MessageEventModel } from './message-event-model';
import {
  messaging,
  newUser,
  TEST_META_VERIFY_TOKEN as VERIFY_TOKEN,
  useMetaResponder,
} from './meta-webhook.test.helper';

const { fx, pageWith, deliver, sign } = useMetaResponder();

const verify = (query: Record<string, string>) =>
  callService(fx.app, 'responder', 'get', `/webhooks/meta?${new URLSearchParams(query)}`);

async function logsOf(userId: string, expected = 1) {
  for (let i = 0; i < 100; i += 1) {
    const answer = await callService(fx.app, 'responder', 'get', '/messages', { userId });
    const { messages } = messageLogResponseSchema.parse(answer.body);
    if (messages.length >= expected) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${expected} message(s) logged for ${userId}`);
}

describe('GET /api/responder/webhooks/meta (subscription check)', () => {
  it("answers Meta's challenge to our verify token only", async () => {
    const ok = await verify({
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' });
    expect(wrong.status).toBe(403);
    expect((await verify({ 'hub.verify_token': VERIFY_TOKEN })).status).toBe(400);
    // Straight to the service, past the gateway: refused like every other request.
    expect((await request(fx.app).get(metaWebhookPath)).status).toBe(401);
  });

  it('compares the verify token in constant time: a wrong one of any length is 403, the right one echoes', async () => {
    const compared = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      const guesses = [
        '',
        't',
        VERIFY_TOKEN.slice(0, -1),
        `${VERIFY_TOKEN.slice(0, -1)}X`,
        `${VERIFY_TOKEN}x`,
        'é'.repeat(500),
      ];
      for (const guess of guesses) {
        const answer = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': guess, 'hub.challenge': '42' });
        expect([guess, answer.status, answer.text]).toEqual([guess, 403, expect.not.stringContaining('42')]);
      }
      // No token at all is refused as well.
      expect((await verify({ 'hub.mode': 'subscribe', 'hub.challenge': '42' })).status).toBe(403);
      // Every guess went through the constant-time comparison, over buffers of one length.
      expect(compared).toHaveBeenCalledTimes(guesses.length);
      for (const [left, right] of compared.mock.calls) expect([left.byteLength, right.byteLength]).toEqual([32, 32]);
      const ok = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '987654' });
      expect([ok.status, ok.text]).toEqual([200, '987654']);
      expect(compared).toHaveBeenCalledTimes(guesses.length + 1);
    } finally {
      compared.mockRestore();
    }
  });
});

describe('POST /api/responder/webhooks/meta', () => {
  it('stores a signed message once, classifies it for the page’s owner and answers at once', async () => {
    const owner = newUser();
    const pageId = pageWith(owner);
    const body = messaging(pageId, 'Hi! How much is the sourdough loaf? Do you have it in stock?');
    const answer = await deliver(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true, accepted: 1, duplicates: 0, ignored: 0 });
    const [logged] = await logsOf(owner);
    expect(logged).toMatchObject({
      platform: 'facebook',
      account_id: pageId,
      sender_id: '2400001',
      inquiry_type: 'product_question',
      response_status: 'pending',
    });
    expect(logged?.confidence_score).toBeGreaterThan(0);
  });

  it('Meta resends: the same message id is stored and logged once', async () => {
    const owner = newUser();
    const pageId = pageWith(owner);
    const body = messaging(pageId, 'Where is my order #1042?', 'm_resent_1');
    expect((await deliver(body)).body.accepted).toBe(1);
    expect((await deliver(body)).body).toMatchObject({ accepted: 0, duplicates: 1 });
    await logsOf(owner);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await MessageEventModel.countDocuments({ messageId: 'm_resent_1' })).toBe(1);
    expect(await MessageLogModel.countDocuments({ userId: owner, messageId: 'm_resent_1' })).toBe(1);
  });

  it('a message stored by a delivery that died before queueing it is queued when Meta sends it again', async () => {
    const owner = newUser();
    const pageId = pageWith(owner);
    const body = messaging(pageId, 'Where is my order?', 'm_orphan_1');
    // What a killed process leaves: the event stored, no job, no answer to Meta.
    await MessageEventModel.create({
      platform: 'facebook',
      messageId: 'm_orphan_1',
      accountId: pageId,
      senderId: '2400001',
      text: 'Where is my order?',
      sentAt: new Date(),
      receivedAt: new Date(),
      processedAt: null,
    });
    expect((await deliver(body)).body).toMatchObject({ accepted: 0, duplicates: 1 });
    const [logged] = await logsOf(owner);
    expect(logged?.message_id).toBe('m_orphan_1');
    // The job marks the event processed just after it logged the message: wait for that, not race it.
    let waiting = 1;
    for (let i = 0; i < 100 && waiting > 0; i += 1) {
      waiting = await MessageEventModel.countDocuments({ messageId: 'm_orphan_1', processedAt: null });
      if (waiting > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toBe(0);
  });

  it('an angry message becomes a critical task for the owner, due within the hour', async () => {
    const owner = newUser();
    const pageId = pageWith(owner);
    await deliver(
      messaging(
        pageId,
        'This is a SCAM!!! My order never arrived and nobody answers. I want a refund NOW or I will report you',
      ),
    );
    // The message is logged first, then its task made and the log marked escalated: wait for both rather than race them.
    const tasksOf = async () =>
      taskListResponseSchema.parse((await callService(fx.app, 'responder', 'get', '/tasks', { userId: owner })).body)
        .tasks;
    let [tasks, [logged]] = [await tasksOf(), await logsOf(owner)];
    for (let i = 0; i < 100 && (tasks.length === 0 || logged?.response_status !== 'escalated'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [tasks, [logged]] = [await tasksOf(), await logsOf(owner)];
    }
    expect(logged).toMatchObject({ response_status: 'escalated', sentiment: 'critical' });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ priority_level: 'critical', status: 'pending', message: { id: logged?.id } });
    expect(tasks[0]?.priority).toBeGreaterThanOrEqual(8);
    const dueIn = Date.parse(tasks[0]?.due_at ?? '') - Date.now();
    expect(dueIn).toBeGreaterThan(55 * 60_000);
    expect(dueIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('each owner of a page gets the message; another user sees nothing', async () => {
    const [first, second, stranger] = [newUser(), newUser(), newUser()];
    const pageId = pageWith(first, second);
    await deliver(messaging(pageId, 'Do you ship to Canada?'));
    expect((await logsOf(first))[0]?.inquiry_type).toBe('shipping');
    expect(await logsOf(second)).toHaveLength(1);
    const none = await callService(fx.app, 'responder', 'get', '/messages', { userId: stranger });
    expect(none.body.messages).toEqual([]);
  });

  it("ignores the page's own echoes and events without a message", async () => {
    const pageId = pageWith(newUser());
    const echo = messaging(pageId, 'Thanks for your order!', undefined, { is_echo: true });
    expect((await deliver(echo)).body).toMatchObject({ accepted: 0, ignored: 1 });
    const read = {
      object: 'page',
      entry: [{ id: pageId, time: 1, messaging: [{ sender: { id: '1' }, recipient: { id: pageId }, timestamp: 1 }] }],
    };
    expect((await deliver(read)).body).toMatchObject({ accepted: 0, ignored: 1 });
  });

  it.each([
    ['no signature', ''],
    ['another secret', sign('x', 'another-secret')],
    ['a signature of another body', sign('{"object":"page","entry":[]}')],
    ['the hex without its prefix', sign('{}').slice('sha256='.length)],
  ])('%s: 401 and nothing stored', async (_name, signature) => {
    const owner = newUser();
    const body = messaging(pageWith(owner), 'Hello', 'm_unsigned');
    const answer = await deliver(body, signature);
    expect(answer.status).toBe(401);
    expect(await MessageEventModel.countDocuments({ messageId: 'm_unsigned' })).toBe(0);
  });

  it('a signed body that is not JSON or not a messaging webhook is a 400', async () => {
    expect((await deliver('{"object":')).status).toBe(400);
    const wrong = await deliver({ object: 'user', entry: [] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/responder/messages and /tasks', () => {
  it('need a session and refuse a bad limit', async () => {
    expect((await callService(fx.app, 'responder', 'get', '/messages')).status).toBe(401);
    expect((await callService(fx.app, 'responder', 'get', '/tasks')).status).toBe(401);
    expect((await callService(fx.app, 'responder', 'get', '/messages?limit=abc', { userId: newUser() })).status).toBe(
      400,
    );
    expect(await EscalationModel.countDocuments({ userId: 'nobody' })).toBe(0);
  });
});
