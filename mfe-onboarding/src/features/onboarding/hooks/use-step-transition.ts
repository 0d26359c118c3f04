import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The move between steps (states and transitions: 150 ms): the current step fades out, the change happens,
 * the next fades in. With `durationMs` 0 (less motion asked) the change is immediate.
 */
export function useStepTransition(durationMs: number) {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (change: () => void) => {
      if (durationMs <= 0) {
        change();
        return;
      }
      setLeaving(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        change();
        setLeaving(false);
      }, durationMs);
    },
    [durationMs],
  );
  return { leaving, run };
}
