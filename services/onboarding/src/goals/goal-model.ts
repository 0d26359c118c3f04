import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { goalMetrics, goalOptionIds, onboardingLimits } from '@scp/shared/contracts/onboarding/onboarding-constants';

/**
 * A user's goal (entities: "User goals"): a figure to reach over a period, from an onboarding
 * option or made by the owner. Deactivated goals are kept until deleted.
 */
const goalSchema = new Schema(
  {
    userId: { type: String, required: true },
    option: { type: String, enum: [...goalOptionIds, null], default: null },
    title: { type: String, required: true, maxlength: onboardingLimits.goalTitleMax },
    metric: { type: String, enum: goalMetrics, required: true },
    target: { type: Number, required: true, min: 0, max: onboardingLimits.goalTargetMax },
    periodDays: { type: Number, required: true, min: 1, max: 365 },
    /** YYYY-MM-DD, or null for an open goal. */
    deadline: { type: String, default: null },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'goals' },
);
// The list: the user's goals, active first, newest first.
goalSchema.index({ userId: 1, active: -1, createdAt: -1 });
// One active goal per onboarding option: two saves of the goals step at once cannot both create it.
goalSchema.index(
  { userId: 1, option: 1 },
  { unique: true, partialFilterExpression: { active: true, option: { $type: 'string' } } },
);

export type GoalDocument = InferSchemaType<typeof goalSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const GoalModel = model('Goal', goalSchema);
