import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Post, PostResponse, StudioAccountsResponse } from '@scp/shared/contracts/studio/studio-api';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { connectAlicesFacebookPage, dayOfNextMonth, expectAxeClean, openNextMonth } from '../fixtures/studio';
import { expect, test } from '../fixtures/test';

// The calendar of scheduled posts, through the shell, mfe-studio and the studio service: a post
// scheduled for next month shows on its day at its time in the owner's zone, and moves to another
// day by drag and drop on a desktop and by 'Move to…' on a phone; the service keeps the new time.

const timeZone = 'Europe/Berlin';
test.use({ timezoneId: timeZone, locale: 'en-US', reducedMotion: 'reduce' });

/** A text post to the owner's Facebook page, scheduled at 10:00 on `date` in Berlin. */
async function schedulePost(request: APIRequestContext, date: string): Promise<Post> {
  const accounts = (await (await request.get('/api/studio/accounts')).json()) as StudioAccountsResponse;
  const page = accounts.accounts.find((account) => account.platform === 'facebook' && account.usable);
  expect(page, JSON.stringify(accounts)).toBeTruthy();
  const created = await request.post('/api/studio/posts', {
    data: {
      text: 'Fresh sourdough every Wednesday',
      targets: [{ platform: 'facebook', accountId: page?.accountId }],
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { post } = (await created.json()) as PostResponse;
  const scheduled = await request.post(`/api/studio/posts/${post.id}/schedule`, {
    data: { at: `${date}T10:00`, timeZone },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  return ((await scheduled.json()) as PostResponse).post;
}

/** Where the service has the post now, on Berlin's wall clock. */
async function storedLocalTime(request: APIRequestContext, postId: string): Promise<string | null> {
  const { post } = (await (await request.get(`/api/studio/posts/${postId}`)).json()) as PostResponse;
  return post.scheduledAt === null ? null : localTimeOf(post.scheduledAt, timeZone);
}

function chipOn(page: Page, day: Locator, postId: string): Locator {
  return day.locator(`[data-post-chip="${postId}"]`);
}

test.beforeEach(async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn();
  await connectAlicesFacebookPage(page);
});

test('desktop: a scheduled post shows on its day and moves to another day by drag and drop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const from = dayOfNextMonth(15);
  const to = dayOfNextMonth(17);
  const post = await schedulePost(page.request, from);

  await openNextMonth(page, from);
  const fromDay = page.locator(`td[data-day="${from}"]`);
  const toDay = page.locator(`td[data-day="${to}"]`);
  const chip = chipOn(page, fromDay, post.id);
  await expect(chip.getByRole('link')).toHaveAccessibleName('Facebook 10:00 AM Fresh sourdough every Wednesday');
  await expect(chip.getByRole('link')).toHaveAttribute('href', `/studio/post/${post.id}`);
  await expectAxeClean(page);

  await chip.dragTo(toDay);
  await expect(chipOn(page, toDay, post.id)).toBeVisible();
  await expect(chipOn(page, fromDay, post.id)).toHaveCount(0);
  await expect(page.locator('.scp-toast').filter({ hasText: 'Moved to' })).toBeVisible();
  await expect.poll(() => storedLocalTime(page.request, post.id)).toBe(`${to}T10:00`);

  // Still there after a reload: the service has it.
  await page.reload();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(chipOn(page, toDay, post.id)).toBeVisible();
});

test('phone: the calendar is a list of days and Move to… moves the post', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const from = dayOfNextMonth(15);
  const to = dayOfNextMonth(20);
  const post = await schedulePost(page.request, from);

  await openNextMonth(page, from);
  const fromDay = page.locator(`li[data-day="${from}"]`);
  await expect(chipOn(page, fromDay, post.id)).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Move to… Fresh sourdough every Wednesday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move post' });
  await expect(dialog.getByLabel('Date')).toHaveValue(from);
  await expect(dialog.getByLabel('Time')).toHaveValue('10:00');
  await dialog.getByLabel('Date').fill(to);
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();

  await expect(chipOn(page, page.locator(`li[data-day="${to}"]`), post.id)).toBeVisible();
  await expect(fromDay).toHaveCount(0);
  await expect.poll(() => storedLocalTime(page.request, post.id)).toBe(`${to}T10:00`);
});
