import * as z from 'zod/mini';
import { platformKeys } from './integrations-constants';

/**
 * Between the settings service (which owns connected accounts and their tokens) and the dashboard
 * service (which syncs their metrics), DESIGN.md §11-12. Internal only: never through the gateway,
 * always with a service token for one user.
 */
export const integrationsInternalPaths = {
  /** settings, `GET`: the user's accounts with a usable access token (refreshed first when it is about to end). */
  syncAccounts: '/internal/settings/sync-accounts',
  /** settings, `POST`: how a sync of one account went, so its health is the platform's latest word. */
  syncReport: '/internal/settings/sync-report',
  /**
   * dashboard, `POST`: the user's accounts changed (a connection or a disconnection): keep them
   * synced, and sync the accounts just connected at once.
   */
  scheduleSync: '/internal/dashboard/sync-schedule',
  /** dashboard, `POST`: delete an account's synced history (the owner disconnected it and asked). */
  forgetAccount: '/internal/dashboard/forget-account',
} as const;

export const syncAccountSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  displayName: z.string(),
  accessToken: z.string(),
  details: z.record(z.string(), z.string()),
  /** False when the account needs the owner to connect again: the sync skips it. */
  usable: z.boolean(),
});
export type SyncAccount = z.infer<typeof syncAccountSchema>;

export const syncAccountsResponseSchema = z.object({ accounts: z.array(syncAccountSchema) });
export type SyncAccountsResponse = z.infer<typeof syncAccountsResponseSchema>;

export const syncOutcomes = ['ok', 'rejected', 'unavailable', 'error'] as const;
export type SyncOutcome = (typeof syncOutcomes)[number];

export const syncReportRequestSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  outcome: z.enum(syncOutcomes),
  /** The platform's words when it refused or failed (never a token). */
  reason: z.optional(z.string().check(z.maxLength(500))),
  at: z.iso.datetime(),
});
export type SyncReportRequest = z.infer<typeof syncReportRequestSchema>;

/** The most accounts one connection brings (a person's Facebook pages, a Google account's properties). */
export const MAX_CONNECTED_ACCOUNTS = 200;

export const accountRefSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type AccountRef = z.infer<typeof accountRefSchema>;

export const scheduleSyncRequestSchema = z.strictObject({
  /** The accounts this connection added or renewed: each is synced at once, whatever else is running. */
  connected: z.optional(z.array(accountRefSchema).check(z.maxLength(MAX_CONNECTED_ACCOUNTS))),
});
export type ScheduleSyncRequest = z.infer<typeof scheduleSyncRequestSchema>;

export const forgetAccountRequestSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type ForgetAccountRequest = z.infer<typeof forgetAccountRequestSchema>;
