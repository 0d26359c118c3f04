import {
  emptyOnboardingFormData,
  onboardingCompleteResponseSchema,
  type OnboardingFormData,
} from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingMetadataRequestSchema } from '@scp/shared/contracts/auth/auth-internal';
import { onboardingVoiceRequestSchema } from '@scp/shared/contracts/settings/settings-internal';
import { GoalModel } from '../goals/goal-model';
import { callAs, newUserId, onboardingFixture } from '../onboarding-harness.test.util';
import { ProgressModel } from '../progress/progress-model';

const fx = onboardingFixture();

const answers: OnboardingFormData = {
  competitors: 'Rival Bakes, Crumb & Co',
  inspiration: 'Bake Street',
  brandTone: 'friendly',
  targetAudience: 'Busy parents who love handmade gifts',
  selectedGoals: ['increase-sales', 'grow-audience'],
  businessType: 'ecommerce',
  companyName: "Alice's Bakery",
};

async function complete(userId: string, body: object) {
  const res = await callAs(userId, fx.app)('post', '/complete', { body });
  return { status: res.status, body: res.body };
}

async function expectCompleted(userId: string) {
  const progress = await callAs(userId, fx.app)('get', '/progress');
  expect(progress.body).toMatchObject({
    completed: true,
    progress: { currentStep: 5, completedSteps: [0, 1, 2, 3, 4] },
  });
}

describe('POST /api/onboarding/complete', () => {
  it('saves the brand voice through settings, the goals, then the metadata through auth', async () => {
    const userId = newUserId();
    fx.kpisOf.set(userId, { totalSales: 2000, totalFollowers: 900 });
    const res = await complete(userId, { formData: answers });
    expect(res.status).toBe(200);
    expect(onboardingCompleteResponseSchema.parse(res.body)).toEqual({
      brandVoice: 'saved',
      goals: 'saved',
      metadata: 'saved',
      failures: [],
      completed: true,
    });

    const [voice] = fx.settings.callsOf(userId);
    expect(fx.settings.callsOf(userId)).toHaveLength(1);
    expect(voice).toMatchObject({ method: 'PUT', path: '/internal/settings/onboarding-voice', caller: 'onboarding' });
    expect(onboardingVoiceRequestSchema.parse(voice?.body)).toEqual({
      tone: 'friendly',
      audience_description: 'Busy parents who love handmade gifts',
      onboarding_competitors: ['Rival Bakes, Crumb & Co'],
      onboarding_inspiration: 'Bake Street',
      business_type: 'ecommerce',
      selected_goals: ['increase-sales', 'grow-audience'],
      onboarding_completed: true,
    });

    const [metadata] = fx.auth.callsOf(userId);
    expect(fx.auth.callsOf(userId)).toHaveLength(1);
    expect(metadata).toMatchObject({
      method: 'PATCH',
      path: '/internal/auth/onboarding-metadata',
      caller: 'onboarding',
    });
    expect(onboardingMetadataRequestSchema.parse(metadata?.body)).toEqual({
      business_type: 'ecommerce',
      company_name: "Alice's Bakery",
      onboarding_completed: true,
    });

    const goals = (await callAs(userId, fx.app)('get', '/goals')).body.goals;
    expect(
      Object.fromEntries(goals.map((goal: { option: string; target: number }) => [goal.option, goal.target])),
    ).toEqual({ 'increase-sales': 2200, 'grow-audience': 990 });
    await expectCompleted(userId);
    // The answers are kept with the completed progress.
    expect((await callAs(userId, fx.app)('get', '/progress')).body.progress.formData).toEqual(answers);
  });

  it('empty competitors and inspiration are null; no name and no type are left out of the metadata', async () => {
    const userId = newUserId();
    const formData = { ...answers, competitors: '', inspiration: '', businessType: 'creator', companyName: '' };
    expect((await complete(userId, { formData })).status).toBe(200);
    expect(fx.settings.callsOf(userId)[0]?.body).toMatchObject({
      onboarding_competitors: null,
      onboarding_inspiration: null,
      business_type: 'creator',
    });
    expect(fx.auth.callsOf(userId)[0]?.body).toEqual({ business_type: 'creator', onboarding_completed: true });

    const untyped = newUserId();
    await complete(untyped, { formData: { ...formData, businessType: null } });
    expect(fx.settings.callsOf(untyped)[0]?.body).toMatchObject({ business_type: null });
    expect(fx.auth.callsOf(untyped)[0]?.body).toEqual({ onboarding_completed: true });
  });

  it.each(['down', 'error'] as const)(
    'settings %s: the brand voice failed with a reason, goals and metadata still saved, onboarding completed',
    async (mode) => {
      const userId = newUserId();
      fx.settings.mode = mode;
      const res = await complete(userId, { formData: answers });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        brandVoice: 'failed',
        goals: 'saved',
        metadata: 'saved',
        failures: [
          { part: 'brandVoice', reason: 'The brand voice could not be saved: the settings service is unavailable' },
        ],
        completed: true,
      });
      expect(await GoalModel.countDocuments({ userId, active: true })).toBe(2);
      expect(fx.auth.callsOf(userId)).toHaveLength(1);
      await expectCompleted(userId);
    },
  );

  it('auth down: the metadata failed, the rest saved, onboarding completed', async () => {
    const userId = newUserId();
    fx.auth.mode = 'down';
    const res = await complete(userId, { formData: answers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brandVoice: 'saved', goals: 'saved', metadata: 'failed', completed: true });
    expect(res.body.failures).toEqual([
      { part: 'metadata', reason: 'Your business details could not be saved: the account service is unavailable' },
    ]);
    await expectCompleted(userId);
  });

  it('every neighbour down: never a 500, goals saved with starter targets, onboarding completed', async () => {
    const userId = newUserId();
    fx.kpisOf.set(userId, { totalSales: 2000 });
    fx.settings.mode = 'down';
    fx.auth.mode = 'down';
    fx.dashboard.mode = 'down';
    const res = await complete(userId, { formData: answers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brandVoice: 'failed', goals: 'saved', metadata: 'failed', completed: true });
    expect(res.body.failures.map((failure: { part: string }) => failure.part)).toEqual(['brandVoice', 'metadata']);
    // The reasons name what failed, never a stack or a token.
    expect(JSON.stringify(res.body)).not.toMatch(/at |Error|ey[A-Za-z0-9_-]{10,}\./);
    const goals = (await callAs(userId, fx.app)('get', '/goals')).body.goals;
    expect(goals.map((goal: { target: number }) => goal.target).sort()).toEqual([1000, 5000]);
    await expectCompleted(userId);
  });

  it('a goals save the rules refuse is a failed part with its reason; the others still happen', async () => {
    const userId = newUserId();
    await GoalModel.insertMany(
      Array.from({ length: 50 }, (_, index) => ({
        userId,
        title: `Goal ${index}`,
        metric: 'orders',
        target: 10,
        periodDays: 30,
        active: false,
      })),
    );
    const res = await complete(userId, { formData: answers });
    expect(res.body).toMatchObject({ brandVoice: 'saved', goals: 'failed', metadata: 'saved', completed: true });
    expect(res.body.failures).toEqual([
      {
        part: 'goals',
        reason: 'Your goals could not be saved: You can keep at most 50 goals. Delete one you no longer need first',
      },
    ]);
    await expectCompleted(userId);
  });

  it('no tone: the brand voice is skipped and settings not called; goals and metadata saved', async () => {
    const userId = newUserId();
    const res = await complete(userId, { formData: { ...answers, brandTone: '' } });
    expect(res.body).toEqual({
      brandVoice: 'skipped',
      goals: 'saved',
      metadata: 'saved',
      failures: [],
      completed: true,
    });
    expect(fx.settings.callsOf(userId)).toEqual([]);
    expect(fx.auth.callsOf(userId)).toHaveLength(1);
  });

  it('no goals chosen: goals skipped, nothing made, the dashboard not asked', async () => {
    const userId = newUserId();
    const res = await complete(userId, { formData: { ...answers, selectedGoals: [] } });
    expect(res.body).toMatchObject({ brandVoice: 'saved', goals: 'skipped', metadata: 'saved' });
    expect(await GoalModel.countDocuments({ userId })).toBe(0);
    expect(fx.dashboard.callsOf(userId)).toEqual([]);
    expect(fx.settings.callsOf(userId)[0]?.body).toMatchObject({ selected_goals: [] });
  });

  it('skipped: only the metadata { onboarding_completed: true } is sent, onboarding completed', async () => {
    const userId = newUserId();
    const res = await complete(userId, { formData: answers, skipped: true });
    expect(res.body).toEqual({
      brandVoice: 'skipped',
      goals: 'skipped',
      metadata: 'saved',
      failures: [],
      completed: true,
    });
    expect(fx.settings.callsOf(userId)).toEqual([]);
    expect(fx.dashboard.callsOf(userId)).toEqual([]);
    expect(fx.auth.callsOf(userId).map((call) => call.body)).toEqual([{ onboarding_completed: true }]);
    expect(await GoalModel.countDocuments({ userId })).toBe(0);
    await expectCompleted(userId);
  });

  it('skipped from the Welcome step with empty answers, auth down: completed anyway', async () => {
    const userId = newUserId();
    fx.auth.mode = 'error';
    const res = await complete(userId, { formData: emptyOnboardingFormData, skipped: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brandVoice: 'skipped', goals: 'skipped', metadata: 'failed', completed: true });
    await expectCompleted(userId);
  });

  it.each([
    ['no form data', {}],
    ['an unknown business type', { formData: { ...answers, businessType: 'pirate' } }],
    ['a company name of 10,000 characters', { formData: { ...answers, companyName: 'x'.repeat(10_000) } }],
    ['goals that are not a list', { formData: { ...answers, selectedGoals: 'increase-sales' } }],
    ['an operator payload', { formData: { ...answers, targetAudience: { $gt: '' } } }],
    ['skipped as text', { formData: answers, skipped: 'yes' }],
    ['an unknown field', { formData: answers, userId: 'someone-else' }],
  ])('refuses %s with 400: nothing stored, no neighbour called', async (_name, body) => {
    const userId = newUserId();
    const res = await complete(userId, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(await ProgressModel.countDocuments({ userId })).toBe(0);
    expect(await GoalModel.countDocuments({ userId })).toBe(0);
    expect([...fx.settings.callsOf(userId), ...fx.auth.callsOf(userId), ...fx.dashboard.callsOf(userId)]).toEqual([]);
  });

  it('is for a signed-in user only', async () => {
    const res = await callAs(undefined, fx.app)('post', '/complete', { body: { formData: answers } });
    expect(res.status).toBe(401);
  });
});
