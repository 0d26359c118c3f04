// Messages over the sending limits are sent later, in the order they were queued, never dropped:
// a real Redis and BullMQ, a sender whose limits open again after a short window.
import { randomUUID } from 'node:crypto';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { SendFailure } from '@scp/service-kit/send-failure';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import type { SendMessageRequest } from '@scp/shared/contracts/settings/integrations-internal';
import { createMessageSender, LimitWait, type Conversation } from './message-sender';
import { createRateSlots } from './rate-slots';
import { createSendLater, type SendLater, type SendOutcome } from './send-later';

const logger = createLogger({ name: 'send-later-test', level: 'silent' });
let testRedis: TestRedis;
let redis: RedisClient;
let later: SendLater | undefined;
beforeAll(async () => {
  testRedis = await startTestRedis();
  redis = createRedisClient(testRedis.url, logger);
  await redis.connect();
});
afterAll(async () => {
  await later?.close();
  await redis?.quit();
  await testRedis?.stop();
});

const WINDOW_MS = 1500;
const conversation: Conversation = { userId: 'owner-1', platform: 'facebook', accountId: '1010', senderId: '2400001' };

describe('messages sent later', () => {
  it('an owner over the limit: the waiting replies go when the window turns, in order, and their outcomes are reported', async () => {
    const sent: SendMessageRequest[] = [];
    /** Meta refuses one text outright: its outcome is the failure, the others still go. */
    const sender = createMessageSender({
      neighbours: {
        sendMessage: async (_userId, request) => {
          if (request.text === 'Refused') return { failure: { kind: 'recipient', detail: 'No matching user found' } };
          sent.push(request);
          return { messageId: `m_${sent.length}` };
        },
      },
      limits: {
        slots: createRateSlots({ redis, prefix: `test:${randomUUID()}` }),
        limits: {
          sendsPerPage: { limit: 1000, windowMs: HOUR },
          sendsPerOwner: { limit: 2, windowMs: WINDOW_MS },
          webhooksPerPage: { limit: 200, windowMs: 60_000 },
        },
      },
    });
    later = createSendLater({
      redisUrl: testRedis.url,
      prefix: `bull-test-${randomUUID()}`,
      runWorker: true,
      sender,
      logger,
    });
    const outcomes: Array<[string, SendOutcome]> = [];
    later.onOutcome('owner_reply', async (key, outcome) => {
      outcomes.push([key, outcome]);
    });

    // Start early in a window, so the first two go now and the rest wait for the next one (or two).
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS - (Date.now() % WINDOW_MS) + 20));
    const texts = ['One', 'Two', 'Three', 'Refused', 'Four', 'Five'];
    const waited: string[] = [];
    for (const [index, text] of texts.entries()) {
      try {
        await sender.send(conversation, text, false, { key: `reply-${index}` });
      } catch (err) {
        if (!(err instanceof LimitWait)) throw err;
        waited.push(text);
        await later.schedule(
          { kind: 'owner_reply', key: `reply-${index}`, conversation, text, humanAgent: false },
          err.waitUntil,
        );
      }
    }
    expect(sent.map((request) => request.text)).toEqual(['One', 'Two']);
    expect(waited).toEqual(['Three', 'Refused', 'Four', 'Five']);

    for (let i = 0; i < 100 && outcomes.length < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.map((request) => request.text)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(outcomes.map(([key]) => key)).toEqual(['reply-2', 'reply-3', 'reply-4', 'reply-5']);
    expect(outcomes[0]?.[1]).toEqual({ messageId: 'm_3' });
    const refused = outcomes[1]?.[1];
    expect(refused && 'failure' in refused && refused.failure).toBeInstanceOf(SendFailure);
    expect(refused && 'failure' in refused && refused.failure.kind).toBe('recipient');
  }, 20_000);
});
