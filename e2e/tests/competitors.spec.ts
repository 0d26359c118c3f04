import type { CompetitorsResponse } from '@scp/shared/contracts/dashboard/competitors';
import { connectAlicesInstagram, expectAxeClean } from '../fixtures/studio';
import { syncEverything } from '../fixtures/connected-shop';
import { expect, test } from '../fixtures/test';

// /inspiration/competitors through the shell, mfe-dashboard, the dashboard service and settings,
// which reads the sandbox's sample competitor accounts: Instagram through the owner's connected
// account (Business Discovery), TikTok without any connection. The competitor's figures show beside
// the owner's own account's; an unknown handle gets the platform's 'not found' and is not added.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

for (const [width, height] of [
  [1440, 1000],
  [375, 812],
] as const) {
  test(`at ${width} px a competitor added on /inspiration/competitors shows its figures beside the owner's`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn();
    await connectAlicesInstagram(page);
    await syncEverything(page);

    await page.setViewportSize({ width, height });
    await page.goto('/inspiration/competitors');
    await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
    const main = page.getByRole('main');
    const table = page.getByRole('table', { name: /side by side/ });
    await expect(table.getByRole('row', { name: /You/ })).toBeVisible();

    await page.getByLabel('Platform').selectOption('Instagram');
    await page.getByLabel('Handle').fill('@crumbandcrust');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(main.getByRole('status')).toHaveText('@crumbandcrust added.');
    const row = table.getByRole('row', { name: /Crumb & Crust Bakery/ });
    await expect(row).toBeVisible();

    // The figures the service answers are the ones in the row.
    const listed = await page.request.get('/api/dashboard/competitors');
    expect(listed.status(), await listed.text()).toBe(200);
    const answer = (await listed.json()) as CompetitorsResponse;
    const crumb = answer.competitors.find((competitor) => competitor.handle === 'crumbandcrust');
    expect(crumb?.figures?.followers).toBeGreaterThan(0);
    await expect(row).toContainText(new Intl.NumberFormat('en-US').format(crumb!.figures!.followers!));
    await expect(row).toContainText(new Intl.NumberFormat('en-US').format(crumb!.figures!.postsPerWeek!));
    expect(answer.own.map((account) => account.platform)).toEqual(['instagram']);
    expect(answer.own[0]!.figures.followers).toBeGreaterThan(0);

    // TikTok shows public profiles without a connection; an unknown one is its 'not found', nothing added.
    await page.getByLabel('Platform').selectOption('TikTok');
    await page.getByLabel('Handle').fill('nobodyhere');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(main.getByRole('alert')).toContainText('TikTok has no account @nobodyhere');
    await page.getByLabel('Handle').fill('kilnandclay');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(table.getByRole('row', { name: /Kiln & Clay/ })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);

    if (width < 600) {
      // The table scrolls sideways inside its region; the page itself does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await expectAxeClean(page);

    await row.getByRole('button', { name: 'Remove @crumbandcrust' }).click();
    await expect(main.getByRole('status')).toHaveText('@crumbandcrust removed.');
    await expect(row).toHaveCount(0);
  });
}
