import { useCallback, useEffect, useRef, useState } from 'react';
import type { TestOutcome } from '../lib/test-outcome';
import { type TestRequest, useAskTest } from './use-ask-test';

export interface QueuedTest {
  id: string;
  request: TestRequest;
}

export interface RunAllProgress {
  /** Tests finished so far. */
  done: number;
  total: number;
  running: boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The outcomes of a page's tests, by test id, and the two ways to run them: one on its own, or all
 * in order with a pause between two tests so a run does not flood the service (or its model's quota).
 */
export function useTestRuns(delayBetweenTestsMs: number) {
  const ask = useAskTest();
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, TestOutcome>>>({});
  const [progress, setProgress] = useState<RunAllProgress | null>(null);
  // A run left behind by navigating away would go on posting questions nobody reads.
  const mounted = useRef(false);
  const runningAll = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const runOne = useCallback(
    async ({ id, request }: QueuedTest) => {
      setOutcomes((current) => ({ ...current, [id]: { kind: 'running' } }));
      const outcome = await ask(request);
      if (mounted.current) setOutcomes((current) => ({ ...current, [id]: outcome }));
    },
    [ask],
  );

  const runAll = useCallback(
    async (tests: readonly QueuedTest[]) => {
      if (runningAll.current) return;
      runningAll.current = true;
      setProgress({ done: 0, total: tests.length, running: true });
      try {
        for (const [index, test] of tests.entries()) {
          if (index > 0) await pause(delayBetweenTestsMs);
          if (!mounted.current) return;
          await runOne(test);
          setProgress({ done: index + 1, total: tests.length, running: index + 1 < tests.length });
        }
      } finally {
        runningAll.current = false;
      }
    },
    [delayBetweenTestsMs, runOne],
  );

  return { outcomes, progress, runOne, runAll, runningAll: progress?.running ?? false };
}
