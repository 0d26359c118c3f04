import { expect, test } from '../fixtures/test';

test('the API documentation renders its operations in the browser, under the gateway CSP', async ({ page }) => {
  // Swagger UI reads and draws a document of 150 operations: past 30 s in a CI run beside other builds.
  test.setTimeout(60_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Social-commerce platform API/ })).toBeVisible();
  // Each tag's operations are drawn when the tag is opened.
  await page.locator('.opblock-tag', { hasText: /^auth/ }).click();
  const signIn = page.locator('.opblock-summary', { hasText: '/api/auth/sign-in' }).first();
  await expect(signIn).toBeVisible();
  // Opening an operation shows its request body schema, generated from the zod contract.
  await signIn.click();
  await expect(page.locator('.opblock-body').first()).toContainText('password');
  expect(refused).toEqual([]);
});
