import request from 'supertest';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import { goalResponseSchema } from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingInternalPaths } from '@scp/shared/contracts/onboarding/onboarding-internal';
import { callAs, newUserId, onboardingFixture } from '../onboarding-harness.test.util';
import { GoalModel } from '../goals/goal-model';

const fx = onboardingFixture();

const user = () => {
  const userId = newUserId();
  return { userId, call: callAs(userId, fx.app) };
};

const owned = { title: 'Ship 300 cakes', metric: 'orders', target: 300 } as const;

describe('POST /internal/onboarding/goals (the assistant, after the owner approved)', () => {
  const path = onboardingInternalPaths.goals;
  async function asService(caller: 'assistant' | 'dashboard', userId: string, body: object) {
    return request(fx.app)
      .post(path)
      .set(await serviceTokenHeader(caller, 'onboarding', `POST ${path}`, userId))
      .send(body);
  }

  it("adds the goal to the user's list, and only for the assistant", async () => {
    const { userId, call } = user();
    const made = await asService('assistant', userId, owned);
    expect(made.status).toBe(201);
    const { goal } = goalResponseSchema.parse(made.body);
    expect((await call('get', '/goals')).body.goals).toEqual([goal]);
    expect((await asService('dashboard', userId, owned)).status).toBe(403);
    const bad = await asService('assistant', userId, { ...owned, target: 0 });
    expect(bad.status).toBe(400);
    expect(await GoalModel.countDocuments({ userId })).toBe(1);
  });
});
