import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * Not built on use-media-query: this hook is on every first visit (/auth included), where its own
 * few lines cost less than the general one.
 *
 * Whether the system asks for less motion; follows the setting while the page is open. The shell
 * turns antd's motion off with it; a remote's own animation (a chart's entry, the health ring)
 * checks it too (issue 20).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
