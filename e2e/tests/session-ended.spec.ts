import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { type Account, createAccount, expect, expectPath, resetLinkFor, test, toast } from '../fixtures/test';

// Issue 30.7: a tab whose session ends elsewhere learns it at once and goes to /auth with the
// session-expired text: another tab of the browser (BroadcastChannel), another device with the same
// session or any device after a password reset (the gateway's session.ended on /api/events), and
// any request the API answers 401.
const expired = accountsTexts.session.expired;

/** The app's event stream is open (the layout opens it once signed in). */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok());
}

/** A signed-in page on /products (a page that sends no API request of its own), its stream open. */
async function openProducts(page: Page): Promise<void> {
  const stream = streamOpened(page);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await stream;
}

/**
 * From now on the page hears of its session only through `channel`: every other way (the event
 * stream, any API request that could answer 401) fails without an answer.
 */
async function onlyThrough(page: Page, channel: 'broadcast' | 'events'): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !(channel === 'events' && url.pathname === '/api/events'),
    (route) => route.abort(),
  );
}

async function expectSentToAuthWithExpiry(page: Page): Promise<void> {
  await expectPath(page, '/auth');
  await expect(toast(page, expired.title)).toContainText(expired.description);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
}

/** A second browser (its own cookies, no BroadcastChannel with the first), signed in with `password`. */
async function otherDevice(browser: Browser, baseURL: string | undefined, account: Account): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const signIn = await context.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context;
}

async function resetPassword(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/auth/password/reset-request', { data: { email } })).status()).toBe(200);
  const token = new URL(await resetLinkFor(request, email)).searchParams.get('token');
  const reset = await request.post('/api/auth/password/reset', { data: { token, password: 'Fresh-Pass-2026' } });
  expect(reset.status(), await reset.text()).toBe(200);
}

test.describe('a session ended elsewhere', () => {
  test('sign out in one tab: the other tab of the browser goes to /auth with the text', async ({
    context,
    page,
    signIn,
  }) => {
    await signIn();
    const other = await context.newPage();
    await openProducts(page);
    // Its event stream never opens (it would hear this very session's end too); once the page is
    // on screen, no request of it gets an answer.
    await other.route('**/api/events', (route) => route.abort());
    await other.goto('/products');
    await expect(other.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await onlyThrough(other, 'broadcast');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/auth');
    await expectSentToAuthWithExpiry(other);
    // The tab that signed out asked to: no expiry message there.
    await expect(toast(page, expired.title)).toHaveCount(0);
  });

  test('sign out on one device: another device with the same session hears it on /api/events', async ({
    browser,
    baseURL,
    page,
    signIn,
  }) => {
    await signIn();
    // The same session cookie in a separate browser context: no BroadcastChannel between the two.
    const device = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      storageState: await page.context().storageState(),
    });
    const devicePage = await device.newPage();
    await openProducts(page);
    await openProducts(devicePage);
    await onlyThrough(devicePage, 'events');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/auth');
    await expectSentToAuthWithExpiry(devicePage);
    await device.close();
  });

  test('a password reset ends every session: each device goes to /auth with the text', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.slow();
    const account = await createAccount(page.context().request);
    const phone = await otherDevice(browser, baseURL, account);
    const phonePage = await phone.newPage();
    await openProducts(page);
    await openProducts(phonePage);
    await onlyThrough(phonePage, 'events');

    await resetPassword(request, account.email);
    await expectSentToAuthWithExpiry(page);
    await expectSentToAuthWithExpiry(phonePage);
    await phone.close();
  });

  test('without the event stream, the next request answered 401 ends the session', async ({ page, request }) => {
    const account = await createAccount(page.context().request);
    await page.route('**/api/events', (route) => route.abort());
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    await resetPassword(request, account.email);
    // Settings reads the account: the gateway answers 401.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expectSentToAuthWithExpiry(page);
  });
});
