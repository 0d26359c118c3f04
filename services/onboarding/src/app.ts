import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { registerCompletionRoutes } from './completion/completion-routes';
import { createCompletionService } from './completion/completion-service';
import { neighbourUrls, type OnboardingEnv } from './config';
import { registerGoalRoutes } from './goals/goal-routes';
import { createGoalService } from './goals/goal-service';
import { registerInternalRoutes } from './internal/internal-routes';
import { createNeighbours } from './neighbours/neighbours';
import { registerProgressRoutes } from './progress/progress-routes';
import { createProgressService } from './progress/progress-service';

/**
 * The onboarding service's HTTP app under /api/onboarding: the progress through the six steps, the
 * completion (brand voice through settings, metadata through auth) and the goals.
 */
export function createApp(deps: ServiceDeps<OnboardingEnv>): ServiceApp {
  const { config, logger } = deps;
  const neighbours = createNeighbours({
    urls: neighbourUrls(config.extra, config),
    privateKey: config.serviceTokenPrivateKey,
  });
  const progress = createProgressService();
  const goals = createGoalService({ lastMonth: (userId) => neighbours.lastMonth(userId), logger });
  const completion = createCompletionService({ neighbours, goals, progress, logger });
  return createServiceApp(
    deps,
    (router) => {
      registerProgressRoutes(router, progress);
      registerCompletionRoutes(router, completion);
      registerGoalRoutes(router, goals);
    },
    (internal) => {
      registerInternalRoutes(internal, goals);
    },
  );
}
