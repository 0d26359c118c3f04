import type { ReactNode } from 'react';
import { Field } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import type { OnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingLimits } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { StepFrame } from './step-frame';

const texts = onboardingTexts.screen.competitors;
const fields = [
  ['competitors', onboardingLimits.competitorsMax],
  ['inspiration', onboardingLimits.inspirationMax],
] as const;

/** Step 2 (screens and routes): competitors and inspiration, both optional. */
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
        {fields.map(([key, max]) => (
          <Field key={key} label={texts[key]}>
            {(id, describedBy) => (
              <TextArea
                id={id}
                aria-describedby={describedBy}
                rows={3}
                maxLength={max}
                showCount
                value={formData[key]}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </StepFrame>
  );
}
