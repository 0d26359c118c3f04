import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The dashboard's charts drawn in a real browser with the chart code cut to what the app draws
// (mfe-dashboard/chart-replacements.cjs, docs/decisions/chart-bundle.md): the area chart and the
// donut paint their canvas, with their animations and no G2 error. A part of G2
// missing from the cut library fails the render ("Unknown Component: ..."), which surfaces here
// as an unhandled rejection and a blank canvas.

/** How many sampled pixels of the chart's canvas are painted (not transparent). */
function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || node.width === 0 || node.height === 0) return 0;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let painted = 0;
    for (let index = 3; index < data.length; index += 4 * 16) if ((data[index] ?? 0) > 0) painted += 1;
    return painted;
  });
}

test('the dashboard draws its area chart and its donut with the cut chart code', async ({ page, signIn }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  // G2's own errors (the page's others are other specs' business).
  const fromCharts = /Unknown (Component|mark)|G2|antv|chart/i;
  page.on('pageerror', (error) => {
    if (fromCharts.test(`${error.message}\n${error.stack ?? ''}`)) problems.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && fromCharts.test(message.text())) problems.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn();
  // A first visit shows Demo Data: a year of figures to draw.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Revenue Performance' })).toBeVisible();
  const charts = page.locator('[data-chart-source-type="Ant Design Charts"] canvas');

  const area = charts.first();
  await expect(area).toBeVisible();
  await expect.poll(() => paintedPixels(area), { timeout: 20_000 }).toBeGreaterThan(200);
  await page.getByRole('tab', { name: 'Engagement' }).click();
  const donut = page.getByRole('tabpanel', { name: 'Engagement' }).locator('[data-chart-source-type] canvas');
  await expect(donut).toBeVisible();
  await expect.poll(() => paintedPixels(donut), { timeout: 20_000 }).toBeGreaterThan(200);

  expect(problems).toEqual([]);
});
