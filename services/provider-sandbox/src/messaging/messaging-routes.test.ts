import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookReceiver } from '../billing/billing-client.test.helper';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
import { answer, get, startSandbox } from '../sandbox-client.test.helper';
import { metaWebhookSignature } from '../signatures';
import { customerIdFor } from './messaging-accounts';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  BOB_PAGE,
  customerWrites,
  hoursAgo,
  newCustomerId,
  pageToken,
  reply,
  sendApi,
} from './messaging-client.test.helper';

const APP_SECRET = SANDBOX_CLIENTS.meta.clientSecret;
let receiver: WebhookReceiver;
let sandbox: RunningSandbox;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({ metaWebhookUrl: receiver.url });
});
afterAll(async () => {
  await sandbox.stop();
  await receiver.close();
});
beforeEach(() => {
  receiver.reset();
});

describe('POST /_sandbox/meta/customer-messages', () => {
  it('stores the message and delivers Meta’s webhook, signed with the app secret, to the configured URL', async () => {
    const sentAt = hoursAgo(2);
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      customerName: 'Dana Buyer',
      text: 'Is the sourdough vegan?',
      sentAt,
    });
    expect(written.status).toBe(201);
    const customerId = customerIdFor('facebook', ALICE_PAGE, 'Dana Buyer');
    expect(written.json).toEqual({
      mid: expect.stringMatching(/^m_[\w-]+$/),
      customerId,
      conversationId: expect.stringMatching(/^t_\d+$/),
      sentAt,
      deliveries: [{ status: 200, body: 'ok', attempts: 1 }],
    });

    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-hub-signature-256']).toBe(metaWebhookSignature(delivery!.rawBody, APP_SECRET));
    expect(delivery!.event).toEqual({
      object: 'page',
      entry: [
        {
          id: ALICE_PAGE,
          time: expect.any(Number),
          messaging: [
            {
              sender: { id: customerId },
              recipient: { id: ALICE_PAGE },
              timestamp: Date.parse(sentAt),
              message: { mid: written.json.mid, text: 'Is the sourdough vegan?' },
            },
          ],
        },
      ],
    });

    const conversations = await get(
      `${sandbox.url}/_sandbox/meta/conversations?accountId=${ALICE_PAGE}&customerId=${customerId}`,
    );
    expect(conversations.json.conversations).toEqual([
      {
        id: written.json.conversationId,
        platform: 'facebook',
        accountId: ALICE_PAGE,
        customerId,
        customerName: 'Dana Buyer',
        updatedAt: sentAt,
        messages: [{ mid: written.json.mid, from: 'customer', text: 'Is the sourdough vegan?', at: sentAt }],
      },
    ]);
  });

  it('sends Instagram messages with object instagram and the Instagram account as entry and recipient', async () => {
    const written = await customerWrites(sandbox, { platform: 'instagram', accountId: ALICE_INSTAGRAM, text: 'Hi!' });
    expect(written.status).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.event.object).toBe('instagram');
    expect(delivery!.event.entry[0].id).toBe(ALICE_INSTAGRAM);
    expect(delivery!.event.entry[0].messaging[0]).toMatchObject({
      sender: { id: written.json.customerId },
      recipient: { id: ALICE_INSTAGRAM },
    });
    // The default customer, with an id of its own on Instagram.
    expect(written.json.customerId).toBe(customerIdFor('instagram', ALICE_INSTAGRAM, 'Sam Customer'));
    expect(written.json.customerId).not.toBe(customerIdFor('facebook', ALICE_PAGE, 'Sam Customer'));
  });

  it('delivers the identical body twice with duplicate, and stores the message once', async () => {
    const customerId = newCustomerId();
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      customerId,
      text: 'Twice?',
      duplicate: true,
    });
    expect(written.json.deliveries).toEqual([
      { status: 200, body: 'ok', attempts: 1 },
      { status: 200, body: 'ok', attempts: 1 },
    ]);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(second!.headers['x-hub-signature-256']).toBe(first!.headers['x-hub-signature-256']);
    const conversations = await get(`${sandbox.url}/_sandbox/meta/conversations?customerId=${customerId}`);
    expect(conversations.json.conversations[0].messages).toHaveLength(1);
  });

  it('signs with a wrong secret with badSignature, and reports the receiver’s refusal', async () => {
    receiver.answer = (res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"bad sig"}');
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      text: 'Spoofed?',
      badSignature: true,
    });
    expect(written.status).toBe(201);
    // A refusal is final: Meta sends again only what was not answered, throttled or failed.
    expect(written.json.deliveries).toEqual([{ status: 401, body: '{"error":"bad sig"}', attempts: 1 }]);
    const [delivery] = await receiver.waitFor(1);
    const signature = delivery!.headers['x-hub-signature-256'];
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signature).not.toBe(metaWebhookSignature(delivery!.rawBody, APP_SECRET));
  });

  it('reports status 0 when nothing answers at the webhook URL', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const lonely = await startSandbox({
      metaWebhookUrl: `http://127.0.0.1:${port}/webhooks/meta`,
      metaRedeliveryDelaysMs: [10, 10],
    });
    try {
      const written = await customerWrites(lonely, { platform: 'facebook', accountId: ALICE_PAGE, text: 'Anyone?' });
      expect(written.status).toBe(201);
      expect(written.json.deliveries).toEqual([{ status: 0, body: '', attempts: 3 }]);
    } finally {
      await lonely.stop();
    }
  });

  it('sends again, as Meta does, while the app answers 503, until it takes the webhook', async () => {
    let refusals = 2;
    receiver.answer = (res) => {
      if (refusals > 0) {
        refusals -= 1;
        res.writeHead(503).end('restarting');
        return;
      }
      res.writeHead(200).end('ok');
    };
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      text: 'Still there?',
    });
    expect(written.json.deliveries).toEqual([{ status: 200, body: 'ok', attempts: 3 }]);
    const bodies = await receiver.waitFor(3);
    expect(new Set(bodies.map((delivery) => delivery.rawBody)).size).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, and unknown accounts with a 404', async () => {
    const base = { platform: 'facebook', accountId: ALICE_PAGE, text: 'Hi' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, text: undefined }, 'text', /text is required/],
      [{ ...base, text: '  ' }, 'text', /text must not be empty/],
      [{ ...base, text: 'x'.repeat(2001) }, 'text', /at most 2000/],
      [{ ...base, platform: 'whatsapp' }, 'platform', /must be one of: facebook, instagram/],
      [{ ...base, accountId: 'alices-bakery' }, 'accountId', /digits/],
      [{ ...base, customerId: 'sam' }, 'customerId', /digits/],
      [{ ...base, sentAt: 'yesterday' }, 'sentAt', /ISO 8601/],
      [{ ...base, sentAt: new Date(Date.now() + 3600_000).toISOString() }, 'sentAt', /future/],
      [{ ...base, duplicate: 'yes' }, 'duplicate', /true or false/],
      [{ ...base, colour: 'blue' }, 'colour', /Unknown field/],
    ];
    for (const [body, field, description] of cases) {
      const refused = await customerWrites(sandbox, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: 'invalid_request', error_description: expect.any(String), field });
      expect(refused.json.error_description).toMatch(description);
    }
    const form = await answer(
      await fetch(`${sandbox.url}/_sandbox/meta/customer-messages`, {
        method: 'POST',
        body: new URLSearchParams({ platform: 'facebook', accountId: ALICE_PAGE, text: 'Hi' }),
      }),
    );
    expect(form.status).toBe(400);
    expect(form.json.error_description).toMatch(/JSON/);

    for (const body of [
      { ...base, accountId: '101999999999999' },
      // An Instagram account is not a Facebook page.
      { ...base, accountId: ALICE_INSTAGRAM },
    ]) {
      const unknown = await customerWrites(sandbox, body);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({ error: 'not_found', field: 'accountId' });
    }
    expect(receiver.received).toHaveLength(0);
  });
});

describe('GET /_sandbox/meta/…', () => {
  it('lists the accounts customers can write to', async () => {
    const accounts = await get(`${sandbox.url}/_sandbox/meta/accounts`);
    expect(accounts.json.accounts.slice(0, 5)).toEqual([
      {
        id: ALICE_PAGE,
        platform: 'facebook',
        name: "Alice's Bakery",
        pageId: ALICE_PAGE,
        ownerIdentity: 'alice',
        ownerEmail: 'alice.martin@example.com',
      },
      {
        id: ALICE_INSTAGRAM,
        platform: 'instagram',
        name: "Alice's Bakery",
        username: 'alicesbakery',
        pageId: ALICE_PAGE,
        ownerIdentity: 'alice',
        ownerEmail: 'alice.martin@example.com',
      },
      expect.objectContaining({ id: '101000000000002', platform: 'facebook', name: 'Martin Studio' }),
      expect.objectContaining({ id: BOB_PAGE, platform: 'facebook', ownerEmail: 'bob.chen@example.com' }),
      expect.objectContaining({ id: '17841400000000002', platform: 'instagram', username: 'chenoutdoor' }),
    ]);
    // The multi-location owner's 26 pages and 19 Instagram accounts: 50 accounts with Alice's and Bob's.
    const dana = accounts.json.accounts.filter(
      (account: { ownerIdentity: string }) => account.ownerIdentity === 'dana',
    );
    expect(dana.filter((account: { platform: string }) => account.platform === 'facebook')).toHaveLength(26);
    expect(dana.filter((account: { platform: string }) => account.platform === 'instagram')).toHaveLength(19);
    expect(accounts.json.accounts).toHaveLength(50);
    expect(dana[1]).toEqual({
      id: '17841400000000101',
      platform: 'instagram',
      name: 'Ridgeline Coffee Roasters',
      username: 'ridgelinecoffee',
      pageId: '103000000000001',
      ownerIdentity: 'dana',
      ownerEmail: 'dana.okafor@example.com',
    });
  });

  it('finds a conversation by the customer’s name, lists sent messages newest last, and clears', async () => {
    const name = `Lee ${newCustomerId()}`;
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: BOB_PAGE,
      customerName: name,
      text: 'Tent sizes?',
    });
    const bob = await pageToken(sandbox, 'bob', BOB_PAGE);
    for (const text of ['First', 'Second'])
      expect((await sendApi(sandbox, bob.page, reply(written.json.customerId, text))).status).toBe(200);

    const byName = await get(
      `${sandbox.url}/_sandbox/meta/conversations?accountId=${BOB_PAGE}&customerName=${encodeURIComponent(name)}`,
    );
    expect(byName.json.conversations).toHaveLength(1);
    expect(byName.json.conversations[0].messages.map((message: { from: string }) => message.from)).toEqual([
      'customer',
      'page',
      'page',
    ]);
    const sent = await get(`${sandbox.url}/_sandbox/meta/sent-messages?accountId=${BOB_PAGE}`);
    expect(sent.json.messages.map((message: { text: string }) => message.text).slice(-2)).toEqual(['First', 'Second']);

    expect((await get(`${sandbox.url}/_sandbox/meta/conversations?customerName=Lee`)).status).toBe(400);
    expect((await get(`${sandbox.url}/_sandbox/meta/sent-messages?platform=sms`)).status).toBe(400);

    const cleared = await answer(await fetch(`${sandbox.url}/_sandbox/meta/conversations`, { method: 'DELETE' }));
    expect(cleared.json.cleared).toBeGreaterThan(0);
    expect((await get(`${sandbox.url}/_sandbox/meta/conversations`)).json).toEqual({ conversations: [] });
  });
});
