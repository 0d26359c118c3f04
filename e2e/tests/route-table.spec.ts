import { expect, test } from '../fixtures/test';

// Every redirect of the spec's route table (screens and routes), checked in the built app as a signed-in
// owner would hit it: the address bar ends on the target and the target page is on screen.
const redirects: ReadonlyArray<[from: string, to: string, heading: string]> = [
  ['/analytics', '/analytics/overview', 'Analytics Overview'],
  ['/analytics/insights', '/analytics/deep-dive', 'Analytics Deep Dive'],
  ...['business', 'social', 'content', 'reports', 'market'].map((tab): [string, string, string] => [
    `/analytics/${tab}`,
    '/analytics/overview',
    'Analytics Overview',
  ]),
  ['/calendar', '/calendar/scheduled', 'Calendar'],
  ['/inspiration', '/inspiration/feed', 'Inspiration Feed'],
  ['/inspiration/saved', '/inspiration/moodboard', 'Moodboard'],
  ['/inspiration/ideas', '/inspiration/feed', 'Inspiration Feed'],
  ['/studio/bulk', '/studio/campaign/new', 'New campaign'],
  ['/studio/campaign', '/studio/campaign/new', 'New campaign'],
  ['/studio/anything-else', '/studio', 'Studio'],
  ['/compose', '/studio', 'Studio'],
  ['/campaigns', '/studio', 'Studio'],
  // history -> /studio/scheduled, which is one of the "other /studio/*" paths -> /studio
  ['/history', '/studio', 'Studio'],
  ['/help/faq', '/help', 'Help'],
  ['/help/tutorials', '/help', 'Help'],
  ['/help/tutorials/getting-started', '/help', 'Help'],
  ['/settings', '/settings/profile', 'Profile'],
  ['/settings/no-such-tab', '/settings/profile', 'Profile'],
  // The development tab exists in development mode only; this is the production build.
  ['/settings/development', '/settings/profile', 'Profile'],
];

test.describe('route table redirects', () => {
  for (const [from, to, heading] of redirects) {
    test(`${from} goes to ${to}`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    });
  }

  test('a connect query on settings goes to the integrations tab', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/profile?connect=instagram');
    await expect(page).toHaveURL((url) => url.pathname === '/settings/integrations');
  });

  test('an unknown address shows the not-found page', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
