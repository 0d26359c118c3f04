import { useMediaQuery } from './use-media-query';

/**
 * Whether the system asks for less motion; follows the setting while the page is open. The shell
 * turns antd's motion off with it; a remote's own animation (a chart's entry, the health ring)
 * checks it too (issue 20).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
