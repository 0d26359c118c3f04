import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The dashboard service's HTTP app. Its domain routes (under /api/dashboard) arrive with the dashboard issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
