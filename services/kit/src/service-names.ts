import { domainNames, domains, type DomainName, isDomainName } from '@scp/shared/contracts/domains';

/** The domain services, one per domain of the registry, each with its own database and its API under `/api/<name>`. */
export const serviceNames = domainNames;
export type ServiceName = DomainName;

/** Default ports (docs/architecture.md, Ports, from the registry); all overridable with `PORT` / `<NAME>_SERVICE_URL`. */
export const defaultServicePorts = Object.fromEntries(
  domains.map((domain) => [domain.name, domain.servicePort]),
) as Record<ServiceName, number>;

export function isServiceName(value: string): value is ServiceName {
  return isDomainName(value);
}
