import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { OnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { goalOptions } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { ChoiceCard, StepFrame } from './step-frame';

const texts = onboardingTexts.screen.goals;

/** Step 3 (screens and routes): the goals to grow; the button's words follow the choice (validation rules). */
export function GoalsStep({
  formData,
  onChange,
  footer,
}: {
  formData: OnboardingFormData;
  onChange: (change: Partial<OnboardingFormData>) => void;
  footer: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <StepFrame title={texts.title} intro={texts.intro} footer={footer}>
      <div role="group" aria-label={texts.title} style={{ display: 'grid', gap: token.marginSM }}>
        {goalOptions.map((option) => {
          const checked = formData.selectedGoals.includes(option.id);
          return (
            <ChoiceCard
              key={option.id}
              type="checkbox"
              name="goals"
              checked={checked}
              onChange={(next) =>
                onChange({
                  selectedGoals: next
                    ? [...formData.selectedGoals, option.id]
                    : formData.selectedGoals.filter((id) => id !== option.id),
                })
              }
              label={texts.options[option.id]}
            />
          );
        })}
      </div>
    </StepFrame>
  );
}
