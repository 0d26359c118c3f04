import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { ok } from '@scp/shared/client/fake-api.test-helper';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { emptyOnboardingFormData, type OnboardingProgressResponse } from '@scp/shared/contracts/onboarding/onboarding';
import OnboardingRoutes from '../routes';

export const PROGRESS = 'GET /api/onboarding/progress';
export const SAVE_PROGRESS = 'PUT /api/onboarding/progress';
export const GOALS = 'PUT /api/onboarding/goals';
export const LIST_GOALS = 'GET /api/onboarding/goals';
export const COMPLETE = 'POST /api/onboarding/complete';
export const ACCOUNTS = 'GET /api/settings/integrations/accounts';
export const ANALYTICS = 'GET /api/dashboard/analytics';
export const HEALTH = 'GET /api/dashboard/health';

export const newOwner: SessionUser = {
  id: '6b05cac40c175ed74e457925',
  email: 'ann@example.com',
  user_metadata: { full_name: 'Ann Baker', onboarding_completed: false },
};

export const emptyServerProgress: OnboardingProgressResponse = {
  progress: { currentStep: 0, completedSteps: [], formData: emptyOnboardingFormData },
  completed: false,
  updatedAt: null,
};

/** The answers a new owner's first visit gets. */
export function answerFirstVisit(api: FakeApi) {
  api.answer(PROGRESS, ok(emptyServerProgress));
  api.answer(SAVE_PROGRESS, ok(emptyServerProgress));
  api.answer(ACCOUNTS, ok({ accounts: [] }));
  api.answer(LIST_GOALS, ok({ goals: [] }));
}

export function renderOnboarding() {
  return renderRemote(<OnboardingRoutes />, '/onboarding', (store) => {
    store.dispatch(sessionResolved({ user: newOwner, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
  });
}

/** The step on screen, by the progress indicator ('Step 2 of 6'). */
export async function expectStep(number: number) {
  await screen.findByRole('progressbar', { name: `Step ${number} of 6` });
}

/** Through the welcome as an online shop called `name`, to the Integrations step. */
export async function passWelcome(name = "Ann's Bakery") {
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  await userEvent.click(screen.getByRole('radio', { name: /Online shop/ }));
  await userEvent.type(screen.getByLabelText('Store name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await expectStep(2);
}

export async function clickContinue(toStep: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await expectStep(toStep);
}
