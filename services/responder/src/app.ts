import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The responder service's HTTP app. Its domain routes (under /api/responder) arrive with the responder issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
