import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's `hmac` over a redirect's query: every other parameter (the legacy `signature` too is
 * left out), sorted by name, form-encoded as `a=1&b=2`, HMAC-SHA256 with the app secret, hex.
 */
export function shopifyQueryHmac(params: URLSearchParams, secret: string): string {
  const entries = [...params.entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', secret).update(new URLSearchParams(entries).toString()).digest('hex');
}

/** Timing-safe: the comparison takes as long whatever prefix of the signature was right. */
export function verifyShopifyQueryHmac(params: URLSearchParams, secret: string): boolean {
  const received = params.get('hmac');
  if (!received || params.getAll('hmac').length !== 1) return false;
  const expected = Buffer.from(shopifyQueryHmac(params, secret), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
