import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Field } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import type { OnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { brandTones } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { brandVoice } from '@scp/shared/contracts/settings/settings-constants';
import { ChoiceCard, StepFrame } from './step-frame';

const texts = onboardingTexts.screen.voice;

/** Step 4 (screens and routes, validation rules): a tone and the audience; the buttons follow whether a tone is set. */
export function VoiceStep({
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
      <div
        role="radiogroup"
        aria-label={texts.tone}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.marginSM }}
      >
        {brandTones.map((tone) => (
          <ChoiceCard
            key={tone}
            type="radio"
            name="brand-tone"
            checked={formData.brandTone === tone}
            onChange={() => onChange({ brandTone: tone })}
            label={texts.tones[tone]}
          />
        ))}
      </div>
      <Field label={texts.audience}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            aria-describedby={describedBy}
            rows={2}
            maxLength={brandVoice.audienceDescriptionMax}
            showCount
            placeholder={texts.audiencePlaceholder}
            value={formData.targetAudience}
            onChange={(event) => onChange({ targetAudience: event.target.value })}
          />
        )}
      </Field>
    </StepFrame>
  );
}
