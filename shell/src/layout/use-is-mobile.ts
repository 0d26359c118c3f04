import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { layout } from '@scp/shared/contracts/app/app-constants';

/** Narrower than the spec's 768 px breakpoint. */
export const mobileQuery = `(max-width: ${layout.mobileBreakpointPx - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
