import { bestTimesResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { expectAxeClean } from '../fixtures/studio';
import { connectWithoutPopup, expect, test } from '../fixtures/test';

// The editor's 'Best time' through the shell, mfe-studio, the studio service and the dashboard: once
// Alice's Instagram account is connected and synced (the provider sandbox's followers online by
// hour), picking it in the editor shows the next best hours on the owner's wall clock, and a chip
// sets the date and time the post goes out.

const timeZone = 'Asia/Kolkata';
test.use({ timezoneId: timeZone, locale: 'en-US', reducedMotion: 'reduce' });

test("the editor's 'Best time' suggests the Instagram followers' busiest hours and a chip sets the time", async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  await connectWithoutPopup(page.request, 'instagram', { identity: 'alice' });

  // The dashboard syncs a new account at once; until ten posts there have figures, the followers'
  // hours are what the best times come from.
  const query = `platform=instagram&timeZone=${encodeURIComponent(timeZone)}&days=2`;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/studio/best-times?${query}`);
        return answer.ok() ? bestTimesResponseSchema.parse(await answer.json()).basis : answer.status();
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe('audience');
  const { times } = bestTimesResponseSchema.parse(
    await (await page.request.get(`/api/studio/best-times?${query}`)).json(),
  );
  expect(times.length).toBeGreaterThan(0);

  await page.goto('/studio/post/new');
  const postTo = page.getByRole('group', { name: 'Post to' });
  await expect(postTo).toBeVisible();
  await postTo
    .getByRole('checkbox', { name: /· Instagram/ })
    .first()
    .check();
  const bestTime = page.locator('[data-best-times]');
  await expect(bestTime).toBeVisible();
  await expect(bestTime).toContainText('Best time');
  await expect(bestTime).toContainText('When your Instagram followers are most online.');
  const chips = bestTime.getByRole('button');
  await expect(chips).toHaveCount(Math.min(3, times.length));
  const first = times[0]!;
  await expect(chips.first()).toHaveText(new RegExp(`^(Today|Tomorrow|[A-Z][a-z]{2}) ${first.local.slice(11)}$`));
  await expectAxeClean(page);

  await chips.first().click();
  await expect(page.getByLabel('Date')).toHaveValue(first.local.slice(0, 10));
  await expect(page.getByLabel('Time')).toHaveValue(first.local.slice(11));
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  // Chromium names India's zone by its older alias.
  await expect(page.getByText(/^Times are in Asia\/(Kolkata|Calcutta)\. Goes out /)).toBeVisible();
});
