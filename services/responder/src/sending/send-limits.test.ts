// The spec's sending limits (business constants: message 1,000 an hour per page, default 60 a
// minute per owner) on the message sender, counted in a real Redis with a clock the test moves.
import { randomUUID } from 'node:crypto';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { SendFailure } from '@scp/service-kit/send-failure';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import type { SendMessageRequest } from '@scp/shared/contracts/settings/integrations-internal';
import type { ResponderLimits } from '../config';
import { createMessageSender, LimitWait, type Conversation } from './message-sender';
import { createRateSlots } from './rate-slots';

let testRedis: TestRedis;
let redis: RedisClient;
beforeAll(async () => {
  testRedis = await startTestRedis();
  redis = createRedisClient(testRedis.url, createLogger({ name: 'send-limits-test', level: 'silent' }));
  await redis.connect();
});
afterAll(async () => {
  await redis?.quit();
  await testRedis?.stop();
});

const specLimits: ResponderLimits = {
  sendsPerPage: { limit: 1000, windowMs: HOUR },
  sendsPerOwner: { limit: 60, windowMs: MINUTE },
  webhooksPerPage: { limit: 200, windowMs: MINUTE },
};

/** A sender whose settings stand-in records what was sent; the clock is the test's. */
function limitedSender(limits: ResponderLimits, start: number) {
  let clock = start;
  const sent: SendMessageRequest[] = [];
  const slots = createRateSlots({ redis, prefix: `test:${randomUUID()}`, now: () => clock });
  const sender = createMessageSender({
    neighbours: {
      sendMessage: async (_userId, request) => {
        sent.push(request);
        return { messageId: `m_${sent.length}` };
      },
    },
    limits: { slots, limits },
  });
  return {
    sender,
    sent,
    setClock: (at: number) => {
      clock = at;
    },
  };
}

async function outcomeOf(send: Promise<unknown>): Promise<unknown> {
  try {
    return await send;
  } catch (err) {
    return err;
  }
}

const conversation = (userId: string, accountId: string, senderId = '2400001'): Conversation => ({
  userId,
  platform: 'facebook',
  accountId,
  senderId,
});

describe('the sending limits', () => {
  it('sends 1,000 messages an hour to a page; the 1,001st waits for the next hour and goes then, keeping its place', async () => {
    // 10:20 into an hour; the owners differ so only the page's limit is met.
    const hourStart = Date.UTC(2026, 10, 27, 10);
    const { sender, sent, setClock } = limitedSender(specLimits, hourStart + 20 * MINUTE);
    const results = [];
    for (let index = 0; index < 1001; index += 1) {
      const outcome = await outcomeOf(
        sender.send(conversation(`owner-${index % 20}`, '1010'), `Reply ${index}`, false, { key: `r${index}` }),
      );
      results.push(outcome);
    }
    expect(sent).toHaveLength(1000);
    expect(sent.at(-1)?.text).toBe('Reply 999');
    const last = results[1000];
    expect(last).toBeInstanceOf(LimitWait);
    expect(last).toBeInstanceOf(SendFailure);
    const wait = last as LimitWait;
    expect(wait.waitUntil.toISOString()).toBe(new Date(hourStart + HOUR).toISOString());
    expect(wait.retryAfterMs).toBe(40 * MINUTE);
    expect(wait.kind).toBe('rate_limited');

    // Asked again before its time, it still waits for the same place; another page is not held up.
    setClock(hourStart + 50 * MINUTE);
    const again = await outcomeOf(sender.send(conversation('owner-0', '1010'), 'Reply 1000', false, { key: 'r1000' }));
    expect((again as LimitWait).waitUntil).toEqual(wait.waitUntil);
    expect(await sender.send(conversation('owner-1', '2020'), 'Other page', false)).toEqual({ messageId: 'm_1001' });

    // The hour turns: it goes, counted once, and one that came later goes after it in the new hour.
    setClock(hourStart + HOUR);
    expect(await sender.send(conversation('owner-0', '1010'), 'Reply 1000', false, { key: 'r1000' })).toEqual({
      messageId: 'm_1002',
    });
    expect(await sender.send(conversation('owner-2', '1010'), 'Reply 1001', false, { key: 'r1001' })).toEqual({
      messageId: 'm_1003',
    });
    expect(sent.map((request) => request.text).slice(-3)).toEqual(['Other page', 'Reply 1000', 'Reply 1001']);
  });

  it('sends 60 messages a minute for an owner over all their pages; the 61st waits for the next minute, in order', async () => {
    const minuteStart = Date.UTC(2026, 10, 27, 11, 5);
    const { sender, sent, setClock } = limitedSender(specLimits, minuteStart + 15_000);
    const waits: LimitWait[] = [];
    for (let index = 0; index < 63; index += 1) {
      const outcome = await outcomeOf(
        sender.send(conversation('busy-owner', index % 2 ? '3030' : '4040'), `Reply ${index}`, false, {
          key: `o${index}`,
        }),
      );
      if (outcome instanceof LimitWait) waits.push(outcome);
    }
    expect(sent).toHaveLength(60);
    expect(waits.map((wait) => wait.waitUntil.getTime())).toEqual([
      minuteStart + MINUTE,
      minuteStart + MINUTE,
      minuteStart + MINUTE,
    ]);
    // Another owner of one of those pages is not held up by this owner's minute.
    expect(await sender.send(conversation('calm-owner', '3030'), 'Hi', false)).toEqual({ messageId: 'm_61' });

    setClock(minuteStart + MINUTE);
    for (const index of [60, 61, 62])
      await sender.send(conversation('busy-owner', index % 2 ? '3030' : '4040'), `Reply ${index}`, false, {
        key: `o${index}`,
      });
    expect(sent.map((request) => request.text).slice(-3)).toEqual(['Reply 60', 'Reply 61', 'Reply 62']);
  });

  it('Redis away: nothing is sent uncounted; the send fails as an outage, to be retried', async () => {
    const away = createRedisClient(testRedis.url, createLogger({ name: 'send-limits-test', level: 'silent' }));
    await away.connect();
    await away.quit();
    const sent: SendMessageRequest[] = [];
    const sender = createMessageSender({
      neighbours: {
        sendMessage: async (_userId, request) => {
          sent.push(request);
          return { messageId: 'm_1' };
        },
      },
      limits: { slots: createRateSlots({ redis: away, prefix: 'test:away' }), limits: specLimits },
    });
    const failure = await outcomeOf(sender.send(conversation('u', '1'), 'Hi', false, { key: 'k' }));
    expect(failure).toBeInstanceOf(SendFailure);
    expect(failure).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(sent).toEqual([]);
  });

  it('counts nothing without limits (a sender built without Redis sends at once)', async () => {
    const sender = createMessageSender({ neighbours: { sendMessage: async () => ({ messageId: 'm_free' }) } });
    expect(await sender.send(conversation('u', '1'), 'Hi', false, { key: 'k' })).toEqual({ messageId: 'm_free' });
  });
});
