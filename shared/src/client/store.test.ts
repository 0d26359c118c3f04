import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { api } from './api';
import { rootReducer } from './root-reducer';
import { selectSessionStatus, sessionEnded } from './session-slice';
import { createAppStore } from './store';

const counter = createSlice({
  name: 'demoCounter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

// What a remote writes to type its injected slice into RootState.
declare module '@scp/shared/client/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof counter> {}
}

describe('createAppStore', () => {
  it('holds the api cache and the session, and creates a fresh store each time', () => {
    const first = createAppStore(undefined, { listeners: false });
    const second = createAppStore(undefined, { listeners: false });
    expect(first).not.toBe(second);
    expect(Object.keys(first.getState())).toEqual(expect.arrayContaining(['api', 'session']));
    expect(first.getState()[api.reducerPath].config).toMatchObject({
      keepUnusedDataFor: 1800,
      refetchOnMountOrArgChange: 300,
      refetchOnFocus: false,
      refetchOnReconnect: true,
    });
    first.dispatch(sessionEnded());
    expect(selectSessionStatus(first.getState())).toBe('signedOut');
    expect(selectSessionStatus(second.getState())).toBe('loading');
  });

  it('accepts a preloaded session (standalone dev servers, tests)', () => {
    const store = createAppStore(
      { session: { status: 'signedOut', user: null, expiresAt: null, lastActivity: 0, landingPath: null } },
      { listeners: false },
    );
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
  });

  it('lets a remote inject its slice at run time', () => {
    const store = createAppStore(undefined, { listeners: false });
    const injected = counter.injectInto(rootReducer);
    store.dispatch(counter.actions.incremented());
    expect(injected.selectSlice(store.getState())).toEqual({ value: 1 });
    expect(store.getState().demoCounter).toEqual({ value: 1 });
  });
});
