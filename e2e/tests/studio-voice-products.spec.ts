import type { StudioProductsResponse } from '@scp/shared/contracts/studio/studio-api';
import { expectAxeClean } from '../fixtures/studio';
import { syncEverything } from '../fixtures/connected-shop';
import { connectWithoutPopup, expect, test } from '../fixtures/test';

// The post editor's brand voice and products, through the shell, mfe-studio, the studio service,
// the assistant (the embedded writer, the owner's voice from settings) and the dashboard (the
// products its sync kept from the sandbox shop): 'Add product' inserts a product's name, price and
// page, and its image (fetched from the sandbox's Shopify CDN into the owner's library) as the
// post's media, 'Write with my voice' fills the main text once accepted, 'Rewrite for Facebook'
// gives the page its own text.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

for (const [width, height] of [
  [1440, 1000],
  [375, 812],
] as const) {
  test(`at ${width} px the editor writes in the owner’s voice, rewrites for a platform and adds a synced product`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await signIn();
    await connectWithoutPopup(page.request, 'shopify', { shopDomain: 'alices-bakery' });
    await connectWithoutPopup(page.request, 'facebook', { identity: 'alice' });
    await syncEverything(page);

    // The shop's products, with the page, price and image the sync kept.
    const listed = await page.request.get('/api/studio/products');
    expect(listed.status(), await listed.text()).toBe(200);
    const { products } = (await listed.json()) as StudioProductsResponse;
    const product = products.find((one) => one.url && one.price && one.imageUrl);
    expect(product, JSON.stringify(products.slice(0, 3))).toBeTruthy();

    await page.setViewportSize({ width, height });
    await page.goto('/studio/post/new');
    await expect(page.getByRole('group', { name: 'Post to' })).toBeVisible();
    await page.getByRole('group', { name: 'Post to' }).getByRole('checkbox').first().check();

    await page.getByRole('button', { name: 'Write with my voice' }).click();
    await page.getByLabel('What is the post about? (optional)').fill('our spring sourdough');
    await page.getByRole('button', { name: 'Write', exact: true }).click();
    const suggestion = page.getByRole('region', { name: 'Suggested text' });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toContainText('spring sourdough');
    await expectAxeClean(page);
    const written = (await suggestion.locator('[data-proposal-text]').textContent()) ?? '';
    await suggestion.getByRole('button', { name: 'Use this text' }).click();
    await expect(page.getByLabel('Post text')).toHaveValue(written);

    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByLabel('Search your products').fill(product!.title);
    await page.getByRole('button', { name: `Insert ${product!.title}` }).click();
    await expect(page.getByLabel('Post text')).toHaveValue(
      `${written}\n\n${product!.title} – ${product!.price} ${product!.currency} – ${product!.url}`,
    );
    // Its image is the post's media, stored in the owner's library, its alt text the product's title.
    await expect(page.getByRole('status').filter({ hasText: 'and its image to the post' })).toBeVisible();
    const media = page.getByRole('list', { name: 'Images and video of the post' });
    await expect(media.getByLabel('Alt text for Image 1')).toHaveValue(product!.title);
    const image = media.locator('img');
    await expect(image).toHaveAttribute('src', /\/api\/studio\/media\/files\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    await page.getByRole('tab', { name: 'Facebook' }).click();
    await page.getByRole('button', { name: 'Rewrite for Facebook' }).click();
    await expect(suggestion).toContainText('Tell us in the comments what you think.');
    await suggestion.getByRole('button', { name: 'Use this text' }).click();
    await expect(page.getByRole('radio', { name: 'Own text' })).toBeChecked();
    await expect(page.getByLabel('Text for Facebook')).toHaveValue(new RegExp(product!.url!.replace(/[.?/]/g, '\\$&')));
    await expectAxeClean(page);
  });
}
