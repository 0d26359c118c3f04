import type { RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { AppError } from '@scp/service-kit/errors';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import type { GatewayConfig } from './config';

/** Origins the remotes are loaded from when they are not served by the gateway itself ('self'). */
export function remoteOrigins(config: Pick<GatewayConfig, 'remotes' | 'publicOrigin'>): string[] {
  const origins = new Set(
    Object.values(config.remotes)
      .filter((remote) => !remote.baseUrl.startsWith('/'))
      .map((remote) => new URL(remote.baseUrl).origin),
  );
  origins.delete(config.publicOrigin);
  return [...origins];
}

/**
 * Security headers. The CSP lets the shell load remotes from their configured origins; antd's
 * CSS-in-JS needs inline styles. Cross-origin-opener allows popups (Google/Apple sign-in).
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  // Locally the connected accounts' pictures come from the provider sandbox over plain http.
  const sandboxImages = config.localMode ? loopbackTwins(config.providerSandboxUrl) : [];
  // Locally the remotes may be webpack dev servers, whose hot reload talks over a websocket.
  const remoteSockets = config.localMode ? remotes.map((origin) => origin.replace(/^http/, 'ws')) : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes],
        'connect-src': ["'self'", ...remotes, ...remoteSockets],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...sandboxImages],
        'font-src': ["'self'", 'data:', ...remotes],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.localMode ? {} : { 'upgrade-insecure-requests': [] }),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.hsts ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
  });
}

/** An origin and, for a loopback host, the same port on the other loopback name. */
function loopbackTwins(url: string | undefined): string[] {
  if (!url) return [];
  const { origin, hostname } = new URL(url);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return [origin];
  return ['localhost', '127.0.0.1'].map((host) => {
    const twin = new URL(origin);
    twin.hostname = host;
    return twin.origin;
  });
}

/**
 * A platform connection's popup comes back from the platform's site through the settings
 * service's callback (a redirect) to the OAuth return page. With the app's usual opener policy on
 * either answer the browser would move the popup to a new browsing context group, cutting it off
 * from the window that opened it, and it could not report back. Only these two relax the policy;
 * neither shows anything but the outcome.
 */
export const OAUTH_RETURN_PATHS: readonly string[] = [authPaths.authCallback, '/api/settings/integrations/callback'];

export const oauthReturnOpenerPolicy: RequestHandler = (req, res, next) => {
  if (OAUTH_RETURN_PATHS.includes(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  next();
};

/** Credentialed CORS for the configured origins only; other origins get no CORS headers. */
export function apiCors(config: Pick<GatewayConfig, 'allowedOrigins'>): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  return cors({
    origin: (requestOrigin, callback) => callback(null, requestOrigin !== undefined && allowed.has(requestOrigin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POSTs that legitimately come from another site and so pass the cross-origin refusal, matched
 * exactly (method and path, no trailing slash or case variant). Only Sign in with Apple is here:
 * with `response_mode=form_post` Apple's page POSTs the code and state from https://appleid.apple.com
 * to the redirect URI. That request carries no session authority: the auth service accepts it only
 * with the state that matches its flow cookie and the PKCE verifier bound to it. The body is not
 * parsed here; it streams to the service like any other.
 */
export const CROSS_ORIGIN_EXEMPT_POSTS: readonly string[] = ['/api/auth/oauth/apple/callback'];

/**
 * CSRF defence for the cookie session: a state-changing request from a page on another origin is
 * refused. Browsers send Origin on cross-origin (and same-origin non-GET) requests and
 * Sec-Fetch-Site on all; SameSite=Lax on the cookie covers the older ones.
 */
export function refuseCrossOrigin(config: Pick<GatewayConfig, 'allowedOrigins'>): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  const exempt = new Set(CROSS_ORIGIN_EXEMPT_POSTS);
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) {
      next();
      return;
    }
    // The raw path as sent (req.path is relative to the mount point; no normalising of dot segments).
    if (req.method === 'POST' && exempt.has(req.originalUrl.split('?')[0] ?? '')) {
      next();
      return;
    }
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const originAllowed = origin === undefined || allowed.has(origin);
    // Sec-Fetch-Site says cross-site even for an allowlisted CORS origin on another site: trust the allowlist then.
    const siteAllowed = fetchSite !== 'cross-site' || (origin !== undefined && allowed.has(origin));
    if (originAllowed && siteAllowed) {
      next();
      return;
    }
    next(new AppError(403, 'CROSS_ORIGIN_REFUSED', 'Cross-origin request refused.'));
  };
}
