// Which @scp/shared files become Module Federation shared modules: a stateless file shared costs
// every first visit a chunk and a share-map entry in every remote.
const path = require('node:path');
const { createSharedModules, isBundledNotShared } = require('./shared-modules.cjs');

describe('isBundledNotShared', () => {
  it("bundles every area's texts, constants and paths, internal contracts, the time units and the domain registry", () => {
    for (const subpath of [
      'contracts/auth/accounts-texts',
      'contracts/app/app-constants',
      'contracts/settings/settings-paths',
      'contracts/app/time-units',
      'contracts/domains',
      'contracts/settings/integrations-internal',
      'contracts/auth/auth-internal',
      'contracts/dashboard/analytics',
      'client/app-theme',
    ]) {
      expect([subpath, isBundledNotShared(subpath)]).toEqual([subpath, true]);
    }
  });

  it('bundles the page container, the platform marks and the arrival sound into the apps that use them', () => {
    // Shared, each would cost every first visit (/auth too) a share-map entry, the marks their icon data.
    for (const subpath of ['client/page-container', 'client/platform-mark', 'client/activity-sound']) {
      expect([subpath, isBundledNotShared(subpath)]).toEqual([subpath, true]);
    }
  });

  it("bundles Settings → Profile's sign-in methods and how a tab hears its session ended into the apps that use them", () => {
    // Shared, each would cost every first visit (/auth too) a chunk or a share-map entry in every remote.
    for (const subpath of [
      'contracts/auth/linked-identities-api',
      'contracts/auth/linked-identities-texts',
      'client/session-ended',
      'client/session-broadcast',
      'contracts/app/session-events',
    ]) {
      expect([subpath, isBundledNotShared(subpath)]).toEqual([subpath, true]);
    }
  });

  it('shares the schemas and the client kit', () => {
    for (const subpath of [
      'contracts/auth/auth-api',
      'contracts/errors',
      'contracts/remotes',
      'client/api',
      'client/session-slice',
    ]) {
      expect([subpath, isBundledNotShared(subpath)]).toEqual([subpath, false]);
    }
  });
});

describe('createSharedModules', () => {
  it('keys no texts, constants or paths file nor the domain registry, and keeps the session contract', () => {
    const keys = Object.values(createSharedModules({ dirname: path.join(__dirname, '..'), treeShaking: {} }))
      .map((entry) => entry.shareKey)
      .filter(Boolean);
    expect(keys).toContain('@scp/shared/contracts/auth/session');
    expect(keys).toContain('@scp/shared/contracts/remotes');
    expect(keys.filter((key) => /-(texts|constants|paths)$|time-units$|\/contracts\/domains$/.test(key))).toEqual([]);
  });
});
