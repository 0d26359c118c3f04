import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The auth service's HTTP app. Its domain routes (under /api/auth) arrive with the auth issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
