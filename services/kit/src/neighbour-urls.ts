import { z } from 'zod';
import { ConfigError, LOCAL_MODE_HINT } from './config';
import { defaultServicePorts, type ServiceName } from './service-names';

/** A neighbour's base URL variable (`<NAME>_SERVICE_URL`), for a service's own env shape. */
export const serviceUrlVariable = () => z.url({ protocol: /^https?$/ }).optional();

/**
 * The base URLs of the services a service calls (docs/architecture.md, Between services), from their `<NAME>_SERVICE_URL`
 * variables. In local mode a missing one defaults to the neighbour's port on 127.0.0.1; outside it
 * each must be set: a deploy that forgot one would fail every call to it, so the process refuses to
 * start instead.
 */
export function neighbourUrls<Name extends ServiceName>(
  env: Partial<Record<`${Uppercase<Name>}_SERVICE_URL`, string | undefined>>,
  common: { localMode: boolean },
  names: readonly Name[],
): Record<Name, string> {
  const problems: string[] = [];
  const urls = Object.fromEntries(
    names.map((name) => {
      const variable = `${name.toUpperCase()}_SERVICE_URL` as `${Uppercase<Name>}_SERVICE_URL`;
      const given = env[variable];
      if (!given && !common.localMode) problems.push(`${variable} is required outside local mode`);
      return [name, given ?? `http://127.0.0.1:${defaultServicePorts[name]}/`];
    }),
  ) as Record<Name, string>;
  if (problems.length > 0) throw new ConfigError(problems, LOCAL_MODE_HINT);
  return urls;
}
