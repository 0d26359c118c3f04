import { expect, test } from '../fixtures/test';
import type { CustomerFigures } from '@scp/shared/contracts/dashboard/customers';
import { formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { signInWithAlicesShop, syncEverything } from '../fixtures/connected-shop';
import { expectAxeClean } from '../fixtures/studio';

// An owner connects the sandbox's Shopify shop, syncs, and finds the shop's customers on the deep
// dive: lifetime value, repeat rate, time to a second order and the cohorts by first-order month.

test.describe('customers', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a new owner with Shopify sees their customers’ lifetime value, repeat rate and cohorts', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signInWithAlicesShop(page, signIn);
    await syncEverything(page);

    const figures = (await (await page.request.get('/api/dashboard/customers')).json()) as CustomerFigures;
    expect(figures).toMatchObject({ shopConnected: true, hasData: true, currency: 'USD' });
    // The sandbox's shop: a few thousand orders over the synced year, about a quarter of customers back.
    expect(figures.customers).toBeGreaterThan(500);
    expect(figures.orders).toBeGreaterThan(figures.customers);
    expect(figures.repeatRate).toBeGreaterThan(10);
    expect(figures.repeatRate).toBeLessThan(40);
    expect(figures.medianDaysToSecondOrder).toBeGreaterThan(0);
    expect(figures.lifetimeValue).toBeGreaterThan(0);

    await page.goto('/analytics/deep-dive');
    const demoSwitch = page.getByRole('switch', { name: 'Demo Data' });
    if (await demoSwitch.isChecked()) await demoSwitch.click();
    await expect(demoSwitch).not.toBeChecked();
    const tiles = page.getByRole('list', { name: 'Customer figures' });
    await expect(
      tiles
        .getByRole('listitem', { name: 'Customer lifetime value' })
        .getByText(formatCurrency(figures.lifetimeValue, { compact: false }), { exact: true }),
    ).toBeVisible();
    await expect(
      tiles
        .getByRole('listitem', { name: 'Repeat rate' })
        .getByText(formatPercent(figures.repeatRate), { exact: true }),
    ).toBeVisible();
    const cohorts = page.getByRole('table', { name: /Customers by the month of their first order/ });
    await expect(cohorts.getByRole('row')).toHaveCount(figures.cohorts.length + 1);
    const newest = figures.cohorts.at(-1)!;
    await expect(cohorts.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(newest.month);
    await page.getByRole('heading', { name: 'Customers' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('customers-1440.png'), fullPage: true });
    await expectAxeClean(page, 'main');
  });
});
