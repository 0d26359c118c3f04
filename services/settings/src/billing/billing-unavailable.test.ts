import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';

describe('billing without a payment provider configured', () => {
  const fx = settingsFixture();

  it('keeps everyone on Free and says plans are not available (503), never a 500', async () => {
    const call = callAs(newUserId(), fx.app);
    expect((await call('get', '/billing')).body.billing).toMatchObject({ status: 'free', planName: 'Free' });
    for (const [method, path, body] of [
      ['get', '/billing/prices', undefined],
      ['post', '/billing/checkout', { priceId: 'price_sandbox_pro_monthly' }],
    ] as const) {
      const res = await call(method, path, { body });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('Billing is not available right now. Please try again later.');
    }
  });
});

describe('billing when the payment provider cannot be reached', () => {
  // Port 1 refuses at once: the provider is down.
  const fx = settingsFixture(() => ({
    BILLING_API_URL: 'http://127.0.0.1:1',
    BILLING_SECRET_KEY: 'sk_sandbox',
    BILLING_WEBHOOK_SECRET: 'whsec_sandbox',
  }));

  it('answers 503 with a clear message and stores nothing', async () => {
    const call = callAs(newUserId(), fx.app);
    for (const [method, path, body] of [
      ['get', '/billing/prices', undefined],
      ['post', '/billing/checkout', { priceId: 'price_sandbox_pro_monthly' }],
    ] as const) {
      const res = await call(method, path, { body });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('The payment provider could not be reached. Please try again shortly.');
    }
    expect((await call('get', '/billing')).body.billing.status).toBe('free');
  });
});
