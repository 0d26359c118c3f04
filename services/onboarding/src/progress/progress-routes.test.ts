import {
  emptyOnboardingFormData,
  onboardingProgressResponseSchema,
  type OnboardingProgress,
} from '@scp/shared/contracts/onboarding/onboarding';
import { callAs, newUserId, onboardingFixture } from '../onboarding-harness.test.util';
import { ProgressModel } from './progress-model';

const fx = onboardingFixture();

const midway: OnboardingProgress = {
  currentStep: 3,
  completedSteps: [2, 0, 1, 1],
  formData: {
    competitors: '  Rival Bakes, Crumb & Co  ',
    inspiration: 'Bake Street',
    brandTone: 'friendly',
    targetAudience: 'Busy parents who love handmade gifts',
    selectedGoals: ['increase-sales', 'grow-audience'],
    businessType: 'ecommerce',
    companyName: "Alice's Bakery",
  },
};

describe('GET /api/onboarding/progress', () => {
  it('answers the empty progress before anything was saved', async () => {
    const res = await callAs(newUserId(), fx.app)('get', '/progress');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      progress: { currentStep: 0, completedSteps: [], formData: emptyOnboardingFormData },
      completed: false,
      updatedAt: null,
    });
  });

  it('is for a signed-in user only', async () => {
    const res = await callAs(undefined, fx.app)('get', '/progress');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /api/onboarding/progress', () => {
  it('keeps the step and the answers, so a second device resumes them', async () => {
    const userId = newUserId();
    const saved = await callAs(userId, fx.app)('put', '/progress', { body: midway });
    expect(saved.status).toBe(200);
    const body = onboardingProgressResponseSchema.parse(saved.body);
    expect(body.progress).toEqual({
      ...midway,
      // Trimmed, and the steps once each in order.
      completedSteps: [0, 1, 2],
      formData: { ...midway.formData, competitors: 'Rival Bakes, Crumb & Co' },
    });
    expect(body.completed).toBe(false);
    expect(Date.parse(body.updatedAt ?? '')).not.toBeNaN();

    // Another device (another request) reads the same.
    const read = await callAs(userId, fx.app)('get', '/progress');
    expect(read.body).toEqual(saved.body);

    // One document per user, updated in place.
    const next = { ...midway, currentStep: 4, completedSteps: [0, 1, 2, 3] };
    expect((await callAs(userId, fx.app)('put', '/progress', { body: next })).body.progress.currentStep).toBe(4);
    expect(await ProgressModel.countDocuments({ userId })).toBe(1);
    // Another user sees none of it.
    expect((await callAs(newUserId(), fx.app)('get', '/progress')).body.updatedAt).toBeNull();
  });

  it.each([
    ['an unknown business type', { formData: { ...midway.formData, businessType: 'pirate' } }, 'formData.businessType'],
    [
      'a company name of 10,000 characters',
      { formData: { ...midway.formData, companyName: 'x'.repeat(10_000) } },
      'formData.companyName',
    ],
    [
      'goals that are not a list',
      { formData: { ...midway.formData, selectedGoals: 'increase-sales' } },
      'formData.selectedGoals',
    ],
    [
      'an unknown goal',
      { formData: { ...midway.formData, selectedGoals: ['world-domination'] } },
      'formData.selectedGoals.0',
    ],
    [
      'a goal twice',
      { formData: { ...midway.formData, selectedGoals: ['more-orders', 'more-orders'] } },
      'formData.selectedGoals',
    ],
    ['an operator payload', { formData: { ...midway.formData, companyName: { $gt: '' } } }, 'formData.companyName'],
    ['an unknown tone', { formData: { ...midway.formData, brandTone: 'sarcastic' } }, 'formData.brandTone'],
    ['a step past the report', { currentStep: 6 }, 'currentStep'],
    ['a fractional step', { currentStep: 1.5 }, 'currentStep'],
    ['an unknown field', { admin: true }, undefined],
    ['an unknown form field', { formData: { ...midway.formData, userId: 'someone-else' } }, 'formData'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field) => {
    const userId = newUserId();
    const res = await callAs(userId, fx.app)('put', '/progress', { body: { ...midway, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.error.field).toBe(field);
    expect(await ProgressModel.countDocuments({ userId })).toBe(0);
  });

  it('refuses a missing or malformed body with 400', async () => {
    const userId = newUserId();
    expect((await callAs(userId, fx.app)('put', '/progress', { body: [] })).status).toBe(400);
    const broken = await callAs(userId, fx.app)('put', '/progress', { rawJson: '{"currentStep":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('BAD_REQUEST');
    expect(await ProgressModel.countDocuments({ userId })).toBe(0);
  });

  it('a completed onboarding stays completed when the steps are saved again', async () => {
    const userId = newUserId();
    const done = await callAs(userId, fx.app)('post', '/complete', {
      body: { formData: midway.formData, skipped: true },
    });
    expect(done.status).toBe(200);
    const again = await callAs(userId, fx.app)('put', '/progress', { body: { ...midway, currentStep: 1 } });
    expect(again.body).toMatchObject({ completed: true, progress: { currentStep: 1 } });
  });
});
