import { z } from 'zod';
import type { KeyObject } from 'node:crypto';
import {
  ConfigError,
  envBoolean,
  envPositiveInt,
  LOCAL_MODE_HINT,
  LOCAL_ONLY_SECRET_PREFIX,
  secretProblem,
  type Env,
} from '@scp/service-kit/config';
import { appOrigins, type AppOrigins } from '@scp/service-kit/app-origins';
import { envKeyPem, resolveKey } from '@scp/service-kit/signing-keys';
import type { Logger } from '@scp/service-kit/logger';
import type { Mailer } from '@scp/service-kit/mailer';
import type { RedisClient } from '@scp/service-kit/redis';

/**
 * The auth service's own environment (validated at boot with the common variables, see
 * loadServiceConfig). Provider endpoints default to the provider sandbox in local mode
 * (PROVIDER_SANDBOX_URL + '/google' ...) and are required outside it.
 */
export const authEnvShape = {
  /** The browser-facing origin (the gateway): OAuth redirect URIs and links in mails are built on it. */
  PUBLIC_ORIGIN: z.url().optional(),
  PROVIDER_SANDBOX_URL: z.url().optional(),
  /** smtp://host:port (smtps:// for TLS); the sandbox's mailbox locally. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Where the Help centre's contact form mails go (Reply-To is the sender). */
  SUPPORT_EMAIL: z.email().optional(),
  /** Sign-up sends a confirmation mail and returns no session. Default: on outside local mode, off in it. */
  AUTH_EMAIL_CONFIRMATION: envBoolean.optional(),
  PASSWORD_RESET_TTL_SECONDS: envPositiveInt.default(3600),
  EMAIL_CONFIRMATION_TTL_SECONDS: envPositiveInt.default(24 * 3600),
  /** Failed sign-ins for one account from one address before 429 (security requirement 7). */
  SIGN_IN_MAX_FAILURES: envPositiveInt.default(10),
  SIGN_IN_FAILURE_WINDOW_SECONDS: envPositiveInt.default(15 * 60),
  /** Secret of the cookie that binds a redirect sign-in (state, PKCE verifier) to the browser. */
  OAUTH_FLOW_SECRET: z.string().min(1).optional(),
  /** Ed25519 private key (PKCS#8 PEM) that signs session grants; the gateway has the public half. */
  SESSION_GRANT_PRIVATE_KEY: envKeyPem,
  GOOGLE_BASE_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_BASE_URL: z.url().optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  /** The .p8 key (PEM); literal "\n" sequences are accepted for one-line environments. */
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * A shop's URL is this + its myshopify domain: 'https://' in production (a prefix, not a URL of
   * its own, so not checked as one), the sandbox's shops locally.
   */
  SHOPIFY_SHOP_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]*$/, 'must be an http(s) prefix, https:// for the real shops')
    .optional(),
  SHOPIFY_CLIENT_ID: z.string().min(1).optional(),
  SHOPIFY_CLIENT_SECRET: z.string().min(1).optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must be a version such as 2025-07')
    .default('2025-07'),
};

/** The support address in local mode: the dev mailbox shows what the contact form sent. */
export const LOCAL_SUPPORT_EMAIL = 'support@localhost';

export type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;
export type { Env };

export interface GoogleSettings {
  /** Issuer and discovery base: `${baseUrl}/.well-known/openid-configuration`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}
export interface AppleSettings {
  baseUrl: string;
  clientId: string;
  teamId: string;
  keyId: string;
  privateKeyPem: string;
}
export interface ShopifySettings {
  shopBaseUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
}

export interface AuthSettings {
  publicOrigin: string;
  /**
   * Origins a redirect sign-in may come back to: the one it started on when trusted (the flow's
   * cookie is that origin's), else PUBLIC_ORIGIN. Local mode trusts localhost and 127.0.0.1 alike.
   */
  origins: AppOrigins;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The support address the contact form writes to. */
  supportEmail: string;
  emailConfirmation: boolean;
  passwordResetTtlSeconds: number;
  emailConfirmationTtlSeconds: number;
  signInMaxFailures: number;
  signInFailureWindowSeconds: number;
  oauthFlowSecret: string;
  sessionGrantPrivateKey: KeyObject;
  /** A provider without its settings is not offered: its start answers 503. */
  google: GoogleSettings | undefined;
  apple: AppleSettings | undefined;
  shopify: ShopifySettings | undefined;
}

function sandboxPath(env: AuthEnv, localMode: boolean, suffix: string): string | undefined {
  return localMode && env.PROVIDER_SANDBOX_URL ? `${env.PROVIDER_SANDBOX_URL.replace(/\/$/, '')}${suffix}` : undefined;
}

/**
 * Mails carry links to PUBLIC_ORIGIN and are the only way to reset a password or confirm an
 * address, and the contact form's messages must reach a person: production refuses to start
 * without them (local mode logs and skips the mail, and writes to support@localhost).
 */
const requiredInProduction = ['PUBLIC_ORIGIN', 'SMTP_URL', 'MAIL_FROM', 'SUPPORT_EMAIL'] as const;

/**
 * Settings derived from the validated environment; local mode fills in the sandbox and dev
 * defaults. Throws a ConfigError (the process does not start) for what production must set.
 */
export function toAuthSettings(env: AuthEnv, common: { localMode: boolean }): AuthSettings {
  const { localMode } = common;
  const problems = localMode
    ? []
    : requiredInProduction
        .filter((variable) => !env[variable])
        .map((variable) => `${variable} is required outside local mode`);
  const flowSecret = secretProblem('OAUTH_FLOW_SECRET', env.OAUTH_FLOW_SECRET, localMode);
  if (flowSecret) problems.push(flowSecret);
  const grantKey = resolveKey('SESSION_GRANT_PRIVATE_KEY', env.SESSION_GRANT_PRIVATE_KEY, {
    kind: 'private',
    purpose: 'sessionGrant',
    localMode,
  });
  if ('problem' in grantKey) problems.push(grantKey.problem);
  if (problems.length > 0 || 'problem' in grantKey) {
    throw new ConfigError(problems, localMode ? undefined : LOCAL_MODE_HINT);
  }
  const googleBase = env.GOOGLE_BASE_URL ?? sandboxPath(env, localMode, '/google');
  const appleBase = env.APPLE_BASE_URL ?? sandboxPath(env, localMode, '/apple');
  const shopifyBase = env.SHOPIFY_SHOP_BASE_URL ?? sandboxPath(env, localMode, '/shopify/shops/');
  const publicOrigin = (env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, '');
  return {
    publicOrigin,
    origins: appOrigins(publicOrigin, localMode),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Social Commerce <no-reply@localhost>',
    supportEmail: env.SUPPORT_EMAIL ?? LOCAL_SUPPORT_EMAIL,
    emailConfirmation: env.AUTH_EMAIL_CONFIRMATION ?? !localMode,
    passwordResetTtlSeconds: env.PASSWORD_RESET_TTL_SECONDS,
    emailConfirmationTtlSeconds: env.EMAIL_CONFIRMATION_TTL_SECONDS,
    signInMaxFailures: env.SIGN_IN_MAX_FAILURES,
    signInFailureWindowSeconds: env.SIGN_IN_FAILURE_WINDOW_SECONDS,
    // npm start gives a random one per run; a bare local process this fixed, local-only one.
    oauthFlowSecret: env.OAUTH_FLOW_SECRET ?? `${LOCAL_ONLY_SECRET_PREFIX}oauth-flow-secret`,
    sessionGrantPrivateKey: grantKey.key,
    google:
      googleBase && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { baseUrl: googleBase, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    apple:
      appleBase && env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
        ? {
            baseUrl: appleBase,
            clientId: env.APPLE_CLIENT_ID,
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKeyPem: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : undefined,
    shopify:
      shopifyBase && env.SHOPIFY_CLIENT_ID && env.SHOPIFY_CLIENT_SECRET
        ? {
            shopBaseUrl: shopifyBase,
            clientId: env.SHOPIFY_CLIENT_ID,
            clientSecret: env.SHOPIFY_CLIENT_SECRET,
            apiVersion: env.SHOPIFY_API_VERSION,
          }
        : undefined,
  };
}

/** What the auth service's route modules are built from (made once in createApp). */
export interface AuthContext {
  settings: AuthSettings;
  /** Signs session grants, updates and revocations; the gateway holds the public half. */
  sessionGrantKey: KeyObject;
  localMode: boolean;
  logger: Logger;
  redis: RedisClient;
  /** The service's one SMTP transport: account mails and the Help centre's contact messages. */
  mailer: Mailer;
}
