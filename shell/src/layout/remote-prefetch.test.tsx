import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { sessionEnded, sessionResolved } from '@scp/shared/client/session-slice';
import { createAppStore } from '@scp/shared/client/store';
import { preloadRemoteModule } from '../remotes/preload-remote';
import { RemotePrefetch, resetPrefetchedForTests } from './remote-prefetch';

jest.mock('../remotes/preload-remote', () => ({ preloadRemoteModule: jest.fn(async () => undefined) }));
const preload = jest.mocked(preloadRemoteModule);

function renderAt(path: string, signedIn = true) {
  const store = createAppStore(undefined, { listeners: false });
  if (signedIn)
    store.dispatch(
      sessionResolved({
        user: { id: 'u1', email: 'ann@example.com', user_metadata: {} },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
  else store.dispatch(sessionEnded());
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RemotePrefetch />
      </MemoryRouter>
    </Provider>,
  );
}

const connection = (value: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  preload.mockClear();
  resetPrefetchedForTests();
  connection(undefined);
});
afterEach(() => jest.useRealTimers());

describe('remote prefetching', () => {
  it('prefetches the likely next areas after their priority delays, once each', () => {
    const { unmount } = renderAt('/');
    act(() => jest.advanceTimersByTime(2999));
    expect(preload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(preload.mock.calls).toEqual([['settings', './routes']]);
    act(() => jest.advanceTimersByTime(2000));
    expect(preload.mock.calls).toEqual([
      ['settings', './routes'],
      ['assistant', './routes'],
    ]);
    unmount();
    renderAt('/analytics/overview');
    act(() => jest.advanceTimersByTime(10_000));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('prefetches home after 1 s from settings', () => {
    renderAt('/settings/profile');
    act(() => jest.advanceTimersByTime(1000));
    expect(preload.mock.calls).toEqual([['dashboard', './routes']]);
  });

  it.each([
    ['signed out', undefined, false],
    ['with data-saver on', { saveData: true, effectiveType: '4g' }, true],
    ['on 2g', { effectiveType: '2g' }, true],
  ])('prefetches nothing %s', (_name, hints, signedIn) => {
    connection(hints);
    renderAt('/', signedIn);
    act(() => jest.advanceTimersByTime(10_000));
    expect(preload).not.toHaveBeenCalled();
  });

  it('a page left before the delay prefetches nothing', () => {
    renderAt('/').unmount();
    act(() => jest.advanceTimersByTime(10_000));
    expect(preload).not.toHaveBeenCalled();
  });
});
