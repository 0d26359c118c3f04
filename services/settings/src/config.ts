import { appOrigins, type AppOrigins } from '@scp/service-kit/app-origins';
import { z } from 'zod';
import { ConfigError, LOCAL_MODE_HINT, secretProblem, type Env } from '@scp/service-kit/config';
import { integrationsEnvShape, toIntegrationsSettings, type IntegrationsSettings } from './platforms/platform-apps';

/**
 * The settings service's own environment (validated at boot with the common variables, see
 * loadServiceConfig). The billing adapter defaults to the provider sandbox in local mode
 * (PROVIDER_SANDBOX_URL + '/billing'); elsewhere it is set whole or not at all.
 */
export const settingsEnvShape = {
  /** The browser-facing origin (the gateway): where the hosted checkout sends the browser back to. */
  PUBLIC_ORIGIN: z.url().optional(),
  PROVIDER_SANDBOX_URL: z.url().optional(),
  /** The card payment provider's API base (Stripe-compatible: `/v1/prices`, `/v1/checkout/sessions`...). */
  BILLING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  BILLING_SECRET_KEY: z.string().min(1).optional(),
  /** Signs the provider's webhooks (`Stripe-Signature`). */
  BILLING_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The auth service: the owner's address and Email Notifications switch, for alert mails (internal API). */
  AUTH_SERVICE_URL: z.url().optional(),
  /** smtp://host:port (smtps:// for TLS): alert mails; the sandbox's mailbox locally. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** The dashboard service: told when a user has accounts to sync (internal API). */
  DASHBOARD_SERVICE_URL: z.url().optional(),
  ...integrationsEnvShape,
};

export type SettingsEnv = z.output<z.ZodObject<typeof settingsEnvShape>>;
export type { Env };

export interface BillingSettings {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  publicOrigin: string;
  /**
   * Origins the hosted checkout may send the browser back to: the one the checkout was started
   * from when it is one of these (the session cookie is that origin's), else PUBLIC_ORIGIN.
   */
  returnOrigins: string[];
}

export interface SettingsServiceSettings {
  /** Undefined when no payment provider is configured: plans are not offered (503), everyone is on Free. */
  billing: BillingSettings | undefined;
  integrations: IntegrationsSettings;
  origins: AppOrigins;
}

const billingVariables = ['BILLING_API_URL', 'BILLING_SECRET_KEY', 'BILLING_WEBHOOK_SECRET'] as const;

/**
 * Settings derived from the validated environment. Throws a ConfigError (the process does not
 * start) for a half-configured payment provider, which would take money and never see the webhook.
 */
export function toSettingsServiceSettings(env: SettingsEnv, common: { localMode: boolean }): SettingsServiceSettings {
  const { localMode } = common;
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? 'http://localhost:8080').origin;
  const origins = appOrigins(publicOrigin, localMode);
  const integrations = toIntegrationsSettings(env, { localMode, sandboxUrl: env.PROVIDER_SANDBOX_URL });
  const problems = [...integrations.problems];
  if (!localMode && !env.PUBLIC_ORIGIN && Object.keys(integrations.settings.apps).length > 0)
    problems.push('PUBLIC_ORIGIN is required when a platform is configured');
  const billing = billingSettings(env, localMode, origins, problems);
  if (problems.length > 0) throw new ConfigError(problems, localMode ? undefined : LOCAL_MODE_HINT);
  return { billing, integrations: integrations.settings, origins };
}

function billingSettings(
  env: SettingsEnv,
  localMode: boolean,
  origins: AppOrigins,
  problems: string[],
): BillingSettings | undefined {
  const apiUrl =
    env.BILLING_API_URL ??
    (localMode && env.PROVIDER_SANDBOX_URL ? `${env.PROVIDER_SANDBOX_URL.replace(/\/$/, '')}/billing` : undefined);
  const given = {
    BILLING_API_URL: apiUrl,
    BILLING_SECRET_KEY: env.BILLING_SECRET_KEY,
    BILLING_WEBHOOK_SECRET: env.BILLING_WEBHOOK_SECRET,
  };
  // Local mode points the API at the sandbox by itself, so the credentials decide whether billing is on.
  const set = billingVariables.filter((variable) => env[variable]);
  if (set.length === 0) return undefined;
  const before = problems.length;
  problems.push(
    ...billingVariables
      .filter((variable) => !given[variable])
      .map((variable) => `${variable} is required when billing is configured (${set.join(', ')} set)`),
  );
  if (!localMode && !env.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN is required when billing is configured');
  const webhookSecret = secretProblem('BILLING_WEBHOOK_SECRET', env.BILLING_WEBHOOK_SECRET, localMode);
  if (webhookSecret && env.BILLING_WEBHOOK_SECRET) problems.push(webhookSecret);
  if (problems.length > before) return undefined;
  return {
    apiUrl: (apiUrl as string).replace(/\/$/, ''),
    secretKey: env.BILLING_SECRET_KEY as string,
    webhookSecret: env.BILLING_WEBHOOK_SECRET as string,
    publicOrigin: origins.publicOrigin,
    returnOrigins: origins.trusted,
  };
}
