import { model, Schema, type Types } from 'mongoose';

/** How long a proposed action can still be approved: a week-old button no longer fits the figures. */
export const ACTION_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** What an answer can propose: add a goal (onboarding), save a draft (here), turn the auto-responder on (responder). */
export const proposedActionTypes = ['set_goal', 'save_draft', 'enable_responder'] as const;
export type ProposedActionType = (typeof proposedActionTypes)[number];

/**
 * An action an answer proposed (set a goal, save a draft, turn the auto-responder on). It is stored, not run: it runs only when
 * its owner approves it, once. The payload is what the answer showed, so the click does exactly that.
 */
const proposedActionSchema = new Schema(
  {
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    type: { type: String, enum: proposedActionTypes, required: true },
    label: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, required: true },
    status: { type: String, enum: ['proposed', 'running', 'done'], default: 'proposed' },
    result: { type: Schema.Types.Mixed, default: null },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'proposed_actions', minimize: false },
);
proposedActionSchema.index({ userId: 1, _id: 1 });
proposedActionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type ProposedActionDocument = ProposedActionRecord & { _id: Types.ObjectId; createdAt: Date };
export interface ProposedActionRecord {
  userId: string;
  sessionId: string;
  type: ProposedActionType;
  label: string;
  payload: unknown;
  status: 'proposed' | 'running' | 'done';
  result: unknown;
  expiresAt: Date;
}
export const ProposedActionModel = model<ProposedActionRecord>('ProposedAction', proposedActionSchema);
