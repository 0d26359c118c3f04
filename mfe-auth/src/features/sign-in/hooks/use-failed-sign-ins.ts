import { useCallback, useEffect, useRef, useState } from 'react';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';

export interface FailedSignIns {
  /** True for 1 s after the 2nd (and each later) consecutive invalid-credential failure. */
  bouncing: boolean;
  recordInvalidCredentials: () => void;
  reset: () => void;
}

/** Counts consecutive wrong-password sign-ins so the 'Forgot password?' link can bounce (states and transitions, business constants). */
export function useFailedSignIns(): FailedSignIns {
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [bouncing, setBouncing] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const recordInvalidCredentials = useCallback(() => {
    failures.current += 1;
    if (failures.current < auth.failedLoginBounceAfter) return;
    setBouncing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBouncing(false), auth.failedLoginBounceMs);
  }, []);

  const reset = useCallback(() => {
    failures.current = 0;
  }, []);

  return { bouncing, recordInvalidCredentials, reset };
}
