import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Where a page's h1 sits from the edge of the app frame: the sidebar's right edge and the window's top. */
async function gutterOf(page: Page, path: string, title: string): Promise<{ left: number; top: number }> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  await expect(heading).toBeVisible();
  const sidebar = await page.getByRole('navigation', { name: 'Sidebar' }).boundingBox();
  const box = await heading.boundingBox();
  if (!sidebar || !box) throw new Error(`${path}: the sidebar or the title is not laid out`);
  return { left: Math.round(box.x - (sidebar.x + sidebar.width)), top: Math.round(box.y) };
}

test.describe('page gutter', () => {
  test('at 1440 px the dashboard and analytics titles keep the same gutter as settings', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn();
    const settings = await gutterOf(page, '/settings/profile', 'Settings');
    expect(settings.left).toBeGreaterThanOrEqual(16);
    expect(settings.top).toBeGreaterThanOrEqual(16);
    for (const [path, title] of [
      ['/', 'Dashboard'],
      ['/analytics/overview', 'Analytics Overview'],
    ] as const) {
      expect(await gutterOf(page, path, title), path).toEqual(settings);
    }
  });
});
