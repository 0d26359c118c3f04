// Every app's webpack.config.js takes its federation name, dev server port and exposed modules from
// the domain registry (read compiled: skipped until @scp/shared is built).
const fs = require('node:fs');
const path = require('node:path');
const { compiledRegistry } = require('./domain-registry.cjs');

const repoRoot = path.join(__dirname, '..', '..');
const describeBuilt = fs.existsSync(compiledRegistry) ? describe : describe.skip;

describeBuilt('createWebpackConfig', () => {
  const { createWebpackConfig } = require('./create-webpack-config.cjs');
  const configOf = (folder) => require(path.join(repoRoot, folder, 'webpack.config.js'))({}, { mode: 'production' });
  const federationOptions = (config) =>
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

  it('builds the shell as the host on 3000', () => {
    const config = configOf('shell');
    expect([config.name, config.devServer.port, federationOptions(config).exposes]).toEqual(['shell', 3000, undefined]);
  });

  it("adds the shell's service worker to its production build only, never to a remote", () => {
    const plugins = (mode) =>
      require(path.join(repoRoot, 'shell', 'webpack.config.js'))({}, { mode }).plugins.map((p) => p.constructor.name);
    expect(plugins('production')).toContain('ServiceWorkerPlugin');
    expect(plugins('development')).not.toContain('ServiceWorkerPlugin');
    const worker = configOf('shell').plugins.find((plugin) => plugin.constructor.name === 'ServiceWorkerPlugin');
    expect(worker.options.filename).toBe('sw-cache-manager.js');
    expect(fs.existsSync(worker.options.entry)).toBe(true);
    expect(configOf('mfe-auth').plugins.map((p) => p.constructor.name)).not.toContain('ServiceWorkerPlugin');
    expect(() =>
      createWebpackConfig({
        kind: 'remote',
        domain: 'auth',
        dirname: path.join(repoRoot, 'mfe-auth'),
        serviceWorker: './src/sw.ts',
      }),
    ).toThrow('only the host (shell) has a service worker');
  });

  it("builds each remote from its domain's entry", () => {
    const { domains } = require(compiledRegistry);
    for (const domain of domains) {
      const config = configOf(`mfe-${domain.name}`);
      const federation = federationOptions(config);
      expect([domain.name, config.name, federation.name, config.devServer.port, federation.exposes]).toEqual([
        domain.name,
        `mfe_${domain.name}`,
        `mfe_${domain.name}`,
        domain.devPort,
        domain.exposes,
      ]);
    }
  });

  it("refuses a remote built from another domain's folder, an unknown domain, or its own name or port", () => {
    const dirname = path.join(repoRoot, 'mfe-settings');
    expect(() => createWebpackConfig({ kind: 'remote', domain: 'auth', dirname })).toThrow(
      "domain 'auth' is built from mfe-auth/, not mfe-settings/",
    );
    expect(() => createWebpackConfig({ kind: 'remote', domain: 'billing', dirname })).toThrow(
      "Unknown domain 'billing'",
    );
    expect(() => createWebpackConfig({ kind: 'remote', dirname })).toThrow('a remote names its domain');
    expect(() => createWebpackConfig({ kind: 'remote', domain: 'settings', dirname, port: 3002 })).toThrow(
      'port comes from the domain registry',
    );
  });
});

describeBuilt('one federation runtime core per page', () => {
  const { ExternalRuntimeCheckPlugin, provideRuntimeCorePlugin } = require('./external-runtime.cjs');
  const configOf = (folder, mode = 'production') =>
    require(path.join(repoRoot, folder, 'webpack.config.js'))({}, { mode });
  const federationOptions = (config) =>
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

  it('has the production shell provide its core and every production remote read it, checked at build time', () => {
    const shell = configOf('shell');
    expect(federationOptions(shell).runtimePlugins).toContain(provideRuntimeCorePlugin);
    expect(federationOptions(shell).experiments.externalRuntime).toBeUndefined();
    const { domains } = require(compiledRegistry);
    for (const domain of domains) {
      const remote = configOf(`mfe-${domain.name}`);
      expect([domain.name, federationOptions(remote).experiments.externalRuntime]).toEqual([domain.name, true]);
      expect(federationOptions(remote).runtimePlugins).not.toContain(provideRuntimeCorePlugin);
      expect(remote.plugins.some((plugin) => plugin instanceof ExternalRuntimeCheckPlugin)).toBe(true);
    }
  });

  it('keeps a runtime in each development build: a remote harness is its own host', () => {
    expect(federationOptions(configOf('shell', 'development')).runtimePlugins).not.toContain(provideRuntimeCorePlugin);
    expect(federationOptions(configOf('mfe-auth', 'development')).experiments.externalRuntime).toBeUndefined();
  });
});

describeBuilt("antd's unused parts trimmed in every app", () => {
  const { AntdTrimsPlugin, sideEffectFreeRule } = require('./antd-trims.cjs');

  it.each(['shell', 'mfe-auth', 'mfe-settings'])('%s builds with the trims', (folder) => {
    const config = require(path.join(repoRoot, folder, 'webpack.config.js'))({}, { mode: 'production' });
    expect(config.module.rules).toContain(sideEffectFreeRule);
    expect(config.plugins.some((plugin) => plugin instanceof AntdTrimsPlugin)).toBe(true);
  });
});

describeBuilt("the shell's page preloads the remotes map", () => {
  const template = require('lodash/template');
  const pageOf = (folder, mode = 'production') => {
    const config = require(path.join(repoRoot, folder, 'webpack.config.js'))({}, { mode });
    const plugin = config.plugins.find((candidate) => candidate.constructor.name === 'HtmlWebpackPlugin');
    // Rendered as html-webpack-plugin's own loader renders it (lodash, `<%= %>` interpolation).
    const render = template(fs.readFileSync(plugin.options.template, 'utf8'), { interpolate: /<%=([\s\S]+?)%>/g });
    return render({ htmlWebpackPlugin: { options: plugin.options } });
  };
  const preload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />';

  it('links /remotes.json from the head in both modes, in the mode the remote loader fetches it', () => {
    for (const mode of ['production', 'development']) {
      const page = pageOf('shell', mode);
      expect(page).toContain(preload);
      expect(page.indexOf(preload)).toBeLessThan(page.indexOf('</head>'));
    }
    // crossorigin="anonymous" is a cors request with same-origin credentials: the loader's fetch
    // must be the same or Chromium ignores the preload and asks a second time.
    const loader = fs.readFileSync(path.join(repoRoot, 'shared', 'src', 'client', 'remote-loader.ts'), 'utf8');
    expect(loader).toContain("export const remotesManifestUrl = '/remotes.json';");
    expect(loader).toMatch(/fetch\(remotesManifestUrl, \{\s*credentials: 'same-origin',/);
  });

  it("leaves it out of a remote's development page", () => {
    expect(pageOf('mfe-auth', 'development')).not.toContain('rel="preload"');
  });
});
