/** A shop's permanent domain as Shopify names it: a lower-case handle under myshopify.com. */
const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** True for 'my-store.myshopify.com' exactly (what the callback's `shop` must be). */
export function isShopDomain(value: string): boolean {
  return MYSHOPIFY_DOMAIN.test(value);
}

/**
 * 'My-Store', 'my-store.myshopify.com' and 'https://my-store.myshopify.com/' all mean
 * 'my-store.myshopify.com'; anything else (another host, a path, odd characters) is undefined.
 */
export function normalizeShopDomain(input: string): string | undefined {
  let value = input.trim().toLowerCase();
  const scheme = /^https?:\/\//.exec(value);
  if (scheme) value = value.slice(scheme[0].length);
  value = value.replace(/\/+$/, '');
  if (HANDLE.test(value)) value = `${value}.myshopify.com`;
  return isShopDomain(value) ? value : undefined;
}
