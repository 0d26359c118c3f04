// The Module Federation `shared` map used by the shell and every remote (docs/architecture.md, The front end).
// Kept apart from the webpack preset so the sharing rules can be read (and tested) on their own.
const fs = require('node:fs');
const path = require('node:path');
const sharedUsedExports = require('./shared-used-exports.cjs');

const sharedRoot = path.join(__dirname, '..');
const sharedSrc = path.join(sharedRoot, 'src');

/**
 * Libraries that hold module-level state (React, the router, the store, antd's theme context): one
 * copy each. Stateless libraries stay out: a shared module is only tree-shaken down to a repo-wide
 * export list (shared-used-exports.cjs, antd and react-router), so sharing @ant-design/icons
 * shipped all ~900 KB of icons to every first visit.
 */
const singletonLibraries = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'antd',
];

/** Entry points that webpack resolves separately from their package root, so they need their own key. */
const singletonSubpaths = {
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
};

/** Finds a package's own package.json from `fromDir` without relying on its `exports` map. */
function readPackageJson(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Files of `@scp/shared` that hold no state (a pure function, constants): bundled into each app that
 * imports them instead of shared. A shared file costs every first visit a chunk of its own and an
 * entry in every remote's share map, which is only worth paying for a singleton. The domain
 * registry (`contracts/domains`) is plain data: the shared files that read it (the remote loader's
 * `contracts/remotes`, the `api`'s tag types) bundle their own copy.
 */
const bundledNotShared = new Set([
  'client/antd-app-theme',
  'client/antd-theme-bridge',
  'client/app-theme',
  'client/close-button',
  'client/dev-page-frame',
  'client/dashboard/analytics-api',
  'client/dialog',
  // Stateless, their state kept by the singleton that imports them (error-reporting holds the monitor,
  // api.ts the retry policy); fake-event-source is for tests. Each share-map entry costs every first visit.
  'client/error-classifier',
  'client/error-monitor',
  'client/fake-event-source',
  'client/retry-policy',
  'client/field',
  'client/floating-chat-button',
  'client/session-reload-api',
  // How a tab hears that its session ended elsewhere: functions, a channel and its message, their
  // state kept by the store and the session slice. The store's copy of session-ended rides in the
  // store's chunk, the rest in the chunk the shell opens after the first sign-in; shared, each cost
  // every first visit (/auth's too) a chunk of its own or a share-map entry in every remote.
  'client/session-broadcast',
  'client/session-ended',
  'contracts/app/session-events',
  // The federation runtime plugins (a remote's antd fallback and what it tells the bridge, the shell's
  // runtime core handed to the remotes): each app bundles its own.
  'client/own-shared-copies',
  'client/shared-exports-fallback',
  'client/provide-runtime-core',
  'client/page-eyebrow-title',
  // Stateless frames and marks: each remote that draws them bundles them, and /auth, which draws none,
  // never loads them (the marks' icon data most of all).
  'client/page-container',
  'client/platform-mark',
  'client/sparkline',
  'client/activity-sound',
  'client/planned-remote-slot',
  'client/stat-tile',
  'client/tab-list',
  'client/time-ago',
  'client/onboarding/goals-api',
  'client/settings/browser-window',
  'client/settings/connect-return',
  'client/settings/use-connect-return',
  'client/settings/integrations-api',
  'client/settings/shop-domain-dialog',
  'client/settings/use-connect-platform',
  'client/settings/use-oauth-callback-message',
  'client/settings/use-refetch-accounts',
  'client/use-media-query',
  'client/use-now',
  'client/use-prefers-reduced-motion',
  'client/visually-hidden',
  'contracts/app/time-units',
  'contracts/domains',
  // One area's request and answer schemas, read by that area's remote alone (or by services only):
  // a share-map entry in every app would make every first visit pay for them.
  'contracts/auth/help-contact',
  // Settings → Profile's sign-in methods: apart from auth-api so that /auth's first visit never carries them.
  'contracts/auth/linked-identities-api',
  'contracts/settings/connected-accounts',
  'contracts/settings/industry-inference',
  'contracts/dashboard/sync',
  'contracts/dashboard/analytics',
  'contracts/dashboard/health',
  'contracts/dashboard/analytics-tools',
  'contracts/dashboard/analytics-computation',
  'contracts/dashboard/dashboard-format',
  'contracts/dashboard/dashboard-math',
  'contracts/dashboard/health-score',
  'contracts/dashboard/platform-performance',
  'contracts/onboarding/onboarding',
  'contracts/assistant/assistant-api',
  'contracts/assistant/answer-quality',
  'contracts/responder/responder-api',
  'contracts/responder/responder-webhooks',
  'contracts/responder/inbox-conversations',
  'contracts/responder/saved-replies',
  'contracts/responder/conversation-customer',
  // The unread total: read by the shell's layout (its own chunk, never /auth's) and the responder remote.
  'contracts/responder/inbox-unread',
  'client/responder/inbox-unread-api',
  'contracts/studio/studio-api',
  'contracts/studio/post-rules',
  'contracts/studio/zoned-time',
  'contracts/studio/post-metrics',
  'contracts/studio/product-link',
  'contracts/studio/best-times',
  'contracts/studio/moodboard-api',
  'contracts/studio/post-sales',
  'contracts/dashboard/top-posts',
  'contracts/dashboard/products-api',
  'contracts/dashboard/customers',
  'contracts/dashboard/competitors',
  'contracts/dashboard/inspiration',
  'contracts/dashboard/roi',
  'contracts/dashboard/roi-texts',
  'contracts/app/error-report',
  'contracts/auth/user-metadata-update',
  'contracts/events',
  'contracts/settings/billing',
  'contracts/settings/brand-kit',
  'contracts/settings/media',
  'contracts/settings/voice-profiles',
  // The API catalogue (issue 18) and the webhook contracts: server side only, never in a browser bundle.
  'contracts/app/api-catalogue',
  'contracts/app/api-route',
  'contracts/app/app-api-routes',
  'contracts/auth/accounts-api-routes',
  'contracts/settings/settings-api-routes',
  'contracts/settings/billing-webhooks',
  'contracts/dashboard/dashboard-api-routes',
  'contracts/dashboard/shopify-webhooks',
  'contracts/onboarding/onboarding-api-routes',
  'contracts/assistant/assistant-api-routes',
  'contracts/responder/responder-api-routes',
  'contracts/studio/studio-api-routes',
]);

/**
 * Every area's texts, constants and paths (`contracts/<area>/<area>-texts` and the like): plain data,
 * and each app imports a different few, so bundling them keeps another area's words off its first visit.
 * Internal contracts (`*-internal`, between services) never reach a browser at all.
 */
const bundledNotSharedPattern = /^contracts\/[a-z-]+\/[a-z-]+-(texts|constants|paths|internal)$/;

/** `subpath`: a source file's path under shared/src, without its extension. */
function isBundledNotShared(subpath) {
  return bundledNotShared.has(subpath) || bundledNotSharedPattern.test(subpath);
}

/** Every browser-side source file of `@scp/shared`. */
function sharedSourceFiles(dir = sharedSrc) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sharedSourceFiles(full));
    // Test helpers (`*.test.ts`, `test-utils.tsx`, jest setup files) must never reach a browser bundle.
    else if (/\.tsx?$/.test(entry.name) && !/test|spec|jest/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/**
 * Which singletons get MF 2's shared tree shaking: all of shared-used-exports.cjs unless turned off
 * with MF_ANTD_TREE_SHAKING=0 / MF_ROUTER_TREE_SHAKING=0 (the bench builds both ways).
 */
function treeShakingFromEnv(env = process.env) {
  const all = env.MF_SHARED_TREE_SHAKING !== '0';
  return {
    ...Object.fromEntries(Object.keys(sharedUsedExports).map((name) => [name, all])),
    antd: all && env.MF_ANTD_TREE_SHAKING !== '0',
    'react-router': all && env.MF_ROUTER_TREE_SHAKING !== '0',
  };
}

/**
 * Builds the `shared` option. `@scp/shared` files are keyed by their absolute path, not by a
 * `@scp/shared/` prefix: a prefix only matches the bare specifier, while the kit's own files import
 * each other relatively (`./api`); keyed by resolved path, both spellings become the same singleton,
 * which is what keeps the RTK Query `api` and the session slice one instance across all apps.
 */
function createSharedModules({
  dirname,
  treeShaking = treeShakingFromEnv(),
  usedExportsByPackage = sharedUsedExports,
}) {
  const shared = {};
  for (const name of singletonLibraries) {
    const pkg = readPackageJson(name, dirname);
    if (!pkg) continue;
    shared[name] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
  }
  for (const [request, owner] of Object.entries(singletonSubpaths)) {
    const pkg = readPackageJson(owner, dirname);
    if (!pkg) continue;
    shared[request] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
  }
  for (const [name, usedExports] of Object.entries(usedExportsByPackage)) {
    if (!treeShaking[name] || !shared[name]) continue;
    // Every build keeps the same repo-wide export list, so whichever app's tree-shaken copy the
    // runtime picks (the first loaded singleton, whatever its exports) serves every consumer.
    shared[name] = { ...shared[name], treeShaking: { mode: 'runtime-infer', usedExports } };
  }
  const ownVersion = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).version;
  for (const file of sharedSourceFiles()) {
    const subpath = path
      .relative(sharedSrc, file)
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '');
    if (isBundledNotShared(subpath)) continue;
    shared[file] = {
      import: file,
      shareKey: `@scp/shared/${subpath}`,
      singleton: true,
      version: ownVersion,
      requiredVersion: `^${ownVersion}`,
    };
  }
  return shared;
}

module.exports = { createSharedModules, isBundledNotShared, sharedSrc, singletonLibraries, treeShakingFromEnv };
