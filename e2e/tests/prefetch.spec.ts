import { expect, test } from '../fixtures/test';

// business constants: the areas an owner is likely to open next are downloaded ahead (high priority after
// 1 s), so the click that opens them does not wait for their code.

test.describe('prefetching', () => {
  test("settings prefetches the dashboard's code, which then opens without fetching it again", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const dashboardCode: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/dashboard\/.+\.js$/.test(new URL(request.url()).pathname)) dashboardCode.push(request.url());
    });
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
    await expect.poll(() => dashboardCode.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const prefetched = dashboardCode.length;
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
    // The area's entry and routes came with the prefetch; opening it asks only for what the page draws.
    expect(dashboardCode.slice(prefetched).filter((url) => /remoteEntry|__federation_expose_routes/.test(url))).toEqual(
      [],
    );
  });
});
