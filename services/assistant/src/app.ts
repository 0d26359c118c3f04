import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';

/** The assistant service's HTTP app. Its domain routes (under /api/assistant) arrive with the assistant issue. */
export function createApp(deps: ServiceDeps): ServiceApp {
  return createServiceApp(deps);
}
