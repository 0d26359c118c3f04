import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { rootReducer } from './root-reducer';
import { sessionEndedMiddleware } from './session-ended';

export type RootState = ReturnType<typeof rootReducer>;

export interface AppStoreOptions {
  /**
   * Wire RTK Query's focus/online listeners (refetch on reconnect). On by default; tests and
   * standalone renders that create many stores may turn it off.
   */
  listeners?: boolean;
}

/**
 * Creates the app's store: the shell calls it once at start-up, a remote's standalone dev server
 * creates its own, tests create one per test. Nothing is created at import.
 */
export function createAppStore(preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sessionEndedMiddleware),
  });
  if (options.listeners !== false) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
