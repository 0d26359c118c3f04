import type { Page } from '@playwright/test';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import type { SyncStatusResponse } from '@scp/shared/contracts/dashboard/sync';
import { connectInPopup, connectShopifyInPopup, expect, test } from '../fixtures/test';

// Every account syncs as it is connected, the second as the first: the owner never clicks Sync
// here, and the schedule's next run is five minutes away.

async function syncStatus(page: Page): Promise<SyncStatusResponse['accounts']> {
  const answer = await page.request.get('/api/dashboard/sync');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as SyncStatusResponse).accounts;
}

test('connecting Facebook and then Shopify syncs both at once: the shop’s revenue is there without waiting', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  await page.goto('/settings/integrations');

  await connectInPopup(page, 'Facebook', /Alice Martin/);
  await expect(page.getByRole('list', { name: 'Facebook accounts' })).toBeVisible();
  // The first account's sync has begun (its schedule now exists) before the second is connected.
  await expect.poll(async () => (await syncStatus(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);

  await connectShopifyInPopup(
    page,
    page.getByRole('listitem', { name: 'Shopify' }).getByRole('button', { name: 'Connect' }),
  );
  await expect(page.getByRole('list', { name: 'Shopify accounts' })).toBeVisible();

  await expect
    .poll(
      async () =>
        (await syncStatus(page))
          .filter((account) => account.outcome === 'ok')
          .map((account) => account.platform)
          .sort(),
      { timeout: 60_000 },
    )
    .toEqual(['facebook', 'facebook', 'shopify']);
  const summary = (await (
    await page.request.get('/api/dashboard/analytics?range=last_30_days')
  ).json()) as AnalyticsSummary;
  expect(summary.kpis.totalSales).toBeGreaterThan(0);
  expect(summary.metadata.platforms).toEqual(expect.arrayContaining(['facebook', 'shopify']));
});
