import {
  cacheNameFor,
  createCacheManager,
  isCacheableAsset,
  staleCaches,
  type CacheManagerDeps,
  type WindowClientLike,
} from './cache-manager';

const origin = 'https://app.example.com';
const get = (path: string, extra: { method?: string; mode?: string; range?: boolean } = {}) => ({
  method: extra.method ?? 'GET',
  url: path.startsWith('http') ? path : `${origin}${path}`,
  mode: extra.mode ?? 'no-cors',
  headers: { has: (name: string) => name === 'range' && Boolean(extra.range) },
});

describe('which requests the worker handles', () => {
  it.each([
    '/main.adf62f47.js',
    '/1074.01c2d7f8.js',
    '/remotes/auth/4837.f2d75d96.js',
    '/remotes/settings/styles.0a1b2c3d.css',
    '/fonts/inter-latin.9f8e7d6c5b4a.woff2',
    '/images/logo-0123abcd.svg',
    '/photo.0123abcd.webp',
  ])('content-hashed %s: cached', (path) => {
    expect(isCacheableAsset(get(path), origin)).toBe(true);
  });

  it.each([
    ['the API', '/api/auth/session'],
    ['an API path that looks hashed', '/api/media/avatar.0123abcd.png'],
    ['the remotes map', '/remotes.json'],
    ['a remote entry (not hashed)', '/remotes/auth/remoteEntry.js'],
    ['a remote manifest', '/remotes/auth/mf-manifest.json'],
    ['index.html', '/index.html'],
    ['a client route', '/settings/profile'],
    ['the site root', '/'],
    ['the worker itself', '/sw-cache-manager.js'],
    ['a file without a hash', '/favicon.ico'],
    ['a short hash', '/main.abc123.js'],
    ['a hashed name with a query', '/main.adf62f47.js?v=2'],
    ['a hashed JSON file', '/data.0123abcd.json'],
    ['another origin', 'https://cdn.example.com/remotes/auth/4837.f2d75d96.js'],
    ['another port', 'https://app.example.com:8443/main.adf62f47.js'],
  ])('%s (%s): not handled', (_what, path) => {
    expect(isCacheableAsset(get(path), origin)).toBe(false);
  });

  it('leaves navigations, other methods and range requests alone', () => {
    expect(isCacheableAsset(get('/main.adf62f47.js', { mode: 'navigate' }), origin)).toBe(false);
    expect(isCacheableAsset(get('/main.adf62f47.js', { method: 'HEAD' }), origin)).toBe(false);
    expect(isCacheableAsset(get('/main.adf62f47.js', { method: 'POST' }), origin)).toBe(false);
    expect(isCacheableAsset(get('/main.adf62f47.js', { range: true }), origin)).toBe(false);
  });
});

describe('cache names', () => {
  it('carry the build version', () => {
    expect(cacheNameFor('3f2a9c1d00aa')).toBe('scp-assets-3f2a9c1d00aa');
  });

  it("activation deletes the other versions' caches, never another owner's", () => {
    expect(
      staleCaches(
        ['scp-assets-old1', 'scp-assets-new', 'scp-assets-old2', 'some-other-app', 'workbox-precache'],
        'new',
      ),
    ).toEqual(['scp-assets-old1', 'scp-assets-old2']);
    expect(staleCaches(['scp-assets-new'], 'new')).toEqual([]);
  });
});

/** Cache Storage in memory, keyed by URL. */
function fakeCaches(initial: Record<string, Record<string, Response>> = {}) {
  const stores = new Map(Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]));
  const open = jest.fn(async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: jest.fn(async (url: string) => store.get(url)),
      put: jest.fn(async (url: string, response: Response) => void store.set(url, response)),
    } as unknown as Cache;
  });
  return {
    stores,
    storage: {
      open,
      keys: jest.fn(async () => [...stores.keys()]),
      delete: jest.fn(async (name: string) => stores.delete(name)),
    },
  };
}

const response = (body: string, status = 200, type: ResponseType = 'basic') => {
  const made = { body, status, type, clone: () => ({ ...made, copy: true }) };
  return made as unknown as Response;
};

function managerWith(overrides: Partial<CacheManagerDeps> = {}, caches = fakeCaches()) {
  const deps: CacheManagerDeps = {
    version: 'v2',
    origin,
    caches: caches.storage,
    fetch: jest.fn(async () => response('from network')),
    clients: { claim: jest.fn(async () => {}), matchAll: jest.fn(async () => []) },
    skipWaiting: jest.fn(async () => {}),
    ...overrides,
  };
  return { manager: createCacheManager(deps), deps, caches };
}

const request = (path: string) => ({ method: 'GET', url: `${origin}${path}` }) as Request;

describe('the worker', () => {
  it('answers a cached file from its cache without the network', async () => {
    const cached = response('cached');
    const { manager, deps } = managerWith(
      {},
      fakeCaches({ 'scp-assets-v2': { [`${origin}/main.adf62f47.js`]: cached } }),
    );
    const waitUntil = jest.fn();
    await expect(manager.respond(request('/main.adf62f47.js'), waitUntil)).resolves.toBe(cached);
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(waitUntil).not.toHaveBeenCalled();
  });

  it("fetches a miss and stores a copy in this version's cache", async () => {
    const { manager, caches } = managerWith();
    const pending: Array<Promise<unknown>> = [];
    const answer = await manager.respond(request('/1074.01c2d7f8.js'), (work) => pending.push(work));
    expect(answer).toMatchObject({ body: 'from network' });
    await Promise.all(pending);
    expect(caches.stores.get('scp-assets-v2')?.get(`${origin}/1074.01c2d7f8.js`)).toMatchObject({ copy: true });
  });

  it.each([
    ['an error', response('Not found', 404)],
    ['a partial answer', response('part', 206)],
    ['an opaque answer', response('', 0, 'opaque')],
  ])('never stores %s', async (_what, answer) => {
    const { manager, caches } = managerWith({ fetch: jest.fn(async () => answer) });
    const waitUntil = jest.fn();
    await expect(manager.respond(request('/1074.01c2d7f8.js'), waitUntil)).resolves.toBe(answer);
    expect(waitUntil).not.toHaveBeenCalled();
    expect(caches.stores.get('scp-assets-v2')?.size ?? 0).toBe(0);
  });

  it('goes to the network when the cache cannot be read', async () => {
    const broken = fakeCaches();
    broken.storage.open.mockRejectedValue(new Error('QuotaExceededError'));
    const { manager, deps } = managerWith({}, broken);
    await expect(manager.respond(request('/1074.01c2d7f8.js'), () => {})).resolves.toMatchObject({
      body: 'from network',
    });
    expect(deps.fetch).toHaveBeenCalled();
  });

  it('on activation deletes the caches of other build versions, then controls the open pages', async () => {
    const caches = fakeCaches({ 'scp-assets-v1': {}, 'scp-assets-v2': {}, 'another-app': {} });
    const { manager, deps } = managerWith({}, caches);
    await manager.activate();
    expect([...caches.stores.keys()]).toEqual(['scp-assets-v2', 'another-app']);
    expect(deps.clients.claim).toHaveBeenCalled();
  });

  it('takes over on SKIP_WAITING', async () => {
    const { manager, deps } = managerWith();
    await manager.message({ type: 'SKIP_WAITING' }, 'page-1');
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('relays FORCE_RELOAD to every other open page', async () => {
    const pages: WindowClientLike[] = ['page-1', 'page-2', 'page-3'].map((id) => ({ id, postMessage: jest.fn() }));
    const { manager, deps } = managerWith({
      clients: { claim: jest.fn(async () => {}), matchAll: jest.fn(async () => pages) },
    });
    await manager.message({ type: 'FORCE_RELOAD' }, 'page-2');
    expect(deps.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(pages[0]!.postMessage).toHaveBeenCalledWith({ type: 'FORCE_RELOAD' });
    expect(pages[1]!.postMessage).not.toHaveBeenCalled();
    expect(pages[2]!.postMessage).toHaveBeenCalledWith({ type: 'FORCE_RELOAD' });
  });

  it('ignores other messages', async () => {
    const { manager, deps } = managerWith();
    for (const data of [null, 'SKIP_WAITING', { type: 'other' }, 42]) await manager.message(data, undefined);
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    expect(deps.clients.matchAll).not.toHaveBeenCalled();
  });
});
