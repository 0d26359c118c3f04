import type { FeedResponse, IntelligenceResponse } from '@scp/shared/contracts/dashboard/inspiration';
import { connectAlicesInstagram, expectAxeClean } from '../fixtures/studio';
import { expect, test } from '../fixtures/test';

// /inspiration/feed and /inspiration/intelligence through the shell, mfe-dashboard, the dashboard
// service and settings, which reads the sandbox's sample competitor accounts (Business Discovery
// through the owner's connected Instagram account). A competitor's post shows in the feed, 'Save'
// puts it on the studio's moodboard as a link, and the intelligence shows its charts with their rows.

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

for (const [width, height] of [
  [1440, 1000],
  [375, 812],
] as const) {
  test(`at ${width} px the feed shows a competitor's post, Save puts it on the moodboard, intelligence charts its rows`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn();
    await connectAlicesInstagram(page);
    const added = await page.request.post('/api/dashboard/competitors', {
      data: { platform: 'instagram', handle: 'crumbandcrust' },
    });
    expect(added.status(), await added.text()).toBe(201);

    await page.setViewportSize({ width, height });
    await page.goto('/inspiration/feed');
    await expect(page.getByRole('heading', { level: 1, name: 'Inspiration Feed' })).toBeVisible();
    const posts = page.getByRole('article', { name: 'Instagram · @crumbandcrust' });
    await expect(posts.first()).toBeVisible();
    const feed = (await (await page.request.get('/api/dashboard/inspiration/feed')).json()) as FeedResponse;
    const first = feed.items[0]!;
    await expect(posts.first()).toContainText(first.caption);
    if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAxeClean(page);

    await posts.first().getByRole('button', { name: 'Save: Instagram · @crumbandcrust' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved to your moodboard.');

    // On the moodboard's 'Inspiration' board: a link to the post with its author, none of its media.
    await page.goto('/inspiration/moodboard');
    const saved = page.getByRole('list', { name: 'Inspiration' }).getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toHaveAccessibleName('Saved post: Instagram · @crumbandcrust');
    await expect(saved.first().getByRole('link', { name: 'Open the original post' })).toHaveAttribute(
      'href',
      first.url ?? '',
    );

    if (width > 1000) {
      // A hashtag followed brings its top posts from Instagram's hashtag search; a bad one is said on the page.
      await page.goto('/inspiration/feed');
      await page.getByRole('textbox', { name: 'Hashtag' }).fill('two words');
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'A hashtag has only letters, digits and underscores, with no spaces.',
      );
      await page.getByRole('textbox', { name: 'Hashtag' }).fill('#sourdough');
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Hashtags you follow' })).toContainText('#sourdough');
      await expect(page.getByRole('article', { name: 'Instagram · #sourdough' }).first()).toBeVisible();
      await expectAxeClean(page);

      // 'Use as inspiration' opens the editor with a line linking the post, none of its media.
      await page.goto('/inspiration/feed');
      await posts.first().getByRole('button', { name: 'Use as inspiration: Instagram · @crumbandcrust' }).click();
      await expect(page).toHaveURL(/\/studio\/post\/new\?idea=/);
      await expect(page.getByLabel('Post text')).toHaveValue(
        `Inspired by @crumbandcrust on Instagram: ${first.url ?? ''}`,
      );
      // The post was on the moodboard already: the same item, not a second one.
      await page.goto('/inspiration/moodboard');
      await expect(saved).toHaveCount(1);
    }

    await page.goto('/inspiration/intelligence');
    await expect(page.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeVisible();
    const hashtags = page.getByRole('region', { name: 'Hashtags with the best engagement' });
    await expect(hashtags.getByRole('img')).toBeVisible();
    const figures = (await (
      await page.request.get('/api/dashboard/inspiration/intelligence')
    ).json()) as IntelligenceResponse;
    expect(figures.hashtags.length).toBeGreaterThan(0);
    const top = figures.hashtags[0]!;
    await expect(hashtags.getByRole('row').nth(1)).toHaveText(
      `#${top.hashtag}${top.posts}${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(top.avgEngagement)}`,
    );
    await expect(
      page.getByRole('region', { name: 'How you compare' }).getByRole('row', { name: /Crumb & Crust/ }),
    ).toBeVisible();
    if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAxeClean(page);
  });
}
