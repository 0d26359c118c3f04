import { expect, test } from '../fixtures/test';

/** A 4 x 4 red PNG. */
const RED_DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4z8AARwgWXg4ArpMP8bh5W0YAAAAASUVORK5CYII=',
  'base64',
);
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0066CC"/></svg>',
);

/** Settings end to end (issue 10): the shell, mfe-settings, the auth and settings services. */
test.describe('settings', () => {
  test('fills the profile, saves it and sees it again after a reload', async ({ page, signIn }) => {
    const account = await signIn({ fullName: 'Robin Potter' });
    await page.goto('/settings/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue('Robin Potter');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Company Name').fill('Potter Ceramics');
    await page.getByLabel('Website').fill('potter.example');
    await page.getByLabel('Industry').selectOption('home');
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await expect(page.getByText('Your profile information has been updated.')).toBeVisible();
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByRole('radio', { name: 'Creator' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Business Type Updated')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Company Name')).toHaveValue('Potter Ceramics');
    await expect(page.getByLabel('Website')).toHaveValue('https://potter.example');
    await expect(page.getByLabel('Industry')).toHaveValue('home');
    await expect(page.getByText('Creator', { exact: true })).toBeVisible();
  });

  test('creates voice profiles, saves sliders and words, and deletes one', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/voice');
    await page.getByRole('button', { name: 'New Profile' }).click();
    await expect(page.getByText('Profile Created')).toBeVisible();
    await expect(page.getByLabel('Voice profile', { exact: true })).toContainText('Voice Profile 1 (default)');
    await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeDisabled();

    await page.getByLabel('Audience').fill('Home cooks who love a story');
    await page.getByLabel('Favourite words').fill('handmade');
    await page.getByLabel('Favourite words').press('Enter');
    await page.getByLabel('Tone').fill('80');
    await page.getByRole('button', { name: 'Save Voice' }).click();
    await expect(page.getByText('Voice Updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeDisabled();

    await page.getByRole('button', { name: 'New Profile' }).click();
    await expect(page.getByLabel('Voice profile', { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel('Profile name')).toHaveValue('Voice Profile 2');
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this voice profile?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Profile Deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Profile' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Audience')).toHaveValue('Home cooks who love a story');
    await expect(page.getByLabel('Tone')).toHaveValue('80');
    await expect(page.getByRole('button', { name: 'Remove handmade' })).toBeVisible();
  });

  test('sets a brand colour by hex; a partial hex is not applied', async ({ page, signIn }) => {
    await signIn({ fullName: 'Sam Brand' });
    await page.goto('/settings/brand-kit');
    const accent = page.getByRole('textbox', { name: 'Accent', exact: true });
    await expect(accent).toHaveValue('#0066CC');
    await accent.fill('#12');
    await expect(page.getByRole('button', { name: 'Save Colours' })).toBeDisabled();
    await accent.fill('#AA3300');
    await expect(page.getByRole('img', { name: 'Accent #AA3300' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Colours' }).click();
    await expect(page.getByText('Brand kit updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Accent', exact: true })).toHaveValue('#AA3300');
  });

  test('dark mode follows the account to a new browser', async ({ page, signIn, browser, baseURL }) => {
    const account = await signIn();
    await page.goto('/settings/appearance');
    const darkMode = page.getByRole('region', { name: 'Appearance' }).getByRole('switch', { name: 'Dark Mode' });
    await expect(darkMode).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await darkMode.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(darkMode).not.toBeChecked();

    const elsewhere = await browser.newContext({ baseURL });
    try {
      const other = await elsewhere.newPage();
      const signedIn = await elsewhere.request.post('/api/auth/sign-in', {
        data: { email: account.email, password: account.password },
      });
      expect(signedIn.status()).toBe(200);
      await other.goto('/settings/appearance');
      await expect(
        other.getByRole('region', { name: 'Appearance' }).getByRole('switch', { name: 'Dark Mode' }),
      ).not.toBeChecked();
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    } finally {
      await elsewhere.close();
    }
  });

  test('uploads an avatar and sees it in the sidebar; a wrong file type is refused', async ({ page, signIn }) => {
    await signIn({ fullName: 'Pat Picture' });
    await page.goto('/settings/profile');
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'notes.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByText('Invalid File Type')).toBeVisible();
    await expect(page.getByText('Please select a PNG, JPG, or WEBP image.')).toBeVisible();

    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_DOT_PNG });
    await expect(page.getByText('Your profile picture has been changed.')).toBeVisible();
    const sidebarAvatar = page
      .getByRole('navigation', { name: 'Sidebar' })
      .locator('img[src*="/api/settings/media/avatars/"]');
    await expect(sidebarAvatar).toBeVisible();
    // The picture itself loads (served by the settings service through the gateway).
    expect(await sidebarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.reload();
    await expect(page.getByRole('img', { name: "Pat Picture's profile picture" })).toHaveAttribute(
      'src',
      /\/api\/settings\/media\/avatars\//,
    );
  });

  test('uploads a logo, sees it on the Brand Profile card, and removes it', async ({ page, signIn }) => {
    await signIn({ fullName: 'Lou Logo' });
    await page.goto('/settings/brand-kit');
    await page
      .getByTestId('logo-file-primary')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Brand Profile' }).locator('img')).toBeVisible();
    await page.getByRole('button', { name: 'Remove primary logo' }).click();
    await expect(page.getByText('Logo removed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Brand Profile' }).locator('img')).toHaveCount(0);
  });

  test("buys a plan on the provider's hosted page, sees it, and cancels it at the period's end", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings/billing');
    const current = page.getByRole('group', { name: 'Current plan' });
    await expect(current.getByRole('heading', { name: 'Free' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Growth' }).click();

    // The provider sandbox's hosted checkout: a declined card first, then one that pays.
    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/settings\/billing$/);
    await expect(page.getByText('Payment complete')).toBeVisible();
    await expect(current.getByRole('heading', { name: /Growth/ })).toBeVisible();
    await expect(current.getByText(/^Renews on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await current.getByRole('button', { name: 'Cancel Plan' }).click();
    await current.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Plan cancelled')).toBeVisible();
    await page.reload();
    await expect(current.getByText(/^Cancelled: you keep Growth until /)).toBeVisible();
  });

  test('leaves the plan as it was when the checkout is cancelled', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Nothing was charged.')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Current plan' }).getByRole('heading', { name: 'Free' }),
    ).toBeVisible();
  });

  test('every tab fits a 375 px screen', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn();
    for (const tab of ['profile', 'voice', 'brand-kit', 'billing', 'appearance']) {
      await page.goto(`/settings/${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
