import { trusted } from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import {
  goalServerMessages,
  type Goal,
  type GoalInput,
  type GoalUpdate,
} from '@scp/shared/contracts/onboarding/onboarding';
import { onboardingLimits, type GoalOptionId } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { GoalModel, type GoalDocument } from './goal-model';
import { goalOptionOf, targetFor } from './goal-targets';

/** An owner-made goal's period when none is given. */
const DEFAULT_PERIOD_DAYS = 30;
const listOrder = { active: -1, createdAt: -1, _id: -1 } as const;

function toGoal(doc: GoalDocument): Goal {
  return {
    id: String(doc._id),
    option: (doc.option ?? null) as Goal['option'],
    title: doc.title,
    metric: doc.metric as Goal['metric'],
    target: doc.target,
    periodDays: doc.periodDays,
    deadline: doc.deadline ?? null,
    active: doc.active ?? true,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/**
 * The user's goals (entities: "User goals: create, update (list), deactivate all, delete by
 * id"); no req/res here. `lastMonth` is the dashboard's summary of the user's last 30 days, which
 * the onboarding options' targets grow from.
 */
export function createGoalService(deps: {
  lastMonth: (userId: string) => Promise<AnalyticsSummary | null>;
  logger: Logger;
}) {
  const scopeOf = (userId: string) => userScope(GoalModel, userId);

  async function list(userId: string): Promise<Goal[]> {
    const docs = await scopeOf(userId).find().sort(listOrder).lean<GoalDocument[]>();
    return docs.map(toGoal);
  }

  async function roomFor(userId: string, adding: number): Promise<void> {
    if ((await scopeOf(userId).countDocuments()) + adding > onboardingLimits.maxGoals)
      throw AppError.conflict(goalServerMessages.tooMany);
  }

  async function optionActive(userId: string, option: GoalOptionId): Promise<boolean> {
    return (await scopeOf(userId).countDocuments({ option, active: true })) > 0;
  }

  /** The dashboard's last 30 days; null (starter targets) when it cannot be reached. */
  async function summaryFor(userId: string): Promise<AnalyticsSummary | null> {
    try {
      return await deps.lastMonth(userId);
    } catch (err) {
      deps.logger.warn({ err }, 'the dashboard could not be read: goals get starter targets');
      return null;
    }
  }

  return {
    list,

    async create(userId: string, input: GoalInput): Promise<Goal> {
      const option = input.option ?? null;
      await roomFor(userId, 1);
      if (option && (await optionActive(userId, option))) throw AppError.conflict(goalServerMessages.optionActive);
      try {
        const created = await scopeOf(userId).create({
          option,
          title: input.title,
          metric: input.metric,
          target: input.target,
          periodDays: input.periodDays ?? (option ? goalOptionOf(option).periodDays : DEFAULT_PERIOD_DAYS),
          deadline: input.deadline ?? null,
          active: true,
        } as Omit<GoalDocument, 'userId'>);
        return toGoal(created.toObject() as GoalDocument);
      } catch (err) {
        if (isDuplicateKey(err)) throw AppError.conflict(goalServerMessages.optionActive, 'option');
        throw err;
      }
    },

    async update(userId: string, id: string, patch: GoalUpdate): Promise<Goal> {
      const scope = scopeOf(userId);
      const goal = await scope.findById(id);
      if (patch.active === true && !goal.active && goal.option) {
        if (await optionActive(userId, goal.option as GoalOptionId))
          throw AppError.conflict(goalServerMessages.optionActive, 'active');
      }
      const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      try {
        return toGoal((await scope.updateById(id, { $set: set })).toObject() as GoalDocument);
      } catch (err) {
        if (isDuplicateKey(err)) throw AppError.conflict(goalServerMessages.optionActive, 'active');
        throw err;
      }
    },

    /**
     * The goals step's choice: a goal per chosen option not already active (its target from the
     * dashboard's last 30 days, else the starter target), the active ones kept, the active goals of
     * options no longer chosen deactivated. Owner-made goals (no option) are left alone.
     */
    async replaceOptions(userId: string, options: readonly GoalOptionId[]): Promise<Goal[]> {
      const scope = scopeOf(userId);
      const active = await scope.find({ active: true }).lean<GoalDocument[]>();
      const activeOptions = new Set(active.map((goal) => goal.option).filter((option) => option !== null));
      const toCreate = options.filter((option) => !activeOptions.has(option));
      const toDeactivate = active.filter(
        (goal) => goal.option !== null && !options.includes(goal.option as GoalOptionId),
      );
      // Checked before anything changes: a refused list changes nothing.
      if (toCreate.length > 0) await roomFor(userId, toCreate.length);
      const summary = toCreate.length > 0 ? await summaryFor(userId) : null;
      if (toDeactivate.length > 0) {
        // sanitizeFilter (kit database.ts) would neutralise the operator: this one is ours, not the caller's.
        await scope.updateMany(
          { _id: trusted({ $in: toDeactivate.map((goal) => goal._id) }) },
          { $set: { active: false } },
        );
      }
      for (const option of toCreate) {
        const { metric, periodDays } = goalOptionOf(option);
        try {
          await scope.create({
            option,
            title: onboardingTexts.screen.goals.options[option],
            metric,
            target: targetFor(option, summary),
            periodDays,
            deadline: null,
            active: true,
          } as Omit<GoalDocument, 'userId'>);
        } catch (err) {
          // A save of the same choice at the same moment made it first: kept, as asked.
          if (!isDuplicateKey(err)) throw err;
        }
      }
      return list(userId);
    },

    async deactivateAll(userId: string): Promise<Goal[]> {
      await scopeOf(userId).updateMany({ active: true }, { $set: { active: false } });
      return list(userId);
    },

    async remove(userId: string, id: string): Promise<Goal[]> {
      await scopeOf(userId).deleteById(id);
      return list(userId);
    },
  };
}
export type GoalService = ReturnType<typeof createGoalService>;
