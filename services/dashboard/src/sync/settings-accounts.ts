import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  integrationsInternalPaths,
  syncAccountsResponseSchema,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { AccountsSource } from './sync-service';

/** The settings service's internal API for the user's accounts (never their tokens) and sync outcomes. */
export function settingsAccountsSource(options: {
  settingsUrl: string | undefined;
  privateKey: KeyObject;
}): AccountsSource {
  const client = serviceClient({
    caller: 'dashboard',
    privateKey: options.privateKey,
    baseUrls: options.settingsUrl ? { settings: options.settingsUrl } : {},
  });
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
