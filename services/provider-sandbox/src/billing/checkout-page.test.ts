import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { stripeWebhookSignature } from '../signatures';
import { SANDBOX_BILLING } from '../default-clients';
import { api, CANCEL_URL, createSession, pay, sentEvents, WebhookReceiver } from './billing-client.test.helper';

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

describe('hosted checkout page', () => {
  it('shows the plan, its price, a labelled card field and Subscribe / Cancel forms', async () => {
    const session = await createSession(sandbox);
    const page = await get(session.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<h1>Sandbox checkout</h1>');
    expect(page.text).toContain('Growth');
    expect(page.text).toContain('$49.00 per month');
    expect(page.text).toContain('2,000 AI assistant replies per month');
    expect(page.text).toMatch(/<label class="field" for="card-number">Card number<\/label>/);
    expect(page.text).toMatch(
      /<input[^>]* id="card-number" name="card_number" value="4242 4242 4242 4242" autocomplete="cc-number"/,
    );
    expect(page.text).toContain('4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined');
    expect(page.text).toContain(`<form method="post" action="${sandbox.url}/billing/checkout/${session.id}/pay">`);
    expect(page.text).toContain(
      `<form method="post" action="${sandbox.url}/billing/checkout/${session.id}/cancel" id="cancel-form">`,
    );
    expect(page.text).toMatch(/<button type="submit" class="primary">Subscribe<\/button>/);
    expect(page.text).toMatch(/<button type="submit" form="cancel-form">Cancel<\/button>/);
  });

  it('escapes what the app and the person gave', async () => {
    const email = '"><svg/onload=alert(1)>@example.com';
    const session = await createSession(sandbox, { customer_email: email });
    const page = await get(session.url);
    expect(page.text).not.toContain('<svg/onload');
    expect(page.text).toContain('&quot;&gt;&lt;svg/onload=alert(1)&gt;@example.com');

    const typed = await pay(sandbox, session.id, '"><script>alert(1)</script>');
    expect(typed.status).toBe(400);
    expect(typed.text).not.toContain('<script>alert');
    expect(typed.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const unknown = await get(`${sandbox.url}/billing/checkout/%3Cb%3Ehi%3C%2Fb%3E`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it('pays with 4242: signed checkout.session.completed, then 303 to success_url with the session id', async () => {
    const session = await createSession(sandbox);
    const before = Math.floor(Date.now() / 1000);
    const answer = await pay(sandbox, session.id);
    expect(answer.status).toBe(303);
    expect(answer.location!.toString()).toBe(
      `https://app.example/settings/billing?checkout=success&session_id=${session.id}`,
    );

    // The redirect waited for the first delivery: the app knows before the browser is back.
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    const header = String(delivery!.headers['stripe-signature']);
    const timestamp = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(header)?.[1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(header).toBe(stripeWebhookSignature(delivery!.rawBody, SANDBOX_BILLING.webhookSecret, timestamp));
    expect(header).not.toBe(stripeWebhookSignature(delivery!.rawBody, 'whsec_other', timestamp));

    const event = delivery!.event;
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      type: 'checkout.session.completed',
      created: expect.any(Number),
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: '65f000000000000000000001',
          customer: expect.stringMatching(/^cus_/),
          subscription: expect.stringMatching(/^sub_/),
        },
      },
    });
    const subscription = await api(sandbox, 'GET', `/v1/subscriptions/${event.data.object.subscription}`);
    expect(subscription.json).toMatchObject({ status: 'active', customer: event.data.object.customer });

    const [logged] = await sentEvents(sandbox);
    expect(logged).toMatchObject({ id: event.id, type: 'checkout.session.completed', created: event.created });
    expect(logged.deliveries).toEqual([{ at: expect.any(String), status: 200 }]);
    expect(logged.data).toEqual(event.data);
    const filtered = await get(`${sandbox.url}/billing/events?type=customer.subscription.deleted`);
    expect(filtered.json).toEqual([]);
    const repeated = await get(`${sandbox.url}/billing/events?type=a&type=b`);
    expect([repeated.status, repeated.json.error.param]).toEqual([400, 'type']);
  });

  it('refuses a completed session: the page and a second payment answer 410', async () => {
    const session = await createSession(sandbox);
    expect((await pay(sandbox, session.id)).status).toBe(303);
    const again = await pay(sandbox, session.id);
    expect(again.status).toBe(410);
    expect(again.text).toContain('already complete');
    expect((await get(session.url)).status).toBe(410);
    expect(await sentEvents(sandbox)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with 402, sends nothing and leaves the session open', async () => {
    const session = await createSession(sandbox);
    const answer = await pay(sandbox, session.id, '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(answer.text).toContain('<p class="error" role="alert" id="card-error">Your card was declined.</p>');
    expect(answer.text).toContain('aria-invalid="true"');
    expect(answer.text).toContain('value="4000 0000 0000 0002"');
    expect(await sentEvents(sandbox)).toEqual([]);
    expect(receiver.received).toEqual([]);
    expect((await api(sandbox, 'GET', `/v1/checkout/sessions/${session.id}`)).json.status).toBe('open');
    expect((await pay(sandbox, session.id)).status).toBe(303);
  });

  it.each([['4242 4242 4242 4241'], ['4242'], ['not a card'], ['']])(
    'refuses the invalid card number %p with 400',
    async (cardNumber) => {
      const session = await createSession(sandbox);
      const answer = await pay(sandbox, session.id, cardNumber);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('Your card number is invalid.');
      expect(await sentEvents(sandbox)).toEqual([]);
    },
  );

  it('approves any other valid number, typed without spaces', async () => {
    const session = await createSession(sandbox);
    expect((await pay(sandbox, session.id, '5555555555554444')).status).toBe(303);
  });

  it('sends Cancel back to cancel_url and keeps the session open', async () => {
    const session = await createSession(sandbox);
    const answer = await fetch(`${sandbox.url}/billing/checkout/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(CANCEL_URL);
    expect((await get(session.url)).status).toBe(200);
    expect(await sentEvents(sandbox)).toEqual([]);
  });

  it('answers an unknown session with a 404 page everywhere', async () => {
    expect((await get(`${sandbox.url}/billing/checkout/cs_test_unknown`)).status).toBe(404);
    expect((await pay(sandbox, 'cs_test_unknown')).status).toBe(404);
    const cancel = await fetch(`${sandbox.url}/billing/checkout/cs_test_unknown/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(404);
    expect(await cancel.text()).toContain('There is no checkout session');
  });

  it('lists billing on the sandbox home page', async () => {
    const home = await get(`${sandbox.url}/`);
    expect(home.text).toContain('Billing (card payments)');
    expect(home.text).toContain(`${sandbox.url}/billing/v1`);
  });
});
