import type { Page } from '@playwright/test';
import type { PostListResponse } from '@scp/shared/contracts/studio/studio-api';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { connectAlicesFacebookPage, dayOfNextMonth, expectAxeClean } from '../fixtures/studio';
import { expect, test, toast } from '../fixtures/test';

// A campaign through the shell, mfe-studio and the studio service: created on its own page, its
// posts made from a CSV file whose every row is checked first (a bad row named, nothing stored until
// the owner imports the good rows), then shown on its timeline on their day in the owner's zone;
// a new post from the campaign's page is saved in the campaign.

const timeZone = 'Europe/Berlin';
test.use({ timezoneId: timeZone, locale: 'en-US', reducedMotion: 'reduce' });

async function campaignPosts(page: Page, campaignId: string) {
  const answer = await page.request.get(`/api/studio/posts?campaignId=${campaignId}`);
  return ((await answer.json()) as PostListResponse).posts;
}

test.beforeEach(async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn();
  await connectAlicesFacebookPage(page);
});

for (const device of ['desktop', 'phone'] as const) {
  test(`${device}: a new campaign, its posts from a CSV file with a bad row, the good rows imported onto its timeline`, async ({
    page,
  }) => {
    await page.setViewportSize(device === 'desktop' ? { width: 1440, height: 1000 } : { width: 375, height: 812 });
    const day = dayOfNextMonth(15);

    await page.goto('/studio/campaign/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    await page.getByLabel('Name').fill('Spring menu launch');
    await page.getByLabel('Starts').fill(dayOfNextMonth(1));
    await page.getByLabel('Ends').fill(dayOfNextMonth(28));
    await page.getByLabel('Goal').fill('Sell out the spring menu');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring menu launch' })).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/campaign\/[a-f0-9]{24}$/);
    const campaignId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByText('No posts in this campaign yet.')).toBeVisible();

    const csv = [
      'date,time,platforms,text',
      `${day},10:00,facebook,"Spring menu, day one: ""the"" bakes"`,
      `${day},11:00,myspace,Nowhere to go`,
    ].join('\r\n');
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'spring.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`),
    });
    const table = page.getByRole('table', { name: 'Rows of spring.csv' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Ready');
    await expect(rows.nth(1)).toContainText('Spring menu, day one: "the" bakes');
    await expect(rows.nth(2)).toContainText('platforms: "myspace" is not a platform the studio posts to.');
    await expect(page.getByText('1 of 2 rows can be imported.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import all' })).toHaveCount(0);
    await expectAxeClean(page);
    // Checking stored nothing.
    expect(await campaignPosts(page, campaignId)).toEqual([]);

    await page.getByRole('button', { name: 'Import the 1 good row' }).click();
    await expect(toast(page, '1 post scheduled.')).toBeVisible();
    await expect(table).toBeHidden();
    const timeline = page.getByRole('list', { name: 'The campaign’s posts by day' });
    const dayName = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(Date.parse(`${day}T00:00:00Z`));
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([dayName]);
    await expect(timeline.getByRole('link', { name: /Spring menu, day one/ })).toContainText('Scheduled for');
    const [stored, ...others] = await campaignPosts(page, campaignId);
    expect(others).toEqual([]);
    expect(stored?.status).toBe('scheduled');
    expect(localTimeOf(stored?.scheduledAt ?? '', timeZone)).toBe(`${day}T10:00`);
    await expectAxeClean(page);

    // A new post from the campaign's page is saved in the campaign.
    await page.getByRole('link', { name: 'New post in this campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/post/new\\?campaign=${campaignId}$`));
    await page
      .getByRole('checkbox', { name: /Facebook/ })
      .first()
      .check();
    await page.getByLabel('Post text').fill('Behind the scenes of the spring menu');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved.')).toBeVisible();
    await expect.poll(async () => (await campaignPosts(page, campaignId)).length).toBe(2);
  });
}
