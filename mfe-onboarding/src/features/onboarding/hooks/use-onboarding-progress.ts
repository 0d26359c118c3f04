import { useCallback, useEffect, useRef, useState } from 'react';
import type { OnboardingFormData, OnboardingProgress } from '@scp/shared/contracts/onboarding/onboarding';
import { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation } from '../api/onboarding-api';
import { emptyProgress, readStoredProgress, writeStoredProgress } from '../lib/stored-progress';

const hasAnswers = (formData: OnboardingFormData) =>
  Object.values(formData).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));

/**
 * The run through the steps (states and transitions): the form restored from this browser, else from the
 * server's copy (another device, a cleared browser), always from step 0 unless `startStep` says
 * otherwise; every change of step is kept in both places.
 */
export function useOnboardingProgress(startStep = 0) {
  const [progress, setProgress] = useState<OnboardingProgress>(() => {
    const stored = readStoredProgress();
    return { ...(stored ?? emptyProgress), currentStep: startStep };
  });
  const server = useGetOnboardingProgressQuery();
  const [saveOnServer] = useSaveOnboardingProgressMutation();
  const adopted = useRef(false);

  // The server's answers fill a form this browser has nothing of.
  useEffect(() => {
    if (adopted.current || !server.data) return;
    adopted.current = true;
    const remote = server.data.progress.formData;
    if (!hasAnswers(progress.formData) && hasAnswers(remote)) {
      setProgress((current) => ({
        ...current,
        formData: remote,
        completedSteps: server.data?.progress.completedSteps ?? [],
      }));
    }
  }, [server.data, progress.formData]);

  const keep = useCallback(
    (next: OnboardingProgress) => {
      writeStoredProgress(next);
      // A mirror: a failure here loses nothing the browser does not still hold.
      void saveOnServer(next)
        .unwrap()
        .catch(() => undefined);
    },
    [saveOnServer],
  );

  // The latest progress, for handlers: side effects stay out of state updaters.
  const latest = useRef(progress);
  latest.current = progress;

  const updateForm = useCallback((change: Partial<OnboardingFormData>) => {
    const next = { ...latest.current, formData: { ...latest.current.formData, ...change } };
    latest.current = next;
    writeStoredProgress(next);
    setProgress(next);
  }, []);

  const goTo = useCallback(
    (step: number, { completed, formData }: { completed?: number; formData?: OnboardingFormData } = {}) => {
      const current = latest.current;
      const completedSteps =
        completed === undefined || current.completedSteps.includes(completed)
          ? current.completedSteps
          : [...current.completedSteps, completed].sort((a, b) => a - b);
      const next = { currentStep: step, completedSteps, formData: formData ?? current.formData };
      latest.current = next;
      keep(next);
      setProgress(next);
    },
    [keep],
  );

  return { progress, updateForm, goTo, serverCompleted: server.data?.completed ?? false };
}
