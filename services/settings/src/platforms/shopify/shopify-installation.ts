import type { ShopInstallation } from '@scp/shared/contracts/settings/integrations-internal';
import { patientFetch } from '@scp/service-kit/platform-http';
import { shopAdminApiUrl, type ShopifyGraphqlOptions, type ShopifyShop } from './shopify-reader';

/**
 * What Shopify says of the app on a shop, asked with the owner's token: once the app is uninstalled
 * Shopify refuses (401) every token it gave the app there. Any other refusal (a frozen or closed
 * shop, a missing scope) says nothing about the installation: 'unknown'.
 */
export type InstallationCheck = (shop: ShopifyShop) => Promise<ShopInstallation>;

/**
 * One call to the shop's Admin API (`shop.json`) with the token. A Shopify that cannot answer now
 * (429, 5xx, out of reach) throws PlatformFailure('unavailable') for the caller to ask again later.
 */
export function createShopifyInstallationCheck(options: ShopifyGraphqlOptions): InstallationCheck {
  return async (shop) => {
    const reply = await patientFetch(
      shopAdminApiUrl(options, shop.accountId, 'shop.json'),
      { headers: { 'X-Shopify-Access-Token': shop.accessToken, Accept: 'application/json' } },
      options.patient,
    );
    if (reply.status === 401) return 'uninstalled';
    return reply.status >= 200 && reply.status < 300 ? 'installed' : 'unknown';
  };
}
