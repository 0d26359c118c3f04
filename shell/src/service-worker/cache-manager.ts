/**
 * The service worker's logic (`sw-cache-manager.ts` only wires it to the worker's events), kept
 * free of worker globals so that Jest can drive it with fakes.
 *
 * What it caches: content-hashed files only (the shell's and every same-origin remote's JS, CSS,
 * fonts and images), cache-first: such a name never changes content. Everything else (`/api/*`,
 * `/remotes.json`, index.html and every navigation, a remote's `remoteEntry.js` and
 * `mf-manifest.json`, this worker, other origins) is left alone (no `respondWith`), so it reaches
 * the network as if there were no worker. A remote redeployed alone is therefore picked up at
 * the next load: its manifest is fetched anew and names new chunk files.
 *
 * Caches are named after the shell build's version: a new build's worker deletes the others when
 * it activates.
 */

import { FORCE_RELOAD, SKIP_WAITING } from './sw-messages';

/** Every cache of this worker starts so; the rest is the build version. */
export const CACHE_PREFIX = 'scp-assets-';

/**
 * A webpack content hash in the file name (`main.3f2a9c1d.js`, `1074.01c2d7f8.js`): the gateway's
 * rule for what it serves as immutable (services/gateway/src/front-end.ts), narrowed to the kinds of
 * files a page loads as sub-resources.
 */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:m?js|css|woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico)$/i;

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** This worker's caches that belong to another build version (the ones activation deletes). */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameFor(version));
}

export interface RequestLike {
  method: string;
  url: string;
  mode?: string;
  headers?: { has(name: string): boolean };
}

/** Whether the worker answers this request (from its cache, else the network, then caches it). */
export function isCacheableAsset(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate' || request.headers?.has('range')) return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.search !== '' || url.pathname.startsWith('/api/')) return false;
  return HASHED_ASSET.test(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
}

// The few worker types used here (the DOM lib has Cache and CacheStorage, not the worker's own).
export interface WindowClientLike {
  id: string;
  postMessage(message: unknown): void;
}

export interface ClientsLike {
  claim(): Promise<void>;
  matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClientLike[]>;
}

export interface CacheManagerDeps {
  version: string;
  /** The worker's own origin: only same-origin requests are cached. */
  origin: string;
  caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
  fetch: (request: Request) => Promise<Response>;
  clients: ClientsLike;
  skipWaiting: () => Promise<void>;
}

export interface CacheManager {
  readonly cacheName: string;
  handles(request: RequestLike): boolean;
  /** Cache first; a miss is fetched and stored (`waitUntil` keeps the worker alive for the store). */
  respond(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response>;
  /** Deletes the other versions' caches, then takes control of the open pages. */
  activate(): Promise<void>;
  /** SKIP_WAITING: this (waiting) worker takes over; FORCE_RELOAD: every other page reloads. */
  message(data: unknown, sourceId: string | undefined): Promise<void>;
}

export function createCacheManager(deps: CacheManagerDeps): CacheManager {
  const cacheName = cacheNameFor(deps.version);

  async function cached(url: string): Promise<Response | undefined> {
    try {
      const cache = await deps.caches.open(cacheName);
      return await cache.match(url, { ignoreVary: true });
    } catch {
      // A cache that cannot be read (storage evicted or full) is a miss, never a failed page.
      return undefined;
    }
  }

  return {
    cacheName,
    handles: (request) => isCacheableAsset(request, deps.origin),

    async respond(request, waitUntil) {
      const hit = await cached(request.url);
      if (hit) return hit;
      const response = await deps.fetch(request);
      // Only whole, successful same-origin answers: an error page must not stick for a year.
      if (response.status === 200 && response.type === 'basic') {
        const copy = response.clone();
        waitUntil(
          deps.caches
            .open(cacheName)
            .then((cache) => cache.put(request.url, copy))
            .catch(() => undefined),
        );
      }
      return response;
    },

    async activate() {
      const names = await deps.caches.keys();
      await Promise.all(staleCaches(names, deps.version).map((name) => deps.caches.delete(name)));
      await deps.clients.claim();
    },

    async message(data, sourceId) {
      const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
      if (type === SKIP_WAITING) {
        await deps.skipWaiting();
      } else if (type === FORCE_RELOAD) {
        const pages = await deps.clients.matchAll({ type: 'window' });
        for (const page of pages) if (page.id !== sourceId) page.postMessage({ type: FORCE_RELOAD });
      }
    },
  };
}
