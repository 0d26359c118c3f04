import { serviceWorker } from '@scp/shared/contracts/app/service-worker-constants';
import {
  registerServiceWorker,
  TAKE_OVER_TIMEOUT_MS,
  type RegisterOptions,
  type RegistrationLike,
  type ServiceWorkerContainerLike,
  type UpdateState,
  type WorkerLike,
} from './register-service-worker';

type Listener = (event: { data?: unknown }) => void;

/** A tiny event target: `emit(type, event)` calls the listeners of `type`. */
function listeners() {
  const byType = new Map<string, Listener[]>();
  return {
    addEventListener: (type: string, listener: Listener) => byType.set(type, [...(byType.get(type) ?? []), listener]),
    emit: (type: string, event: { data?: unknown } = {}) => byType.get(type)?.forEach((listener) => listener(event)),
  };
}

class FakeWorker implements WorkerLike {
  state = 'installing';
  postMessage = jest.fn();
  private events = listeners();
  addEventListener = this.events.addEventListener as WorkerLike['addEventListener'];
  moveTo(state: string) {
    this.state = state;
    this.events.emit('statechange');
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = jest.fn(async () => undefined);
  private events = listeners();
  addEventListener = this.events.addEventListener as RegistrationLike['addEventListener'];
  /** The browser found a new script: it installs, then waits. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.events.emit('updatefound');
    return worker;
  }
}

class FakeContainer implements ServiceWorkerContainerLike {
  controller: { postMessage: jest.Mock } | null = null;
  registration = new FakeRegistration();
  register = jest.fn(async () => this.registration);
  private events = listeners();
  addEventListener = this.events.addEventListener as ServiceWorkerContainerLike['addEventListener'];
  emit(type: 'controllerchange' | 'message', event?: { data?: unknown }) {
    this.events.emit(type, event);
  }
}

function setUp(headStatus = 200) {
  const container = new FakeContainer();
  const states: UpdateState[] = [];
  const checks: Array<() => void> = [];
  const timers: Array<[() => void, number]> = [];
  let accept: (() => void) | undefined;
  const options = {
    container,
    fetch: jest.fn(async () => ({ status: headStatus })),
    reload: jest.fn(),
    promptUpdate: jest.fn((onAccept: () => void) => {
      accept = onAccept;
    }),
    every: jest.fn((callback: () => void) => void checks.push(callback)),
    after: jest.fn((callback: () => void, ms: number) => void timers.push([callback, ms])),
    onState: (state: UpdateState) => states.push(state),
  } satisfies RegisterOptions;
  return { container, options, states, checks, timers, accept: () => accept!() };
}

describe('registering the service worker', () => {
  it('asks HEAD /sw-cache-manager.js first and registers it for the whole site when it answers 200', async () => {
    const { container, options } = setUp();
    await expect(registerServiceWorker(options)).resolves.toBe(container.registration);
    expect(options.fetch).toHaveBeenCalledWith('/sw-cache-manager.js', { method: 'HEAD', cache: 'no-store' });
    expect(container.register).toHaveBeenCalledWith('/sw-cache-manager.js', { scope: '/', updateViaCache: 'none' });
    expect(options.fetch.mock.invocationCallOrder[0]).toBeLessThan(container.register.mock.invocationCallOrder[0]!);
  });

  it.each([404, 500])('does not register when HEAD answers %i', async (status) => {
    const { container, options } = setUp(status);
    await expect(registerServiceWorker(options)).resolves.toBeNull();
    expect(container.register).not.toHaveBeenCalled();
    expect(options.every).not.toHaveBeenCalled();
  });

  it('never fails the page: HEAD or register failing resolves to null', async () => {
    const offline = setUp();
    offline.options.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(registerServiceWorker(offline.options)).resolves.toBeNull();
    const refused = setUp();
    refused.container.register.mockRejectedValue(new DOMException('blocked', 'SecurityError'));
    await expect(registerServiceWorker(refused.options)).resolves.toBeNull();
  });

  it('checks for an update every 30 s, and a failed check is not an error', async () => {
    const { container, options, checks } = setUp();
    await registerServiceWorker(options);
    expect(options.every).toHaveBeenCalledWith(expect.any(Function), 30_000);
    expect(serviceWorker.updateCheckIntervalMs).toBe(30_000);
    container.registration.update.mockRejectedValueOnce(new TypeError('offline'));
    checks[0]!();
    checks[0]!();
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('updates', () => {
  it('a first install (no controller yet) goes through found and installed without a prompt', async () => {
    const { container, options, states } = setUp();
    await registerServiceWorker(options);
    const worker = container.registration.findUpdate();
    worker.moveTo('installed');
    worker.moveTo('activated');
    expect(states).toEqual(['update-found', 'installed']);
    expect(options.promptUpdate).not.toHaveBeenCalled();
  });

  it('a new worker installed while one controls the page: update found, installed, update available', async () => {
    const { container, options, states } = setUp();
    container.controller = { postMessage: jest.fn() };
    await registerServiceWorker(options);
    const worker = container.registration.findUpdate();
    expect(states).toEqual(['update-found']);
    worker.moveTo('installed');
    expect(states).toEqual(['update-found', 'installed', 'update-available']);
    expect(options.promptUpdate).toHaveBeenCalledTimes(1);
  });

  it('a worker left waiting by an earlier visit is offered at once, once', async () => {
    const { container, options, states } = setUp();
    container.controller = { postMessage: jest.fn() };
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = 'installed';
    await registerServiceWorker(options);
    expect(states).toEqual(['update-available']);
    expect(options.promptUpdate).toHaveBeenCalledTimes(1);
  });

  it('Reload: the waiting worker takes over, the other pages are told to reload, then this one reloads', async () => {
    const { container, options, accept, timers } = setUp();
    const oldController = { postMessage: jest.fn() };
    container.controller = oldController;
    await registerServiceWorker(options);
    const worker = container.registration.findUpdate();
    worker.moveTo('installed');
    // Not before the user says so.
    expect(worker.postMessage).not.toHaveBeenCalled();
    accept();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(options.reload).not.toHaveBeenCalled();
    const newController = { postMessage: jest.fn() };
    container.controller = newController;
    container.emit('controllerchange');
    expect(newController.postMessage).toHaveBeenCalledWith({ type: 'FORCE_RELOAD' });
    expect(oldController.postMessage).not.toHaveBeenCalled();
    expect(options.reload).toHaveBeenCalledTimes(1);
    // The fallback reload (for a worker that never takes over) does not reload a second time.
    expect(timers).toEqual([[expect.any(Function), TAKE_OVER_TIMEOUT_MS]]);
    timers[0]![0]();
    expect(options.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker never takes over', async () => {
    const { container, options, accept, timers } = setUp();
    container.controller = { postMessage: jest.fn() };
    await registerServiceWorker(options);
    container.registration.findUpdate().moveTo('installed');
    accept();
    timers[0]![0]();
    expect(options.reload).toHaveBeenCalledTimes(1);
  });

  it('a controller change nobody asked for here (another tab accepted) waits for FORCE_RELOAD', async () => {
    const { container, options } = setUp();
    container.controller = { postMessage: jest.fn() };
    await registerServiceWorker(options);
    container.emit('controllerchange');
    expect(options.reload).not.toHaveBeenCalled();
    container.emit('message', { data: { type: 'SOMETHING_ELSE' } });
    container.emit('message', { data: null });
    expect(options.reload).not.toHaveBeenCalled();
    container.emit('message', { data: { type: 'FORCE_RELOAD' } });
    container.emit('message', { data: { type: 'FORCE_RELOAD' } });
    expect(options.reload).toHaveBeenCalledTimes(1);
  });
});
