import { integrations, platformKeys, type PlatformKey } from '../../contracts/settings/integrations-constants';

export type ConnectReturn =
  | { platform: PlatformKey; outcome: 'success' }
  | { platform: PlatformKey; outcome: 'error'; message: string | undefined };

const successStatuses: readonly string[] = integrations.returnSuccessStatuses;

/**
 * What a page-mode connection came back with (states and transitions): `?{platform}_status=success|connected|error`
 * and, on error, `error_message` (URLSearchParams has already decoded it). Undefined when the query
 * carries no outcome, or one this tab does not know.
 */
export function readConnectReturn(params: URLSearchParams): ConnectReturn | undefined {
  for (const platform of platformKeys) {
    const status = params.get(`${platform}_status`);
    if (status === null) continue;
    if (successStatuses.includes(status)) return { platform, outcome: 'success' };
    if (status === 'error')
      return { platform, outcome: 'error', message: params.get('error_message')?.trim() || undefined };
  }
  return undefined;
}

/** Whether the query has any `{platform}_status`, known value or not: the tab clears it either way. */
export function hasConnectReturn(params: URLSearchParams): boolean {
  return platformKeys.some((platform) => params.has(`${platform}_status`));
}
