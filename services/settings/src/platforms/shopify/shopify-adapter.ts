import { isRecord, platformFetch, verifyShopifyQueryHmac } from '@scp/service-kit/oauth-client';
import { isShopDomain } from '@scp/shared/contracts/settings/connected-accounts';
import { authorizationUrlOf } from '../oauth-token-calls';
import type { PlatformApp } from '../platform-apps';
import {
  callbackError,
  expectObject,
  PlatformFailure,
  requireCode,
  scopesFrom,
  str,
} from '@scp/service-kit/platform-http';
import { type AccountProfile, type PlatformAdapter } from '../platform-adapter';

const SCOPES = ['read_products', 'read_orders', 'read_analytics', 'read_customers'];

/** A Shopify store: the app installed on one shop with an offline token (it does not expire). */
export function createShopifyAdapter(app: PlatformApp<'shopify'>, apiVersion: string): PlatformAdapter {
  const shopUrl = (shop: string) => `${app.urls.shops}${shop}`;

  const shopProfile = async (shop: string, accessToken: string): Promise<AccountProfile> => {
    const body = expectObject(
      'Shopify shop',
      await platformFetch(`${shopUrl(shop)}/admin/api/${apiVersion}/shop.json`, {
        headers: { 'X-Shopify-Access-Token': accessToken },
      }),
    );
    const details = typeof body.shop === 'object' && body.shop !== null ? (body.shop as Record<string, unknown>) : {};
    const name = str(details.name) ?? shop;
    const domain = str(details.domain) ?? shop;
    return {
      identifier: shop,
      displayName: name,
      imageUrl: null,
      description: str(details.shop_owner) ? `Owner: ${String(details.shop_owner)}` : null,
      profileUrl: `https://${domain}`,
      followers: null,
    };
  };

  return {
    platform: 'shopify',
    authorizationUrl(flow) {
      if (!flow.shopDomain) throw new PlatformFailure('invalid_callback', 'no shop domain');
      return authorizationUrlOf(`${shopUrl(flow.shopDomain)}/admin/oauth/authorize`, flow, {
        client_id: app.clientId,
        scope: SCOPES.join(','),
      });
    },

    async connect({ params, verifier, shopDomain }) {
      const denied = callbackError(params);
      if (denied) throw denied;
      // The shop must be the one the flow started with, and the query signed with our secret.
      const shop = params.get('shop');
      if (!shop || !isShopDomain(shop) || shop !== shopDomain)
        throw new PlatformFailure('invalid_callback', 'shop does not match the flow');
      if (!verifyShopifyQueryHmac(params, app.clientSecret))
        throw new PlatformFailure('invalid_callback', 'hmac does not verify');
      const body = expectObject(
        'Shopify code exchange',
        await platformFetch(`${shopUrl(shop)}/admin/oauth/access_token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            client_id: app.clientId,
            client_secret: app.clientSecret,
            code: requireCode(params),
            code_verifier: verifier,
          }),
        }),
      );
      const accessToken = str(body.access_token);
      if (!accessToken) throw new PlatformFailure('refused', 'Shopify code exchange: no access_token');
      const token = { accessToken, scopes: scopesFrom(body.scope) };
      return [{ accountId: shop, ...(await shopProfile(shop, accessToken)), token, details: {} }];
    },

    profile(account) {
      return shopProfile(account.accountId, account.accessToken);
    },

    async shopFacts(account) {
      const body = expectObject(
        'Shopify products',
        await platformFetch(`${shopUrl(account.accountId)}/admin/api/${apiVersion}/graphql.json`, {
          method: 'POST',
          headers: { 'X-Shopify-Access-Token': account.accessToken, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ shop { name } products(first: 100) { nodes { productType tags } } }' }),
        }),
      );
      const data = isRecord(body.data) ? body.data : {};
      const products = isRecord(data.products) && Array.isArray(data.products.nodes) ? data.products.nodes : [];
      return {
        name: (isRecord(data.shop) ? str(data.shop.name) : undefined) ?? account.accountId,
        products: products.filter(isRecord).map((product) => ({
          productType: str(product.productType) ?? null,
          tags: Array.isArray(product.tags) ? product.tags.filter((tag): tag is string => typeof tag === 'string') : [],
        })),
      };
    },

    async revoke(account) {
      // Uninstalls the app from the shop: Shopify's way of withdrawing an offline token.
      const reply = await platformFetch(`${shopUrl(account.accountId)}/admin/api_permissions/current.json`, {
        method: 'DELETE',
        headers: { 'X-Shopify-Access-Token': account.accessToken },
      });
      if (reply.status >= 400 && reply.status !== 401) expectObject('Shopify uninstall', reply);
    },
  };
}
