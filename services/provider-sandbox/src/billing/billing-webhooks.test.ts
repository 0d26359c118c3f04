import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { RunningSandbox } from '../main';
import { startSandbox } from '../sandbox-client.test.helper';
import { stripeWebhookSignature } from '../signatures';
import { createSession, pay, sentEvents, WebhookReceiver } from './billing-client.test.helper';

describe('stripeWebhookSignature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">, as Stripe’s libraries check it', () => {
    const body = '{"id":"evt_1","object":"event"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex');
    expect(stripeWebhookSignature(body, 'whsec_test', 1700000000)).toBe(`t=1700000000,v1=${expected}`);
  });
});

describe('billing webhook delivery', () => {
  let receiver: WebhookReceiver;
  let sandbox: RunningSandbox | undefined;

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(async () => {
    await sandbox?.stop();
    sandbox = undefined;
    await receiver.close();
  });

  it('retries a receiver answering 500 in the background, re-signing each attempt', async () => {
    sandbox = await startSandbox({
      billingWebhookUrl: receiver.url,
      billingWebhookTiming: { retryDelaysMs: [20, 20, 20] },
    });
    receiver.answer = (res, index) => res.writeHead(index < 2 ? 500 : 200).end();
    const session = await createSession(sandbox);
    const answer = await pay(sandbox, session.id);
    expect(answer.status).toBe(303);

    const deliveries = await receiver.waitFor(3);
    expect(new Set(deliveries.map((delivery) => delivery.rawBody)).size).toBe(1);
    expect(deliveries[0]!.event.type).toBe('checkout.session.completed');
    const [event] = await sentEvents(sandbox);
    expect(event.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([500, 500, 200]);
  });

  it('gives up after the last retry', async () => {
    sandbox = await startSandbox({
      billingWebhookUrl: receiver.url,
      billingWebhookTiming: { retryDelaysMs: [10, 10] },
    });
    receiver.answer = (res) => res.writeHead(503).end();
    const session = await createSession(sandbox);
    await pay(sandbox, session.id);
    await receiver.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(3);
    const [event] = await sentEvents(sandbox);
    expect(event.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([503, 503, 503]);
  });

  it('records status 0 when nothing listens, and still redirects at once', async () => {
    // A port that was free a moment ago: connections are refused.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));

    sandbox = await startSandbox({
      billingWebhookUrl: `http://127.0.0.1:${port}/webhooks/billing`,
      billingWebhookTiming: { retryDelaysMs: [10] },
    });
    const session = await createSession(sandbox);
    expect((await pay(sandbox, session.id)).status).toBe(303);
    let event;
    for (let i = 0; i < 50 && (event?.deliveries.length ?? 0) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [event] = await sentEvents(sandbox);
    }
    expect(event.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([0, 0]);
  });

  it('does not hold the redirect longer than redirectWaitMs on a receiver that never answers', async () => {
    sandbox = await startSandbox({
      billingWebhookUrl: receiver.url,
      billingWebhookTiming: { redirectWaitMs: 200, attemptTimeoutMs: 60_000, retryDelaysMs: [60_000] },
    });
    receiver.answer = () => undefined;
    const session = await createSession(sandbox);
    const started = Date.now();
    const answer = await pay(sandbox, session.id);
    expect(answer.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(2000);
    await receiver.waitFor(1);
    // stop() in afterEach aborts the hanging delivery; Jest would report the open handle otherwise.
  });

  it('refuses a webhook URL that is not http(s) before listening', async () => {
    await expect(startSandbox({ billingWebhookUrl: 'ftp://example.com/hook' })).rejects.toThrow('billingWebhookUrl');
  });
});
