import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_BILLING } from '@scp/provider-sandbox/default-clients';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import { stripeWebhookSignature } from '@scp/provider-sandbox/signatures';
import { callService } from '@scp/service-kit/testing';
import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';
import { BillingEventModel } from './billing-event-model';
import { SubscriptionModel } from './subscription-model';

const PUBLIC_ORIGIN = 'http://localhost:8080';
let sandbox: RunningSandbox;
/** Stands in for the gateway: the sandbox's webhook deliveries are passed to the service as they came. */
let relay: http.Server;
const relayed: Array<{ status: number; outcome?: string }> = [];

beforeAll(async () => {
  relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void callService(fx.app, 'settings', 'post', '/webhooks/billing', {
        rawJson: Buffer.concat(chunks).toString('utf8'),
        headers: { 'stripe-signature': String(req.headers['stripe-signature'] ?? '') },
      }).then((answer) => {
        relayed.push({ status: answer.status, outcome: answer.body.outcome });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  sandbox = await start({
    port: 0,
    smtpPort: 0,
    allowedRedirectOrigins: [PUBLIC_ORIGIN, 'http://127.0.0.1:8080'],
    billingWebhookUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/webhooks/billing`,
  });
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise((resolve) => relay?.close(resolve));
});

const fx = settingsFixture(() => ({
  PROVIDER_SANDBOX_URL: sandbox.url,
  BILLING_SECRET_KEY: SANDBOX_BILLING.secretKey,
  BILLING_WEBHOOK_SECRET: SANDBOX_BILLING.webhookSecret,
  PUBLIC_ORIGIN,
}));

const free = {
  status: 'free',
  planName: 'Free',
  priceId: null,
  unitAmount: 0,
  currency: 'usd',
  interval: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/** The person on the provider's hosted page: opens it, pays with a test card, follows the redirect back. */
async function payOnHostedPage(checkoutUrl: string, cardNumber = '4242 4242 4242 4242') {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  return fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber }).toString(),
    redirect: 'manual',
  });
}

async function subscribe(userId: string, planName = 'Growth') {
  const call = callAs(userId, fx.app);
  const prices = (await call('get', '/billing/prices')).body.prices as Array<{ id: string; name: string }>;
  const price = prices.find((candidate) => candidate.name === planName)!;
  const checkout = await call('post', '/billing/checkout', { body: { priceId: price.id } });
  expect(checkout.status).toBe(200);
  const back = await payOnHostedPage(checkout.body.url);
  expect(back.status).toBe(303);
  expect(back.headers.get('location')).toBe(`${PUBLIC_ORIGIN}/settings/billing?checkout=success`);
  return price;
}

function signedEvent(event: object, secret = SANDBOX_BILLING.webhookSecret, at = Math.floor(Date.now() / 1000)) {
  const rawJson = JSON.stringify(event);
  return { rawJson, headers: { 'stripe-signature': stripeWebhookSignature(rawJson, secret, at) } };
}

describe('billing: the plan and the pricing table', () => {
  it('puts a new user on the Free plan', async () => {
    const res = await callAs(newUserId(), fx.app)('get', '/billing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ billing: free });
  });

  it("lists the provider's recurring prices, cheapest first", async () => {
    const res = await callAs(newUserId(), fx.app)('get', '/billing/prices');
    expect(res.status).toBe(200);
    expect(res.body.prices.map((price: { name: string }) => price.name)).toEqual(['Starter', 'Growth', 'Pro']);
    expect(res.body.prices[1]).toEqual({
      id: 'price_sandbox_growth_monthly',
      name: 'Growth',
      description: expect.any(String),
      unitAmount: 4900,
      currency: 'usd',
      interval: 'month',
      features: expect.arrayContaining([expect.any(String)]),
    });
  });

  it('needs a signed-in user', async () => {
    for (const [method, path] of [
      ['get', '/billing'],
      ['get', '/billing/prices'],
      ['post', '/billing/checkout'],
      ['patch', '/billing/subscription'],
    ] as const) {
      expect((await callAs(undefined, fx.app)(method, path, { body: { priceId: 'x' } })).status).toBe(401);
    }
  });
});

describe('billing: checkout through the hosted page', () => {
  it('takes the user to the hosted page and, once paid, puts them on the plan the webhook reports', async () => {
    const userId = newUserId();
    const before = relayed.length;
    await subscribe(userId, 'Growth');
    // The sandbox delivered the signed event before sending the browser back.
    expect(relayed.slice(before)).toContainEqual({ status: 200, outcome: 'applied' });
    const res = await callAs(userId, fx.app)('get', '/billing');
    expect(res.body.billing).toEqual({
      status: 'active',
      planName: 'Growth',
      priceId: 'price_sandbox_growth_monthly',
      unitAmount: 4900,
      currency: 'usd',
      interval: 'month',
      currentPeriodEnd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      cancelAtPeriodEnd: false,
    });
    const renewal = Date.parse(res.body.billing.currentPeriodEnd);
    expect(renewal).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(await SubscriptionModel.countDocuments({ userId })).toBe(1);
    // Nobody else's plan changed.
    expect((await callAs(newUserId(), fx.app)('get', '/billing')).body.billing).toEqual(free);
  });

  it('leaves the plan alone when the card is declined or the person cancels', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    const checkout = await call('post', '/billing/checkout', { body: { priceId: 'price_sandbox_starter_monthly' } });
    const declined = await payOnHostedPage(checkout.body.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const cancelled = await fetch(`${checkout.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`${PUBLIC_ORIGIN}/settings/billing?checkout=canceled`);
    expect((await call('get', '/billing')).body.billing).toEqual(free);
  });

  it('sends the browser back to the address it started on (localhost or 127.0.0.1), never to another site', async () => {
    const call = callAs(newUserId(), fx.app);
    const backTo = async (origin: string) => {
      const checkout = await call('post', '/billing/checkout', {
        body: { priceId: 'price_sandbox_starter_monthly' },
        headers: { origin },
      });
      const cancelled = await fetch(`${checkout.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
      return cancelled.headers.get('location');
    };
    expect(await backTo('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/settings/billing?checkout=canceled');
    expect(await backTo(PUBLIC_ORIGIN)).toBe(`${PUBLIC_ORIGIN}/settings/billing?checkout=canceled`);
    expect(await backTo('https://evil.example')).toBe(`${PUBLIC_ORIGIN}/settings/billing?checkout=canceled`);
  });

  it('refuses a second paid plan while one is active (it would bill twice)', async () => {
    const userId = newUserId();
    await subscribe(userId, 'Starter');
    const res = await callAs(userId, fx.app)('post', '/billing/checkout', {
      body: { priceId: 'price_sandbox_pro_monthly' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You already have a paid plan. Cancel it before choosing another one.');
  });

  it('refuses a price that is not in the table, and malformed bodies, naming the field', async () => {
    const call = callAs(newUserId(), fx.app);
    const bad: Array<[unknown, string | undefined]> = [
      [{}, 'priceId'],
      [{ priceId: '' }, 'priceId'],
      [{ priceId: 'price_made_up' }, 'priceId'],
      [{ priceId: 'x'.repeat(10_000) }, 'priceId'],
      [{ priceId: { $ne: null } }, 'priceId'],
      [{ priceId: 'price_sandbox_pro_monthly', amount: 1 }, undefined],
    ];
    for (const [body, field] of bad) {
      const res = await call('post', '/billing/checkout', { body });
      expect([JSON.stringify(body).slice(0, 60), res.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      if (field) expect(res.body.error.field).toBe(field);
    }
  });
});

describe('billing: cancelling', () => {
  it('cancels at the end of the paid period and can take that back', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    await subscribe(userId);
    const cancelled = await call('patch', '/billing/subscription', { body: { cancelAtPeriodEnd: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.billing).toMatchObject({ status: 'active', planName: 'Growth', cancelAtPeriodEnd: true });
    const resumed = await call('patch', '/billing/subscription', { body: { cancelAtPeriodEnd: false } });
    expect(resumed.body.billing).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('goes back to Free when the provider ends the subscription', async () => {
    const userId = newUserId();
    await subscribe(userId);
    const { subscriptionId } = (await SubscriptionModel.findOne({ userId }).lean())!;
    const ended = await fetch(`${sandbox.url}/billing/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${SANDBOX_BILLING.secretKey}` },
    });
    expect(ended.status).toBe(200);
    // The deletion event is delivered in the background.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await callAs(userId, fx.app)('get', '/billing')).body.billing.status === 'free') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await callAs(userId, fx.app)('get', '/billing')).body.billing).toEqual(free);
  });

  it('answers 409 to a user on the Free plan, and 400 to a malformed change', async () => {
    const call = callAs(newUserId(), fx.app);
    expect((await call('patch', '/billing/subscription', { body: { cancelAtPeriodEnd: true } })).status).toBe(409);
    for (const body of [{}, { cancelAtPeriodEnd: 'yes' }, { cancelAtPeriodEnd: true, plan: 'pro' }]) {
      expect((await call('patch', '/billing/subscription', { body })).status).toBe(400);
    }
  });
});

describe('billing: the webhook', () => {
  const post = (options: { rawJson: string; headers?: Record<string, string> }) =>
    callService(fx.app, 'settings', 'post', '/webhooks/billing', options);

  it('refuses a missing, forged, stale or malformed signature and stores nothing', async () => {
    const event = { id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } };
    const { rawJson } = signedEvent(event);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const headers: Array<Record<string, string>> = [
      {},
      {
        'stripe-signature': stripeWebhookSignature(
          rawJson,
          'whsec_someone_else_entirely',
          Math.floor(Date.now() / 1000),
        ),
      },
      { 'stripe-signature': stripeWebhookSignature(rawJson, SANDBOX_BILLING.webhookSecret, stale) },
      { 'stripe-signature': 't=abc,v1=zz' },
      { 'stripe-signature': 'v1=' + 'a'.repeat(64) },
      { 'stripe-signature': 'x'.repeat(5000) },
    ];
    for (const header of headers) {
      const res = await post({ rawJson, headers: header });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The webhook signature is missing or does not match.');
    }
    // A body changed after signing does not match its signature.
    const signed = signedEvent(event);
    expect(
      (await post({ rawJson: signed.rawJson.replace('evt_forged', 'evt_other'), headers: signed.headers })).status,
    ).toBe(400);
    expect(await BillingEventModel.countDocuments({ eventId: 'evt_forged' })).toBe(0);
    expect(await BillingEventModel.countDocuments({ eventId: 'evt_other' })).toBe(0);
  });

  it('applies an event once however often it is delivered', async () => {
    const userId = newUserId();
    await subscribe(userId);
    const { subscriptionId } = (await SubscriptionModel.findOne({ userId }).lean())!;
    const event = {
      id: `evt_${userId}`,
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId } },
    };
    const first = await post(signedEvent(event));
    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    const again = await post(signedEvent(event));
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await BillingEventModel.countDocuments({ eventId: event.id })).toBe(1);
  });

  it('answers 200 to events it has no use for, and 400 to a body that is not an event', async () => {
    const ignored = await post(
      signedEvent({ id: 'evt_invoice_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } }),
    );
    expect(ignored.body).toEqual({ received: true, outcome: 'ignored' });
    const foreign = await post(
      signedEvent({
        id: 'evt_payment_1',
        type: 'checkout.session.completed',
        data: { object: { mode: 'payment', client_reference_id: 'not-ours' } },
      }),
    );
    expect(foreign.body.outcome).toBe('ignored');
    for (const body of [[], { id: 1 }, { id: 'evt_x', type: 'a' }, 'text']) {
      expect((await post(signedEvent(body as object))).status).toBe(400);
    }
  });
});
