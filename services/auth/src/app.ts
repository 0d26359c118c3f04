import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { createMailer } from '@scp/service-kit/mailer';
import { createAccountService } from './accounts/account-service';
import { registerIdentityRoutes } from './identities/identity-routes';
import { registerPasswordRoutes } from './accounts/password-routes';
import { registerProfileRoutes } from './accounts/profile-routes';
import { createSignInThrottle } from './accounts/sign-in-throttle';
import { registerSignInRoutes } from './accounts/sign-in-routes';
import { registerSignUpRoutes } from './accounts/sign-up-routes';
import { registerAuthInternalRoutes } from './internal/internal-routes';
import { toAuthSettings, type AuthEnv } from './config';
import type { AuthContext } from './config';
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
  const accounts = createAccountService({ settings, mailer: context.mailer, logger, redis });
  // One throttle for sign-in and the password change: a guess of the current password is a guess.
  const throttle = createSignInThrottle({
    redis,
    logger,
    maxFailures: settings.signInMaxFailures,
    windowSeconds: settings.signInFailureWindowSeconds,
  });
  return createServiceApp(
    deps,
    (router) => {
      registerSignUpRoutes(router, context, accounts);
      registerSignInRoutes(router, context, { accounts, throttle });
      registerPasswordRoutes(router, context, { accounts, throttle });
      registerProfileRoutes(router, context, accounts);
      registerIdentityRoutes(router, context);
      registerOAuthRoutes(router, context);
      registerHelpRoutes(router, context);
    },
    (internal) => registerAuthInternalRoutes(internal),
  );
}
