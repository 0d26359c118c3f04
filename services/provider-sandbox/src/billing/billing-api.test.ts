import { SANDBOX_BILLING, sandboxSettingsServiceEnv } from '../default-clients';
import type { RunningSandbox } from '../main';
import { APP_ORIGIN, startSandbox } from '../sandbox-client.test.helper';
import {
  api,
  CANCEL_URL,
  createSession,
  pay,
  sentEvents,
  sessionForm,
  SUCCESS_URL,
  WebhookReceiver,
} from './billing-client.test.helper';

let receiver: WebhookReceiver;
let sandbox: RunningSandbox;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({ billingWebhookUrl: receiver.url });
});
afterAll(async () => {
  await sandbox.stop();
  await receiver.close();
});
beforeEach(async () => {
  receiver.reset();
  await fetch(`${sandbox.url}/billing/events`, { method: 'DELETE' });
});

describe('billing API authentication', () => {
  it('refuses a call without a key or with a wrong one, in Stripe’s error shape', async () => {
    const missing = await api(sandbox, 'GET', '/v1/prices', undefined, { key: null });
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') },
    });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="Stripe"');

    const wrong = await api(sandbox, 'GET', '/v1/prices', undefined, { key: 'sk_sandbox_billing_wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toEqual({
      type: 'invalid_request_error',
      code: 'api_key_invalid',
      message: expect.stringContaining('Invalid API Key provided'),
    });
    expect(wrong.text).not.toContain('sk_sandbox_billing_wrong');
    expect((await api(sandbox, 'POST', '/v1/checkout/sessions', sessionForm(), { key: null })).status).toBe(401);
    expect((await api(sandbox, 'GET', '/v1/subscriptions/sub_x', undefined, { key: 'nope' })).status).toBe(401);
  });

  it('accepts the key as HTTP Basic user name too (curl -u sk_...:)', async () => {
    const response = await fetch(`${sandbox.url}/billing/v1/prices`, {
      headers: { Authorization: `Basic ${Buffer.from(`${SANDBOX_BILLING.secretKey}:`).toString('base64')}` },
    });
    expect(response.status).toBe(200);
  });

  it('gives the settings service its credentials as environment variables', () => {
    expect(sandboxSettingsServiceEnv()).toMatchObject({
      BILLING_SECRET_KEY: 'sk_sandbox_billing_secret',
      BILLING_WEBHOOK_SECRET: 'whsec_sandbox_billing_secret',
      META_CLIENT_ID: 'sandbox-meta-client',
      SHOPIFY_CLIENT_SECRET: 'sandbox-shopify-secret',
    });
  });
});

describe('GET /billing/v1/prices', () => {
  it('lists the catalogue: three monthly USD prices with their products expanded', async () => {
    const list = await api(sandbox, 'GET', '/v1/prices?active=true');
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ object: 'list', has_more: false });
    expect(list.json.data.map((price: { id: string; unit_amount: number }) => [price.id, price.unit_amount])).toEqual([
      ['price_sandbox_starter_monthly', 1900],
      ['price_sandbox_growth_monthly', 4900],
      ['price_sandbox_pro_monthly', 9900],
    ]);
    for (const price of list.json.data) {
      expect(price).toMatchObject({
        object: 'price',
        active: true,
        currency: 'usd',
        recurring: { interval: 'month' },
        lookup_key: expect.stringMatching(/^[a-z]+_monthly$/),
        product: { id: expect.stringMatching(/^prod_/), name: expect.any(String), description: expect.any(String) },
      });
      expect(price.product.marketing_features.length).toBeGreaterThanOrEqual(3);
      expect(price.product.marketing_features.length).toBeLessThanOrEqual(4);
      for (const feature of price.product.marketing_features) expect(feature).toEqual({ name: expect.any(String) });
    }
    expect(list.json.data.map((price: { product: { name: string } }) => price.product.name)).toEqual([
      'Starter',
      'Growth',
      'Pro',
    ]);
  });

  it('filters by lookup key', async () => {
    const list = await api(sandbox, 'GET', '/v1/prices?lookup_keys[]=pro_monthly&lookup_keys[]=starter_monthly');
    expect(list.json.data.map((price: { id: string }) => price.id)).toEqual([
      'price_sandbox_starter_monthly',
      'price_sandbox_pro_monthly',
    ]);
  });

  it('answers an unknown API path with a Stripe 404', async () => {
    const answer = await api(sandbox, 'GET', '/v1/invoices');
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual({
      type: 'invalid_request_error',
      message: 'Unrecognized request URL (GET: /v1/invoices).',
    });
  });
});

describe('POST /billing/v1/checkout/sessions', () => {
  it('creates an open session from a form post, as Stripe’s SDKs send it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await api(sandbox, 'POST', '/v1/checkout/sessions', sessionForm());
    expect(answer.status).toBe(200);
    const session = answer.json;
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_[A-Za-z0-9]+$/),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: '65f000000000000000000001',
      customer: null,
      customer_email: null,
      subscription: null,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      amount_total: 4900,
      currency: 'usd',
      livemode: false,
    });
    expect(session.url).toBe(`${sandbox.url}/billing/checkout/${session.id}`);
    expect(session.expires_at - before).toBeGreaterThanOrEqual(24 * 3600);
    expect(session.expires_at - before).toBeLessThanOrEqual(24 * 3600 + 5);
    expect(session.line_items.data).toEqual([
      expect.objectContaining({ quantity: 1, price: expect.objectContaining({ id: 'price_sandbox_growth_monthly' }) }),
    ]);
    expect((await api(sandbox, 'GET', `/v1/checkout/sessions/${session.id}`)).json).toEqual(session);
  });

  it('takes a JSON body too, with customer_email', async () => {
    const answer = await api(
      sandbox,
      'POST',
      '/v1/checkout/sessions',
      {
        mode: 'subscription',
        line_items: [{ price: 'price_sandbox_starter_monthly', quantity: 1 }],
        client_reference_id: 'user-7',
        customer_email: 'alice.martin@example.com',
        success_url: `${APP_ORIGIN}/ok`,
        cancel_url: `${APP_ORIGIN}/back`,
      },
      { json: true },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ customer_email: 'alice.martin@example.com', amount_total: 1900 });
  });

  const tooLong = 'x'.repeat(201);
  it.each([
    ['no line items', { 'line_items[0][price]': undefined, 'line_items[0][quantity]': undefined }, 'line_items'],
    ['a line item without its price', { 'line_items[0][price]': undefined }, 'line_items[0][price]'],
    ['an unknown price', { 'line_items[0][price]': 'price_unknown' }, 'line_items[0][price]'],
    ['quantity 2', { 'line_items[0][quantity]': '2' }, 'line_items[0][quantity]'],
    ['a quantity that is not a number', { 'line_items[0][quantity]': 'one' }, 'line_items[0][quantity]'],
    ['two line items', { 'line_items[1][price]': 'price_sandbox_pro_monthly' }, 'line_items'],
    ['a price_data line item', { 'line_items[0][price_data][currency]': 'usd' }, 'line_items[0][price_data][currency]'],
    ['a success_url on a foreign origin', { success_url: 'https://evil.example/ok' }, 'success_url'],
    ['a javascript: success_url', { success_url: 'javascript:alert(1)' }, 'success_url'],
    ['a success_url with a line break', { success_url: `${APP_ORIGIN}/ok\r\nX-Evil: 1` }, 'success_url'],
    ['a relative cancel_url', { cancel_url: '/settings/billing' }, 'cancel_url'],
    ['no cancel_url', { cancel_url: undefined }, 'cancel_url'],
    ['no client_reference_id', { client_reference_id: undefined }, 'client_reference_id'],
    ['a client_reference_id over 200 characters', { client_reference_id: tooLong }, 'client_reference_id'],
    ['mode payment', { mode: 'payment' }, 'mode'],
    ['no mode', { mode: undefined }, 'mode'],
    ['an unknown customer', { customer: 'cus_unknown' }, 'customer'],
    ['an invalid customer_email', { customer_email: 'not-an-email' }, 'customer_email'],
    [
      'metadata with a too long key',
      { [`subscription_data[metadata][${'k'.repeat(41)}]`]: 'v' },
      `subscription_data[metadata][${'k'.repeat(41)}]`,
    ],
  ])('refuses %s with a 400 naming the parameter', async (_name, overrides, param) => {
    const answer = await api(sandbox, 'POST', '/v1/checkout/sessions', sessionForm(overrides));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ type: 'invalid_request_error', param, message: expect.any(String) });
  });

  it('names resource_missing for an unknown price and parameter_missing for an absent one', async () => {
    const unknown = await api(
      sandbox,
      'POST',
      '/v1/checkout/sessions',
      sessionForm({ 'line_items[0][price]': 'price_x' }),
    );
    expect(unknown.json.error).toEqual({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_x'",
    });
    const missing = await api(
      sandbox,
      'POST',
      '/v1/checkout/sessions',
      sessionForm({ client_reference_id: undefined }),
    );
    expect(missing.json.error.code).toBe('parameter_missing');
  });

  it('refuses malformed and oddly shaped bodies with a 400, never a 500', async () => {
    const malformed = await fetch(`${sandbox.url}/billing/v1/checkout/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SANDBOX_BILLING.secretKey}`, 'Content-Type': 'application/json' },
      body: '{"mode":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.type).toBe('invalid_request_error');

    const shapes: object[] = [
      {
        ...sessionForm({ 'line_items[0][price]': undefined, 'line_items[0][quantity]': undefined }),
        line_items: 'price_sandbox_pro_monthly',
      },
      {
        ...sessionForm({ 'line_items[0][price]': undefined, 'line_items[0][quantity]': undefined }),
        line_items: [null],
      },
      {
        ...sessionForm({ 'line_items[0][price]': undefined, 'line_items[0][quantity]': undefined }),
        line_items: [{ price: { id: 'x' } }],
      },
      { ...sessionForm(), client_reference_id: ['a', 'b'] },
      { ...sessionForm(), success_url: 42 },
      { ...sessionForm(), subscription_data: { metadata: { user_id: { nested: true } } } },
    ];
    for (const body of shapes) {
      const answer = await api(sandbox, 'POST', '/v1/checkout/sessions', body, { json: true });
      expect([answer.status, answer.json?.error?.type]).toEqual([400, 'invalid_request_error']);
    }

    // A repeated form key arrives as an array.
    const repeated = await fetch(`${sandbox.url}/billing/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${SANDBOX_BILLING.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `${new URLSearchParams(sessionForm())}&client_reference_id=again`,
    });
    expect(repeated.status).toBe(400);
    expect((await repeated.json()).error.param).toBe('client_reference_id');
  });

  it('answers an unknown session with 404 resource_missing', async () => {
    const answer = await api(sandbox, 'GET', '/v1/checkout/sessions/cs_test_unknown');
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      message: "No such checkout.session: 'cs_test_unknown'",
    });
  });

  it('expires an open session: the hosted page is gone (410) and checkout.session.expired is sent', async () => {
    const session = await createSession(sandbox);
    const expired = await api(sandbox, 'POST', `/v1/checkout/sessions/${session.id}/expire`);
    expect(expired.json).toMatchObject({ status: 'expired', url: null });
    const page = await fetch(session.url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout session has expired.');
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id } } });
    expect((await api(sandbox, 'POST', `/v1/checkout/sessions/${session.id}/expire`)).status).toBe(400);
  });
});

describe('subscriptions', () => {
  async function subscribe(overrides: Record<string, string | undefined> = {}) {
    const session = await createSession(sandbox, overrides);
    expect((await pay(sandbox, session.id)).status).toBe(303);
    const completed = (await api(sandbox, 'GET', `/v1/checkout/sessions/${session.id}`)).json;
    await receiver.waitFor(1);
    receiver.reset();
    return completed;
  }

  it('reads the subscription a checkout created', async () => {
    const session = await subscribe();
    const answer = await api(sandbox, 'GET', `/v1/subscriptions/${session.subscription}`);
    expect(answer.status).toBe(200);
    const subscription = answer.json;
    expect(subscription).toMatchObject({
      id: session.subscription,
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: { client_reference_id: '65f000000000000000000001', user_id: '65f000000000000000000001' },
    });
    expect(subscription.current_period_end - subscription.current_period_start).toBe(30 * 24 * 3600);
    expect(subscription.items.data[0].price).toMatchObject({
      id: 'price_sandbox_growth_monthly',
      unit_amount: 4900,
      product: { name: 'Growth' },
    });
  });

  it('reuses a customer given to a new checkout', async () => {
    const first = await subscribe();
    const second = await subscribe({ customer: first.customer });
    expect(second.customer).toBe(first.customer);
    const subscription = (await api(sandbox, 'GET', `/v1/subscriptions/${second.subscription}`)).json;
    expect(subscription.customer).toBe(first.customer);
    const both = await api(
      sandbox,
      'POST',
      '/v1/checkout/sessions',
      sessionForm({ customer: first.customer, customer_email: 'a@example.com' }),
    );
    expect(both.json.error.param).toBe('customer_email');
  });

  it('sets cancel_at_period_end and sends customer.subscription.updated; no event when nothing changes', async () => {
    const { subscription: id } = await subscribe();
    const answer = await api(sandbox, 'POST', `/v1/subscriptions/${id}`, { cancel_at_period_end: 'true' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, status: 'active', cancel_at_period_end: true });
    expect(answer.json.cancel_at).toBe(answer.json.current_period_end);
    const [updated] = await receiver.waitFor(1);
    expect(updated!.event).toMatchObject({
      object: 'event',
      type: 'customer.subscription.updated',
      livemode: false,
      data: { object: { id, cancel_at_period_end: true }, previous_attributes: { cancel_at_period_end: false } },
    });

    const again = await api(sandbox, 'POST', `/v1/subscriptions/${id}`, { cancel_at_period_end: 'true' });
    expect(again.json.cancel_at_period_end).toBe(true);
    const back = await api(sandbox, 'POST', `/v1/subscriptions/${id}`, { cancel_at_period_end: false }, { json: true });
    expect(back.json).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await receiver.waitFor(2);
    expect(receiver.received.map((delivery) => delivery.event.data.object.cancel_at_period_end)).toEqual([true, false]);

    const bad = await api(sandbox, 'POST', `/v1/subscriptions/${id}`, { cancel_at_period_end: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.param).toBe('cancel_at_period_end');
  });

  it('cancels now with DELETE and sends customer.subscription.deleted once', async () => {
    const { subscription: id } = await subscribe();
    const answer = await api(sandbox, 'DELETE', `/v1/subscriptions/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, status: 'canceled', canceled_at: expect.any(Number) });
    const [deleted] = await receiver.waitFor(1);
    expect(deleted!.event).toMatchObject({
      type: 'customer.subscription.deleted',
      data: { object: { id, status: 'canceled' } },
    });

    const again = await api(sandbox, 'DELETE', `/v1/subscriptions/${id}`);
    expect(again.json).toEqual(answer.json);
    expect((await api(sandbox, 'POST', `/v1/subscriptions/${id}`, { cancel_at_period_end: 'true' })).status).toBe(400);
    const events = await sentEvents(sandbox);
    expect(events.filter((event) => event.type === 'customer.subscription.deleted')).toHaveLength(1);
  });

  it('answers an unknown subscription with 404 resource_missing on every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await api(sandbox, method, '/v1/subscriptions/sub_unknown');
      expect(answer.status).toBe(404);
      expect(answer.json.error).toMatchObject({
        code: 'resource_missing',
        message: "No such subscription: 'sub_unknown'",
      });
    }
  });
});
