import { expect, test } from '../fixtures/test';

const protectedPaths = ['/', '/analytics/overview', '/settings/profile', '/studio', '/products', '/onboarding'];

test.describe('signed out', () => {
  for (const path of protectedPaths) {
    test(`${path} sends a signed-out visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth');
      await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    });
  }

  test('a session lookup that does not answer within 3 s counts as signed out', async ({ page }) => {
    await page.route('**/api/auth/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/products');
    await expect(page).toHaveURL((url) => url.pathname === '/auth', { timeout: 5_500 });
  });

  for (const path of ['/auth/callback', '/reset-password/confirm', '/reset-password']) {
    test(`${path} is open to a signed-out visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
    });
  }
});

test.describe('signed in', () => {
  for (const path of ['/auth', '/reset-password']) {
    test(`${path} sends a signed-in owner home`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    });
  }

  for (const path of ['/auth/callback', '/reset-password/confirm']) {
    test(`${path} stays open to a signed-in owner`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
    });
  }

  test('protected pages open, and Sign Out ends the session and goes to /auth', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    // The server session is gone: a protected page sends us back to /auth.
    await page.goto('/products');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
  });

  test('a deep link survives a hard reload', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/voice');
    await expect(page.getByRole('heading', { name: 'Brand Voice', exact: true })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/settings/voice');
    await expect(page.getByRole('heading', { name: 'Brand Voice', exact: true })).toBeVisible();
    await page.goto('/studio/post/new');
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/studio/post/new');
    await expect(page.getByRole('heading', { name: 'New post', exact: true })).toBeVisible();
  });
});
