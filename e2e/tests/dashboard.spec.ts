import type { Page } from '@playwright/test';
import { signInWithAlicesShop, syncEverything } from '../fixtures/connected-shop';
import { expect, test } from '../fixtures/test';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatCompact, formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { axeBuilder } from '../fixtures/axe';

// A new owner connects Shopify and Instagram through the provider sandbox, syncs, and finds the
// sandbox's own figures on the dashboard and in analytics once Demo Data is off.

/** Serious and critical axe violations on the page as it is (the owner's own figures, not the demo's). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

test.describe('dashboard and analytics', () => {
  // axe reads colours as they are at that instant: the Assistant Pro card's hint fades in every 4 s,
  // and half-faded text fails contrast. Reduced motion draws it at full strength, as in the
  // accessibility spec.
  test.use({ reducedMotion: 'reduce' });
  test('a new owner with Shopify and Instagram sees their real revenue and followers, the demo switch and the health breakdown', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInWithAlicesShop(page, signIn, ['instagram']);
    await syncEverything(page);
    const summary = (await (
      await page.request.get('/api/dashboard/analytics?range=last_30_days')
    ).json()) as AnalyticsSummary;
    expect(summary.kpis.totalSales).toBeGreaterThan(0);
    expect(summary.kpis.totalFollowers).toBeGreaterThan(0);
    expect(summary.metadata.platforms).toEqual(['instagram', 'shopify']);

    // Demo Data is on for a first visit, and says so.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Good (morning|afternoon|evening), Alice$/)).toBeVisible();
    const demoSwitch = page.getByRole('switch', { name: 'Demo Data' });
    await expect(demoSwitch).toBeChecked();
    await expect(page.getByText("You're looking at a sample shop's figures.", { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /^96 Health score Excellent performance/ })).toBeVisible();

    await demoSwitch.click();
    await expect(demoSwitch).not.toBeChecked();
    await expect(page.getByText("You're looking at a sample shop's figures.", { exact: false })).toBeHidden();
    const revenue = page.getByRole('listitem', { name: 'Revenue' });
    await expect(revenue.getByText(formatCurrency(summary.kpis.totalSales), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Revenue Performance' })).toBeVisible();
    await page.getByRole('tab', { name: 'Engagement' }).click();
    await expect(
      page
        .getByRole('listitem', { name: 'Total Followers' })
        .getByText(formatCompact(summary.kpis.totalFollowers), { exact: true }),
    ).toBeVisible();

    // The switch is remembered: a reload keeps the owner's figures.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Demo Data' })).not.toBeChecked();

    // The ring explains itself.
    const ring = page.getByRole('button', { name: /^\d+ Health score/ });
    await ring.click();
    const breakdown = page.getByRole('dialog', { name: 'How your health score is made' });
    await expect(breakdown).toBeVisible();
    for (const part of ['Followers', 'Engagement rate', 'Follower growth', 'Revenue', 'Connected platforms']) {
      await expect(breakdown.getByRole('listitem', { name: part })).toBeVisible();
    }
    await expect(breakdown.getByText(/^Quick reading: \d+/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(breakdown).toBeHidden();

    // Wide: Recent Activity sits beside the tabs.
    const tabs = page.getByRole('tablist', { name: 'Dashboard metrics' });
    const activity = page.getByRole('heading', { name: 'Recent Activity' });
    const tabsBox = (await tabs.boundingBox())!;
    const activityBox = (await activity.boundingBox())!;
    expect(activityBox.x).toBeGreaterThan(tabsBox.x + tabsBox.width - 1);
    await page.screenshot({ path: test.info().outputPath('dashboard-1440.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Phone: the same content underneath, and nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('dashboard-375.png'), fullPage: true });
    await expect
      .poll(async () => (await activity.boundingBox())!.y)
      .toBeGreaterThan((await tabs.boundingBox())!.y + 100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('dashboard-375.png'), fullPage: true });

    // Analytics shows the same figures, by address.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await expect(page).toHaveURL(/\/analytics\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Overview' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem', { name: 'Total Sales' })
        .getByText(formatCurrency(summary.kpis.totalSales), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top products' })).toBeVisible();
    await page.getByRole('link', { name: 'Deep dive' }).click();
    await expect(page).toHaveURL(/\/analytics\/deep-dive$/);
    await expect(page.getByRole('rowheader', { name: /Instagram/ })).toBeVisible();
    await page.getByLabel('Date range').selectOption('last_90_days');
    await expect(page).toHaveURL(/range=last_90_days/);
    await page.screenshot({ path: test.info().outputPath('analytics-1440.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
