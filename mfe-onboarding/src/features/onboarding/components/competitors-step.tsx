import type { ReactNode } from 'react';
import { Field } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import type { OnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingLimits } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { StepFrame } from './step-frame';

const texts = onboardingTexts.screen.competitors;

/** Step 2 (dashboard §2): competitors and inspiration, both optional. */
export function CompetitorsStep({
  formData,
  onChange,
  footer,
}: {
  formData: OnboardingFormData;
  onChange: (change: Partial<OnboardingFormData>) => void;
  footer: ReactNode;
}) {
  return (
    <StepFrame title={texts.title} intro={texts.intro} footer={footer}>
      <div>
        <Field label={texts.competitors}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              maxLength={onboardingLimits.competitorsMax}
              showCount
              value={formData.competitors}
              onChange={(event) => onChange({ competitors: event.target.value })}
            />
          )}
        </Field>
        <Field label={texts.inspiration}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              maxLength={onboardingLimits.inspirationMax}
              showCount
              value={formData.inspiration}
              onChange={(event) => onChange({ inspiration: event.target.value })}
            />
          )}
        </Field>
      </div>
    </StepFrame>
  );
}
