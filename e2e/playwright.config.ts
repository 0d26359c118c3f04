import { defineConfig } from '@playwright/test';
// Debian's Chromium (its headless shell) with the flags these machines need; one definition for e2e and the bench.
import { chromiumLaunchOptions } from '../services/stack/lib/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] },
    // Recording a trace costs a quarter of each test's time with Debian's Chromium 156 (docs/toolchain.md,
    // "The suite's time"). In CI a failed test runs once more and that retry is recorded;
    // locally (no retries) a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Specs answer requests with page.route, which a service worker would bypass: the worker only
    // runs where a spec asks for it (service-worker.spec.ts).
    serviceWorkers: 'block',
  },
});
