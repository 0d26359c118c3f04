import type { Page } from '@playwright/test';
import { createAccount, expect, test } from '../fixtures/test';

/** Each remote, reached where the shell mounts it, shows its own screen. */
const remoteScreens: ReadonlyArray<[remote: string, path: string, heading: string]> = [
  ['mfe_auth', '/auth', 'Sign In'],
  ['mfe_settings', '/settings/brand-kit', 'Brand Kit'],
  ['mfe_dashboard', '/', 'Dashboard'],
  ['mfe_onboarding', '/onboarding', 'Onboarding'],
  ['mfe_assistant', '/test/chatbot', 'Chatbot Test'],
];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  /** Set when the package is shared tree-shaken: the trimmed copy's own state. */
  treeShaking?: { loaded?: boolean };
}

/**
 * Distinct loaded copies (provider and version) of a shared package, over every federation
 * instance on the page: each instance lists the share scope it uses, so one copy appears once per
 * instance. A full and a tree-shaken copy of the same package both loaded count as two.
 */
async function loadedCopies(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const copies = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(packages[name] ?? {})) {
          if (entry.loaded) copies.add(`${entry.from}@${version}`);
          if (entry.treeShaking?.loaded) copies.add(`${entry.from}@${version} (tree-shaken)`);
        }
      }
    }
    return [...copies];
  }, pkg);
}

test.describe('remotes in the shell', () => {
  for (const [remote, path, heading] of remoteScreens) {
    test(`${remote} loads into the shell at ${path}`, async ({ page, signIn }) => {
      if (path !== '/auth') await signIn();
      const manifest = page.waitForResponse((response) =>
        response.url().includes(`/remotes/${remote.slice(4)}/mf-manifest.json`),
      );
      await page.goto(path);
      expect((await manifest).ok()).toBe(true);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    });
  }

  test("mfe_responder's widget loads into the layout's inbox panel", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/products');
    await page.getByRole('button', { name: 'Inbox' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Inbox', exact: true })).toBeVisible();
  });

  test('react, react-dom and antd are loaded once, from the shell, for the shell and the remotes', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    for (const pkg of ['react', 'react-dom', 'antd']) {
      const copies = await loadedCopies(page, pkg);
      expect(copies, `${pkg} copies`).toHaveLength(1);
      expect(copies[0]).toMatch(/^shell@/);
    }
  });
});

test.describe('a remote that cannot be reached', () => {
  test('shows its area fallback while the rest of the app keeps working', async ({ page, signIn }) => {
    await signIn();
    await page.route('**/remotes/settings/**', (route) => route.abort());
    await page.goto('/settings/profile');
    await expect(page.getByText('Failed to load settings. Please refresh the page to try again.')).toBeVisible();
    // Navigation still works and other remotes still load.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('the sign-in area says it cannot be loaded', async ({ page }) => {
    await page.route('**/remotes/auth/**', (route) => route.abort());
    await page.goto('/auth');
    await expect(page.getByText('Unable to load Authentication')).toBeVisible();
    await expect(page.getByText('Please refresh the page to try again')).toBeVisible();
    // A page of another owner still renders.
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', exact: true })).toBeVisible();
  });
});

test.describe('the app on any address of the gateway', () => {
  // The remotes the gateway serves itself are listed as same-origin paths, so the page loads them
  // from whatever address it was opened on (a LAN address or a proxy host works the same way).
  for (const host of ['localhost', '127.0.0.1']) {
    test(`opened on ${host}: the remotes load and a sign-in works`, async ({ browser, request }) => {
      const baseURL = new URL(process.env.E2E_BASE_URL!);
      baseURL.hostname = host;
      const account = await createAccount(request);
      const context = await browser.newContext({ baseURL: baseURL.origin });
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          blocked.push(message.text());
      });
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await page.getByLabel('Email').fill(account.email);
      await page.getByPlaceholder('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL((url) => url.origin === baseURL.origin && url.pathname === '/');
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      expect(blocked).toEqual([]);
      await context.close();
    });
  }
});
