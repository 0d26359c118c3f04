import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { readConnectReturn } from '@scp/shared/client/settings/connect-return';

/**
 * What an OAuth return can leave in the address: the settings service's page-mode return
 * (`{platform}_status`, `error_message`; states and transitions) and a platform's own answer (`code`, `state`,
 * `error`, `error_description`), in the order the callback result card lists them.
 */
const CALLBACK_PARAMS: readonly string[] = [
  ...platformKeys.map((platform) => `${platform}_status`),
  'error_message',
  'code',
  'state',
  'error',
  'error_description',
];

export interface CallbackField {
  /** The query parameter as it is named: this page is for checking what came back. */
  name: string;
  value: string;
}

/** The callback parameters `params` carries; empty when it has none. */
export function readCallbackFields(params: URLSearchParams): CallbackField[] {
  return CALLBACK_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [{ name, value }];
  });
}

/** `params` without its callback parameters: what Clear leaves of the query. */
export function withoutCallbackFields(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of CALLBACK_PARAMS) rest.delete(name);
  return rest;
}

export type CallbackOutcome =
  { outcome: 'success'; platform: PlatformKey | undefined } | { outcome: 'error'; message: string | undefined };

/**
 * How the return went: the service's `{platform}_status` (read as the integrations tab reads it),
 * else a platform's own `error` (its `error_description` the reason) or `code` (it authorised).
 * Undefined when the address carries no outcome.
 */
export function readCallbackOutcome(params: URLSearchParams): CallbackOutcome | undefined {
  const serviceReturn = readConnectReturn(params);
  if (serviceReturn?.outcome === 'success') return { outcome: 'success', platform: serviceReturn.platform };
  if (serviceReturn?.outcome === 'error') return { outcome: 'error', message: serviceReturn.message };
  if (params.has('error')) return { outcome: 'error', message: params.get('error_description')?.trim() || undefined };
  if (params.has('code')) return { outcome: 'success', platform: undefined };
  return undefined;
}
