import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The settings service's HTTP app. Its domain routes (under /api/settings) arrive with the settings issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
