import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_CLIENTS } from './default-clients';
import type { RunningSandbox } from './main';
import { startSandbox } from './sandbox-client.test.helper';
import { sendWebhook } from './webhooks';

let receiver: Server;
let receiverUrl: string;
let deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];
let sandbox: RunningSandbox;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  deliveries = [];
});

describe('webhooks', () => {
  it('signs Shopify webhooks with X-Shopify-Hmac-Sha256 (base64 HMAC of the raw body)', async () => {
    const result = await sandbox.sendWebhook(
      'shopify',
      receiverUrl,
      { id: 1, total_price: '12.50' },
      { topic: 'orders/create', shop: 'alices-bakery.myshopify.com' },
    );
    expect(result).toEqual({ status: 200, body: 'ok' });
    const [delivery] = deliveries;
    const expected = createHmac('sha256', SANDBOX_CLIENTS.shopify.clientSecret).update(delivery!.body).digest('base64');
    expect(delivery!.headers['x-shopify-hmac-sha256']).toBe(expected);
    expect(delivery!.headers['x-shopify-topic']).toBe('orders/create');
    expect(delivery!.headers['x-shopify-shop-domain']).toBe('alices-bakery.myshopify.com');
    expect(JSON.parse(delivery!.body)).toEqual({ id: 1, total_price: '12.50' });
  });

  it('signs Meta webhooks with X-Hub-Signature-256: sha256=<hex>', async () => {
    const payload = {
      object: 'instagram',
      entry: [{ id: '17841400000000001', messaging: [{ message: { text: 'Hi' } }] }],
    };
    await sendWebhook('meta', receiverUrl, payload);
    const [delivery] = deliveries;
    const expected = `sha256=${createHmac('sha256', SANDBOX_CLIENTS.meta.clientSecret).update(delivery!.body).digest('hex')}`;
    expect(delivery!.headers['x-hub-signature-256']).toBe(expected);
  });

  it('uses a given secret, so a receiver with another secret rejects it', async () => {
    await sendWebhook('meta', receiverUrl, { object: 'page' }, { secret: 'other' });
    const [delivery] = deliveries;
    const withAppSecret = `sha256=${createHmac('sha256', SANDBOX_CLIENTS.meta.clientSecret).update(delivery!.body).digest('hex')}`;
    expect(delivery!.headers['x-hub-signature-256']).not.toBe(withAppSecret);
  });

  it('refuses providers without webhooks', async () => {
    await expect(sendWebhook('google', receiverUrl, {})).rejects.toThrow('no webhooks');
  });
});
