import { expect, test } from '../fixtures/test';

// Shopify's and Facebook's marks, as their SVG paths start: the icon data that must stay off /auth.
const markData = ['M15.337 23.979', 'M9.101 23.691'];

test.describe('platform marks', () => {
  test('the first visit of /auth loads none of the marks nor the page container', async ({ page }) => {
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain('data-platform-mark');
      expect(body).not.toContain('data-page-container');
      for (const data of markData) expect(body).not.toContain(data);
    }
  });

  test('the integrations list shows every platform with its mark', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/integrations');
    for (const [label, platform] of [
      ['Shopify', 'shopify'],
      ['Instagram', 'instagram'],
      ['Facebook', 'facebook'],
      ['LinkedIn', 'linkedin'],
    ] as const) {
      const card = page.getByRole('listitem', { name: label });
      await expect(card.locator(`svg[data-platform-mark="${platform}"]`)).toBeVisible();
    }
  });
});
