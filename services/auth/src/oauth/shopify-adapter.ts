import type { ShopifySettings } from '../config';
import type { ExternalProfile } from '../users/external-sign-in';
import type { ProviderAdapter } from './provider-adapter';
import { isRecord, oauthErrorOf, stringClaim, verifyShopifyQueryHmac } from '@scp/service-kit/oauth-client';
import { postForm, providerFetch } from './provider-http';
import { isShopDomain } from '@scp/shared/contracts/settings/connected-accounts';
import { signInFailure, verification } from './sign-in-failure';

export const SHOPIFY_SCOPE = 'read_products,read_orders';
/** Shopify's redirect carries a timestamp; an old one is a replayed link. */
const MAX_CALLBACK_AGE_SECONDS = 15 * 60;

/**
 * Shopify: the app install on one shop is the sign-in. The shop (its myshopify domain) is the
 * identity; its email is the shop's contact address, which Shopify does not verify for us.
 */
export function createShopifyAdapter(settings: ShopifySettings): ProviderAdapter {
  const shopUrl = (shop: string) => `${settings.shopBaseUrl}${shop}`;

  return {
    provider: 'shopify',

    async authorizationUrl({ flow, codeChallenge, redirectUri }) {
      if (!flow.shop) throw verification('Shopify flow has no shop');
      const url = new URL(`${shopUrl(flow.shop)}/admin/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        scope: SHOPIFY_SCOPE,
        redirect_uri: redirectUri,
        state: flow.state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async complete({ params, flow }) {
      if (!verifyShopifyQueryHmac(params, settings.clientSecret)) throw verification('Shopify hmac does not verify');
      const shop = params.get('shop') ?? '';
      if (!isShopDomain(shop) || shop !== flow.shop) throw verification('Shopify callback is for another shop');
      const timestamp = Number(params.get('timestamp'));
      if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_CALLBACK_AGE_SECONDS) {
        throw verification('Shopify callback timestamp is missing or stale');
      }
      const code = params.get('code');
      if (!code) throw verification('Shopify callback carried no code');

      const token = await postForm(`${shopUrl(shop)}/admin/oauth/access_token`, {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        code_verifier: flow.verifier,
      });
      if (token.status >= 500) throw signInFailure('unavailable', `Shopify token endpoint answered ${token.status}`);
      const accessToken = isRecord(token.body) ? stringClaim(token.body.access_token) : undefined;
      if (token.status !== 200 || !accessToken) {
        throw verification(`Shopify refused the code: ${oauthErrorOf(token)}`);
      }

      const reply = await providerFetch(`${shopUrl(shop)}/admin/api/${settings.apiVersion}/shop.json`, {
        headers: { 'X-Shopify-Access-Token': accessToken },
      });
      if (reply.status >= 500) throw signInFailure('unavailable', `Shopify shop.json answered ${reply.status}`);
      const data = isRecord(reply.body) && isRecord(reply.body.shop) ? reply.body.shop : undefined;
      if (reply.status !== 200 || !data)
        throw signInFailure('provider-error', `Shopify shop.json answered ${reply.status}`);

      const name = stringClaim(data.name);
      const owner = stringClaim(data.shop_owner);
      const domain = stringClaim(data.domain);
      const details: Record<string, string> = { shop };
      if (name) details.shop_name = name;
      if (owner) details.shop_owner = owner;
      if (domain) details.domain = domain;
      const profile: ExternalProfile = {
        provider: 'shopify',
        subject: shop,
        email: stringClaim(data.email),
        // A shop's email is whatever the merchant typed in the shop's settings.
        emailVerified: false,
        fullName: owner,
        companyName: name,
        website: `https://${domain ?? shop}`,
        details,
      };
      return profile;
    },
  };
}
