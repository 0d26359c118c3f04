import { Button, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { PageContainer } from '@scp/shared/client/page-container';
import { PageEyebrowTitle } from '@scp/shared/client/page-eyebrow-title';
import { hasConnectReturn } from '@scp/shared/client/settings/connect-return';
import { useReloadSessionUserMutation } from '@scp/shared/client/session-reload-api';
import { useToast } from '@scp/shared/client/use-toast';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { routes } from '@scp/shared/contracts/app/app-constants';
import { onboarding } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { useSaveGoalListMutation } from '@scp/shared/client/onboarding/goals-api';
import { useCompleteOnboardingMutation } from '../api/onboarding-api';
import { useOnboardingProgress } from '../hooks/use-onboarding-progress';
import { useStepTransition } from '../hooks/use-step-transition';
import { clearedForCompletion } from '../lib/stored-progress';
import { CompetitorsStep } from './competitors-step';
import { GoalsStep } from './goals-step';
import { IntegrationsStep } from './integrations-step';
import { ReportStep } from './report-step';
import { VoiceStep } from './voice-step';
import { WelcomeStep } from './welcome-step';

const texts = onboardingTexts.onboarding;
const screen = onboardingTexts.screen;

/**
 * `/onboarding` (screens and routes, states and transitions): six steps, full page in the dark theme, with a progress
 * indicator. Each move waits the spec's 150 ms transition; the answers are kept as they change.
 */
export function OnboardingPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const toast = useToast();
  // Back from a connection that left the page (a blocked popup): on to the step it left from.
  const [startStep] = useState(() =>
    hasConnectReturn(new URLSearchParams(globalThis.location?.search ?? '')) ? 1 : 0,
  );
  const { progress, updateForm, goTo } = useOnboardingProgress(startStep);
  const reducedMotion = usePrefersReducedMotion();
  const transition = useStepTransition(reducedMotion ? 0 : onboarding.stepTransitionMs);
  const [saveGoals, goalsSave] = useSaveGoalListMutation();
  const [complete, completion] = useCompleteOnboardingMutation();
  const [reloadSessionUser] = useReloadSessionUserMutation();
  // The completion lives in the account: the session re-reads it, so the shell stops sending the
  // owner back here. A failure leaves the flag as it was; the next sign-in reads it again.
  const refreshSession = () =>
    reloadSessionUser()
      .unwrap()
      .catch(() => undefined);
  const { currentStep: step, formData } = progress;

  // A new step takes the focus to its heading (not on the first render: the page just opened).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById('onboarding-step-title')?.focus();
  }, [step]);

  const advance = (to: number) => transition.run(() => goTo(to, { completed: step }));
  const back = () => transition.run(() => goTo(step - 1));

  const continueFromGoals = async () => {
    if (formData.selectedGoals.length > 0) {
      // A failed save is reported and the owner goes on (states and transitions).
      await saveGoals({ options: formData.selectedGoals })
        .unwrap()
        .catch(() => toast.error(texts.goalsSaveFailed));
    }
    advance(onboarding.brandVoiceStep);
  };

  const finish = async (withVoice: boolean) => {
    const request = { formData: withVoice ? formData : { ...formData, brandTone: '' as const } };
    try {
      const result = await complete(request).unwrap();
      if (result.failures.length > 0) toast.warning(texts.saveWarning);
      // 'Skip for now' with a tone chosen, or no tone at all: the spec words each.
      else if (result.brandVoice === 'skipped')
        toast.info(formData.brandTone ? texts.brandVoiceSkipped : texts.skippedBrandVoice);
    } catch (error) {
      // Nothing could be saved: the reason, and the owner still goes on (error catalogue).
      toast.warning(texts.saveFailed(toErrorBody(error).message));
    }
    await refreshSession();
    transition.run(() =>
      goTo(onboarding.lastStep, { completed: onboarding.brandVoiceStep, formData: clearedForCompletion(formData) }),
    );
  };

  const skipSetup = async () => {
    await complete({ formData, skipped: true })
      .unwrap()
      .catch(() => undefined);
    await refreshSession();
    navigate(routes.home);
  };

  const backButton = <Button onClick={back}>{screen.back}</Button>;
  let content;
  switch (step) {
    case 0:
      content = (
        <WelcomeStep
          formData={formData}
          onChange={updateForm}
          onContinue={() => advance(1)}
          onSkipSetup={() => void skipSetup()}
          skipping={completion.isLoading}
        />
      );
      break;
    case 1:
      content = (
        <IntegrationsStep
          footer={
            <>
              {backButton}
              <Button type="primary" onClick={() => advance(2)}>
                {screen.continue}
              </Button>
            </>
          }
        />
      );
      break;
    case 2:
      content = (
        <CompetitorsStep
          formData={formData}
          onChange={updateForm}
          footer={
            <>
              {backButton}
              <Button type="primary" onClick={() => advance(3)}>
                {screen.continue}
              </Button>
            </>
          }
        />
      );
      break;
    case 3:
      content = (
        <GoalsStep
          formData={formData}
          onChange={updateForm}
          footer={
            <>
              {backButton}
              <Button type="primary" onClick={() => void continueFromGoals()} loading={goalsSave.isLoading}>
                {formData.selectedGoals.length > 0 ? texts.continueWithGoals : texts.skipGoals}
              </Button>
            </>
          }
        />
      );
      break;
    case 4:
      content = (
        <VoiceStep
          formData={formData}
          onChange={updateForm}
          footer={
            <>
              {backButton}
              <span style={{ display: 'flex', alignItems: 'center', gap: token.marginSM }}>
                {formData.brandTone && (
                  <Button type="link" onClick={() => void finish(false)} disabled={completion.isLoading}>
                    {texts.skipForNow}
                  </Button>
                )}
                <Button
                  type="primary"
                  onClick={() => void finish(Boolean(formData.brandTone))}
                  loading={completion.isLoading}
                >
                  {formData.brandTone ? texts.completeSetup : texts.skipBrandVoice}
                </Button>
              </span>
            </>
          }
        />
      );
      break;
    default:
      content = <ReportStep onDone={() => navigate(routes.home)} />;
  }

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <PageContainer maxWidth={640}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}>
          <header style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
            <PageEyebrowTitle>{screen.title}</PageEyebrowTitle>
            <div
              role="progressbar"
              aria-label={screen.progressLabel(step + 1, onboarding.stepCount)}
              aria-valuemin={1}
              aria-valuemax={onboarding.stepCount}
              aria-valuenow={step + 1}
              aria-valuetext={`${screen.progressLabel(step + 1, onboarding.stepCount)}: ${texts.steps[step]}`}
              style={{ display: 'grid', gridTemplateColumns: `repeat(${onboarding.stepCount}, 1fr)`, gap: 4 }}
            >
              {texts.steps.map((name, index) => (
                <span
                  key={name}
                  style={{
                    height: 4,
                    borderRadius: 2,
                    background: index <= step ? token.colorPrimary : token.colorFillSecondary,
                  }}
                />
              ))}
            </div>
            <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
              {screen.progressLabel(step + 1, onboarding.stepCount)} · {texts.steps[step]}
            </span>
          </header>
          <div
            style={{
              opacity: transition.leaving ? 0 : 1,
              transition: reducedMotion ? 'none' : `opacity ${onboarding.stepTransitionMs}ms ease`,
            }}
          >
            {content}
          </div>
        </div>
      </PageContainer>
    </div>
  );
}
