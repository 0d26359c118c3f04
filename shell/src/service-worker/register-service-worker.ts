/**
 * Registers `/sw-cache-manager.js` (states and transitions, calls, business constants; calls): HEAD first, registered only
 * when it answers 200; an update check every 30 s; a new worker installed while another controls
 * the page means an update is available, which the user accepts with Reload: the waiting worker
 * takes over (SKIP_WAITING), tells the other open pages to reload (FORCE_RELOAD) and this page
 * reloads under it. Loaded after the page's `load` event (start-service-worker.ts), never part of
 * a first paint.
 */
import { serviceWorker } from '@scp/shared/contracts/app/service-worker-constants';
import { FORCE_RELOAD, SKIP_WAITING } from './sw-messages';
import { showUpdatePrompt } from './update-prompt';

/** After Reload, how long the new worker has to take over before the page reloads regardless. */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

/** The states of an update, in order (states and transitions). */
export type UpdateState = 'update-found' | 'installed' | 'update-available';

type Listener = (event: { data?: unknown }) => void;

/** What is used of the browser's `navigator.serviceWorker` (tests hand in a fake). */
export interface ServiceWorkerContainerLike {
  readonly controller: { postMessage(message: unknown): void } | null;
  register(scriptUrl: string, options: RegistrationOptions): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange' | 'message', listener: Listener): void;
}

export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface RegisterOptions {
  container: ServiceWorkerContainerLike;
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
  reload: () => void;
  /** Shows the 'update available' prompt; `accept` is its Reload button. */
  promptUpdate: (accept: () => void) => void;
  every: (callback: () => void, ms: number) => void;
  after: (callback: () => void, ms: number) => void;
  onState?: (state: UpdateState) => void;
}

function browserOptions(): RegisterOptions {
  return {
    container: navigator.serviceWorker as unknown as ServiceWorkerContainerLike,
    fetch: (url, init) => fetch(url, init),
    reload: () => window.location.reload(),
    promptUpdate: showUpdatePrompt,
    every: (callback, ms) => void setInterval(callback, ms),
    after: (callback, ms) => void setTimeout(callback, ms),
  };
}

/**
 * Resolves to the registration, or null when the worker is not served (HEAD not 200) or the
 * browser refuses it. Never rejects: a page works the same without its worker.
 */
export async function registerServiceWorker(
  options: RegisterOptions = browserOptions(),
): Promise<RegistrationLike | null> {
  const { container, reload, onState } = options;
  const { scriptPath, updateCheckIntervalMs } = serviceWorker;
  let registration: RegistrationLike;
  try {
    const head = await options.fetch(scriptPath, { method: 'HEAD', cache: 'no-store' });
    if (head.status !== 200) return null;
    registration = await container.register(scriptPath, { scope: '/', updateViaCache: 'none' });
  } catch {
    return null;
  }

  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  let accepted = false;
  let prompted: WorkerLike | null = null;

  const updateAvailable = (waiting: WorkerLike) => {
    if (prompted === waiting) return;
    prompted = waiting;
    onState?.('update-available');
    options.promptUpdate(() => {
      accepted = true;
      waiting.postMessage({ type: SKIP_WAITING });
      // Should it never take over (replaced meanwhile by a newer one), the reload still happens.
      options.after(reloadOnce, TAKE_OVER_TIMEOUT_MS);
    });
  };

  // A worker left waiting by an earlier visit is an update available now.
  if (registration.waiting && container.controller) updateAvailable(registration.waiting);

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    onState?.('update-found');
    installing.addEventListener('statechange', () => {
      if (installing.state !== 'installed') return;
      onState?.('installed');
      // Without a controller this is the first worker: it simply activates, nothing to offer.
      if (container.controller) updateAvailable(installing);
    });
  });

  container.addEventListener('controllerchange', () => {
    if (!accepted) return;
    // The other pages reload too: their chunks may be gone from the new build.
    container.controller?.postMessage({ type: FORCE_RELOAD });
    reloadOnce();
  });
  container.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null | undefined;
    if (data?.type === FORCE_RELOAD) reloadOnce();
  });

  options.every(() => {
    registration.update().catch(() => {
      // Offline or the script gone: the next check tries again.
    });
  }, updateCheckIntervalMs);
  return registration;
}
