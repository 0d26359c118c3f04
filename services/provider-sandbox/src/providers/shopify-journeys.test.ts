import { isoDay, shopOrders } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';
import { orderFirstVisit } from './shopify-journeys';

// Each order's first visit (customerJourneySummary.firstVisit): its landing page and UTM tags. Some
// orders came from the tagged links of the posts the sandbox published for the shop's owner; the
// others landed untagged, from someone else's campaign, with a post id the app never made, or have
// no visit — the same answer for the same orders and posts.

const SHOP = 'alices-bakery.myshopify.com';
const POST_ID = '65f0c0ffee0000000000abcd';
let sandbox: RunningSandbox;
let shopToken: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  shopToken = (await connect(sandbox.url, 'shopify', 'alice', 'read_orders,read_products')).access;
});
afterAll(() => sandbox.stop());

const JOURNEYS = `query Orders($query: String) {
  orders(first: 250, query: $query) {
    edges { node { id createdAt customerJourneySummary { ready firstVisit {
      landingPage occurredAt utmParameters { source medium campaign content term }
    } } } }
  }
}`;

interface Visit {
  landingPage: string;
  occurredAt: string;
  utmParameters: { source: string | null; medium: string | null; content: string | null } | null;
}

async function journeys(from: string, to: string) {
  const reply = await answer(
    await fetch(`${sandbox.url}/shopify/shops/${SHOP}/admin/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': shopToken },
      body: JSON.stringify({ query: JOURNEYS, variables: { query: `created_at:>='${from}' created_at:<'${to}'` } }),
    }),
  );
  expect(reply.json.errors).toBeUndefined();
  return (
    reply.json.data.orders.edges as {
      node: { id: string; createdAt: string; customerJourneySummary: { firstVisit: Visit } | null };
    }[]
  ).map(({ node }) => ({ id: node.id, createdAt: node.createdAt, visit: node.customerJourneySummary?.firstVisit }));
}

async function tweet(identity: string, text: string) {
  const token = await fetch(`${sandbox.url}/_sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'x', identity, scopes: ['tweet.read', 'tweet.write', 'users.read'] }),
  });
  const bearer = ((await token.json()) as { access_token: string }).access_token;
  const made = await fetch(`${sandbox.url}/x/2/tweets`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  expect(made.status).toBe(201);
}

describe('orderFirstVisit', () => {
  it('brings about four in ten orders from a post within its 30 days, none before it went out', () => {
    const orders = shopOrders(SHOP, '2026-03-01', '2026-04-30');
    const out = '2026-03-15T18:00:00.000Z';
    const link = {
      url: `https://${SHOP}/products/rye?utm_medium=social&utm_content=${POST_ID}`,
      publishedAt: Date.parse(out),
    };
    const visits = orders.map((order) => ({
      order,
      visit: orderFirstVisit(SHOP, { ...order, productHandle: 'rye' }, [link]),
    }));
    const fromPost = visits.filter(({ visit }) => visit?.utm?.content === POST_ID);
    const window = orders.filter((order) => order.created_at > out && order.created_at < '2026-04-14T18:00:00Z');
    for (const { order, visit } of fromPost) {
      expect((visit?.occurredAt ?? '') > out).toBe(true);
      expect(order.created_at <= '2026-04-14T18:00:00.000Z').toBe(true);
      expect(visit?.landingPage).toBe(link.url);
    }
    expect(fromPost.length / window.length).toBeGreaterThan(0.3);
    expect(fromPost.length / window.length).toBeLessThan(0.55);
    expect(visits.filter(({ visit }) => visit === null).length / orders.length).toBeLessThan(0.1);
  });
});

describe("Shopify orders' first visits", () => {
  const today = isoDay(new Date());
  const from = isoDay(new Date(Date.now() - 20 * 86_400_000));

  it('has no post-tagged visits before a post went out, and the other kinds of visits', async () => {
    const orders = await journeys(from, today);
    expect(orders.length).toBe(shopOrders(SHOP, from, isoDay(new Date(Date.now() - 86_400_000))).length);
    const visits = orders.map((order) => order.visit);
    expect(visits.some((visit) => visit === undefined)).toBe(true);
    expect(visits.some((visit) => visit && visit.utmParameters === null)).toBe(true);
    expect(visits.some((visit) => visit?.utmParameters?.medium === 'cpc')).toBe(true);
    // Tagged as the app tags a post, with an id no post of the app has.
    const unknown = visits.filter((visit) => visit?.utmParameters?.medium === 'social' && visit.utmParameters.content);
    expect(unknown.length).toBeGreaterThan(0);
    for (const visit of unknown) expect(visit?.utmParameters?.content).toMatch(/^[0-9a-f]{24}$/);
    for (const visit of visits.filter(Boolean)) {
      expect(visit?.landingPage.startsWith(`https://${SHOP}/`)).toBe(true);
      expect(Date.parse(visit?.occurredAt ?? '')).toBeGreaterThan(0);
    }
    // The same orders, the same visits.
    expect(await journeys(from, today)).toEqual(orders);
  });

  it("brings orders placed after the owner's post from its link, none from another owner's", async () => {
    const link = `https://${SHOP}/products/rye?utm_source=twitter&utm_medium=social&utm_campaign=studio&utm_content=${POST_ID}`;
    const seed = async (xUser: string, text: string) => {
      const seeded = await fetch(`${sandbox.url}/_sandbox/published/x/${xUser}/seed`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ count: 1, text, ageDays: 10 }),
      });
      expect(seeded.status).toBe(201);
    };
    // Bob's post links to Alice's shop too: not hers, so it brings her nothing.
    await seed('1600000000000000002', `Not Alice's: https://${SHOP}/products/rye?utm_content=ffffffffffffffffffffffff`);
    await seed('1600000000000000001', `Fresh rye: ${link}.`);
    const listed = await fetch(`${sandbox.url}/_sandbox/published/x/1600000000000000001`, {
      headers: { Accept: 'application/json' },
    });
    const { posts } = (await listed.json()) as { posts: Array<{ text: string; createdAt: string }> };
    const publishedAt = Date.parse(posts.find((post) => post.text.includes(POST_ID))?.createdAt ?? '');
    const since = isoDay(new Date(publishedAt - 3 * 86_400_000));
    const orders = await journeys(since, today);
    const fromPost = orders.filter((order) => order.visit?.utmParameters?.content === POST_ID);
    expect(orders.some((order) => order.visit?.utmParameters?.content === 'ffffffffffffffffffffffff')).toBe(false);
    // Exactly the orders the model brings from the post: some, all after it went out.
    const expected = shopOrders(SHOP, since, isoDay(new Date(Date.now() - 86_400_000))).filter(
      (order) =>
        orderFirstVisit(SHOP, { ...order, productHandle: null }, [{ url: link, publishedAt }])?.utm?.content ===
        POST_ID,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(fromPost.map((order) => order.id)).toEqual(expected.map((order) => `gid://shopify/Order/${order.id}`));
    for (const order of fromPost) {
      expect(Date.parse(order.visit?.occurredAt ?? '')).toBeGreaterThan(publishedAt);
      expect(order.visit?.landingPage).toBe(link);
      expect(order.visit?.utmParameters).toMatchObject({ source: 'twitter', medium: 'social', campaign: 'studio' });
    }
  });

  it('brings no earlier order from a post published now (a visit follows the post)', async () => {
    const link = `https://${SHOP}/products/rye?utm_source=twitter&utm_medium=social&utm_content=${POST_ID.replace('a', 'b')}`;
    const before = await journeys(today, isoDay(new Date(Date.now() + 86_400_000)));
    await tweet('alice', `Rye again: ${link}`);
    expect(await journeys(today, isoDay(new Date(Date.now() + 86_400_000)))).toEqual(before);
  });

  it('shows a checkout a test placed now, with the landing page it gave, among the shop’s orders', async () => {
    const link = `https://${SHOP}/products/rye?utm_source=instagram&utm_medium=social&utm_campaign=studio&utm_content=${POST_ID}`;
    const place = (body: unknown) =>
      fetch(`${sandbox.url}/_sandbox/shopify/checkouts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const placed = await place({ shop: SHOP, landingPage: link });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; name: string; total: string } };
    expect(order.name).toMatch(/^#\d+$/);
    const orders = await journeys(today, isoDay(new Date(Date.now() + 86_400_000)));
    const found = orders.find((one) => one.id === order.id);
    expect(found?.visit).toMatchObject({
      landingPage: link,
      utmParameters: { source: 'instagram', medium: 'social', content: POST_ID },
    });
    // Another shop's page, or no shop of the sandbox, is refused in words.
    const foreign = await place({ shop: SHOP, landingPage: 'https://chen-outdoor-gear.myshopify.com/products/tent' });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ field: 'landingPage' });
    expect((await place({ shop: 'nobody.myshopify.com', landingPage: link })).status).toBe(400);
    expect((await place({ shop: SHOP, landingPage: 'not a url' })).status).toBe(400);
  });
});
