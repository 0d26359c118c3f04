import sharedExportsFallback, { missingExports } from './shared-exports-fallback';
import { ownSharedCopies } from './own-shared-copies';

type Plugin = ReturnType<typeof sharedExportsFallback>;
type BeforeLoadShareArgs = Parameters<NonNullable<Plugin['beforeLoadShare']>>[0];
type ResolveShareArgs = Parameters<NonNullable<Plugin['resolveShare']>>[0];

const shellAntd = { Button: 'shell Button', ConfigProvider: 'shell ConfigProvider' };
const ownAntd = { Button: 'own Button', ConfigProvider: 'own ConfigProvider', Tag: 'own Tag' };

/** A remote's federation instance whose share scope holds the shell's loaded tree-shaken copy. */
function loadShareArgs(pkgName: string, loadOwnCopy = jest.fn(async () => () => ownAntd)) {
  const args = {
    pkgName,
    shareInfo: { scope: ['default'], treeShaking: { get: loadOwnCopy } },
    origin: {
      options: { name: 'mfe_settings' },
      shareScopeMap: {
        default: { [pkgName]: { '6.6.8': { from: 'shell', treeShaking: { lib: () => shellAntd } } } },
      },
    },
  } as unknown as BeforeLoadShareArgs;
  return { args, loadOwnCopy };
}

function resolve(plugin: Plugin, pkgName: string) {
  const shellResolver = () => ({ shared: 'the shell copy', useTreesShaking: true });
  const args = plugin.resolveShare!({ pkgName, resolver: shellResolver } as unknown as ResolveShareArgs) as {
    resolver: () => { shared: { treeShaking: { lib: () => unknown } } | string };
  };
  return args.resolver();
}

beforeEach(() => ownSharedCopies().clear());

describe('missingExports', () => {
  it('names the exports a copy does not have', () => {
    expect(missingExports(shellAntd, ['Button', 'Tag', 'Badge'])).toEqual(['Tag', 'Badge']);
    expect(missingExports(shellAntd, ['Button'])).toEqual([]);
  });
});

describe('shared exports fallback (a remote deployed alone)', () => {
  it("takes the shell's copy when it has every export the remote was built with", async () => {
    const plugin = sharedExportsFallback({ antd: ['Button', 'ConfigProvider'] });
    const { args, loadOwnCopy } = loadShareArgs('antd');
    await plugin.beforeLoadShare!(args);
    expect(loadOwnCopy).not.toHaveBeenCalled();
    expect(resolve(plugin, 'antd').shared).toBe('the shell copy');
    expect(ownSharedCopies().size).toBe(0);
  });

  it("uses its own antd copy when the shell's lacks an export, and tells the theme bridge", async () => {
    const plugin = sharedExportsFallback({ antd: ['Button', 'ConfigProvider', 'Tag'] });
    const { args, loadOwnCopy } = loadShareArgs('antd');
    await plugin.beforeLoadShare!(args);
    await plugin.beforeLoadShare!(args);
    expect(loadOwnCopy).toHaveBeenCalledTimes(1);
    const resolved = resolve(plugin, 'antd');
    expect(typeof resolved.shared === 'object' && resolved.shared.treeShaking.lib()).toBe(ownAntd);
    expect([...ownSharedCopies()]).toEqual([ownAntd]);
  });

  it('leaves packages it has no list for, and a copy not loaded yet, to the runtime', async () => {
    const plugin = sharedExportsFallback({ antd: ['Tag'] });
    const { args, loadOwnCopy } = loadShareArgs('react');
    await plugin.beforeLoadShare!(args);
    const notLoaded = loadShareArgs('antd');
    (notLoaded.args.origin.shareScopeMap as { default: Record<string, unknown> }).default.antd = {
      '6.6.8': { from: 'shell', treeShaking: {} },
    };
    await plugin.beforeLoadShare!(notLoaded.args);
    expect(loadOwnCopy).not.toHaveBeenCalled();
    expect(notLoaded.loadOwnCopy).not.toHaveBeenCalled();
    expect(resolve(plugin, 'antd').shared).toBe('the shell copy');
  });
});
