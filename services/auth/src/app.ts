import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { createMailer } from '@scp/service-kit/mailer';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerIdentityRoutes } from './accounts/identity-routes';
import { registerAuthInternalRoutes } from './internal/internal-routes';
import { toAuthSettings, type AuthEnv } from './config';
import type { AuthContext } from './context';
import { registerHelpRoutes } from './help/help-routes';
import { registerOAuthRoutes } from './oauth/oauth-routes';

/**
 * The auth service's HTTP app: accounts (password, reset, profile), redirect sign-in and the Help
 * centre's contact form under /api/auth.
 */
export function createApp(deps: ServiceDeps<AuthEnv>): ServiceApp {
  const { config, logger, redis } = deps;
  if (!redis) throw new Error('the auth service needs Redis (sign-in throttling)');
  const settings = toAuthSettings(config.extra, config);
  const context: AuthContext = {
    settings,
    sessionGrantKey: settings.sessionGrantPrivateKey,
    localMode: config.localMode,
    logger,
    redis,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, logger }),
  };
  return createServiceApp(
    deps,
    (router) => {
      registerAccountRoutes(router, context);
      registerIdentityRoutes(router, context);
      registerOAuthRoutes(router, context);
      registerHelpRoutes(router, context);
    },
    (internal) => registerAuthInternalRoutes(internal),
  );
}
