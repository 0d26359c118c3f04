import type { Page } from '@playwright/test';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { connectShopifyInPopup, expect, expectPath, test, toast, uniqueEmail } from '../fixtures/test';

// Onboarding end to end (screens and routes, states and transitions): the shell, the onboarding remote, the onboarding
// service and its neighbours (settings for the voice, auth for the profile, the dashboard for the
// report), and the provider sandbox's Shopify.

async function signUp(page: Page, name = 'Robin Baker') {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('onboarding'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByPlaceholder('Password', { exact: true }).pressSequentially('Bakery2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/onboarding');
}

const step = (page: Page, number: number) => page.getByRole('progressbar', { name: `Step ${number} of 6` });

test.describe('onboarding', () => {
  test('a new shop owner sets everything up, sees the shop in the report, and finds the voice in settings', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signUp(page);
    await expect(step(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('radio', { name: /Online shop/ }).check();
    await page.getByLabel('Store name').fill("Robin's Bakery");
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: Shopify in a popup through the sandbox; the step keeps its place.
    await expect(step(page, 2)).toBeVisible();
    await connectShopifyInPopup(page, page.getByRole('button', { name: 'Connect Shopify' }));
    await expect(toast(page, 'Shopify Connected')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Shopify' }).getByText('Connected', { exact: true })).toBeVisible();
    await expect(step(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(step(page, 3)).toBeVisible();
    await page.getByLabel('Competitors', { exact: true }).fill('Crumbs & Co');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(step(page, 4)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Increase sales' }).check();
    await page.getByRole('button', { name: 'Continue with goals' }).click();

    await expect(step(page, 5)).toBeVisible();
    await page.getByRole('radio', { name: 'Friendly' }).check();
    await page.getByLabel('Target audience').fill('Local families who love fresh bread');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // The report: the sandbox shop's own revenue, as the dashboard computes it.
    await expect(step(page, 6)).toBeVisible();
    // Until the shop's first sync has finished the report says so and reads its figures again; they
    // show once it has.
    await expect(page.getByText(/^From Shopify, over the last 30 days:/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(onboardingTexts.screen.report.syncing)).toBeHidden();
    const summary = (await (
      await page.request.get('/api/dashboard/analytics?range=last_30_days')
    ).json()) as AnalyticsSummary;
    expect(summary.kpis.totalSales).toBeGreaterThan(0);
    await expect(page.getByRole('listitem', { name: 'Revenue' })).toContainText(
      formatCurrency(summary.kpis.totalSales),
    );
    await expect(page.getByText(/^Increase sales: \$[\d,]+ in 30 days$/)).toBeVisible();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expectPath(page, '/');

    // Done: the dashboard stays, even after a reload; the voice is in settings.
    await page.reload();
    await expectPath(page, '/');
    await page.goto('/settings/voice');
    await expect(page.getByLabel('Audience', { exact: true })).toHaveValue('Local families who love fresh bread');
    const profile = await page.request.get('/api/auth/session');
    expect((await profile.json()).user.user_metadata).toMatchObject({
      business_type: 'ecommerce',
      company_name: "Robin's Bakery",
      onboarding_completed: true,
    });
  });

  test('on a phone, every step skipped still completes onboarding', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, 'Sam Skip');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('radio', { name: /Creator/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(page, 2)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(page, 3)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(page, 4)).toBeVisible();
    await page.getByRole('button', { name: 'Skip Goals' }).click();
    await expect(step(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Skip Brand Voice' }).click();
    await expect(toast(page, 'Skipped Brand Voice')).toBeVisible();
    await expect(step(page, 6)).toBeVisible();
    await expect(page.getByText('Nothing connected yet, so there are no figures to report.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('onboarding-report-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expectPath(page, '/');
    await page.reload();
    await expectPath(page, '/');
  });

  test('a new owner who leaves before finishing is brought back to onboarding, and Skip setup ends it', async ({
    page,
  }) => {
    await signUp(page, 'Lee Later');
    await page.goto('/analytics/overview');
    await expectPath(page, '/onboarding');
    await page.getByRole('button', { name: 'Skip setup' }).click();
    await expectPath(page, '/');
    await page.goto('/analytics/overview');
    await expectPath(page, '/analytics/overview');
    // Still reachable by its address.
    await page.goto('/onboarding');
    await expect(step(page, 1)).toBeVisible();
  });
});
