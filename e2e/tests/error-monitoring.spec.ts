import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The browser's error monitor reports to the gateway (POST /functions/v1/production-error-monitor/
// report-error), which keeps the last reports; locally they can be read at /api/dev/error-reports.

async function reportsMentioning(request: APIRequestContext, marker: string) {
  const answer = await request.get('/api/dev/error-reports');
  expect(answer.ok()).toBe(true);
  const { reports } = (await answer.json()) as { reports: { error: { message: string }; pattern: { type: string } }[] };
  return reports.filter((report) => report.error.message.includes(marker));
}

test.describe('error monitoring', () => {
  test('an error thrown in a page is reported once, classified, however often it repeats', async ({ page }) => {
    const marker = `e2e-${randomBytes(4).toString('hex')}`;
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A database-class failure (the classifier's 'high'): always reported, never sampled away.
    await page.evaluate((text) => {
      for (let i = 0; i < 3; i += 1)
        setTimeout(() => {
          throw new Error(text);
        }, i * 50);
    }, `400 bad request while saving (${marker})`);
    await expect.poll(async () => (await reportsMentioning(page.request, marker)).length).toBe(1);
    await page.waitForTimeout(500);
    const [report] = await reportsMentioning(page.request, marker);
    expect(report?.pattern.type).toBe('database');
    expect(await reportsMentioning(page.request, marker)).toHaveLength(1);
  });

  test("a remote whose code cannot be loaded is tried again, then the area's fallback shows", async ({
    page,
    signIn,
  }) => {
    await signIn();
    let attempts = 0;
    await page.route(/\/remotes\/settings\/.*__federation_expose_routes.*\.js$/, (route) => {
      attempts += 1;
      return route.abort('connectionreset');
    });
    await page.goto('/settings/profile');
    await expect(
      page.getByRole('heading', { name: 'Failed to load settings. Please refresh the page to try again.' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    expect(attempts).toBeGreaterThan(1);
    // Once the remote can be loaded again, refreshing brings the area back.
    await page.unroute(/\/remotes\/settings\/.*__federation_expose_routes.*\.js$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
  });
});
