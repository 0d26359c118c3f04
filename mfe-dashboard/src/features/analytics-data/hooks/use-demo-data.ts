import { useCallback, useSyncExternalStore } from 'react';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';

const STORAGE_KEY = 'scp.dashboard.demoData';
const listeners = new Set<() => void>();
/** The choice when the browser refuses storage (private mode, policies): kept for this visit. */
let unstored: boolean | undefined;

function read(): boolean {
  if (unstored !== undefined) return unstored;
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored === null || stored === undefined ? dashboard.demoDataDefault : stored === 'true';
  } catch {
    return dashboard.demoDataDefault;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab switched it: follow, so two open dashboards never disagree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The Demo Data switch (states and transitions): remembered in this browser, on until the owner turns it off. */
export function useDemoData(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => dashboard.demoDataDefault);
  const set = useCallback((next: boolean) => {
    try {
      globalThis.localStorage.setItem(STORAGE_KEY, String(next));
      unstored = undefined;
    } catch {
      unstored = next;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [on, set];
}
