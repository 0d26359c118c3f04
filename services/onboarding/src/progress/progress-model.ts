import { model, Schema, type InferSchemaType, type Types } from 'mongoose';

/** The answers of the steps as the browser keeps them (entities: "formData"), mirrored here. */
const formDataSchema = new Schema(
  {
    competitors: { type: String, default: '' },
    inspiration: { type: String, default: '' },
    brandTone: { type: String, default: '' },
    targetAudience: { type: String, default: '' },
    selectedGoals: { type: [String], default: () => [] },
    businessType: { type: String, default: null },
    companyName: { type: String, default: '' },
  },
  { _id: false },
);

/**
 * One document per user: where they are in the six steps and their answers, so a second device
 * resumes them, and whether onboarding was completed (or skipped).
 */
const progressSchema = new Schema(
  {
    userId: { type: String, required: true, unique: true },
    currentStep: { type: Number, required: true, min: 0 },
    completedSteps: { type: [Number], default: () => [] },
    formData: { type: formDataSchema, default: () => ({}) },
    completed: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'onboarding_progress' },
);

export type ProgressDocument = InferSchemaType<typeof progressSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const ProgressModel = model('OnboardingProgress', progressSchema);
