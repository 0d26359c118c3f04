import {
  sendMessageResponseSchema,
  type SendMessageRequest,
} from '@scp/shared/contracts/settings/integrations-internal';
import { SendFailure } from '@scp/service-kit/send-failure';
import { createMessageSender } from './message-sender';

/** Settings' answer to a send, as its contract parses it; the requests it was asked. */
function senderAnswering(answer: unknown) {
  const asked: SendMessageRequest[] = [];
  const sender = createMessageSender({
    neighbours: {
      sendMessage: async (_userId, request) => {
        asked.push(request);
        return sendMessageResponseSchema.parse(answer);
      },
    },
  });
  return { sender, asked };
}

const conversation = { userId: 'u1', platform: 'instagram' as const, accountId: '178', senderId: '7001' };

async function failureOf(send: Promise<unknown>): Promise<unknown> {
  try {
    await send;
  } catch (err) {
    return err;
  }
  throw new Error('the send did not fail');
}

describe('the message sender (through settings, which keeps the page token)', () => {
  it('asks settings to send the text to the customer, tagged HUMAN_AGENT only when asked', async () => {
    const { sender, asked } = senderAnswering({ messageId: 'm_1' });
    expect(await sender.send(conversation, 'Hello!', false)).toEqual({ messageId: 'm_1' });
    await sender.send(conversation, 'Late hello', true);
    expect(asked).toEqual([
      { platform: 'instagram', accountId: '178', recipientId: '7001', text: 'Hello!', humanAgent: false },
      { platform: 'instagram', accountId: '178', recipientId: '7001', text: 'Late hello', humanAgent: true },
    ]);
  });

  it.each([
    ['rate_limited', 7000, true],
    ['unavailable', undefined, true],
    ['window', undefined, false],
    ['recipient', undefined, false],
    ['token', undefined, false],
    ['refused', undefined, false],
  ] as const)(
    'a %s failure is thrown with its wait and whether it is retried',
    async (kind, retryAfterMs, retryable) => {
      const { sender } = senderAnswering({
        failure: { kind, detail: 'Meta said no', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
      });
      const failure = await failureOf(sender.send(conversation, 'Hi', false));
      expect(failure).toBeInstanceOf(SendFailure);
      const { platformReason } = failure as SendFailure;
      expect([
        (failure as SendFailure).kind,
        (failure as SendFailure).retryAfterMs,
        (failure as SendFailure).retryable,
      ]).toEqual([kind, retryAfterMs, retryable]);
      expect(platformReason).toBe('Meta said no');
    },
  );

  it('no connection of the page is a failure no retry changes, with the words the owner sees', async () => {
    const { sender } = senderAnswering({ failure: { kind: 'no_connection', detail: 'anything' } });
    const failure = await failureOf(sender.send(conversation, 'Hi', false));
    expect(failure).toBeInstanceOf(SendFailure);
    expect([(failure as SendFailure).kind, (failure as SendFailure).retryable]).toEqual(['no_connection', false]);
    expect((failure as SendFailure).platformReason).toBe('No active Facebook page connection found');
  });
});
