import { mkdtemp, rm, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startExtraGateway, type ExtraGateway } from '../fixtures/extra-gateway';
import { buildRemoteRelease, type RemoteRelease } from '../fixtures/remote-release';
import { startStaticOrigin, type StaticOrigin } from '../fixtures/static-origin';
import { expect, test as base } from '../fixtures/test';

/**
 * Issue 18: one remote redeployed alone. New releases of mfe-settings are built apart from the
 * repository's build into a release store served by a second origin (a CDN), and a gateway of this
 * spec's own is re-pointed at them with REMOTE_SETTINGS_URL / REMOTE_SETTINGS_VERSION. The shell's
 * files are the ones built once for the whole suite; a browser page stays open across each step.
 */

const exposedRoutes = 'src/routes.tsx';
const exposedDefault = 'export default withAntdThemeBridge(SettingsRoutes);';
const releaseNote = 'Settings release 2: your brand kit, faster.';
const newTagText = 'New in release 3';

interface Releases {
  store: StaticOrigin;
  /** A visible change only. */
  visible: RemoteRelease;
  /** Uses antd's Tag, which no app of the repository uses (the deployed shell's antd lacks it). */
  newAntdExport: RemoteRelease;
  gateway: ExtraGateway;
  workDir: string;
}

const test = base.extend<{ baseURL: string }, { releases: Releases }>({
  releases: [
    async ({}, use) => {
      const workDir = await mkdtemp(path.join(os.tmpdir(), 'scp-redeploy-'));
      const storeDir = path.join(workDir, 'store');
      const visible = await buildRemoteRelease({
        remote: 'settings',
        version: '2.0.0-e2e',
        store: storeDir,
        workDir,
        changes: [
          {
            file: exposedRoutes,
            find: exposedDefault,
            replace: `function NextRelease() {
  return (
    <>
      <p role="note">${releaseNote}</p>
      <SettingsRoutes />
    </>
  );
}
export default withAntdThemeBridge(NextRelease);`,
          },
        ],
      });
      const newAntdExport = await buildRemoteRelease({
        remote: 'settings',
        version: '3.0.0-e2e',
        store: storeDir,
        workDir,
        addSharedExports: { antd: ['Tag'] },
        changes: [
          {
            file: exposedRoutes,
            find: exposedDefault,
            replace: `import { Tag } from 'antd';
function NextRelease() {
  return (
    <>
      <Tag>${newTagText}</Tag>
      <SettingsRoutes />
    </>
  );
}
export default withAntdThemeBridge(NextRelease);`,
          },
        ],
      });
      // A folder whose manifest names another release than the folder's: a broken upload.
      await cp(visible.dir, path.join(storeDir, 'settings', '2.0.1-e2e'), { recursive: true });
      const store = await startStaticOrigin(storeDir);
      const gateway = await startExtraGateway();
      await use({ store, visible, newAntdExport, gateway, workDir });
      await gateway.stop();
      await store.stop();
      await rm(workDir, { recursive: true, force: true });
    },
    // Two remote builds: the worker's first test waits for them.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ releases }, use) => {
    await use(releases.gateway.url);
  },
});

test.describe.configure({ mode: 'serial' });
// The shell's service worker is on here: it must not keep the old release.
test.use({ serviceWorkers: 'allow' });

/** The release of mfe_settings the page loaded, from the federation runtime's record of its manifest. */
async function loadedSettingsRelease(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: { moduleInfo?: Record<string, { version?: string; buildVersion?: string }> };
      }
    ).__FEDERATION__;
    const entry = Object.entries(federation?.moduleInfo ?? {}).find(([key]) => key.startsWith('mfe_settings:'));
    return entry?.[1].buildVersion;
  });
}

/**
 * The shell's own script files: the same before and after each redeploy (the shell is not rebuilt).
 * The remote entries the federation runtime adds come and go with the areas loaded (a CI run caught
 * the dashboard's, fetched ahead once the page was idle, in one list and not yet in the other), so
 * only the gateway's files outside /remotes/ are compared.
 */
async function shellScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[src]')]
      .map((script) => new URL(script.getAttribute('src') ?? '', location.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/remotes/'))
      .map((url) => url.pathname),
  );
}

async function openBrandKit(page: Page): Promise<void> {
  await page.goto('/settings/brand-kit');
  await expect(page.getByRole('heading', { name: 'Brand Kit', exact: true })).toBeVisible();
}

test('a settings release deployed alone to another origin shows in the running shell; pointing back rolls it back', async ({
  page,
  signIn,
  releases,
}) => {
  const { gateway, store, visible } = releases;
  await gateway.restart();
  await signIn();
  await openBrandKit(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByText(releaseNote)).toHaveCount(0);
  const scripts = await shellScripts(page);
  expect(scripts).not.toEqual([]);

  await gateway.restart({ REMOTE_SETTINGS_URL: `${store.url}/settings/`, REMOTE_SETTINGS_VERSION: visible.version });
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(releaseNote);
  await expect(page.getByRole('heading', { name: 'Brand Kit', exact: true })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(store.requested).toContain(`/settings/${visible.version}/mf-manifest.json`);
  expect(await loadedSettingsRelease(page)).toBe(visible.version);
  expect(await shellScripts(page)).toEqual(scripts);
  // The other areas still come from the gateway's own builds.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  await gateway.restart();
  await openBrandKit(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Brand Kit', exact: true })).toBeVisible();
  await expect(page.getByText(releaseNote)).toHaveCount(0);
  expect(await loadedSettingsRelease(page)).not.toBe(visible.version);
});

test('a release using an antd component no app used before works without rebuilding the shell', async ({
  page,
  signIn,
  releases,
}) => {
  const { gateway, store, newAntdExport } = releases;
  await gateway.restart({
    REMOTE_SETTINGS_URL: `${store.url}/settings/`,
    REMOTE_SETTINGS_VERSION: newAntdExport.version,
  });
  await signIn();
  await openBrandKit(page);
  const tag = page.getByText(newTagText);
  await expect(tag).toBeVisible();
  await expect(tag).toHaveClass(/\bant-tag\b/);
  expect(await loadedSettingsRelease(page)).toBe(newAntdExport.version);
  // mfe_settings runs on its own antd copy; the shell and the other remotes keep the shell's.
  expect(
    await page.evaluate(
      () => (window as unknown as { __scpOwnSharedCopies?: Set<unknown> }).__scpOwnSharedCopies?.size,
    ),
  ).toBe(1);
  // That copy is given the app's theme: the Tag's text is the theme's (dark or light) text colour,
  // not the default light theme's, which an unthemed copy would show on a dark page.
  const { mode, colour } = await tag.evaluate((element) => ({
    mode: document.documentElement.dataset.theme,
    colour: getComputedStyle(element).color,
  }));
  expect(colour).toBe(mode === 'light' ? 'rgba(0, 0, 0, 0.88)' : 'rgba(255, 255, 255, 0.85)');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('a pinned release is loaded only from a folder that holds it', async ({ page, signIn, releases }) => {
  const { gateway, store } = releases;
  // 2.0.1-e2e's folder holds release 2.0.0-e2e: the shell refuses it and shows the area's fallback.
  await gateway.restart({ REMOTE_SETTINGS_URL: `${store.url}/settings/`, REMOTE_SETTINGS_VERSION: '2.0.1-e2e' });
  await signIn();
  await page.goto('/settings/brand-kit');
  await expect(
    page.getByRole('heading', { name: 'Failed to load settings. Please refresh the page to try again.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(releaseNote)).toHaveCount(0);
});
