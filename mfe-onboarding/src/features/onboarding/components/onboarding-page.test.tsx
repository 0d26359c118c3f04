import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { zeroedSummary } from '@scp/shared/contracts/dashboard/analytics';
import type { OnboardingProgress } from '@scp/shared/contracts/onboarding/onboarding';
import {
  ANALYTICS,
  COMPLETE,
  GOALS,
  HEALTH,
  SAVE_PROGRESS,
  answerFirstVisit,
  clickContinue,
  expectStep,
  passWelcome,
  renderOnboarding,
} from '../../../test-support/render-onboarding.test-helper';
import { PROGRESS_STORAGE_KEY } from '../lib/stored-progress';

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  api = installFakeApi();
  answerFirstVisit(api);
});

const completeAnswer = (overrides = {}) =>
  ok({ brandVoice: 'saved', goals: 'saved', metadata: 'saved', failures: [], completed: true, ...overrides });

async function toGoalsStep() {
  await renderOnboarding();
  await passWelcome();
  await clickContinue(3);
  await clickContinue(4);
}

describe('onboarding', () => {
  it('opens on the welcome, step 1 of 6, named Onboarding', async () => {
    await renderOnboarding();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
    await expectStep(1);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('Continue on the business choice needs a type, and a name for the types that ask for one', async () => {
    await renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Online shop/ })).toHaveAccessibleName(/Recommended/);

    await userEvent.click(screen.getByRole('radio', { name: /Online shop/ }));
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Store name'), '   ');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Store name'), 'Ann');
    expect(next).toBeEnabled();

    // Another type clears the name.
    await userEvent.click(screen.getByRole('radio', { name: /Agency/ }));
    expect(screen.getByLabelText('Agency name')).toHaveValue('');
    expect(next).toBeDisabled();

    // A creator needs no name.
    await userEvent.click(screen.getByRole('radio', { name: /Creator/ }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('keeps the answers in the browser and restores them, always from step 1', async () => {
    const stored: OnboardingProgress = {
      currentStep: 3,
      completedSteps: [0, 1, 2],
      formData: {
        competitors: 'Crumbs & Co',
        inspiration: '',
        brandTone: '',
        targetAudience: '',
        selectedGoals: ['grow-audience'],
        businessType: 'service',
        companyName: 'Ann Bakes',
      },
    };
    localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(stored));
    await renderOnboarding();
    await expectStep(1);
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('radio', { name: /Service business/ })).toBeChecked();
    expect(screen.getByLabelText('Business name')).toHaveValue('Ann Bakes');
  });

  it('mirrors each step on the server', async () => {
    await renderOnboarding();
    await passWelcome();
    await waitFor(() => expect(api.callsTo(SAVE_PROGRESS).length).toBeGreaterThan(0));
    expect(api.callsTo(SAVE_PROGRESS).at(-1)?.body).toMatchObject({
      currentStep: 1,
      completedSteps: [0],
      formData: { businessType: 'ecommerce', companyName: "Ann's Bakery" },
    });
  });

  it("Goals: 'Skip Goals' with none chosen, 'Continue with goals' with one; a failed save is reported and the owner goes on", async () => {
    await toGoalsStep();
    expect(screen.getByRole('button', { name: 'Skip Goals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Increase sales' }));
    api.answer(GOALS, fails(503, 'SERVICE_UNAVAILABLE', 'down'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with goals' }));
    expect(await screen.findByText('Goals Save Failed', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expectStep(5);
    expect(api.callsTo(GOALS)[0]?.body).toEqual({ options: ['increase-sales'] });
  }, 30_000);

  it("Brand Voice: 'Skip Brand Voice' without a tone, 'Complete Setup' and 'Skip for now' with one; completing saves every answer", async () => {
    api.answer(GOALS, ok({ goals: [] }));
    api.answer(COMPLETE, completeAnswer());
    api.answer(ANALYTICS, fails(404, 'NOT_FOUND', 'none'));
    api.answer(HEALTH, fails(404, 'NOT_FOUND', 'none'));
    await toGoalsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    expect(screen.getByRole('button', { name: 'Skip Brand Voice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Friendly' }));
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Target audience'), 'Local families');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await expectStep(6);
    expect(api.callsTo(COMPLETE)[0]?.body).toEqual({
      formData: {
        competitors: '',
        inspiration: '',
        brandTone: 'friendly',
        targetAudience: 'Local families',
        selectedGoals: [],
        businessType: 'ecommerce',
        companyName: "Ann's Bakery",
      },
    });
    // The business type and name are the profile's now.
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').formData).toMatchObject({
      businessType: null,
      companyName: '',
    });
  });

  it("a part that could not be saved shows 'Save Warning' and still reaches the report", async () => {
    api.answer(COMPLETE, completeAnswer({ brandVoice: 'failed', failures: [{ part: 'brandVoice', reason: 'down' }] }));
    await toGoalsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Save Warning')).toBeInTheDocument();
    await expectStep(6);
  });

  it("without a tone the voice is skipped: 'Skipped Brand Voice', and the rest is saved", async () => {
    api.answer(COMPLETE, completeAnswer({ brandVoice: 'skipped' }));
    await toGoalsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Brand Voice' }));
    expect(await screen.findByText('Skipped Brand Voice')).toBeInTheDocument();
    expect(screen.getByText('You can set this up later in your settings.')).toBeInTheDocument();
    await expectStep(6);
  });

  it('the report says what connecting would unlock when nothing is connected, and Go to Dashboard goes to /', async () => {
    api.answer(COMPLETE, completeAnswer({ brandVoice: 'skipped' }));
    api.answer(ANALYTICS, ok(zeroedSummary({ range: 'last_30_days' })));
    api.answer(HEALTH, fails(404, 'NOT_FOUND', 'none'));
    const view = await renderOnboarding();
    await passWelcome();
    await clickContinue(3);
    await clickContinue(4);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Brand Voice' }));
    await expectStep(6);
    expect(await screen.findByText('Nothing connected yet, so there are no figures to report.')).toBeInTheDocument();
    expect(screen.getByText('Connect your shop to see revenue, orders and your best sellers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(view.location()).toBe('/');
  });

  it('Skip setup completes onboarding without saving answers and goes to the dashboard', async () => {
    api.answer(COMPLETE, completeAnswer({ brandVoice: 'skipped', goals: 'skipped' }));
    const view = await renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Skip setup' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(api.callsTo(COMPLETE)[0]?.body).toMatchObject({ skipped: true });
  });

  it("'Skip for now' with a tone skips the voice: 'Brand Voice Skipped'", async () => {
    api.answer(COMPLETE, completeAnswer({ brandVoice: 'skipped' }));
    await toGoalsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    await userEvent.click(screen.getByRole('radio', { name: 'Playful' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Brand Voice Skipped')).toBeInTheDocument();
    await expectStep(6);
    expect(api.callsTo(COMPLETE)[0]?.body).toMatchObject({ formData: { brandTone: '' } });
  });

  it('a completion that cannot be saved at all says why, and the owner still reaches the report', async () => {
    api.answer(COMPLETE, fails(400, 'BAD_REQUEST', 'Company name is too long'));
    await toGoalsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Goals' }));
    await expectStep(5);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Brand Voice' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Company name is too long. You can continue and set this up later.')).toBeInTheDocument();
    await expectStep(6);
  });

  it('Back returns to the previous step', async () => {
    await renderOnboarding();
    await passWelcome();
    await clickContinue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(2);
  });
});
