import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The onboarding service's HTTP app. Its domain routes (under /api/onboarding) arrive with the onboarding issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
