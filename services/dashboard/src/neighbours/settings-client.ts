import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';

/** Where the settings service's internal API is, and the key the dashboard signs its calls with. */
export interface SettingsNeighbour {
  settingsUrl: string | undefined;
  privateKey: KeyObject;
}

/**
 * A client of the settings service's internal API, signed as 'dashboard' (docs/architecture.md,
 * Between services): settings not configured or out of reach is a 503, never a hang.
 */
export function settingsClient(options: SettingsNeighbour, timeoutMs?: number) {
  return serviceClient({
    caller: 'dashboard',
    privateKey: options.privateKey,
    baseUrls: options.settingsUrl ? { settings: options.settingsUrl } : {},
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
