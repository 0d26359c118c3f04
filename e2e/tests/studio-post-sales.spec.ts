import type { PostSalesResponse, PostSalesView } from '@scp/shared/contracts/studio/post-sales';
import type {
  PostResponse,
  StudioAccountsResponse,
  StudioProductsResponse,
} from '@scp/shared/contracts/studio/studio-api';
import { expectAxeClean } from '../fixtures/studio';
import { signInWithAlicesShop, syncEverything } from '../fixtures/connected-shop';
import { expect, sandboxUrl, test } from '../fixtures/test';

// Sales by post, through the shell, mfe-studio, the studio, the dashboard, settings and the provider
// sandbox: a post with a product page goes out to Alice's Facebook page, its page tagged with the
// post (utm_content); a customer lands on that tagged link and buys (the sandbox's checkout, now);
// the next sync reads the order's first visit from Shopify, and the post shows the order, on its
// page by account and in the content library's sales column.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

const SHOP = 'alices-bakery.myshopify.com';

test("a post's UTM-tagged order shows on the post and in the library", async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInWithAlicesShop(page, signIn, ['facebook']);
  await syncEverything(page);

  const { products } = (await (await page.request.get('/api/studio/products')).json()) as StudioProductsResponse;
  const product = products.find((one) => one.url?.startsWith(`https://${SHOP}/products/`) && one.price);
  expect(product, JSON.stringify(products.slice(0, 3))).toBeTruthy();
  const { accounts } = (await (await page.request.get('/api/studio/accounts')).json()) as StudioAccountsResponse;
  const facebook = accounts.find((account) => account.platform === 'facebook');
  expect(facebook, JSON.stringify(accounts)).toBeTruthy();

  // A post with the product's page, published at once to the page.
  const text = `Fresh today: ${product!.title} ${product!.url} (${Date.now()})`;
  const made = await page.request.post('/api/studio/posts', {
    data: { text, targets: [{ platform: 'facebook', accountId: facebook!.accountId }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const postId = ((await made.json()) as PostResponse).post.id;
  const published = await page.request.post(`/api/studio/posts/${postId}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/studio/posts/${postId}`)).json()) as PostResponse).post.status,
      { timeout: 60_000 },
    )
    .toBe('published');

  // The page's post as the platform got it: its product link tagged with the post.
  const sandboxPage = await page.request.get(
    `${sandboxUrl()}/_sandbox/published/facebook/${encodeURIComponent(facebook!.accountId)}`,
    { headers: { Accept: 'application/json' } },
  );
  const { posts } = (await sandboxPage.json()) as { posts: Array<{ text: string }> };
  const sent = posts.find((post) => post.text.includes(String(text.match(/\((\d+)\)$/)?.[1])));
  const link = sent?.text.match(/https:\/\/\S+utm_content=\S+?(?=\s|$)/)?.[0];
  expect(link, sent?.text).toContain(`utm_content=${postId}`);
  expect(link).toContain('utm_source=facebook');

  // A customer lands on it and buys; the next sync reads the order with its first visit.
  const checkout = await page.request.post(`${sandboxUrl()}/_sandbox/shopify/checkouts`, {
    data: { shop: SHOP, landingPage: link },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { order } = (await checkout.json()) as { order: { name: string; total: string } };
  // (An order the sandbox's shop places meanwhile may come from the post too: the checkout is its latest.)
  let view: PostSalesView | undefined;
  await expect
    .poll(
      async () => {
        const again = await page.request.post('/api/dashboard/sync', { data: {}, timeout: 90_000 });
        expect(again.ok(), await again.text()).toBe(true);
        const read = await page.request.get(`/api/studio/posts/${postId}/sales`);
        view = ((await read.json()) as PostSalesResponse).sales;
        return view.recentOrders[0]?.name;
      },
      { timeout: 90_000 },
    )
    .toBe(order.name);
  const money = (amount: number) => `$${amount.toFixed(2)}`;
  const orders = view!.orders === 1 ? '1 order' : `${view!.orders} orders`;

  await page.goto(`/studio/post/${postId}`);
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales).toContainText(`${orders} · ${money(view!.revenue)}`, { timeout: 30_000 });
  const byAccount = sales.getByRole('table', { name: 'Sales by account' });
  await expect(byAccount.getByRole('row').nth(1)).toContainText(`Facebook · ${facebook!.displayName}`);
  await expect(byAccount.getByRole('row').nth(1)).toContainText(money(view!.revenue));
  await expect(sales.getByRole('listitem').first()).toContainText(`${order.name} · `);
  await expect(sales.getByRole('listitem').first()).toContainText(`${money(Number(order.total))} · from Facebook`);
  await expectAxeClean(page);

  await page.goto('/content');
  const row = page.locator(`[data-post-row="${postId}"]`);
  await expect(row.getByText(`Sales: ${orders}, ${money(view!.revenue)}`)).toBeAttached();
  await expect(row.getByText(`${view!.orders} · ${money(view!.revenue)}`)).toBeVisible();
});
