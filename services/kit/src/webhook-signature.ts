import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the HMAC-SHA256 of the raw body with `secret`, as a platform signs its
 * webhooks (docs/architecture.md, Jobs and webhooks): Shopify base64 (`X-Shopify-Hmac-Sha256`), Meta `sha256=` + hex
 * (`X-Hub-Signature-256`). Compared in constant time; a missing or malformed signature is false.
 */
export function hasValidHmac(
  rawBody: Buffer,
  given: string | undefined,
  secret: string,
  format: { encoding: 'base64' | 'hex'; prefix?: string },
): boolean {
  if (!given) return false;
  const digest = createHmac('sha256', secret).update(rawBody).digest(format.encoding);
  const expected = Buffer.from(`${format.prefix ?? ''}${digest}`);
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
