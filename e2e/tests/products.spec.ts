import type { ProductsResponse } from '@scp/shared/contracts/dashboard/products-api';
import { expectAxeClean } from '../fixtures/studio';
import { syncEverything } from '../fixtures/connected-shop';
import { connectWithoutPopup, expect, test } from '../fixtures/test';

// /products through the shell, mfe-dashboard and the dashboard service: the catalogue the sync kept
// from the sandbox shop, with its prices, stock and sales, and 'Create post', which opens the
// studio's editor with the product in the post (its line in the text, its image in the media).

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

for (const [width, height] of [
  [1440, 1000],
  [375, 812],
] as const) {
  test(`at ${width} px /products lists the synced shop's products and Create post puts one in a new post`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await signIn();
    await connectWithoutPopup(page.request, 'shopify', { shopDomain: 'alices-bakery' });
    await syncEverything(page);

    // A product of the sandbox shop with a page, a price and an image, as the service lists it.
    const listed = await page.request.get('/api/dashboard/products?sort=revenue&pageSize=100');
    expect(listed.status(), await listed.text()).toBe(200);
    const answer = (await listed.json()) as ProductsResponse;
    expect(answer.connected).toBe(true);
    expect(answer.total).toBeGreaterThan(0);
    const product = answer.products.find((one) => one.url && one.price && one.imageUrl && one.units > 0);
    expect(product, JSON.stringify(answer.products.slice(0, 3))).toBeTruthy();

    await page.setViewportSize({ width, height });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products with their sales over the last 30 days' })).toBeVisible();
    // Named by its range, which changes below.
    const table = page.getByRole('table', { name: /^Products with their sales over/ });
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product!.title);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = table.getByRole('row', { name: new RegExp(product!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(row.first()).toBeVisible();
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: product!.currency ?? 'USD' }).format(
      Number(product!.price),
    );
    await expect(row.first()).toContainText(price);
    await expect(
      row.first().getByRole('img', { name: `Units of ${product!.title} sold each day over the last 30 days` }),
    ).toBeVisible();
    // The product's photo from the sandbox's CDN.
    await expect
      .poll(() =>
        row
          .first()
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Units sold/ }).click();
    await expect(page.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Sales over', { exact: true }).selectOption('7');
    await expect(page.getByRole('table', { name: 'Products with their sales over the last 7 days' })).toBeVisible();

    if (width < 600) {
      // The table scrolls sideways inside its region, the product column pinned; the page itself does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(row.first().getByRole('rowheader')).toHaveCSS('position', 'sticky');
    }
    await expectAxeClean(page);

    await row
      .first()
      .getByRole('link', { name: `Create post with ${product!.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/studio/post/new\\?product=${encodeURIComponent(product!.handle)}$`));
    await expect(page.getByLabel('Post text')).toHaveValue(
      `${product!.title} – ${product!.price} ${product!.currency} – ${product!.url}`,
    );
    await expect(page.getByRole('status').filter({ hasText: 'and its image to the post' })).toBeVisible();
    const media = page.getByRole('list', { name: 'Images and video of the post' });
    await expect(media.getByLabel('Alt text for Image 1')).toHaveValue(product!.title);
    await expectAxeClean(page);
  });
}

test('/products without a connected shop says how to connect one', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const connect = page.getByRole('link', { name: 'Connect Shopify' });
  await expect(connect).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAxeClean(page);
  await connect.click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
});
