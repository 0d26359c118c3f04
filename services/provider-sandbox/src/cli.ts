#!/usr/bin/env node
import { z } from 'zod';
import { redirectOriginsFromEnv } from './default-clients';
import { DEFAULT_BILLING_WEBHOOK_URL, start } from './main';

const port = z.coerce.number().int().min(0).max(65535);
const seconds = z.coerce.number().min(0);

const Env = z.object({
  PORT: port.default(8090),
  SMTP_PORT: port.default(2525),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_ALLOWED_REDIRECT_ORIGINS: z.string().optional(),
  SANDBOX_CODE_TTL_SECONDS: seconds.optional(),
  SANDBOX_ACCESS_TOKEN_TTL_SECONDS: seconds.optional(),
  SANDBOX_BILLING_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_BILLING_WEBHOOK_URL),
});

async function main(): Promise<void> {
  const parsed = Env.safeParse(process.env);
  if (!parsed.success) {
    console.error(`provider-sandbox: invalid configuration\n${z.prettifyError(parsed.error)}`);
    process.exit(1);
  }
  const env = parsed.data;
  let origins: string[];
  try {
    origins = redirectOriginsFromEnv(env.SANDBOX_ALLOWED_REDIRECT_ORIGINS);
  } catch (error) {
    console.error(`provider-sandbox: invalid SANDBOX_ALLOWED_REDIRECT_ORIGINS: ${(error as Error).message}`);
    process.exit(1);
  }
  const sandbox = await start({
    port: env.PORT,
    smtpPort: env.SMTP_PORT,
    host: env.SANDBOX_HOST,
    publicUrl: env.SANDBOX_PUBLIC_URL,
    allowedRedirectOrigins: origins,
    billingWebhookUrl: env.SANDBOX_BILLING_WEBHOOK_URL,
    lifetimes: {
      ...(env.SANDBOX_CODE_TTL_SECONDS !== undefined ? { codeSeconds: env.SANDBOX_CODE_TTL_SECONDS } : {}),
      ...(env.SANDBOX_ACCESS_TOKEN_TTL_SECONDS !== undefined
        ? { accessTokenSeconds: env.SANDBOX_ACCESS_TOKEN_TTL_SECONDS }
        : {}),
    },
  });
  console.log(`provider-sandbox listening on http://${env.SANDBOX_HOST}:${sandbox.port} (smtp ${sandbox.smtpPort})`);
  const shutdown = () => {
    sandbox.stop().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('provider-sandbox: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
