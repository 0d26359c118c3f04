import type { Request, Response, Router } from 'express';
import { registerDataEndpoint } from '../data-endpoints';
import { escapeHtml, htmlPage } from '../html';
import { identityForShop, type SampleIdentity } from '../identities';
import { invalidGrant, invalidRequest } from '../oauth-error';
import { authorizeEndpoint, grantTypeError, secondsLeft, tokenEndpoint, type OAuthFlow, type ProviderOAuth } from '../oauth-flow';
import { allParams, param } from '../params';
import { shopifyQueryHmac } from '../signatures';

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const SCOPE = /^(unauthenticated_)?(read|write)_[a-z_]+$/;

/** Shopify's answer for a shop that does not exist: a 404 page, no redirect. */
function shopNotFound(res: Response, shop: string): void {
  res.status(404).format({
    json: () => res.json({ errors: 'Not Found' }),
    html: () =>
      res.send(htmlPage('Store not found', `<h1>There’s no store here</h1><p><code>${escapeHtml(shop)}</code> is not a Shopify store.</p>`)),
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
      const params: Record<string, string> = error || !code
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
      return flow.authorize(req, res, config, {
        clientId: param(req.query, 'client_id'),
        redirectUri: param(req.query, 'redirect_uri'),
        responseType: 'code',
        scope: param(req.query, 'scope'),
        state: param(req.query, 'state'),
        codeChallenge: param(req.query, 'code_challenge'),
        codeChallengeMethod: param(req.query, 'code_challenge_method'),
        extra: { shop, accessMode: perUser ? 'online' : 'offline' },
      });
    }),
  );

  const exchange = tokenEndpoint((req) => {
    const { shop, owner } = shopOf(req);
    const body = allParams(req);
    if (!owner) throw invalidRequest(`Invalid Shopify store domain: ${shop}.`);
    const grantType = param(body, 'grant_type') ?? 'authorization_code';
    const client = flow.authenticateClient('shopify', param(body, 'client_id'), param(body, 'client_secret'));
    if (grantType === 'authorization_code') {
      const record = flow.redeemCode('shopify', client, {
        code: param(body, 'code'),
        redirectUri: null,
        codeVerifier: param(body, 'code_verifier'),
      });
      if (record.request.extra.shop !== shop) throw invalidGrant('The authorization code was issued for another shop.', 'code_client');
      const scopes = record.request.scopes;
      if (record.request.extra.accessMode === 'online') {
        const { access } = flow.issue({
          provider: 'shopify',
          clientId: client.clientId,
          identityId: owner.id,
          scopes,
          accessPrefix: 'shpua_',
          data: { shop, accessMode: 'online' },
          fromCode: record,
        });
        return {
          access_token: access.value,
          scope: scopes.join(','),
          expires_in: lifetimes.accessTokenSeconds,
          associated_user_scope: scopes.join(','),
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
      // Classic offline tokens never expire; `expiring=1` asks for Shopify's expiring offline tokens.
      const expiring = param(body, 'expiring') === '1';
      const { access, refresh } = flow.issue({
        provider: 'shopify',
        clientId: client.clientId,
        identityId: owner.id,
        scopes,
        accessPrefix: 'shpat_',
        refreshPrefix: expiring ? 'shprt_' : undefined,
        accessLifetimeSeconds: expiring ? lifetimes.accessTokenSeconds : null,
        data: { shop, accessMode: 'offline' },
        fromCode: record,
      });
      return {
        access_token: access.value,
        scope: scopes.join(','),
        ...(refresh
          ? { expires_in: lifetimes.accessTokenSeconds, refresh_token: refresh.value, refresh_token_expires_in: secondsLeft(refresh) }
          : {}),
      };
    }
    if (grantType === 'refresh_token') {
      const grant = flow.useRefreshToken('shopify', client, param(body, 'refresh_token'));
      if (grant.data.shop !== shop) throw invalidGrant('The refresh token belongs to another shop.', 'refresh_invalid');
      flow.ctx.grants.revokeToken(grant.value);
      const { access, refresh } = flow.issue({
        provider: 'shopify',
        clientId: client.clientId,
        identityId: owner.id,
        scopes: grant.scopes,
        accessPrefix: 'shpat_',
        refreshPrefix: 'shprt_',
        data: grant.data,
      });
      return {
        access_token: access.value,
        scope: grant.scopes.join(','),
        expires_in: lifetimes.accessTokenSeconds,
        refresh_token: refresh?.value,
        refresh_token_expires_in: refresh ? secondsLeft(refresh) : undefined,
      };
    }
    throw grantTypeError(grantType);
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
}

