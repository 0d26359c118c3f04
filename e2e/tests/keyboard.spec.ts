import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/test';

// Issue 20: the first minutes of a new owner with the keyboard alone.

/** Presses Tab until the focused element is the one named (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 25): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
      return [element.getAttribute('aria-label'), label, element.getAttribute('placeholder'), element.textContent]
        .filter(Boolean)
        .join(' ')
        .trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('sign-up with the keyboard alone lands on /onboarding', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await tabTo(page, /^Sign up$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await tabTo(page, /Email/);
  await page.keyboard.type(uniqueEmail('keyboard'));
  await page.keyboard.press('Enter');

  await tabTo(page, /Full Name/);
  await page.keyboard.type('Kim Keys');
  await tabTo(page, /Password/);
  await page.keyboard.type('Keyboard2026');
  await page.keyboard.press('Enter');

  await expect(page.locator('.scp-toast').filter({ hasText: 'Account created' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
});
