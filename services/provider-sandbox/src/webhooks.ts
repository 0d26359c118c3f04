import { randomUUID } from 'node:crypto';
import { SANDBOX_CLIENTS } from './default-clients';
import type { ProviderId } from './provider-ids';
import { metaWebhookSignature, shopifyWebhookHmac, tiktokWebhookSignature, xWebhookSignature } from './signatures';

export interface WebhookOptions {
  /** Signing secret; defaults to the provider's sandbox app secret. */
  secret?: string;
  /** Shopify: `X-Shopify-Topic`, e.g. `orders/create`. */
  topic?: string;
  /** Shopify: `X-Shopify-Shop-Domain`. */
  shop?: string;
  headers?: Record<string, string>;
}

export const WEBHOOK_PROVIDERS = ['shopify', 'meta', 'tiktok', 'x'] as const satisfies readonly ProviderId[];

/** The headers a platform sends with a webhook whose raw body is `rawBody`, signed as it signs them. */
export function webhookHeaders(
  provider: ProviderId,
  rawBody: string,
  options: WebhookOptions = {},
): Record<string, string> {
  const secret = options.secret ?? SANDBOX_CLIENTS[provider].clientSecret;
  switch (provider) {
    case 'shopify':
      return {
        'X-Shopify-Hmac-Sha256': shopifyWebhookHmac(rawBody, secret),
        'X-Shopify-Topic': options.topic ?? 'app/uninstalled',
        'X-Shopify-Shop-Domain': options.shop ?? '',
        'X-Shopify-API-Version': '2025-07',
        'X-Shopify-Webhook-Id': randomUUID(),
        'X-Shopify-Event-Id': randomUUID(),
        'X-Shopify-Triggered-At': new Date().toISOString(),
      };
    case 'meta':
      return { 'X-Hub-Signature-256': metaWebhookSignature(rawBody, secret) };
    case 'tiktok':
      return { 'TikTok-Signature': tiktokWebhookSignature(rawBody, secret, Math.floor(Date.now() / 1000)) };
    case 'x':
      return { 'X-Twitter-Webhooks-Signature': xWebhookSignature(rawBody, secret) };
    default:
      throw new Error(`The sandbox has no webhooks for ${provider}.`);
  }
}

/** POSTs a JSON webhook to `url` as the platform would; resolves with the receiver's answer. */
export async function sendWebhook(
  provider: ProviderId,
  url: string,
  payload: unknown,
  options: WebhookOptions = {},
): Promise<{ status: number; body: string }> {
  const rawBody = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...webhookHeaders(provider, rawBody, options), ...options.headers },
    body: rawBody,
    signal: AbortSignal.timeout(10000),
  });
  return { status: response.status, body: await response.text() };
}
