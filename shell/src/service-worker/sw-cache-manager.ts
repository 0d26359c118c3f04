/**
 * The service worker, `/sw-cache-manager.js`: built on its own by the shell's production build
 * (shared/build/service-worker-plugin.cjs), which writes the build version in place of the
 * placeholder below. Its logic is in cache-manager.ts.
 */
import { type ClientsLike, createCacheManager } from './cache-manager';

/** Replaced at build time by a hash of the shell build's files. */
const BUILD_VERSION = '__SCP_SW_BUILD_VERSION__';

// The worker's own event types (the shell's TypeScript lib is the DOM's, not the WebWorker one).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?: (rules: unknown[]) => Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { id?: string } | null;
}
interface ServiceWorkerScope {
  location: Location;
  caches: CacheStorage;
  clients: ClientsLike;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

const manager = createCacheManager({
  version: BUILD_VERSION,
  origin: worker.location.origin,
  caches: worker.caches,
  fetch: (request) => worker.fetch(request),
  clients: worker.clients,
  skipWaiting: () => worker.skipWaiting(),
});

worker.addEventListener('install', (event) => {
  // Where the browser can (static routing), navigations skip the worker entirely: it never answers them.
  if (event.addRoutes) {
    event.waitUntil(event.addRoutes([{ condition: { requestMode: 'navigate' }, source: 'network' }]).catch(() => {}));
  }
});

worker.addEventListener('activate', (event) => event.waitUntil(manager.activate()));

worker.addEventListener('fetch', (event) => {
  // Not ours: no respondWith, the browser goes to the network as without a worker.
  if (!manager.handles(event.request)) return;
  event.respondWith(manager.respond(event.request, (work) => event.waitUntil(work)));
});

worker.addEventListener('message', (event) => event.waitUntil(manager.message(event.data, event.source?.id)));
