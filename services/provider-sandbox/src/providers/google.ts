import type { Router } from 'express';
import { registerDataEndpoint, type DataContext } from '../data-endpoints';
import { avatarUrl, type SampleIdentity } from '../identities';
import { accessTokenHash, publicJwk, signingKeyFromPem, signJwt } from '../jwt';
import { GOOGLE_SIGNING_KEY_PEM } from '../keys';
import { invalidRequest } from '../oauth-error';
import {
  authorizeEndpoint,
  standardAuthorizeInput,
  tokenEndpoint,
  stateParam,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { clientCredentials, param } from '../params';
import { GOOGLE_ANALYTICS_SCOPES, registerGoogleAnalytics } from './google-analytics';
import { registerGoogleInsights } from './google-insights';

const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';

/** Google answers with the full URLs of the short OpenID scopes. */
const SCOPE_ALIASES: Record<string, string> = { email: EMAIL_SCOPE, profile: PROFILE_SCOPE };
const KNOWN_SCOPES = new Set(['openid', 'email', 'profile', EMAIL_SCOPE, PROFILE_SCOPE, ...GOOGLE_ANALYTICS_SCOPES]);

const key = signingKeyFromPem(GOOGLE_SIGNING_KEY_PEM, 'sandbox-google-1', 'RS256');

function normalise(scopes: string[]): string[] {
  return [...new Set(scopes.map((scope) => SCOPE_ALIASES[scope] ?? scope))];
}

function profileClaims(identity: SampleIdentity, scopes: string[], publicUrl: string): Record<string, unknown> {
  return {
    ...(scopes.includes(EMAIL_SCOPE) ? { email: identity.email, email_verified: true } : {}),
    ...(scopes.includes(PROFILE_SCOPE)
      ? {
          name: identity.name,
          given_name: identity.givenName,
          family_name: identity.familyName,
          picture: avatarUrl(publicUrl, identity),
          locale: identity.locale,
        }
      : {}),
  };
}

export function mountGoogle(router: Router, flow: OAuthFlow): void {
  const { publicUrl, lifetimes } = flow.ctx;
  const issuer = `${publicUrl}/google`;

  const config: ProviderOAuth = {
    provider: 'google',
    platformName: 'Google',
    pkce: 'optional',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    redirectMismatchError: 'redirect_uri_mismatch',
    validate: (request) => {
      if (!request.scopes.length) throw invalidRequest('Missing required parameter: scope');
    },
    heading: (request) =>
      request.scopes.some((scope) => GOOGLE_ANALYTICS_SCOPES.includes(scope))
        ? 'Allow access to your Google Analytics data'
        : 'Sign in with Google',
    deliver: ({ request, code, error }) => {
      const state = stateParam(request);
      if (error || !code) return { mode: 'query', params: { error: error?.error ?? 'server_error', ...state } };
      return {
        mode: 'query',
        params: {
          code: code.code,
          scope: normalise(request.scopes).join(' '),
          authuser: '0',
          prompt: 'consent',
          ...state,
        },
      };
    },
  };
  flow.register(config);

  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/v1/userinfo`,
      revocation_endpoint: `${issuer}/revoke`,
      jwks_uri: `${issuer}/oauth2/v3/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'picture',
        'sub',
        'nonce',
        'at_hash',
      ],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  router.get('/oauth2/v3/certs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json({ keys: [publicJwk(key)] });
  });

  router.get(
    '/o/oauth2/v2/auth',
    authorizeEndpoint((req, res) =>
      flow.authorize(req, res, config, {
        ...standardAuthorizeInput(req.query),
        extra: { accessType: param(req.query, 'access_type') ?? 'online' },
      }),
    ),
  );

  const idToken = (
    identity: SampleIdentity,
    clientId: string,
    scopes: string[],
    accessToken: string,
    nonce?: string,
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(
      {
        iss: issuer,
        azp: clientId,
        aud: clientId,
        sub: identity.subjects.google,
        at_hash: accessTokenHash(accessToken),
        ...profileClaims(identity, scopes, publicUrl),
        ...(nonce !== undefined ? { nonce } : {}),
        iat: now,
        exp: now + 3600,
      },
      key,
    );
  };

  router.post(
    '/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const credentials = clientCredentials(req, body);
      const client = flow.authenticateClient('google', credentials.clientId, credentials.clientSecret);
      const grant = flow.resolveGrant('google', client, body);
      const identity = flow.identityOf(grant);
      const scopes = normalise(grant.scopes);
      const { access, refresh } = flow.issue({
        provider: 'google',
        clientId: client.clientId,
        identityId: identity.id,
        scopes,
        accessPrefix: 'ya29.',
        // Google issues a refresh token only to offline access requests, and only with the code.
        refreshPrefix: grant.code?.request.extra.accessType === 'offline' ? '1//' : undefined,
        fromCode: grant.code,
      });
      return {
        access_token: access.value,
        expires_in: lifetimes.accessTokenSeconds,
        scope: scopes.join(' '),
        token_type: 'Bearer',
        ...(refresh ? { refresh_token: refresh.value } : {}),
        ...(scopes.includes('openid')
          ? { id_token: idToken(identity, client.clientId, scopes, access.value, grant.code?.request.nonce) }
          : {}),
      };
    }),
  );

  // Revoking either token withdraws the whole grant, as on Google.
  router.post('/revoke', (req, res) => {
    const token = param(req.body, 'token') ?? param(req.query, 'token');
    const record = token ? flow.ctx.grants.findToken(token) : undefined;
    if (!record || record.provider !== 'google' || record.revoked) {
      res.status(400).json({ error: 'invalid_token', error_description: 'Token expired or revoked' });
      return;
    }
    flow.ctx.grants.revokeGrant('google', record.clientId, record.identityId);
    res.status(200).json({});
  });

  const userinfo = ({ identity, token, publicUrl: url }: DataContext) => ({
    sub: identity.subjects.google,
    ...profileClaims(identity, token.scopes, url),
  });
  registerDataEndpoint('google', 'GET', '/v1/userinfo', userinfo);
  registerDataEndpoint('google', 'GET', '/oauth2/v3/userinfo', userinfo);
  registerGoogleAnalytics();
  registerGoogleInsights();
}
