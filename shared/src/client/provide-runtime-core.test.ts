import provideRuntimeCore, { providedRuntimeCore, runtimeCoreGlobal } from './provide-runtime-core';

// Plain CommonJS build helpers, read as the builds read them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const externalRuntime = require('../../build/external-runtime.cjs') as {
  providedRuntimeCoreExports: string[];
  runtimeCoreGlobal: string;
};

describe('provideRuntimeCore', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[runtimeCoreGlobal];
  });

  it('provides the names the remotes are checked against, each a real part of the core', () => {
    expect(Object.keys(providedRuntimeCore).sort()).toEqual([...externalRuntime.providedRuntimeCoreExports].sort());
    expect(runtimeCoreGlobal).toBe(externalRuntime.runtimeCoreGlobal);
    for (const [name, value] of Object.entries(providedRuntimeCore))
      expect([name, value]).not.toEqual([name, undefined]);
  });

  it('sets the global before the runtime initialises, keeping one already there', () => {
    const plugin = provideRuntimeCore();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    expect((globalThis as Record<string, unknown>)[runtimeCoreGlobal]).toBe(providedRuntimeCore);
    const earlier = {};
    (globalThis as Record<string, unknown>)[runtimeCoreGlobal] = earlier;
    plugin.beforeInit?.(args as never);
    expect((globalThis as Record<string, unknown>)[runtimeCoreGlobal]).toBe(earlier);
  });
});
