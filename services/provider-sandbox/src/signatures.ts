import { createHmac } from 'node:crypto';

/**
 * Shopify's `hmac` over a redirect's query: every parameter except `hmac` (and the legacy
 * `signature`), sorted by name, form-encoded as `name=value` joined with `&`, HMAC-SHA256 with the
 * app's client secret, hex. This is what Shopify's own libraries recompute to verify a redirect.
 */
export function shopifyQueryHmac(params: URLSearchParams | Record<string, string>, secret: string): string {
  const entries = [...new URLSearchParams(params).entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', secret).update(new URLSearchParams(entries).toString()).digest('hex');
}

/** Shopify webhooks: `X-Shopify-Hmac-Sha256`, base64 HMAC-SHA256 of the raw body. */
export function shopifyWebhookHmac(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Meta webhooks: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function metaWebhookSignature(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** TikTok webhooks: `TikTok-Signature: t=<unix seconds>,s=<hex HMAC-SHA256 of "t.body">`. */
export function tiktokWebhookSignature(rawBody: string, secret: string, timestamp: number): string {
  return `t=${timestamp},s=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** X Account Activity webhooks: `X-Twitter-Webhooks-Signature: sha256=<base64 HMAC-SHA256 of the body>`. */
export function xWebhookSignature(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('base64')}`;
}

/**
 * Stripe webhooks: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the
 * endpoint's signing secret (`whsec_…`), which Stripe's libraries check against a 5-minute tolerance.
 */
export function stripeWebhookSignature(rawBody: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
