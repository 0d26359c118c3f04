import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { rateLimits } from '@scp/shared/contracts/app/app-constants';
import { remoteNames, remoteVersionPattern, type RemoteName } from '@scp/shared/contracts/remotes';
import {
  checkKey,
  checkSecret,
  commonEnvShape,
  envBoolean,
  envPort,
  envPositiveInt,
  isLocalMode,
  keyOf,
  LOCAL_ONLY_SECRET_PREFIX,
  parseConfig,
  refineCommon,
  toCommonConfig,
  type CommonConfig,
  type Env,
} from '@scp/service-kit/config';
import { defaultServicePorts, serviceNames, type ServiceName } from '@scp/service-kit/service-names';
import { envKeyPem } from '@scp/service-kit/signing-keys';
import { z } from 'zod';

/** The repository root: src/ and dist/ both sit two levels below it (services/gateway/...). */
const repoRoot = path.resolve(__dirname, '..', '..', '..');

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => (value.endsWith('/') ? value : `${value}/`));
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin));

const envKey = (name: string): string => name.toUpperCase();

const dynamicShape = {
  ...Object.fromEntries(serviceNames.map((name) => [`${envKey(name)}_SERVICE_URL`, baseUrl.optional()])),
  ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${envKey(name)}_URL`, baseUrl.optional()])),
  ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${envKey(name)}_DIST`, z.string().min(1).optional()])),
  ...Object.fromEntries(
    remoteNames.map((name) => [
      `REMOTE_${envKey(name)}_VERSION`,
      z.string().regex(remoteVersionPattern, 'must be a release name such as 1.4.0 or 0.1.0+7c37860').optional(),
    ]),
  ),
} as Record<string, z.ZodOptional<z.ZodType<string, string>>>;

const internalTokenKey = (localMode: boolean) => ({ kind: 'private', purpose: 'internalToken', localMode }) as const;
const sessionGrantKey = (localMode: boolean) => ({ kind: 'public', purpose: 'sessionGrant', localMode }) as const;

const gatewayEnvSchema = z
  .object({
    ...commonEnvShape,
    PORT: envPort.default(8080),
    PUBLIC_ORIGIN: origin.optional(),
    SESSION_SECRET: z.string().optional(),
    INTERNAL_TOKEN_PRIVATE_KEY: envKeyPem,
    SESSION_GRANT_PUBLIC_KEY: envKeyPem,
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'must be a cookie name')
      .default('scp.sid'),
    SESSION_TTL_SECONDS: envPositiveInt.default(3600),
    SESSION_MAX_AGE_SECONDS: envPositiveInt.default(12 * 3600),
    CORS_ORIGINS: originList.default([]),
    RATE_LIMIT_POINTS: envPositiveInt.default(rateLimits.api.limit),
    RATE_LIMIT_WINDOW_SECONDS: envPositiveInt.default(rateLimits.api.windowMs / 1000),
    UPSTREAM_TIMEOUT_MS: envPositiveInt.default(30_000),
    SHELL_DIST: z.string().min(1).optional(),
    PROVIDER_SANDBOX_URL: baseUrl.default('http://127.0.0.1:8090/'),
    SSE_HEARTBEAT_MS: envPositiveInt.default(25_000),
    HSTS: envBoolean.optional(),
    ...dynamicShape,
  })
  .superRefine((env, ctx) => {
    refineCommon(env, ctx);
    const localMode = isLocalMode(env);
    checkSecret(ctx, 'SESSION_SECRET', env.SESSION_SECRET, localMode);
    checkKey(ctx, 'INTERNAL_TOKEN_PRIVATE_KEY', env.INTERNAL_TOKEN_PRIVATE_KEY, internalTokenKey(localMode));
    checkKey(ctx, 'SESSION_GRANT_PUBLIC_KEY', env.SESSION_GRANT_PUBLIC_KEY, sessionGrantKey(localMode));
    if (!localMode && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required outside local mode' });
    }
    const dynamicEnv = env as unknown as Record<string, string | undefined>;
    for (const name of remoteNames) {
      // The gateway's own /remotes/<name>/ serves one build: a pinned release lives in its own
      // folder of a remote store (a CDN: <REMOTE_<NAME>_URL><version>/mf-manifest.json).
      if (dynamicEnv[`REMOTE_${envKey(name)}_VERSION`] && !dynamicEnv[`REMOTE_${envKey(name)}_URL`]) {
        ctx.addIssue({
          code: 'custom',
          path: [`REMOTE_${envKey(name)}_VERSION`],
          message: `needs REMOTE_${envKey(name)}_URL, where the releases' folders are`,
        });
      }
    }
    if (env.SESSION_TTL_SECONDS > env.SESSION_MAX_AGE_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_TTL_SECONDS'],
        message: 'must not exceed SESSION_MAX_AGE_SECONDS',
      });
    }
  });

export interface RemoteConfig {
  /** Where the remote's built files are, served at /remotes/<name>/. */
  dist: string;
  /**
   * Where the browser reaches the remote's dist: REMOTE_<NAME>_URL, or the same-origin path
   * `/remotes/<name>/` when the gateway serves it (so the app works on any address it is opened on).
   */
  baseUrl: string;
  /**
   * REMOTE_<NAME>_VERSION: the release the shell must load, from `<baseUrl><version>/`; unset, the
   * current build at `<baseUrl>` is loaded, whatever its release.
   */
  pinnedVersion?: string;
}

export interface GatewayConfig extends CommonConfig {
  port: number;
  /** The origin browsers use to reach the gateway; state-changing requests must come from it (or CORS_ORIGINS). */
  publicOrigin: string;
  /** Origins allowed to call the API with credentials, the public origin included. */
  allowedOrigins: string[];
  session: {
    secret: string;
    cookieName: string;
    /** Rolling lifetime: a refresh extends the session to now + ttl... */
    ttlSeconds: number;
    /** ...but never past sign-in + maxAge. */
    maxAgeSeconds: number;
    /**
     * Outside local mode the cookie is always Secure: a proxy whose https the gateway was not told
     * to trust then fails visibly (no session) instead of sending the cookie in clear.
     */
    secureCookie: boolean;
  };
  rateLimit: { points: number; windowSeconds: number };
  upstreamTimeoutMs: number;
  services: Record<ServiceName, string>;
  shellDist: string;
  remotes: Record<RemoteName, RemoteConfig>;
  providerSandboxUrl: string;
  sseHeartbeatMs: number;
  hsts: boolean;
  /** Signs the identity tokens the services accept (they hold only its public key). */
  internalTokenPrivateKey: KeyObject;
  /** Verifies the session grants, updates and revocations of the auth service. */
  sessionGrantPublicKey: KeyObject;
}

/** The other spelling of a loopback origin, so http://127.0.0.1:8080 works as well as localhost. */
function loopbackTwin(value: string): string | undefined {
  const url = new URL(value);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else return undefined;
  return url.origin;
}

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const parsed = parseConfig(gatewayEnvSchema, env);
  const common = toCommonConfig(parsed);
  const dynamic = parsed as unknown as Record<string, string | undefined>;
  const publicOrigin = parsed.PUBLIC_ORIGIN ?? `http://localhost:${parsed.PORT === 0 ? 8080 : parsed.PORT}`;
  const allowedOrigins = new Set([publicOrigin, ...parsed.CORS_ORIGINS]);
  if (common.localMode) {
    const twin = loopbackTwin(publicOrigin);
    if (twin) allowedOrigins.add(twin);
  }
  const services = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      dynamic[`${envKey(name)}_SERVICE_URL`] ?? `http://127.0.0.1:${defaultServicePorts[name]}/`,
    ]),
  ) as Record<ServiceName, string>;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      {
        dist: path.resolve(dynamic[`REMOTE_${envKey(name)}_DIST`] ?? path.join(repoRoot, `mfe-${name}`, 'dist')),
        baseUrl: dynamic[`REMOTE_${envKey(name)}_URL`] ?? `/remotes/${name}/`,
        pinnedVersion: dynamic[`REMOTE_${envKey(name)}_VERSION`],
      },
    ]),
  ) as Record<RemoteName, RemoteConfig>;
  return {
    ...common,
    port: parsed.PORT,
    publicOrigin,
    allowedOrigins: [...allowedOrigins],
    session: {
      secret: parsed.SESSION_SECRET ?? `${LOCAL_ONLY_SECRET_PREFIX}session-secret`,
      cookieName: parsed.SESSION_COOKIE_NAME,
      ttlSeconds: parsed.SESSION_TTL_SECONDS,
      maxAgeSeconds: parsed.SESSION_MAX_AGE_SECONDS,
      secureCookie: !common.localMode,
    },
    rateLimit: { points: parsed.RATE_LIMIT_POINTS, windowSeconds: parsed.RATE_LIMIT_WINDOW_SECONDS },
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    services,
    shellDist: path.resolve(parsed.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    remotes,
    providerSandboxUrl: parsed.PROVIDER_SANDBOX_URL,
    sseHeartbeatMs: parsed.SSE_HEARTBEAT_MS,
    hsts: parsed.HSTS ?? !common.localMode,
    internalTokenPrivateKey: keyOf(
      'INTERNAL_TOKEN_PRIVATE_KEY',
      parsed.INTERNAL_TOKEN_PRIVATE_KEY,
      internalTokenKey(common.localMode),
    ),
    sessionGrantPublicKey: keyOf(
      'SESSION_GRANT_PUBLIC_KEY',
      parsed.SESSION_GRANT_PUBLIC_KEY,
      sessionGrantKey(common.localMode),
    ),
  };
}
