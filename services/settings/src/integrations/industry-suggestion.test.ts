import { callAs, newUserId } from '../settings-harness.test.util';
import { useIntegrationsHarness } from './integrations-harness.test.util';

const { fx, connect } = useIntegrationsHarness();

describe('GET /integrations/industry-suggestion', () => {
  it("suggests an industry from the connected shop's products or name", async () => {
    const userId = newUserId();
    expect((await callAs(userId, fx.app)('get', '/integrations/industry-suggestion')).body).toEqual({
      suggestion: null,
    });
    await connect(
      userId,
      { platform: 'shopify', mode: 'page', shopDomain: 'alices-bakery' },
      { sandbox_decision: 'allow' },
    );
    const answer = await callAs(userId, fx.app)('get', '/integrations/industry-suggestion');
    expect(answer.status).toBe(200);
    // The sandbox shop sells mugs, bowls and candles more than bread and tea.
    expect(answer.body.suggestion).toEqual({
      industry: 'home',
      source: 'products',
      shopDomain: 'alices-bakery.myshopify.com',
    });
  });
});
