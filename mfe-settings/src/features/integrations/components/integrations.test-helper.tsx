import { screen } from '@testing-library/react';
import { type FakeApi, ok } from '@scp/shared/client/fake-api.test-helper';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import type { RealtimeClient } from '@scp/shared/client/realtime-client';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

export const ACCOUNTS = 'GET /api/settings/integrations/accounts';
export const CONNECT = 'POST /api/settings/integrations/connect';
export const REFRESH = 'POST /api/settings/integrations/accounts/refresh';
export const SYNC = 'POST /api/dashboard/sync';

/** A healthy connected account; `overrides` make it the case a test needs. */
export function connectedAccount(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    platform: 'instagram',
    accountId: '17841400000000001',
    identifier: '@annsbakery',
    displayName: "Ann's Bakery",
    imageUrl: 'https://cdn.example/ann.jpg',
    description: null,
    profileUrl: 'https://www.instagram.com/annsbakery',
    accountInfo: { followers: 1234 },
    connected: true,
    status: 'connected',
    error: null,
    tokenExpiresAt: null,
    lastSync: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    connectedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The integrations tab with `accounts` connected, once its list has loaded. */
export async function openIntegrations(
  api: FakeApi,
  accounts: ConnectedAccount[] = [],
  path = '/settings/integrations',
  options: { realtime?: RealtimeClient } = {},
) {
  api.answer(ACCOUNTS, ok({ accounts }));
  const view = await renderSettings(path, settingsUser, options);
  await screen.findByRole('heading', { level: 3, name: 'Recommended' });
  return view;
}

/** A platform's card: the list item named by its heading. */
export function platformCard(label: string): HTMLElement {
  return screen.getByRole('listitem', { name: label });
}
