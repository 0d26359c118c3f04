/** The six domain services, each with its own database and its API under `/api/<name>`. */
export const serviceNames = ['auth', 'settings', 'dashboard', 'onboarding', 'assistant', 'responder'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Default ports (DESIGN.md §9); all overridable with `PORT` / `<NAME>_SERVICE_URL`. */
export const defaultServicePorts: Record<ServiceName, number> = {
  auth: 8081,
  settings: 8082,
  dashboard: 8083,
  onboarding: 8084,
  assistant: 8085,
  responder: 8086,
};

export function isServiceName(value: string): value is ServiceName {
  return (serviceNames as readonly string[]).includes(value);
}
