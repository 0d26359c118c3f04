import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { Goal } from '@scp/shared/contracts/onboarding/onboarding';
import { summaryFixture } from '../../../test-support/render-dashboard.test-helper';
import { GoalsPanel } from './goals-panel';

const GOALS = 'GET /api/onboarding/goals';
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

const goal = (overrides: Partial<Goal> = {}): Goal => ({
  id: '6b05cac40c175ed74e450001',
  option: 'increase-sales',
  title: 'Increase sales',
  metric: 'revenue',
  target: 46_500,
  periodDays: 30,
  deadline: null,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const render = (demo = false) => renderRemote(<GoalsPanel summary={summaryFixture()} demo={demo} />, '/');

describe('goals on Weekly Progress', () => {
  it('follows each active goal on the owner’s own figures', async () => {
    api.answer(
      GOALS,
      ok({
        goals: [
          goal(),
          goal({ id: 'g3', title: 'Grow my audience', metric: 'followers', target: 2000, deadline: '2027-01-31' }),
          goal({ id: 'g2', title: 'Old', active: false }),
        ],
      }),
    );
    await render();
    // The fixture sells $23,250 over its 30 days: half of the target.
    const bar = await screen.findByRole('progressbar', { name: 'Increase sales' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '$23.3K of $46.5K in 30 days');
    expect(screen.getByRole('progressbar', { name: 'Grow my audience' })).toHaveAttribute(
      'aria-valuetext',
      '1.3K of 2K · by 2027-01-31',
    );
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
  });

  it("waits for the owner's own figures while Demo Data is on", async () => {
    api.answer(GOALS, ok({ goals: [goal()] }));
    await render(true);
    expect(
      await screen.findByText('Your goals follow your own figures: turn Demo Data off to see them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("adds a goal with the spec's toast, and refuses a target that is not above 0", async () => {
    api.answer(GOALS, ok({ goals: [] }));
    await render();
    expect(await screen.findByText('No goals yet. Add one to follow it here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    await userEvent.type(screen.getByLabelText('Goal'), 'More orders');
    await userEvent.selectOptions(screen.getByLabelText('Measure'), 'orders');
    await userEvent.type(screen.getByLabelText('Target'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Must be above 0.');
    expect(api.callsTo('POST /api/onboarding/goals')).toHaveLength(0);

    api.answer('POST /api/onboarding/goals', {
      status: 201,
      body: { goal: goal({ title: 'More orders', metric: 'orders', target: 500 }) },
    });
    await userEvent.clear(screen.getByLabelText('Target'));
    await userEvent.type(screen.getByLabelText('Target'), '500');
    await userEvent.type(screen.getByLabelText('Deadline (optional)'), '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText('Goal created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/onboarding/goals')[0]?.body).toEqual({
      title: 'More orders',
      metric: 'orders',
      target: 500,
      deadline: '2027-03-31',
    });
  });

  it("deletes and deactivates with the spec's toasts, and says why when it cannot", async () => {
    api.answer(GOALS, ok({ goals: [goal()] }));
    await render();
    api.answer(`DELETE /api/onboarding/goals/${goal().id}`, fails(404, 'NOT_FOUND', 'Goal not found'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete goal Increase sales' }));
    expect(await screen.findByText('Failed to delete goal: Goal not found')).toBeInTheDocument();

    api.answer(`DELETE /api/onboarding/goals/${goal().id}`, ok({ goals: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete goal Increase sales' }));
    expect(await screen.findByText('Goal deleted successfully')).toBeInTheDocument();

    api.answer('POST /api/onboarding/goals/deactivate', ok({ goals: [goal({ active: false })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate all' }));
    expect(await screen.findByText('All goals deactivated')).toBeInTheDocument();
  });
});
