import * as z from 'zod/mini';
import { platformKeys } from '../settings/integrations-constants';

/**
 * Syncing connected accounts' metrics into the dashboard (calls: sync-social-analytics,
 * calls: platform sync), under `/api/dashboard/sync`. Syncs also run every 5 minutes by
 * themselves; these are for "now" and for how they went.
 */

/** `POST /api/dashboard/sync`: every account of the user, or one (both fields) to sync now. */
export const syncRequestSchema = z.strictObject({
  platform: z.optional(z.enum(platformKeys)),
  accountId: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const accountSyncStatusSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  /** The newest day fully synced (YYYY-MM-DD); today is read again on every run. */
  lastCompleteDay: z.nullable(z.string()),
  lastRunAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  outcome: z.nullable(z.enum(['ok', 'rejected', 'unavailable', 'error'])),
  /** The platform's words when the last run failed. */
  error: z.nullable(z.string()),
  /** Documents the last run wrote (0 when nothing had changed). */
  documentsWritten: z.int(),
});
export type AccountSyncStatus = z.infer<typeof accountSyncStatusSchema>;

/**
 * The answer of both routes. `state` 'completed' when the sync finished while the request waited,
 * 'running' when it goes on in the background (`GET /api/dashboard/sync` tells later).
 */
export const syncStatusResponseSchema = z.object({
  state: z.enum(['completed', 'running', 'idle']),
  accounts: z.array(accountSyncStatusSchema),
});
export type SyncStatusResponse = z.infer<typeof syncStatusResponseSchema>;
