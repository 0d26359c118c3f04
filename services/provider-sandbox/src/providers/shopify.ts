import type { Request, Response, Router } from 'express';
import { registerDataEndpoint } from '../data-endpoints';
import { escapeHtml, htmlPage } from '../html';
import { identityForShop, type SampleIdentity } from '../identities';
import { invalidGrant, invalidRequest } from '../oauth-error';
import {
  authorizeEndpoint,
  secondsLeft,
  standardAuthorizeInput,
  tokenEndpoint,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { allParams, param } from '../params';
import { shopifyQueryHmac } from '../signatures';
import { registerShopifyInsights } from './shopify-insights';
import { mountShopifyProductImages } from './shopify-product-images';

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const SCOPE = /^(unauthenticated_)?(read|write)_[a-z_]+$/;

/** Shopify's answer for a shop that does not exist: a 404 page, no redirect. */
function shopNotFound(res: Response, shop: string): void {
  res.status(404).format({
    json: () => res.json({ errors: 'Not Found' }),
    html: () =>
      res.send(
        htmlPage(
          'Store not found',
          `<h1>There’s no store here</h1><p><code>${escapeHtml(shop)}</code> is not a Shopify store.</p>`,
        ),
      ),
    default: () => res.json({ errors: 'Not Found' }),
  });
}

function shopOf(req: Request): { shop: string; owner: SampleIdentity | undefined } {
  const shop = String(req.params.shop ?? '').toLowerCase();
  return { shop, owner: SHOP_DOMAIN.test(shop) ? identityForShop(shop) : undefined };
}

function storeHandle(shop: string): string {
  return shop.replace(/\.myshopify\.com$/, '');
}

export function mountShopify(router: Router, flow: OAuthFlow): void {
  const { lifetimes } = flow.ctx;

  const config: ProviderOAuth = {
    provider: 'shopify',
    platformName: 'Shopify',
    pkce: 'optional',
    isKnownScope: (scope) => SCOPE.test(scope),
    identities: (request) => {
      const owner = identityForShop(request.extra.shop ?? '');
      return owner ? [owner] : [];
    },
    heading: (request) => `Install app on ${request.extra.shop}`,
    describe: (identity) => `${identity.email} · owner of ${identity.shop.name}`,
    deliver: ({ request, code, error }, ctx) => {
      const shop = request.extra.shop ?? '';
      const params: Record<string, string> =
        error || !code
          ? { error: error?.error ?? 'server_error', ...(error ? { error_description: error.description } : {}) }
          : { code: code.code };
      params.host = Buffer.from(`admin.shopify.com/store/${storeHandle(shop)}`).toString('base64url');
      params.shop = shop;
      if (request.state !== undefined) params.state = request.state;
      params.timestamp = String(Math.floor(Date.now() / 1000));
      // The signature covers the whole query the app receives, including any it put in redirect_uri.
      const query = new URL(request.redirectUri).searchParams;
      for (const [name, value] of Object.entries(params)) query.set(name, value);
      const secret = ctx.clients.find('shopify', request.clientId)?.clientSecret ?? '';
      params.hmac = shopifyQueryHmac(query, secret);
      return { mode: 'query', params };
    },
  };
  flow.register(config);

  router.get(
    '/shops/:shop/admin/oauth/authorize',
    authorizeEndpoint((req, res) => {
      const { shop, owner } = shopOf(req);
      if (!owner) {
        shopNotFound(res, shop);
        return;
      }
      const grantOptions = req.query['grant_options[]'] ?? req.query.grant_options;
      const perUser = (Array.isArray(grantOptions) ? grantOptions : [grantOptions]).includes('per-user');
      // Shopify's authorize URL has no response_type: it is always a code.
      return flow.authorize(req, res, config, {
        ...standardAuthorizeInput(req.query),
        responseType: 'code',
        extra: { shop, accessMode: perUser ? 'online' : 'offline' },
      });
    }),
  );

  const exchange = tokenEndpoint((req) => {
    const { shop, owner } = shopOf(req);
    const body = allParams(req);
    if (!owner) throw invalidRequest(`Invalid Shopify store domain: ${shop}.`);
    const client = flow.authenticateClient('shopify', param(body, 'client_id'), param(body, 'client_secret'));
    // Shopify's code exchange names no grant type and carries no redirect_uri.
    const grant = flow.resolveGrant('shopify', client, body, {
      rotate: true,
      redirectUri: null,
      defaultGrantType: 'authorization_code',
    });
    if (grant.data.shop !== shop) throw invalidGrant('The grant was issued for another shop.', 'code_client');
    const scope = grant.scopes.join(',');
    const online = grant.data.accessMode === 'online';
    // Classic offline tokens never expire; `expiring=1` asks for Shopify's expiring offline tokens.
    const expiring = !online && (grant.refreshToken !== undefined || param(body, 'expiring') === '1');
    const { access, refresh } = flow.issue({
      provider: 'shopify',
      clientId: client.clientId,
      identityId: owner.id,
      scopes: grant.scopes,
      accessPrefix: online ? 'shpua_' : 'shpat_',
      refreshPrefix: expiring ? 'shprt_' : undefined,
      accessLifetimeSeconds: online || expiring ? lifetimes.accessTokenSeconds : null,
      data: { shop, accessMode: online ? 'online' : 'offline' },
      fromCode: grant.code,
    });
    if (online) {
      return {
        access_token: access.value,
        scope,
        expires_in: lifetimes.accessTokenSeconds,
        associated_user_scope: scope,
        associated_user: {
          id: owner.subjects.shopifyUser,
          first_name: owner.givenName,
          last_name: owner.familyName,
          email: owner.email,
          account_owner: true,
          locale: owner.locale,
          collaborator: false,
          email_verified: true,
        },
      };
    }
    return {
      access_token: access.value,
      scope,
      ...(refresh
        ? {
            expires_in: lifetimes.accessTokenSeconds,
            refresh_token: refresh.value,
            refresh_token_expires_in: secondsLeft(refresh),
          }
        : {}),
    };
  });
  router.post('/shops/:shop/admin/oauth/access_token', (req, res, next) => {
    if (!shopOf(req).owner) {
      shopNotFound(res, shopOf(req).shop);
      return;
    }
    return exchange(req, res, next);
  });

  registerDataEndpoint('shopify', 'GET', '/shops/:shop/admin/api/:version/shop.json', ({ identity }) => ({
    shop: {
      id: identity.shop.shopId,
      name: identity.shop.name,
      email: identity.email,
      domain: identity.shop.domain,
      myshopify_domain: identity.shop.domain,
      shop_owner: identity.name,
      currency: identity.shop.currency,
      country_code: identity.shop.country,
      iana_timezone: identity.shop.country === 'IT' ? 'Europe/Rome' : 'America/New_York',
      plan_name: 'basic',
      created_at: '2023-03-14T10:00:00-04:00',
    },
  }));
  registerDataEndpoint('shopify', 'GET', '/shops/:shop/admin/oauth/access_scopes.json', ({ token }) => ({
    access_scopes: token.scopes.map((handle) => ({ handle })),
  }));
  // Uninstalls the app from the shop: every token the app holds for it (offline, online, refresh)
  // stops working. A shop has one owner here, so the owner's grant is the shop's.
  registerDataEndpoint(
    'shopify',
    'DELETE',
    '/shops/:shop/admin/api_permissions/current.json',
    ({ identity, token, sandbox }) => {
      sandbox.grants.revokeGrant('shopify', token.clientId, identity.id);
      return {};
    },
  );
  registerShopifyInsights();
  mountShopifyProductImages(router);
}
