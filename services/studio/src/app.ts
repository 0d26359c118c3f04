import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { registerAccountRoutes } from './accounts/account-routes';
import { createAccountService } from './accounts/account-service';
import { registerCampaignRoutes } from './campaigns/campaign-routes';
import { createCampaignService } from './campaigns/campaign-service';
import { neighbourUrls, type StudioEnv } from './config';
import { registerInternalRoutes } from './internal/internal-routes';
import { createNeighbours } from './neighbours/neighbours';
import { registerPostRoutes } from './posts/post-routes';
import { createPostService } from './posts/post-service';

/**
 * The studio service's HTTP app under /api/studio: the accounts a post can go to (read from
 * settings), the owner's posts and their scheduling, and campaigns.
 */
export function createApp(deps: ServiceDeps<StudioEnv>): ServiceApp {
  const { config } = deps;
  const neighbours = createNeighbours({
    urls: neighbourUrls(config.extra, config),
    privateKey: config.serviceTokenPrivateKey,
  });
  const accounts = createAccountService(neighbours);
  const campaigns = createCampaignService();
  const posts = createPostService({ accounts, campaignExists: (userId, id) => campaigns.exists(userId, id) });
  return createServiceApp(
    deps,
    (router) => {
      registerAccountRoutes(router, accounts);
      registerPostRoutes(router, posts);
      registerCampaignRoutes(router, campaigns, posts);
    },
    (internal) => {
      registerInternalRoutes(internal, posts);
    },
  );
}
