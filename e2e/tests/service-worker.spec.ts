import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The rest of the suite blocks service workers (playwright.config.ts): here they run. Serial: the
// second test rewrites the built worker, which the first one must not see.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** The built worker the gateway serves (the e2e stack serves the checked-out dist folders). */
const workerFile = path.resolve(__dirname, '..', '..', 'shell', 'dist', 'sw-cache-manager.js');
const CACHE_PREFIX = 'scp-assets-';
const hashedFile = /[.-][0-9a-f]{8,}\.(?:m?js|css|woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico)$/;

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign In', exact: true });

async function openAuth(page: Page): Promise<void> {
  await page.goto('/auth');
  await expect(signInHeading(page)).toBeVisible();
}

/** Registered after `load` (HEAD, register, install, activate, claim): wait until the worker controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Every cache of the origin with the paths it holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return contents;
  });
}

/** Marks the document: the mark is gone once the page has reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { scpMarked?: boolean }).scpMarked = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { scpMarked?: boolean }).scpMarked === true);

test('caches the hashed files of the shell and the remotes, never the API or /remotes.json', async ({
  page,
  context,
}) => {
  await openAuth(page);
  await waitForWorker(page);

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expect(signInHeading(page)).toBeVisible();
  const mainUrl = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src);
  const mainPath = new URL(mainUrl).pathname;
  expect(mainPath).toMatch(hashedFile);

  // The shell's script came through the worker; the API and the remotes map went to the network.
  expect(responses.find((response) => response.url() === mainUrl)?.fromServiceWorker()).toBe(true);
  const pathOf = (response: Response) => new URL(response.url()).pathname;
  const notForTheWorker = responses.filter((response) => /^\/api\/|^\/remotes\.json$/.test(pathOf(response)));
  expect(notForTheWorker.map(pathOf)).toEqual(expect.arrayContaining(['/remotes.json']));
  expect(notForTheWorker.some((response) => pathOf(response).startsWith('/api/'))).toBe(true);
  for (const response of notForTheWorker) expect(response.fromServiceWorker(), pathOf(response)).toBe(false);

  // One cache, of this build's version, with hashed files only (the shell's and mfe-auth's).
  await expect.poll(async () => Object.values(await cacheContents(page)).flat()).toContain(mainPath);
  const contents = await cacheContents(page);
  expect(Object.keys(contents)).toEqual([expect.stringMatching(/^scp-assets-[0-9a-f]{16}$/)]);
  const [cacheName, paths] = Object.entries(contents)[0]!;
  expect(paths.some((cached) => cached.startsWith('/remotes/auth/'))).toBe(true);
  for (const cached of paths) {
    expect(cached).toMatch(hashedFile);
    expect(cached).not.toMatch(/^\/api\/|remotes\.json|remoteEntry|mf-manifest|index\.html|sw-cache-manager/);
  }

  // Served from that cache, not the network: a marked copy in the cache is what the next load runs.
  await page.evaluate(
    async ({ name, url }) => {
      const cache = await caches.open(name);
      const cached = (await cache.match(url))!;
      const body = `${await cached.text()}\n;window.scpFromWorkerCache = true;`;
      await cache.put(url, new Response(body, { headers: cached.headers }));
    },
    { name: cacheName, url: mainUrl },
  );
  // Without the browser's memory and HTTP caches (DevTools' "Disable cache"), which would answer a
  // reload before the worker: what runs then can only come from the worker's cache.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await expect(signInHeading(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { scpFromWorkerCache?: boolean }).scpFromWorkerCache)).toBe(
    true,
  );
});

test("a new build version: 'A new version is available', Reload takes it, the old cache is gone and every page reloads", async ({
  page,
  context,
}) => {
  await openAuth(page);
  await waitForWorker(page);
  // Loaded again under the worker: its cache, named after the build version, fills.
  await page.reload();
  await expect(signInHeading(page)).toBeVisible();
  await expect.poll(async () => Object.keys(await cacheContents(page))).toHaveLength(1);
  const oldCache = Object.keys(await cacheContents(page))[0]!;
  const oldVersion = oldCache.slice(CACHE_PREFIX.length);
  // A second tab on the same worker: it must reload too (FORCE_RELOAD).
  const other = await context.newPage();
  await openAuth(other);
  await waitForWorker(other);

  const original = readFileSync(workerFile, 'utf8');
  expect(original).toContain(oldVersion);
  const newVersion = `e2e${Date.now().toString(16)}`;
  try {
    // What a rebuild of the shell does to the worker: another version in the same file.
    writeFileSync(workerFile, original.split(oldVersion).join(newVersion));
    await Promise.all([mark(page), mark(other)]);
    // The page checks every 30 s; here the check is asked for at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    // Nothing changes before the user says so.
    expect(await marked(page)).toBe(true);
    expect(Object.keys(await cacheContents(page))).toEqual([oldCache]);

    const reloaded = page.waitForEvent('load');
    const otherReloaded = other.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await Promise.all([reloaded, otherReloaded]);
    for (const tab of [page, other]) {
      await expect(signInHeading(tab)).toBeVisible();
      expect(await marked(tab)).toBe(false);
    }
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    // The new worker controls the page; its activation deleted the old version's cache.
    await expect.poll(async () => Object.keys(await cacheContents(page))).toEqual([`${CACHE_PREFIX}${newVersion}`]);
    const active = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
    expect(active).toBe('activated');
  } finally {
    writeFileSync(workerFile, original);
  }
});
