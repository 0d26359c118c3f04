import { model, Schema } from 'mongoose';

/**
 * What could not be done and was not recovered (entities: error recovery log): kept for a person
 * to review; the message itself stays in the log for a manual reply.
 */
export interface ErrorRecoveryRecord {
  userId: string;
  operation: string;
  errorMessage: string;
  errorStack: string | null;
  metadata: Record<string, unknown>;
  recovered: boolean;
}

const errorRecoverySchema = new Schema<ErrorRecoveryRecord>(
  {
    userId: { type: String, required: true },
    operation: { type: String, required: true },
    errorMessage: { type: String, required: true },
    errorStack: { type: String, default: null },
    metadata: { type: Schema.Types.Mixed, default: () => ({}) },
    recovered: { type: Boolean, default: false },
  },
  { collection: 'error_recovery_log', timestamps: { createdAt: true, updatedAt: false } },
);
errorRecoverySchema.index({ userId: 1, createdAt: -1 });

export const ErrorRecoveryModel = model<ErrorRecoveryRecord>('ErrorRecovery', errorRecoverySchema);

/** Logs an unrecoverable error; the log never holds a token (callers pass ids and reasons only). */
export async function logUnrecovered(
  entry: Omit<ErrorRecoveryRecord, 'recovered' | 'errorStack'> & { error?: unknown },
) {
  const { error, ...rest } = entry;
  await ErrorRecoveryModel.create({
    ...rest,
    errorStack: error instanceof Error ? (error.stack ?? null) : null,
    recovered: false,
  });
}
