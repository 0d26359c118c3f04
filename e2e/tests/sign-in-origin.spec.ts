import { expect, test } from '../fixtures/test';

// A redirect sign-in returns to the origin it started on when that origin is trusted (issue 30
// item 6): opened on 127.0.0.1, the provider sends the browser back to 127.0.0.1, where the flow's
// cookie is, and the sign-in works. The people are ones whose sign-in always opens the same
// account, whichever spec of the shared stack signs them in first.

for (const [provider, person] of [
  ['Google', /Alice Martin/],
  ['Apple', /Carla Rossi/],
] as const) {
  test(`${provider} sign-in on http://127.0.0.1 comes back to 127.0.0.1 signed in`, async ({ browser }) => {
    const origin = new URL(process.env.E2E_BASE_URL!);
    origin.hostname = '127.0.0.1';
    const context = await browser.newContext({ baseURL: origin.origin });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: new RegExp(provider) }).click();
    await page.getByRole('radio', { name: person }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL((url) => url.origin === origin.origin && url.pathname !== '/auth');
    await expect(page.getByText('Sign in could not be verified. Please try again.')).toHaveCount(0);
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
    await context.close();
  });
}
