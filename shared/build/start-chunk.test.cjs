// The shell's start chunk takes what every page's start runs, and nothing a lazy page alone loads.
const path = require('node:path');
const { startChunkCacheGroup, staticImportClosure } = require('./start-chunk.cjs');

const repoRoot = path.join(__dirname, '..', '..');
const bootstrap = path.join(repoRoot, 'shell', 'src', 'bootstrap.tsx');
const relative = (files) => [...files].map((file) => path.relative(repoRoot, file));

describe('the shell start chunk', () => {
  const files = relative(staticImportClosure(bootstrap));

  it("follows the bootstrap's static imports into the shell and the kit", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'shell/src/bootstrap.tsx',
        'shell/src/app.tsx',
        'shared/src/client/store.ts',
        'shared/src/client/api.ts',
        'shared/src/client/session-lookup.ts',
        'shared/src/contracts/app/app-texts.ts',
      ]),
    );
  });

  it('leaves out what is loaded with import() (the app layout, the service worker registration)', () => {
    expect(files).not.toContain('shell/src/layout/app-layout.tsx');
    expect(files).not.toContain('shell/src/service-worker/register-service-worker.ts');
    expect(files).not.toContain('shell/src/session/session-ended-watch.ts');
    expect(files.filter((file) => file.startsWith('shell/src/pages/') && !file.endsWith('-paths.ts'))).toEqual([]);
  });

  it('takes the start libraries and the package modules a start file imports statically', () => {
    const { test } = startChunkCacheGroup(bootstrap);
    const start = { resource: path.join(repoRoot, 'shared', 'src', 'client', 'toaster.tsx') };
    const lazy = { resource: path.join(repoRoot, 'shell', 'src', 'layout', 'app-layout.tsx') };
    const icon = { resource: '/x/node_modules/@ant-design/icons/es/icons/CloseOutlined.js' };
    const layoutIcon = { resource: '/x/node_modules/@ant-design/icons/es/icons/MenuOutlined.js' };
    const staticFrom = (origin) => {
      const dependency = {};
      return { originModule: origin, dependency, parent: origin };
    };
    const incoming = new Map([
      [icon, [staticFrom(start)]],
      [layoutIcon, [staticFrom(lazy)]],
    ]);
    const moduleGraph = {
      getIncomingConnections: (module) => incoming.get(module) ?? [],
      getParentBlock: (dependency) =>
        [...incoming.values()].flat().find((connection) => connection.dependency === dependency).parent,
    };
    const inStart = (module) => test(module, { moduleGraph });
    expect(inStart(start)).toBe(true);
    expect(inStart(lazy)).toBe(false);
    expect(inStart(icon)).toBe(true);
    expect(inStart(layoutIcon)).toBe(false);
    expect(inStart({ resource: '/x/node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs' })).toBe(true);
    expect(inStart({ resource: '/x/node_modules/react/cjs/react.production.js' })).toBe(true);
    expect(inStart({ resource: '/x/node_modules/react-dom/cjs/react-dom-client.production.js' })).toBe(false);
    expect(inStart({ resource: '/x/node_modules/antd/es/button/Button.js' })).toBe(false);
  });
});
