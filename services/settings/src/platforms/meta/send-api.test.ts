import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@scp/service-kit/testing';
import { SendFailure } from '@scp/service-kit/send-failure';
import { createSendApi } from './send-api';

/** Meta's Graph API as a test server: each test says what it answers. */
let answer: (res: http.ServerResponse) => void = (res) => res.end();
let received: { url: string; auth: string | undefined; body: unknown }[] = [];
const graph = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({
      url: String(req.url),
      auth: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    answer(res);
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => graph.close(resolve)));
beforeEach(() => {
  received = [];
});

const metaError = (status: number, error: object, headers: Record<string, string> = {}) => {
  answer = (res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error }));
};
const request = { pageId: '101', accessToken: 'EAApage', recipientId: '7001', text: 'Hello!', humanAgent: false };

async function failureOf(send: Promise<unknown>): Promise<SendFailure> {
  try {
    await send;
  } catch (err) {
    if (err instanceof SendFailure) return err;
    throw err;
  }
  throw new Error('the send did not fail');
}

describe("Meta's Send API adapter", () => {
  it('sends a RESPONSE with the page token, and a HUMAN_AGENT tag only when asked', async () => {
    answer = (res) => res.writeHead(200).end(JSON.stringify({ recipient_id: '7001', message_id: 'm_1' }));
    const api = createSendApi({ baseUrl, version: 'v23.0' });
    expect(await api.send(request)).toEqual({ messageId: 'm_1' });
    await api.send({ ...request, humanAgent: true });
    expect(received.map((call) => [call.url, call.auth])).toEqual([
      ['/v23.0/101/messages', 'Bearer EAApage'],
      ['/v23.0/101/messages', 'Bearer EAApage'],
    ]);
    expect(received[0]?.body).toEqual({
      recipient: { id: '7001' },
      message: { text: 'Hello!' },
      messaging_type: 'RESPONSE',
    });
    expect(received[1]?.body).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
  });

  it.each([
    ['a refused token', 400, { code: 190, message: 'Invalid OAuth access token.' }, {}, 'token', false, undefined],
    [
      'a 429 with Retry-After',
      429,
      { code: 4, message: 'Too many calls' },
      { 'retry-after': '7' },
      'rate_limited',
      true,
      7000,
    ],
    [
      "Meta's throttling code without a wait",
      400,
      { code: 613, message: 'Calls limit' },
      {},
      'rate_limited',
      true,
      60_000,
    ],
    ['a 5xx', 503, { code: 2, message: 'Service temporarily unavailable' }, {}, 'unavailable', true, undefined],
    [
      'the 24-hour window',
      400,
      { code: 10, error_subcode: 2018278, message: 'This message is sent outside of allowed window.' },
      {},
      'window',
      false,
      undefined,
    ],
    [
      'an unknown customer',
      400,
      { code: 100, error_subcode: 2018001, message: 'No matching user found' },
      {},
      'recipient',
      false,
      undefined,
    ],
    ['a bad parameter', 400, { code: 100, message: 'Invalid parameter' }, {}, 'refused', false, undefined],
  ] as const)('%s', async (_name, status, error, headers, kind, retryable, retryAfterMs) => {
    metaError(status, error, headers);
    const failure = await failureOf(createSendApi({ baseUrl, version: 'v23.0' }).send(request));
    expect([failure.kind, failure.retryable, failure.retryAfterMs]).toEqual([kind, retryable, retryAfterMs]);
    expect(failure.platformReason).toBe(error.message);
  });

  it('a Graph API that does not answer is unavailable (retried later), never a crash', async () => {
    const nowhere = createSendApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, version: 'v23.0' });
    const failure = await failureOf(nowhere.send(request));
    expect([failure.kind, failure.retryable]).toEqual(['unavailable', true]);
    expect(failure.message).not.toContain('EAApage');
  });
});
