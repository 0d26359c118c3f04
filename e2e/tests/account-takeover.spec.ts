import type { APIRequestContext, Page } from '@playwright/test';
import { emptyOnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { expect, expectPath, latestMail, test, toast } from '../fixtures/test';

// Account takeover through a linked Shopify identity (issue 30 item 1), with two people in two
// browsers: an attacker installs with a shop whose (unverified) e-mail is the owner's, then the
// owner signs in with Google (verified). The sandbox's Carla Rossi plays the owner (her shop
// carla-ceramics has her address); no other spec signs in as her with Google or that shop, so the
// shared stack's other specs cannot have made her account first.

const OWNER_EMAIL = 'carla.rossi@example.com';
const SHOP = 'carla-ceramics';

async function shopifySignIn(page: Page, shop: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: /Shopify/ }).click();
  await page.getByPlaceholder('your-store.myshopify.com').fill(shop);
  await page.getByRole('button', { name: 'Connect Store' }).click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
}

async function sessionEmail(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get('/api/auth/session');
  if (response.status() !== 200) return undefined;
  return ((await response.json()) as { user: { email: string } }).user.email;
}

test('a shop with the owner’s e-mail cannot keep a way into the owner’s account', async ({ browser }) => {
  // Four sign-ins in two browsers: past 30 s in a CI run beside other builds.
  test.setTimeout(90_000);
  const attackerContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  const owner = await ownerContext.newPage();

  // 1. The attacker signs in with the shop: a new account is made for the shop's e-mail.
  await shopifySignIn(attacker, SHOP);
  await expect(attacker).toHaveURL((url) => url.pathname !== '/auth');
  expect(await sessionEmail(attacker.request)).toBe(OWNER_EMAIL);

  // 2. The owner signs in with Google, which vouches for the address: the account is hers.
  await owner.goto('/auth');
  await owner.getByRole('button', { name: /Google/ }).click();
  await owner.getByRole('radio', { name: /Carla Rossi/ }).check();
  await owner.getByRole('button', { name: 'Allow' }).click();
  await expect(owner).toHaveURL((url) => url.pathname !== '/auth');
  expect(await sessionEmail(owner.request)).toBe(OWNER_EMAIL);

  // The attacker's session ended, and the owner was told what was removed.
  expect(await sessionEmail(attacker.request)).toBeUndefined();
  const mail = await latestMail(owner.request, OWNER_EMAIL);
  expect(mail.subject).toBe('Sign-in methods removed from your account');
  expect(mail.text).toContain(`Shopify (${SHOP}.myshopify.com)`);

  // 3. The shop no longer opens the account: the attacker is back on /auth with the reason.
  await shopifySignIn(attacker, SHOP);
  await expectPath(attacker, '/auth');
  await expect(toast(attacker, 'Shopify sign in failed')).toContainText(
    'An account with this email already exists. Sign in the way you did before, then link Shopify in Settings → Profile.',
  );
  expect(await sessionEmail(attacker.request)).toBeUndefined();

  // 4. The owner sees the account's ways in: Google only, no password (a session alone never sets one).
  const password = await owner.request.post('/api/auth/password', { data: { password: 'Attacker-2026' } });
  expect(password.status()).toBe(403);
  const onboarded = await owner.request.post('/api/onboarding/complete', {
    data: { formData: emptyOnboardingFormData, skipped: true },
  });
  expect(onboarded.status()).toBe(200);
  expect((await owner.request.get('/api/auth/user')).status()).toBe(200);
  await owner.goto('/settings/profile');
  const methods = owner.getByRole('region', { name: 'Sign-in methods' });
  const list = methods.getByRole('list', { name: 'Linked sign-in methods' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Google');
  await expect(list.getByRole('listitem').first()).toContainText(OWNER_EMAIL);
  await expect(methods.getByText('Not set')).toBeVisible();
  // The last way in stays.
  await methods.getByRole('button', { name: `Remove Google ${OWNER_EMAIL}` }).click();
  await expect(toast(owner, 'Could not remove the sign-in method')).toContainText(
    'This is the only way into your account.',
  );
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // 5. The owner links a shop of hers from here (a link flow that comes back to the profile).
  await methods.getByLabel('Shopify store domain').fill('alices-bakery');
  await methods.getByRole('button', { name: 'Link Shopify' }).click();
  await owner.getByRole('button', { name: 'Allow' }).click();
  await expectPath(owner, '/settings/profile');
  await expect(toast(owner, 'Shopify sign-in linked to your account.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toContainText('alices-bakery.myshopify.com');
  await expect
    .poll(async () => (await latestMail(owner.request, OWNER_EMAIL)).subject)
    .toBe('Shopify sign-in added to your account');

  await attackerContext.close();
  await ownerContext.close();
});
