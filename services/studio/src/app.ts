import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { registerAccountRoutes } from './accounts/account-routes';
import { createAccountService } from './accounts/account-service';
import { registerAssistRoutes } from './assist/assist-routes';
import { createAssistService } from './assist/assist-service';
import { registerCampaignRoutes } from './campaigns/campaign-routes';
import { createCampaignService } from './campaigns/campaign-service';
import { neighbourUrls, type StudioEnv } from './config';
import { registerInternalRoutes } from './internal/internal-routes';
import { createNeighbours } from './neighbours/neighbours';
import { registerPostRoutes } from './posts/post-routes';
import { createPostService } from './posts/post-service';
import { registerProductRoutes } from './products/product-routes';
import { createProductService } from './products/product-service';

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
      registerAssistRoutes(router, createAssistService(neighbours));
      registerProductRoutes(router, createProductService(neighbours));
    },
    (internal) => {
      registerInternalRoutes(internal, posts);
    },
  );
}
