import { useEffect, useState } from 'react';
import { layout } from '@scp/shared/contracts/app/app-constants';

/** Narrower than the spec's 768 px breakpoint. */
export const mobileQuery = `(max-width: ${layout.mobileBreakpointPx - 0.02}px)`;

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(mobileQuery).matches);
  useEffect(() => {
    const list = window.matchMedia(mobileQuery);
    const update = () => setMobile(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
