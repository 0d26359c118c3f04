import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, expectPath, resetLinkFor, test, toast, uniqueEmail } from '../fixtures/test';

// Issue 20: the app with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): no
// clicks and no fill() on the flows under test. Focus is visible, moves into a dialog as it opens
// and back to its trigger as it closes, Escape closes dialogs and drawers, nothing traps focus.

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, at most `limit` presses.
 * Waits for the target first, so a press never lands on a page that is still rendering.
 */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** The focused element draws an indicator: an outline or a box shadow (antd's focus ring). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      }),
    )
    .toBe(true);
}

async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expectPath(page, '/');
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

test.describe('auth screens', () => {
  test('sign-up with the keyboard alone, through /onboarding to the dashboard', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Sign up', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByLabel('Full Name'));
    await page.keyboard.type('Kim Keys');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('Keyboard2026');
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Account created')).toBeVisible();
    await expectPath(page, '/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();

    const goOn = page.getByRole('button', { name: 'Skip setup' });
    await tabTo(page, goOn);
    await expectVisibleFocus(goOn);
    await page.keyboard.press('Enter');
    await expectPath(page, '/');
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('sign-in with the keyboard alone lands signed in on the dashboard', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/auth');
    await signInWithKeyboard(page, account.email, account.password);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('password reset with the keyboard alone: request, mailed link, new password, sign-in', async ({
    page,
    request,
  }) => {
    // Sign-up, mail, reset, the 2 s on the success page and a sign-in: over the 30 s default on a loaded machine.
    test.slow();
    const account = await createAccount(request);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/reset-password');
    // The sign-in form (with its own Email field) stays until the lazily loaded page replaces it.
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(account.email);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Reset email sent')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.goto(await resetLinkFor(request, account.email));
    await expectPath(page, '/reset-password/confirm');

    await tabTo(page, page.getByLabel('New Password', { exact: true }));
    await page.keyboard.type('Keys-Reset-2026');
    await tabTo(page, page.getByLabel('Confirm Password', { exact: true }));
    await page.keyboard.type('Keys-Reset-2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password Updated Successfully')).toBeVisible();
    await expectPath(page, '/auth');

    await signInWithKeyboard(page, account.email, 'Keys-Reset-2026');
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test("the password field's Show password toggle: reached by Tab, toggled by Enter and Space", async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await tabTo(page, password);
    await page.keyboard.type('Secret-2026');
    await expect(password).toHaveAttribute('type', 'password');

    await page.keyboard.press('Tab');
    const show = page.getByRole('button', { name: 'Show password' });
    await expectVisibleFocus(show);
    await expect(show).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('Enter');
    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret-2026');

    await page.keyboard.press('Space');
    await expect(show).toBeFocused();
    await expect(password).toHaveAttribute('type', 'password');

    // Back into the field, which keeps what was typed (Tab selects it all: End, then type on).
    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await expect(password).toHaveValue('Secret-2026!');
  });
});

test.describe('desktop layout (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar links in order, a visible focus ring, Enter navigates and marks the page', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    // Inbox after Products: issue 33 puts every conversation one link away.
    const names = ['Dashboard', 'Studio', 'Calendar', 'Analytics', 'Products', 'Inbox', 'Inspiration', 'Settings'];
    const link = (name: string) => sidebar.getByRole('link', { name, exact: true });

    await tabTo(page, link('Dashboard'));
    await expectVisibleFocus(link('Dashboard'));
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(link(name));
    }
    // Back up to Products with Shift+Tab.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(link('Products')).toBeFocused();

    await page.keyboard.press('Enter');
    await expectPath(page, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(link('Products')).toHaveAttribute('aria-current', 'page');
    await expect(link('Dashboard')).not.toHaveAttribute('aria-current');
    await expect(link('Products')).toBeFocused();

    // The collapse trigger is a button too: collapsed, each link keeps its name.
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await tabTo(page, collapse);
    await expectVisibleFocus(collapse);
    await page.keyboard.press('Enter');
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toBeFocused();
    await expect(link('Studio')).toHaveAttribute('title', 'Studio');
    await tabTo(page, link('Studio'), { backwards: true });
    await page.keyboard.press('Enter');
    await expectPath(page, '/studio');
    await expect(link('Studio')).toHaveAttribute('aria-current', 'page');
  });

  test('the Inbox sheet: focus moves in, Close and Escape close it, focus returns to Inbox', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const inbox = page.getByRole('button', { name: 'Inbox', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Inbox' });

    await tabTo(page, inbox);
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    // Its Close button, by keyboard.
    await tabTo(page, sheet.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(inbox).toBeFocused();

    await page.keyboard.press('Space');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(inbox).toBeFocused();
  });

  test('the business type dialog: arrows choose, Save saves, Escape cancels; focus back on Change', async ({
    page,
    signIn,
  }) => {
    await signIn();
    // Every save of the type, counted by its request: a toast closes on its own and proves nothing later.
    const typeSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && (request.postData() ?? '').includes('business_type'))
        typeSaves.push(request.url());
    });
    await page.goto('/settings/profile');
    const change = page.getByRole('button', { name: 'Change', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Business Type' });
    await expect(page.getByText('Not set', { exact: true })).toBeVisible();

    await tabTo(page, change);
    await expectVisibleFocus(change);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Nothing chosen yet: Tab enters the group on its first radio, an arrow moves and chooses.
    await tabTo(page, dialog.getByRole('radio', { name: 'E-commerce store' }));
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Service business' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Service business' })).toBeFocused();
    const save = dialog.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await expectVisibleFocus(save);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Business Type Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(page.getByText('Service business', { exact: true })).toBeVisible();

    // Escape leaves without saving.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: 'Service business' }));
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Creator' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(page.getByText('Service business', { exact: true })).toBeVisible();

    // Reopened, it starts from the saved type; Cancel by keyboard closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: 'Service business' })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    expect(typeSaves).toHaveLength(1);
  });
});

test.describe('mobile layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu drawer holds focus, Escape closes it back to Open menu; the tab bar navigates', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Social Commerce' });

    await tabTo(page, openMenu);
    await expectVisibleFocus(openMenu);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    // Round and round: focus never reaches the page behind (at most it visits the browser's own UI).
    const outside: string[] = [];
    for (let press = 0; press < 24; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const escaped = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        return focused.closest('dialog[open]') ? null : focused.outerHTML.slice(0, 120);
      });
      if (escaped) outside.push(escaped);
    }
    expect(outside).toEqual([]);
    await tabTo(page, drawer.getByRole('link', { name: 'Products' }));
    await expect(drawer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    // A link in the drawer navigates and closes it, focus back on Open menu.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Calendar' }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/calendar/scheduled');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabTo(page, tabs.getByRole('link', { name: 'Home' }));
    await expectVisibleFocus(tabs.getByRole('link', { name: 'Home' }));
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link', { name: 'Studio' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPath(page, '/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Studio' })).toHaveAttribute('aria-current', 'page');
  });
});
