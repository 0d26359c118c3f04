import { Button, theme } from 'antd';
import { type FormEvent, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import {
  useCreateGoalMutation,
  useDeactivateGoalsMutation,
  useDeleteGoalMutation,
  useGetGoalsQuery,
} from '@scp/shared/client/onboarding/goals-api';
import { TextInput } from '@scp/shared/client/text-input';
import { useToast } from '@scp/shared/client/use-toast';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatCompact, formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { goalMetrics, onboardingLimits, type GoalMetric } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { goalInputSchema, type Goal } from '@scp/shared/contracts/onboarding/onboarding';
import { goalProgress } from '../lib/goal-progress';

const texts = dashboardTexts.screen.goals;
const goalTexts = dashboardTexts.goals;

function formatGoalValue(metric: GoalMetric, value: number): string {
  if (metric === 'revenue') return formatCurrency(value);
  if (metric === 'engagement_rate') return formatPercent(value);
  return formatCompact(value);
}

/** A goal's words for a failure toast: the service's message, else the status. */
const reasonOf = (error: unknown) => toErrorBody(error).message;

function GoalRow({ goal, summary }: { goal: Goal; summary: AnalyticsSummary }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [deleteGoal, deletion] = useDeleteGoalMutation();
  const { current, share } = goalProgress(goal, summary);
  const current_ = formatGoalValue(goal.metric, current);
  const target = formatGoalValue(goal.metric, goal.target);
  const progress =
    goal.metric === 'followers' || goal.metric === 'engagement_rate'
      ? texts.progressNow(current_, target)
      : texts.progress(current_, target, goal.periodDays);
  const line = goal.deadline ? `${progress} · ${texts.by(goal.deadline)}` : progress;
  return (
    <li style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{goal.title}</strong>
        <Button
          size="small"
          type="text"
          aria-label={texts.delete(goal.title)}
          loading={deletion.isLoading}
          onClick={() =>
            void deleteGoal(goal.id)
              .unwrap()
              .then(() => toast.success(goalTexts.deleted))
              .catch((error: unknown) => toast.error(goalTexts.deleteFailed(reasonOf(error))))
          }
        >
          ×
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={goal.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={line}
        style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary }}
      >
        <div style={{ width: `${share * 100}%`, height: '100%', borderRadius: 3, background: token.colorPrimary }} />
      </div>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{line}</span>
    </li>
  );
}

function AddGoalForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const control = useNativeControlStyle();
  const [createGoal, creation] = useCreateGoalMutation();
  const [title, setTitle] = useState('');
  const [metric, setMetric] = useState<GoalMetric>('revenue');
  const [target, setTarget] = useState('');
  const [deadline, setDeadline] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalInputSchema.safeParse({
      title,
      metric,
      target: Number(target),
      ...(deadline ? { deadline } : {}),
    });
    if (!parsed.success || target.trim() === '') {
      setError(parsed.success ? 'Must be above 0.' : (parsed.error.issues[0]?.message ?? 'Check the goal.'));
      return;
    }
    setError(null);
    try {
      await createGoal(parsed.data).unwrap();
      toast.success(goalTexts.created);
      onDone();
    } catch (failure) {
      toast.error(goalTexts.createFailed(reasonOf(failure)));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field label={texts.name}>
        {(id, describedBy) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            value={title}
            maxLength={onboardingLimits.goalTitleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label={texts.metric}>
        {(id) => (
          <select
            id={id}
            value={metric}
            onChange={(event) => setMetric(event.target.value as GoalMetric)}
            style={control}
          >
            {goalMetrics.map((key) => (
              <option key={key} value={key}>
                {texts.metrics[key]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={texts.target} error={error ?? undefined}>
        {(id, describedBy) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            inputMode="decimal"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        )}
      </Field>
      <Field label={texts.deadline}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="date"
            value={deadline}
            min={new Date().toISOString().slice(0, 10)}
            onChange={(event) => setDeadline(event.target.value)}
            style={control}
          />
        )}
      </Field>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button htmlType="submit" type="primary" loading={creation.isLoading}>
          {texts.save}
        </Button>
        <Button onClick={onDone}>{texts.cancel}</Button>
      </div>
    </form>
  );
}

/**
 * The owner's goals on Weekly Progress (issue 13): each against its target on the owner's own
 * figures, with the spec's goal toasts (error catalogue) for adding, deleting and deactivating them.
 * With Demo Data on the figures are the sample shop's, so the goals wait for the owner's own.
 */
export function GoalsPanel({ summary, demo }: { summary: AnalyticsSummary; demo: boolean }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const goals = useGetGoalsQuery();
  const [deactivate, deactivation] = useDeactivateGoalsMutation();
  const [adding, setAdding] = useState(false);
  const active = (goals.data?.goals ?? []).filter((goal) => goal.active);
  return (
    <section
      aria-label={texts.title}
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: token.paddingSM }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{texts.title}</strong>
        <span style={{ display: 'flex', gap: 4 }}>
          {active.length > 0 && (
            <Button
              size="small"
              loading={deactivation.isLoading}
              onClick={() =>
                void deactivate()
                  .unwrap()
                  .then(() => toast.success(goalTexts.deactivated))
                  .catch((error: unknown) => toast.error(goalTexts.deactivateFailed(reasonOf(error))))
              }
            >
              {texts.deactivateAll}
            </Button>
          )}
          {!adding && (
            <Button size="small" onClick={() => setAdding(true)}>
              {texts.add}
            </Button>
          )}
        </span>
      </div>
      {adding && (
        <div style={{ marginTop: token.marginSM }}>
          <AddGoalForm onDone={() => setAdding(false)} />
        </div>
      )}
      {demo ? (
        <p style={{ margin: `${token.marginXS}px 0 0`, fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {texts.demoNote}
        </p>
      ) : active.length === 0 ? (
        <p style={{ margin: `${token.marginXS}px 0 0`, fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {texts.empty}
        </p>
      ) : (
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: `${token.marginSM}px 0 0`,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          {active.map((goal) => (
            <GoalRow key={goal.id} goal={goal} summary={summary} />
          ))}
        </ul>
      )}
    </section>
  );
}
