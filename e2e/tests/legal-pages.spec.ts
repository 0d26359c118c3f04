import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { legalTexts } from '../../shell/src/pages/legal/legal-texts';
import { expect, expectPath, test } from '../fixtures/test';

// Issue 30.8: the footers' Privacy Policy and Terms of Service open real pages, readable on a
// phone, signed in or not; and the first visit of /auth does not carry their texts.
test.use({ viewport: { width: 375, height: 800 } });

const pages = [
  { link: 'Privacy Policy', path: '/privacy', firstSection: legalTexts.privacy.sections[0]!.heading },
  { link: 'Terms of Service', path: '/terms', firstSection: legalTexts.terms.sections[0]!.heading },
] as const;

/** Readable at this width: nothing wider than the screen, so no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectLegalPage(page: Page, { link, path, firstSection }: (typeof pages)[number]): Promise<void> {
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

test.describe('Privacy Policy and Terms of Service at 375 px', () => {
  for (const legal of pages) {
    test(`the /auth footer opens ${legal.path}`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('link', { name: legal.link }).click();
      await expectLegalPage(page, legal);
    });

    test(`the Settings footer opens ${legal.path}`, async ({ page, signIn }) => {
      await signIn();
      await page.goto('/settings/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.locator('footer').getByRole('link', { name: legal.link }).click();
      await expectLegalPage(page, legal);
    });
  }

  test('the privacy policy has no serious accessibility problem', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  test("the first visit of /auth loads none of the pages' texts", async ({ page }) => {
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    // Plain words of the policy (no interpolation), as they stand in its chunk.
    const sample = legalTexts.privacy.sections[0]!.items![0]!.text.slice(0, 60);
    expect(scripts.filter((script) => script.includes(sample))).toHaveLength(0);
  });
});
