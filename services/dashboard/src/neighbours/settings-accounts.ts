import {
  integrationsInternalPaths,
  syncAccountsResponseSchema,
  type SyncAccount,
  type SyncOutcome,
} from '@scp/shared/contracts/settings/integrations-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

/** The owner's accounts as settings lists them (never a token), and where a sync's outcome is told. */
export interface AccountsSource {
  accounts(userId: string): Promise<SyncAccount[]>;
  report(
    userId: string,
    report: { platform: string; accountId: string; outcome: SyncOutcome; reason?: string },
  ): Promise<void>;
}

/** The settings service's internal API for the user's accounts (never their tokens) and sync outcomes. */
export function settingsAccountsSource(options: SettingsNeighbour): AccountsSource {
  const client = settingsClient(options);
  return {
    async accounts(userId) {
      const answer = await client.get(
        'settings',
        integrationsInternalPaths.accounts,
        (body) => syncAccountsResponseSchema.parse(body),
        userId,
      );
      return answer?.accounts ?? [];
    },
    async report(userId, report) {
      await client.post(
        'settings',
        integrationsInternalPaths.syncReport,
        { ...report, at: new Date().toISOString() },
        () => undefined,
        userId,
      );
    },
  };
}
