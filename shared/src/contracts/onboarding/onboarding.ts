// zod/mini: the onboarding remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { brandVoice, businessTypeIds } from '../settings/settings-constants';
import { brandTones, goalMetrics, goalOptionIds, onboarding, onboardingLimits } from './onboarding-constants';

/**
 * Onboarding (screens and routes: Onboarding, entities: Onboarding data, states and transitions, validation rules, calls), under `/api/onboarding`.
 * The onboarding service owns the progress and the goals (docs/architecture.md, Who owns what); on completion it saves
 * the brand voice through settings and the business type and name through auth (docs/architecture.md, Between services).
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`));

/** The answers of the six steps (entities: "Progress kept locally ... formData"). */
export const onboardingFormDataSchema = z.strictObject({
  competitors: text(onboardingLimits.competitorsMax),
  inspiration: text(onboardingLimits.inspirationMax),
  /** '' until a tone is chosen. */
  brandTone: z.union([z.enum(brandTones), z.literal('')]),
  targetAudience: text(brandVoice.audienceDescriptionMax),
  selectedGoals: z.array(z.enum(goalOptionIds)).check(
    z.maxLength(goalOptionIds.length),
    z.refine((goals) => new Set(goals).size === goals.length, 'Each goal may be chosen once.'),
  ),
  businessType: z.nullable(z.enum(businessTypeIds)),
  companyName: text(onboardingLimits.companyNameMax),
});
export type OnboardingFormData = z.infer<typeof onboardingFormDataSchema>;

export const emptyOnboardingFormData: OnboardingFormData = {
  competitors: '',
  inspiration: '',
  brandTone: '',
  targetAudience: '',
  selectedGoals: [],
  businessType: null,
  companyName: '',
};

const stepSchema = z.int().check(z.gte(0), z.lte(onboarding.lastStep));

/** What is kept of a run through the steps (in the browser, mirrored on the server). */
export const onboardingProgressSchema = z.strictObject({
  currentStep: stepSchema,
  completedSteps: z.array(stepSchema).check(z.maxLength(onboarding.stepCount)),
  formData: onboardingFormDataSchema,
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/**
 * `GET /api/onboarding/progress` (the saved progress, or the empty one) and the answer of
 * `PUT /api/onboarding/progress` (body: OnboardingProgress).
 */
export const onboardingProgressResponseSchema = z.object({
  progress: onboardingProgressSchema,
  /** True once the owner completed or skipped onboarding. */
  completed: z.boolean(),
  updatedAt: z.nullable(z.string()),
});
export type OnboardingProgressResponse = z.infer<typeof onboardingProgressResponseSchema>;

/**
 * `POST /api/onboarding/complete`: step 4 (states and transitions). Saves the brand voice (skipped without a
 * tone), the goals, then the business type and name in the user's metadata, and marks onboarding
 * completed. `skipped: true` (the Welcome step's "Skip setup") saves nothing but the completion.
 */
export const onboardingCompleteRequestSchema = z.strictObject({
  formData: onboardingFormDataSchema,
  skipped: z.optional(z.boolean()),
});
export type OnboardingCompleteRequest = z.infer<typeof onboardingCompleteRequestSchema>;

export const saveOutcomes = ['saved', 'skipped', 'failed'] as const;
export type SaveOutcome = (typeof saveOutcomes)[number];

/**
 * What each save did (200 even when a part failed: a neighbour service that is down never fails the
 * completion); a failed part names its reason, the others still happened, and onboarding is marked
 * completed whatever failed. The metadata always carries `onboarding_completed: true`, so a skipped
 * onboarding is 'saved' there too.
 */
export const onboardingCompleteResponseSchema = z.object({
  brandVoice: z.enum(saveOutcomes),
  goals: z.enum(saveOutcomes),
  metadata: z.enum(saveOutcomes),
  failures: z.array(z.object({ part: z.enum(['brandVoice', 'goals', 'metadata']), reason: z.string() })),
  completed: z.literal(true),
});
export type OnboardingCompleteResponse = z.infer<typeof onboardingCompleteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Goals (entities: "User goals: create, update (list), deactivate all, delete by id")

export const goalSchema = z.object({
  id: z.string(),
  /** The onboarding option it came from, when it did. */
  option: z.nullable(z.enum(goalOptionIds)),
  title: z.string(),
  metric: z.enum(goalMetrics),
  /** The figure to reach over `periodDays` (revenue in USD, counts, or engagement rate in percent). */
  target: z.number(),
  periodDays: z.int(),
  /** YYYY-MM-DD or null for an open goal. */
  deadline: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.'),
  z.refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a real day.',
  ),
);

export const goalInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'Must not be blank.'), z.maxLength(onboardingLimits.goalTitleMax)),
  metric: z.enum(goalMetrics),
  target: z.number().check(z.gt(0, 'Must be above 0.'), z.lte(onboardingLimits.goalTargetMax)),
  periodDays: z.optional(z.int().check(z.gte(1), z.lte(365))),
  deadline: z.optional(z.nullable(isoDay)),
  option: z.optional(z.nullable(z.enum(goalOptionIds))),
});
export type GoalInput = z.infer<typeof goalInputSchema>;

/**
 * `PATCH /api/onboarding/goals/:id` (any fields; answers GoalResponse). `POST /api/onboarding/goals`
 * takes GoalInput and answers GoalResponse with 201. An id that is malformed, unknown or another
 * user's is a 404.
 */
export const goalUpdateSchema = z.strictObject({
  title: z.optional(goalInputSchema.shape.title),
  target: z.optional(goalInputSchema.shape.target),
  periodDays: z.optional(z.int().check(z.gte(1), z.lte(365))),
  deadline: z.optional(z.nullable(isoDay)),
  active: z.optional(z.boolean()),
});
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

/**
 * `PUT /api/onboarding/goals`: the owner's chosen onboarding goals, as a list of options. Each
 * chosen option is created (its target from the owner's last 30 days when synced, else a starter
 * target) or kept; active goals from options not in the list are deactivated (goals the owner made
 * without an option are left alone). Answers GoalListResponse.
 */
export const goalListUpdateSchema = z.strictObject({
  options: z.array(z.enum(goalOptionIds)).check(
    z.maxLength(goalOptionIds.length),
    z.refine((goals) => new Set(goals).size === goals.length, 'Each goal may be chosen once.'),
  ),
});
export type GoalListUpdate = z.infer<typeof goalListUpdateSchema>;

/**
 * `GET /api/onboarding/goals` (active first, then newest first) and the answers of PUT,
 * `POST /api/onboarding/goals/deactivate` (every goal inactive) and `DELETE /api/onboarding/goals/:id`
 * (200 with the goals left; 404 as PATCH).
 */
export const goalListResponseSchema = z.object({ goals: z.array(goalSchema) });
export type GoalListResponse = z.infer<typeof goalListResponseSchema>;
export const goalResponseSchema = z.object({ goal: goalSchema });
export type GoalResponse = z.infer<typeof goalResponseSchema>;

/** The goal rules' refusals (409), shown after "Failed to create goal: " / "Failed to update goals: ". */
export const goalServerMessages = {
  tooMany: `You can keep at most ${onboardingLimits.maxGoals} goals. Delete one you no longer need first.`,
  optionActive: 'This goal is already active.',
} as const;
