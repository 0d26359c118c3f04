export const PROVIDER_IDS = ['google', 'apple', 'shopify', 'meta', 'tiktok', 'linkedin', 'x', 'pinterest'] as const;

export type ProviderId = (typeof PROVIDER_IDS)[number];

export const PROVIDER_NAMES: Record<ProviderId, string> = {
  google: 'Google',
  apple: 'Apple',
  shopify: 'Shopify',
  meta: 'Facebook',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
  pinterest: 'Pinterest',
};

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}
