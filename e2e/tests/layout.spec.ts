import { expect, test } from '../fixtures/test';

test.describe('layout', () => {
  test('dark theme by default; a chosen light theme is kept after a reload', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/products');
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(toggle).toBeChecked();
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
  });

  test('under 768 px: top bar, drawer with the spec items, bottom tabs', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    await page.goto('/products');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Studio', 'Inspire', 'Analytics']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Studio',
      'Calendar',
      'Analytics',
      'Products',
      // Not in the spec's list: issue 33's inbox, one tap away on a phone too.
      'Inbox',
      'Inspiration',
      'Settings',
    ]);
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/calendar/scheduled');
  });

  test('at 375 px, Settings is reached from the drawer', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings/profile');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  for (const path of ['/onboarding', '/auth', '/reset-password']) {
    test(`no navigation on ${path}`, async ({ page, signIn }) => {
      if (path === '/onboarding') await signIn();
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
    });
  }
});

test.describe('reduced motion', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the 'Forgot password?' bounce with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/auth');
      const forgot = page.getByRole('link', { name: 'Forgot password?' });
      // The class the repeated failed sign-ins add (accounts.spec covers when it is added).
      const animation = await forgot.evaluate((link) => {
        link.classList.add('scp-auth-bounce');
        return getComputedStyle(link).animationName;
      });
      expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 'scp-auth-bounce-frames');
    });
  }
});
