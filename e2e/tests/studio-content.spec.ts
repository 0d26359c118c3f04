import type { APIRequestContext } from '@playwright/test';
import type { MediaResponse, PostResponse } from '@scp/shared/contracts/studio/studio-api';
import { expectAxeClean } from '../fixtures/studio';
import { expect, test } from '../fixtures/test';

// /content, the library, through the shell, mfe-studio, the gateway and the studio service: the search
// finds the owner's posts and media, survives a reload in the address, and a post found is reused.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

/** A 16×16 PNG: the service re-encodes it to JPEG like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4MS2KJMQwqmHaaCidGK5JAwBYjrgQgOiAYQAAAABJRU5ErkJggg==',
  'base64',
);

async function draft(request: APIRequestContext, text: string, hashtags: string[] = []): Promise<string> {
  const created = await request.post('/api/studio/posts', { data: { text, hashtags } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as PostResponse).post.id;
}

async function upload(request: APIRequestContext, name: string, alt: string): Promise<void> {
  const stored = await request.post(`/api/studio/media?${new URLSearchParams({ name })}`, {
    headers: { 'content-type': 'image/png' },
    data: PNG,
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const { media } = (await stored.json()) as MediaResponse;
  expect(media.name).toBe(name);
  if (alt) expect((await request.patch(`/api/studio/media/${media.id}`, { data: { alt } })).status()).toBe(200);
}

test.beforeEach(async ({ signIn }) => {
  test.setTimeout(120_000);
  await signIn();
});

test('searching the library: posts by their words, kept across a reload, reused; media by alt text or file name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await draft(page.request, 'Fresh sourdough every Wednesday', ['bakery']);
  await draft(page.request, 'Cinnamon rolls this weekend');
  await upload(page.request, 'IMG_0412.png', 'A loaf on a board');
  await upload(page.request, 'rolls-tray.png', '');

  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cinnamon rolls/ })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search your posts and media' });
  await box.fill('SOURDOUGH bakery');
  await expect(page).toHaveURL(/\/content\?q=SOURDOUGH\+bakery$/);
  await expect(page.getByRole('link', { name: /Cinnamon rolls/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Fresh sourdough/ })).toBeVisible();
  await expectAxeClean(page);

  await page.reload();
  await expect(box).toHaveValue('SOURDOUGH bakery');
  await expect(page.getByRole('link', { name: /Fresh sourdough/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cinnamon rolls/ })).toHaveCount(0);

  await box.fill('croissant');
  await expect(page.getByRole('status').filter({ hasText: 'No posts match “croissant”.' })).toBeVisible();

  await page.getByRole('tab', { name: 'Media' }).click();
  await box.fill('rolls');
  await expect(page).toHaveURL(/\/content\?section=media&q=rolls$/);
  await expect(page.getByText('rolls-tray.png')).toBeVisible();
  await expect(page.getByText('IMG_0412.png')).toHaveCount(0);
  await box.fill('loaf');
  await expect(page.getByRole('img', { name: 'A loaf on a board' })).toBeVisible();
  await expect(page.getByText('rolls-tray.png')).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole('tab', { name: 'Posts' }).click();
  await box.fill('sourdough');
  await page.getByRole('button', { name: 'Reuse Fresh sourdough every Wednesday' }).click();
  await expect(page).toHaveURL(/\/studio\/post\/[0-9a-f]{24}$/);
  await expect(page.getByLabel('Post text')).toHaveValue('Fresh sourdough every Wednesday');
});
