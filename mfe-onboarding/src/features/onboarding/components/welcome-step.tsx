import { Button, theme } from 'antd';
import { useState } from 'react';
import { Field } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import type { OnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingLimits } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { businessTypes, type BusinessType } from '@scp/shared/contracts/settings/settings-constants';
import { ChoiceCard, StepFrame } from './step-frame';

const texts = onboardingTexts.onboarding;
const screen = onboardingTexts.screen;

/** Continue on the business choice (validation rules): a type, and its name when the type asks for one. */
export function canContinueFromWelcome(formData: OnboardingFormData): boolean {
  const type = businessTypes.find((candidate) => candidate.id === formData.businessType);
  if (!type) return false;
  return type.nameKind === null || formData.companyName.trim().length > 0;
}

/**
 * Step 0 (screens and routes, states and transitions, validation rules): the welcome, then the business-type choice on Get Started. Choosing a
 * type clears the name; Back on the choice reloads the page (the spec's behaviour).
 */
export function WelcomeStep({
  formData,
  onChange,
  onContinue,
  onSkipSetup,
  skipping,
  reload = () => globalThis.location.reload(),
}: {
  formData: OnboardingFormData;
  onChange: (change: Partial<OnboardingFormData>) => void;
  onContinue: () => void;
  onSkipSetup: () => void;
  skipping: boolean;
  reload?: () => void;
}) {
  const { token } = theme.useToken();
  const [choosing, setChoosing] = useState(false);
  if (!choosing) {
    return (
      <StepFrame
        title={screen.welcome.title}
        intro={screen.welcome.intro}
        footer={
          <>
            <Button type="link" onClick={onSkipSetup} loading={skipping} style={{ paddingInline: 0 }}>
              {screen.skipSetup}
            </Button>
            <Button type="primary" size="large" onClick={() => setChoosing(true)}>
              {texts.getStarted}
            </Button>
          </>
        }
      />
    );
  }
  const chosen = businessTypes.find((type) => type.id === formData.businessType);
  return (
    <StepFrame
      title={screen.welcome.chooseTitle}
      footer={
        <>
          <Button onClick={reload}>{screen.back}</Button>
          <Button type="primary" onClick={onContinue} disabled={!canContinueFromWelcome(formData)}>
            {screen.continue}
          </Button>
        </>
      }
    >
      <div role="radiogroup" aria-label={screen.welcome.chooseTitle} style={{ display: 'grid', gap: token.marginSM }}>
        {businessTypes.map((type) => (
          <ChoiceCard
            key={type.id}
            type="radio"
            name="business-type"
            checked={formData.businessType === type.id}
            onChange={() => onChange({ businessType: type.id as BusinessType, companyName: '' })}
            label={screen.businessTypes[type.id].label}
            description={screen.businessTypes[type.id].description}
            badge={type.recommended ? screen.welcome.recommended : undefined}
          />
        ))}
      </div>
      {chosen?.nameKind && (
        <Field label={screen.nameLabels[chosen.nameKind]}>
          {(id, describedBy) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              value={formData.companyName}
              maxLength={onboardingLimits.companyNameMax}
              autoComplete="organization"
              onChange={(event) => onChange({ companyName: event.target.value })}
            />
          )}
        </Field>
      )}
    </StepFrame>
  );
}
