import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, loadRemotesManifest, RemoteLoadError, resetRemoteLoaderForTests } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const mockedRegisterPlugins = registerPlugins as jest.MockedFunction<typeof registerPlugins>;

const manifest = {
  mfe_auth: 'http://localhost:8080/remotes/auth/mf-manifest.json',
  mfe_settings: 'http://localhost:8080/remotes/settings/mf-manifest.json',
};

let fetchMock: jest.Mock;
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  resetRemoteLoaderForTests();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  mockedRegisterPlugins.mockReset();
  fetchMock = jest.fn(() => answer(200, manifest));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const fast = { baseDelayMs: 0 };

describe('loadRemotesManifest', () => {
  it('fetches /remotes.json once and registers every remote with its manifest URL', async () => {
    await loadRemotesManifest();
    await loadRemotesManifest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/remotes.json');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: manifest.mfe_auth },
      { name: 'mfe_settings', entry: manifest.mfe_settings },
    ]);
  });

  it("registers a same-origin path against the page's own address (any host the app is opened on)", async () => {
    Object.defineProperty(globalThis, 'location', {
      value: new URL('http://127.0.0.1:8080/auth?next=%2F'),
      configurable: true,
    });
    fetchMock.mockImplementationOnce(() =>
      answer(200, { mfe_auth: '/remotes/auth/mf-manifest.json', mfe_settings: manifest.mfe_settings }),
    );
    try {
      await loadRemotesManifest();
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: 'http://127.0.0.1:8080/remotes/auth/mf-manifest.json' },
      { name: 'mfe_settings', entry: manifest.mfe_settings },
    ]);
  });

  it.each(['//evil.example/x/mf-manifest.json', '/\\evil.example/mf-manifest.json', 'javascript:alert(1)'])(
    'refuses %s as a remote entry',
    async (entry) => {
      fetchMock.mockImplementationOnce(() => answer(200, { mfe_auth: entry }));
      await expect(loadRemotesManifest()).rejects.toThrow('/remotes.json is not a valid remotes manifest');
    },
  );

  it('rejects an invalid manifest and fetches again on the next call', async () => {
    fetchMock.mockImplementationOnce(() => answer(200, { mfe_auth: 'not a url' }));
    await expect(loadRemotesManifest()).rejects.toThrow('/remotes.json is not a valid remotes manifest');
    await expect(loadRemotesManifest()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects when /remotes.json answers an error status', async () => {
    fetchMock.mockImplementationOnce(() => answer(503, { error: { code: 'UNAVAILABLE', message: 'down' } }));
    await expect(loadRemotesManifest()).rejects.toThrow('/remotes.json answered 503');
  });
});

/** What the runtime's `loadRemoteSnapshot` hook is given for a manifest it fetched. */
function manifestFetched(name: string, manifestUrl: string, buildVersion: string) {
  const [[plugin]] = mockedRegisterPlugins.mock.calls[0] as unknown as [
    [{ loadRemoteSnapshot: (args: unknown) => unknown }],
  ];
  return () =>
    plugin.loadRemoteSnapshot({
      moduleInfo: { name },
      manifestUrl,
      manifestJson: { metaData: { buildInfo: { buildVersion } } },
      remoteSnapshot: { buildVersion },
      from: 'manifest',
    });
}

describe('pinned releases', () => {
  const pinnedEntry = 'https://cdn.example.com/settings/2.0.0/mf-manifest.json';

  beforeEach(() => {
    fetchMock.mockImplementation(() =>
      answer(200, { ...manifest, mfe_settings: { entry: pinnedEntry, version: '2.0.0' } }),
    );
  });

  it("registers a pinned remote at its release's folder", async () => {
    await loadRemotesManifest();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: manifest.mfe_auth },
      { name: 'mfe_settings', entry: pinnedEntry },
    ]);
  });

  it('loads the pinned release, and any release of a remote not pinned', async () => {
    await loadRemotesManifest();
    expect(manifestFetched('mfe_settings', pinnedEntry, '2.0.0')).not.toThrow();
    expect(manifestFetched('mfe_auth', manifest.mfe_auth, '0.1.0+7c37860')).not.toThrow();
  });

  it('refuses a manifest that is not the pinned release, before any of its code runs', async () => {
    await loadRemotesManifest();
    expect(manifestFetched('mfe_settings', pinnedEntry, '1.9.0')).toThrow(
      `mfe_settings at ${pinnedEntry} is release 1.9.0, not the pinned 2.0.0`,
    );
  });
});

describe('loadRemoteModule', () => {
  it('loads an exposed module by remote and name', async () => {
    const module = { default: 'routes' };
    mockedLoadRemote.mockResolvedValueOnce(module);
    await expect(loadRemoteModule('auth', 'routes', fast)).resolves.toBe(module);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_auth/routes');
  });

  it("accepts the exposed name with its './'", async () => {
    mockedLoadRemote.mockResolvedValueOnce({});
    await loadRemoteModule('settings', './integrations-card', fast);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_settings/integrations-card');
  });

  it('retries a failed load, re-registering the remote so the runtime fetches it again', async () => {
    const module = { default: 'routes' };
    mockedLoadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(module);
    await expect(loadRemoteModule('auth', 'routes', fast)).resolves.toBe(module);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_auth', entry: manifest.mfe_auth }], {
      force: true,
    });
  });

  it('retries a manifest that could not be fetched', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    mockedLoadRemote.mockResolvedValueOnce({ default: 'routes' });
    await expect(loadRemoteModule('auth', 'routes', fast)).resolves.toEqual({ default: 'routes' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with RemoteLoadError after the last attempt', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('remote down'));
    const failure = loadRemoteModule('auth', 'routes', { attempts: 3, baseDelayMs: 0 });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('mfe_auth/routes could not be loaded: remote down');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('rejects a remote the manifest does not list, without loading anything', async () => {
    await expect(loadRemoteModule('dashboard', 'routes', { attempts: 1 })).rejects.toThrow(
      'mfe_dashboard is not listed in /remotes.json',
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('waits longer before each further attempt', async () => {
    jest.useFakeTimers();
    try {
      mockedLoadRemote.mockRejectedValue(new Error('down'));
      const failure = loadRemoteModule('auth', 'routes', { attempts: 3, baseDelayMs: 100 }).catch(
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(99);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(199);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
      expect(await failure).toBeInstanceOf(RemoteLoadError);
    } finally {
      jest.useRealTimers();
    }
  });
});
