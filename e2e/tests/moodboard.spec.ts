import type { Page } from '@playwright/test';
import { expectAxeClean } from '../fixtures/studio';
import { expect, test } from '../fixtures/test';

// /inspiration/moodboard through the shell, mfe-studio, the gateway and the studio service: a board
// made, notes added, one moved with the keyboard (and said so), the order kept across a reload, a
// saved post's 'Use as inspiration' opening the editor with a line linking its source.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn }) => {
  test.setTimeout(120_000);
  await signIn();
});

const notesOf = (page: Page, board: string) => page.getByRole('list', { name: board }).getByRole('article');

for (const { width, height } of [
  { width: 1440, height: 1000 },
  { width: 375, height: 812 },
]) {
  test(`at ${width} px: create a board, add notes, reorder by keyboard, kept across a reload`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/inspiration/moodboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Moodboard' })).toBeVisible();
    await expect(page.getByText('No boards yet.', { exact: false })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('textbox', { name: 'New board' }).fill('Spring launch');
    await page.getByRole('button', { name: 'Create board' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Spring launch' })).toBeVisible();

    for (const note of ['Warm morning light', 'Flour on the table']) {
      await page.getByRole('textbox', { name: 'Note' }).fill(note);
      await page.getByRole('button', { name: 'Add note to Spring launch' }).click();
      await expect(page.getByRole('article', { name: `Note: ${note}` })).toBeVisible();
    }
    await expect(notesOf(page, 'Spring launch')).toHaveCount(2);
    await expect(notesOf(page, 'Spring launch').first()).toHaveAccessibleName('Note: Warm morning light');

    const first = page.getByRole('article', { name: 'Note: Warm morning light' });
    await first.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'moved to position 2 of 2' })).toHaveText(
      'Note: Warm morning light moved to position 2 of 2 in Spring launch.',
    );
    await expect(notesOf(page, 'Spring launch').first()).toHaveAccessibleName('Note: Flour on the table');
    await expect(first).toBeFocused();
    await expectAxeClean(page);

    await page.reload();
    await expect(notesOf(page, 'Spring launch').first()).toHaveAccessibleName('Note: Flour on the table');
    await expect(notesOf(page, 'Spring launch').nth(1)).toHaveAccessibleName('Note: Warm morning light');
  });
}

test("a saved post's 'Use as inspiration' opens the editor with a line linking its source", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const made = await page.request.post('/api/studio/moodboard/boards', { data: { name: 'Rivals' } });
  expect(made.status(), await made.text()).toBe(201);
  const boardId = ((await made.json()) as { boards: Array<{ id: string }> }).boards[0]?.id ?? '';
  const saved = await page.request.post(`/api/studio/moodboard/boards/${boardId}/items`, {
    data: {
      kind: 'saved_post',
      platform: 'instagram',
      sourceUrl: 'https://www.instagram.com/p/C0ffee/',
      authorHandle: '@rival.bakery',
      captionExcerpt: 'Our rye, fresh at six.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/inspiration/moodboard');
  const post = page.getByRole('article', { name: 'Saved post: Instagram · @rival.bakery' });
  await expect(post.getByRole('link', { name: 'Open the original post' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/p/C0ffee/',
  );
  await expectAxeClean(page);
  await post.getByRole('link', { name: /^Use as inspiration/ }).click();
  await expect(page).toHaveURL(/\/studio\/post\/new\?idea=/);
  await expect(page.getByLabel('Post text')).toHaveValue(
    'Inspired by @rival.bakery on Instagram: https://www.instagram.com/p/C0ffee/',
  );
});
