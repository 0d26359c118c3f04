import { goalListResponseSchema, goalResponseSchema, type Goal } from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingLimits } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { callAs, newUserId, onboardingFixture } from '../onboarding-harness.test.util';
import { GoalModel } from './goal-model';

const fx = onboardingFixture();

const user = () => {
  const userId = newUserId();
  return { userId, call: callAs(userId, fx.app) };
};

const owned = { title: 'Ship 300 cakes', metric: 'orders', target: 300 } as const;
const byOption = (goals: Goal[]) =>
  Object.fromEntries(goals.filter((goal) => goal.active).map((goal) => [goal.option, goal.target]));

describe('goals: create, read, update', () => {
  it('creates an owner-made goal (201) with its defaults and lists it', async () => {
    const { call } = user();
    const created = await call('post', '/goals', { body: { ...owned, title: '  Ship 300 cakes ' } });
    expect(created.status).toBe(201);
    const { goal } = goalResponseSchema.parse(created.body);
    expect(goal).toMatchObject({
      option: null,
      title: 'Ship 300 cakes',
      metric: 'orders',
      target: 300,
      periodDays: 30,
      deadline: null,
      active: true,
    });
    const listed = await call('get', '/goals');
    expect(listed.status).toBe(200);
    expect(goalListResponseSchema.parse(listed.body).goals).toEqual([goal]);
  });

  it('lists active goals first, newest first', async () => {
    const { call } = user();
    const first = (await call('post', '/goals', { body: { ...owned, title: 'First' } })).body.goal;
    const second = (await call('post', '/goals', { body: { ...owned, title: 'Second' } })).body.goal;
    const third = (await call('post', '/goals', { body: { ...owned, title: 'Third', deadline: '2027-02-28' } })).body
      .goal;
    expect(third.deadline).toBe('2027-02-28');
    await call('patch', `/goals/${third.id}`, { body: { active: false } });
    const titles = (await call('get', '/goals')).body.goals.map((goal: Goal) => goal.title);
    expect(titles).toEqual(['Second', 'First', 'Third']);
    expect(first.id).not.toBe(second.id);
  });

  it('updates any field of a goal (PATCH)', async () => {
    const { call } = user();
    const { goal } = (await call('post', '/goals', { body: owned })).body;
    const updated = await call('patch', `/goals/${goal.id}`, {
      body: { title: 'Ship 400 cakes', target: 400, periodDays: 60, deadline: '2027-01-31', active: false },
    });
    expect(updated.status).toBe(200);
    expect(goalResponseSchema.parse(updated.body).goal).toMatchObject({
      id: goal.id,
      title: 'Ship 400 cakes',
      target: 400,
      periodDays: 60,
      deadline: '2027-01-31',
      active: false,
      createdAt: goal.createdAt,
    });
    const cleared = await call('patch', `/goals/${goal.id}`, { body: { deadline: null } });
    expect(cleared.body.goal.deadline).toBeNull();
    expect(cleared.body.goal.title).toBe('Ship 400 cakes');
  });

  it('an option is active once: a second active goal for it is a 409', async () => {
    const { call } = user();
    const body = { title: 'Sell more', metric: 'revenue', target: 900, option: 'increase-sales' };
    const first = await call('post', '/goals', { body });
    expect(first.status).toBe(201);
    expect(first.body.goal.periodDays).toBe(30);
    const again = await call('post', '/goals', { body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    await call('patch', `/goals/${first.body.goal.id}`, { body: { active: false } });
    const second = await call('post', '/goals', { body });
    expect(second.status).toBe(201);
    // The first cannot be made active again beside the second.
    const reactivate = await call('patch', `/goals/${first.body.goal.id}`, { body: { active: true } });
    expect(reactivate.status).toBe(409);
  });

  it(`keeps at most ${onboardingLimits.maxGoals} goals per user: the next is a 409`, async () => {
    const { userId, call } = user();
    await GoalModel.insertMany(
      Array.from({ length: onboardingLimits.maxGoals }, (_, index) => ({
        userId,
        title: `Goal ${index}`,
        metric: 'orders',
        target: 10,
        periodDays: 30,
        active: false,
      })),
    );
    const refused = await call('post', '/goals', { body: owned });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/at most 50 goals/);
    const list = await call('put', '/goals', { body: { options: ['more-orders'] } });
    expect(list.status).toBe(409);
    expect(await GoalModel.countDocuments({ userId })).toBe(onboardingLimits.maxGoals);
  });
});

describe('PUT /api/onboarding/goals (the goals step)', () => {
  it('creates a goal per chosen option with its title, metric and starter target without synced figures', async () => {
    const { userId, call } = user();
    const res = await call('put', '/goals', { body: { options: ['increase-sales', 'boost-engagement'] } });
    expect(res.status).toBe(200);
    const { goals } = goalListResponseSchema.parse(res.body);
    expect(
      goals.map(({ option, title, metric, target, periodDays, active, deadline }) => ({
        option,
        title,
        metric,
        target,
        periodDays,
        active,
        deadline,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          option: 'increase-sales',
          title: 'Increase sales',
          metric: 'revenue',
          target: 5000,
          periodDays: 30,
          active: true,
          deadline: null,
        },
        {
          option: 'boost-engagement',
          title: 'Boost engagement',
          metric: 'engagement_rate',
          target: 3,
          periodDays: 30,
          active: true,
          deadline: null,
        },
      ]),
    );
    expect(goals).toHaveLength(2);
    // The dashboard was asked for this user's last 30 days, as onboarding.
    expect(fx.dashboard.callsOf(userId)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/internal/dashboard/summary', caller: 'onboarding' }),
    ]);
  });

  it("sets targets 10 % above the dashboard's last 30 days", async () => {
    const { userId, call } = user();
    fx.kpisOf.set(userId, {
      totalSales: 4200,
      totalOrders: 120,
      totalFollowers: 3456,
      avgEngagementRate: 4.26,
      totalReach: 0,
    });
    const res = await call('put', '/goals', {
      body: { options: ['increase-sales', 'more-orders', 'grow-audience', 'boost-engagement', 'reach-more-people'] },
    });
    expect(res.status).toBe(200);
    expect(byOption(res.body.goals)).toEqual({
      'increase-sales': 4620,
      'more-orders': 132,
      'grow-audience': 3802,
      'boost-engagement': 4.7,
      // No reach yet: the starter target.
      'reach-more-people': 10000,
    });
  });

  it('uses the starter targets when the dashboard is down or failing, and still saves', async () => {
    for (const mode of ['down', 'error'] as const) {
      const { userId, call } = user();
      fx.kpisOf.set(userId, { totalSales: 4200, totalOrders: 120 });
      fx.dashboard.mode = mode;
      const res = await call('put', '/goals', { body: { options: ['increase-sales', 'more-orders'] } });
      expect(res.status).toBe(200);
      expect(byOption(res.body.goals)).toEqual({ 'increase-sales': 5000, 'more-orders': 100 });
    }
  });

  it('keeps the chosen goals already active, deactivates the others and leaves owner-made goals alone', async () => {
    const { userId, call } = user();
    const mine = (await call('post', '/goals', { body: owned })).body.goal;
    const first = (await call('put', '/goals', { body: { options: ['increase-sales', 'grow-audience'] } })).body
      .goals as Goal[];
    const sales = first.find((goal) => goal.option === 'increase-sales') as Goal;
    const asked = fx.dashboard.callsOf(userId).length;

    // The owner's figures change; a kept goal keeps its target, a new one gets the new figure.
    fx.kpisOf.set(userId, { totalSales: 10_000, totalReach: 1000 });
    const res = await call('put', '/goals', { body: { options: ['increase-sales', 'reach-more-people'] } });
    expect(res.status).toBe(200);
    const goals = res.body.goals as Goal[];
    expect(goals.filter((goal) => goal.active).map((goal) => goal.option)).toEqual(
      expect.arrayContaining(['increase-sales', 'reach-more-people', null]),
    );
    expect(goals.find((goal) => goal.option === 'increase-sales')).toEqual(sales);
    expect(goals.find((goal) => goal.option === 'reach-more-people')?.target).toBe(1100);
    expect(goals.find((goal) => goal.option === 'grow-audience')?.active).toBe(false);
    expect(goals.find((goal) => goal.id === mine.id)?.active).toBe(true);
    // Active first.
    expect(goals.map((goal) => goal.active)).toEqual([true, true, true, false]);

    // Nothing to create: the dashboard is not asked; an empty list deactivates every option goal.
    const cleared = await call('put', '/goals', { body: { options: [] } });
    expect((cleared.body.goals as Goal[]).filter((goal) => goal.active).map((goal) => goal.id)).toEqual([mine.id]);
    expect(fx.dashboard.callsOf(userId)).toHaveLength(asked + 1);
  });

  it('two saves of the same choice at once make one active goal per option', async () => {
    await GoalModel.init();
    const { userId, call } = user();
    const body = { options: ['increase-sales', 'more-orders'] };
    const answers = await Promise.all([call('put', '/goals', { body }), call('put', '/goals', { body })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await GoalModel.countDocuments({ userId, active: true })).toBe(2);
    // The database holds the rule too, whatever the timing.
    const twin = {
      userId,
      option: 'more-orders' as const,
      title: 'Twin',
      metric: 'orders' as const,
      target: 1,
      periodDays: 30,
    };
    await expect(GoalModel.create({ ...twin, active: true })).rejects.toMatchObject({ code: 11000 });
    await expect(GoalModel.create({ ...twin, active: false })).resolves.toBeDefined();
  });

  it.each([
    ['goals that are not a list', { options: 'increase-sales' }],
    ['an unknown option', { options: ['world-domination'] }],
    ['an option twice', { options: ['more-orders', 'more-orders'] }],
    ['an operator payload', { options: { $gt: '' } }],
    ['an unknown field', { options: [], userId: 'someone-else' }],
    ['no options', {}],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const { userId, call } = user();
    const res = await call('put', '/goals', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(await GoalModel.countDocuments({ userId })).toBe(0);
  });
});

describe('goals: deactivate all, delete', () => {
  it('deactivates every goal and answers the list', async () => {
    const { call } = user();
    await call('post', '/goals', { body: owned });
    await call('put', '/goals', { body: { options: ['more-orders'] } });
    const res = await call('post', '/goals/deactivate');
    expect(res.status).toBe(200);
    const { goals } = goalListResponseSchema.parse(res.body);
    expect(goals).toHaveLength(2);
    expect(goals.every((goal) => !goal.active)).toBe(true);
    // The option can be chosen again.
    const again = await call('put', '/goals', { body: { options: ['more-orders'] } });
    expect(again.body.goals.filter((goal: Goal) => goal.active)).toHaveLength(1);
  });

  it('deletes a goal and answers the goals left', async () => {
    const { userId, call } = user();
    const keep = (await call('post', '/goals', { body: { ...owned, title: 'Keep' } })).body.goal;
    const drop = (await call('post', '/goals', { body: { ...owned, title: 'Drop' } })).body.goal;
    const res = await call('delete', `/goals/${drop.id}`);
    expect(res.status).toBe(200);
    expect(goalListResponseSchema.parse(res.body).goals.map((goal) => goal.id)).toEqual([keep.id]);
    expect(await GoalModel.countDocuments({ userId })).toBe(1);
    expect((await call('delete', `/goals/${drop.id}`)).status).toBe(404);
  });
});

describe('goals: owners and ids', () => {
  it("another user's goal is a 404 to read, update or delete, and stays as it was", async () => {
    const alice = user();
    const bob = user();
    const goal = (await alice.call('post', '/goals', { body: owned })).body.goal;
    const patch = await bob.call('patch', `/goals/${goal.id}`, { body: { title: 'Mine now' } });
    expect(patch.status).toBe(404);
    expect(patch.body.error.code).toBe('NOT_FOUND');
    expect((await bob.call('delete', `/goals/${goal.id}`)).status).toBe(404);
    expect((await bob.call('get', '/goals')).body.goals).toEqual([]);
    expect((await bob.call('post', '/goals/deactivate')).body.goals).toEqual([]);
    expect((await alice.call('get', '/goals')).body.goals).toEqual([goal]);
  });

  it.each(['not-an-id', '123', '000000000000000000000000', 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'an id that names nothing (%s) is a 404',
    async (id) => {
      const { call } = user();
      expect((await call('patch', `/goals/${id}`, { body: { title: 'x' } })).status).toBe(404);
      expect((await call('delete', `/goals/${id}`)).status).toBe(404);
    },
  );

  it.each([
    ['a blank title', { ...owned, title: '   ' }, 'title'],
    ['a title of 10,000 characters', { ...owned, title: 'x'.repeat(10_000) }, 'title'],
    ['an unknown metric', { ...owned, metric: 'vibes' }, 'metric'],
    ['a target of 0', { ...owned, target: 0 }, 'target'],
    ['a target as text', { ...owned, target: '300' }, 'target'],
    ['a day that does not exist', { ...owned, deadline: '2026-02-30' }, 'deadline'],
    ['an operator payload', { ...owned, title: { $gt: '' } }, 'title'],
    ['an unknown field', { ...owned, userId: 'someone-else' }, undefined],
    ['an unknown option', { ...owned, option: 'world-domination' }, 'option'],
  ])('POST refuses %s with 400 and stores nothing', async (_name, body, field) => {
    const { userId, call } = user();
    const res = await call('post', '/goals', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.error.field).toBe(field);
    expect(await GoalModel.countDocuments({ userId })).toBe(0);
  });

  it('PATCH refuses bad input with 400 and changes nothing', async () => {
    const { call } = user();
    const goal = (await call('post', '/goals', { body: owned })).body.goal;
    for (const body of [
      { metric: 'revenue' },
      { target: -1 },
      { active: 'yes' },
      { title: { $ne: null } },
      { option: null },
    ]) {
      const res = await call('patch', `/goals/${goal.id}`, { body });
      expect(res.status).toBe(400);
    }
    expect((await call('get', '/goals')).body.goals).toEqual([goal]);
  });

  it('is for a signed-in user only', async () => {
    const anonymous = callAs(undefined, fx.app);
    expect((await anonymous('get', '/goals')).status).toBe(401);
    const before = await GoalModel.countDocuments({});
    expect((await anonymous('put', '/goals', { body: { options: ['more-orders'] } })).status).toBe(401);
    expect((await anonymous('post', '/goals', { body: owned })).status).toBe(401);
    expect(await GoalModel.countDocuments({})).toBe(before);
  });
});
