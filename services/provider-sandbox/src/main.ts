import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { BillingStore } from './billing/billing-store';
import { BillingWebhooks, DEFAULT_BILLING_WEBHOOK_TIMING, type BillingWebhookTiming } from './billing/billing-webhooks';
import { ClientRegistry } from './client-registry';
import {
  defaultClientRegistrations,
  redirectOriginsFromEnv,
  SANDBOX_BILLING,
  type ClientRegistration,
} from './default-clients';
import { FaultStore } from './faults';
import { GrantStore } from './grant-store';
import { Mailbox } from './mail/mailbox';
import { startSmtp } from './mail/smtp';
import { attachMessaging, createMetaMessaging } from './messaging/messaging-state';
import { DEFAULT_META_WEBHOOK_URL } from './messaging/messaging-webhooks';
import { DEFAULT_LIFETIMES, type Lifetimes } from './oauth-flow';
import type { ProviderId } from './provider-ids';
import { sendWebhook, type WebhookOptions } from './webhooks';

export interface StartOptions {
  /** HTTP port; 0 (the default here) picks a free one. The CLI defaults to 8090. */
  port?: number;
  /** SMTP port; 0 (the default here) picks a free one. The CLI defaults to 2525. */
  smtpPort?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Base URL the sandbox is reached at (issuers, consent form, avatars); default http://localhost:<port>. */
  publicUrl?: string;
  /** Extra or replacing app registrations (same provider + client id replaces a default). */
  clients?: ClientRegistration[];
  /** Origins whose every path is an allowed redirect URI for the default apps; default from SANDBOX_ALLOWED_REDIRECT_ORIGINS, else http://localhost:8080. */
  allowedRedirectOrigins?: string[];
  /** Code and token lifetimes in seconds (0 = already expired: tests need no waiting). */
  lifetimes?: Partial<Lifetimes>;
  /** Messages kept in the mailbox; default 500. */
  mailboxLimit?: number;
  /**
   * Where the billing provider POSTs its signed events (the endpoint registered in the provider's
   * dashboard); default DEFAULT_BILLING_WEBHOOK_URL (the gateway's settings webhook). Tests pass their own.
   */
  billingWebhookUrl?: string;
  /** Retry delays and timeouts of billing webhook deliveries (tests shorten them). */
  billingWebhookTiming?: Partial<BillingWebhookTiming>;
  /**
   * The callback URL of the Meta app's messaging webhooks (customer messages from
   * `/_sandbox/meta/customer-messages`); default SANDBOX_META_WEBHOOK_URL, else
   * DEFAULT_META_WEBHOOK_URL (the responder's webhook behind the gateway). Tests pass their own.
   */
  metaWebhookUrl?: string;
  /** Waits between Meta's attempts at a webhook the app did not accept (tests shorten them). */
  metaRedeliveryDelaysMs?: readonly number[];
}

/** The settings service's billing webhook behind the local gateway. */
export const DEFAULT_BILLING_WEBHOOK_URL = 'http://localhost:8080/api/settings/webhooks/billing';

function httpUrl(value: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an http(s) URL.`);
  return url.toString();
}

export interface RunningSandbox {
  url: string;
  port: number;
  smtpPort: number;
  /** Sends a signed webhook as `provider`, signed with the secret of its first registered app. */
  sendWebhook(
    provider: ProviderId,
    url: string,
    payload: unknown,
    options?: WebhookOptions,
  ): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export async function start(options: StartOptions = {}): Promise<RunningSandbox> {
  // Configuration errors surface before anything listens, so a failed start leaves nothing open.
  const origins =
    options.allowedRedirectOrigins ?? redirectOriginsFromEnv(process.env.SANDBOX_ALLOWED_REDIRECT_ORIGINS);
  const clients = new ClientRegistry([...defaultClientRegistrations(origins), ...(options.clients ?? [])]);
  const billingWebhookUrl = httpUrl(options.billingWebhookUrl ?? DEFAULT_BILLING_WEBHOOK_URL, 'billingWebhookUrl');
  // Read here rather than in the CLI so the stack's SANDBOX_META_WEBHOOK_URL reaches every start().
  const metaWebhookUrl = httpUrl(
    options.metaWebhookUrl ?? (process.env.SANDBOX_META_WEBHOOK_URL || DEFAULT_META_WEBHOOK_URL),
    options.metaWebhookUrl === undefined ? 'SANDBOX_META_WEBHOOK_URL' : 'metaWebhookUrl',
  );
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  // Kept-alive connections stay open until the client lets them go. With Node's idle close (5 s and
  // a second), a client that does not follow the `Keep-Alive: timeout` hint (Playwright's request
  // context: Node's agent without a timeout) or follows it late under load (a service's fetch on two
  // busy cores) could write a request as the close arrived, and met ECONNRESET; every client here
  // closes idle connections itself (fetch after 4 s, a browser or a test's context when it is done).
  server.keepAliveTimeout = 0;
  server.listen(options.port ?? 0, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  const port = (server.address() as AddressInfo).port;

  const mailbox = new Mailbox(options.mailboxLimit);
  let smtp;
  try {
    smtp = await startSmtp(mailbox, options.smtpPort ?? 0, host);
  } catch (error) {
    server.close();
    throw error;
  }

  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const ctx = {
    publicUrl,
    clients,
    grants: new GrantStore(),
    lifetimes: { ...DEFAULT_LIFETIMES, ...options.lifetimes },
    redirectOrigins: origins,
    billing: new BillingStore(),
    billingWebhooks: new BillingWebhooks(billingWebhookUrl, SANDBOX_BILLING.webhookSecret, {
      ...DEFAULT_BILLING_WEBHOOK_TIMING,
      ...options.billingWebhookTiming,
    }),
    faults: new FaultStore(),
  };
  const messaging = attachMessaging(ctx, createMetaMessaging(metaWebhookUrl, options.metaRedeliveryDelaysMs));
  server.on('request', createApp(ctx, mailbox));

  const running = smtp;
  return {
    url: publicUrl,
    port,
    smtpPort: running.port,
    sendWebhook: (provider, url, payload, webhookOptions = {}) =>
      sendWebhook(provider, url, payload, { secret: clients.first(provider)?.clientSecret, ...webhookOptions }),
    stop: async () => {
      // Pending retries and deliveries in flight end with the sandbox (nothing keeps Jest alive).
      ctx.billingWebhooks.close();
      messaging.webhooks.close();
      ctx.faults.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, running.close()]);
    },
  };
}
