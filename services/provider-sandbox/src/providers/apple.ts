import { createPublicKey } from 'node:crypto';
import type { Router } from 'express';
import type { ClientRegistration } from '../default-clients';
import type { SampleIdentity } from '../identities';
import { accessTokenHash, decodeJwt, publicJwk, signingKeyFromPem, signJwt, verifyJwtSignature } from '../jwt';
import { APPLE_SIGNING_KEY_PEM } from '../keys';
import { invalidClient, invalidRequest } from '../oauth-error';
import {
  authorizeEndpoint,
  tokenEndpoint,
  standardAuthorizeInput,
  stateParam,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { param } from '../params';

/** The audience Apple requires in a client secret. The sandbox's own issuer is accepted too. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple rejects client secrets valid for more than six months. */
const MAX_CLIENT_SECRET_SECONDS = 15777000;

const key = signingKeyFromPem(APPLE_SIGNING_KEY_PEM, 'sandbox-apple-1', 'RS256');

/** Checks an Apple client secret: an ES256 JWT signed with the team's registered key. */
export function verifyAppleClientSecret(
  client: ClientRegistration,
  secret: string | undefined,
  audiences: string[],
): void {
  const team = client.appleTeam;
  const jwt = secret ? decodeJwt(secret) : undefined;
  if (!team || !jwt) throw invalidClient('client_secret must be a JWT signed with your Sign in with Apple key.');
  if (jwt.header.kid !== team.keyId) throw invalidClient(`client_secret kid must be ${team.keyId}.`);
  if (!verifyJwtSignature(jwt, 'ES256', createPublicKey(team.publicKeyPem))) {
    throw invalidClient('client_secret signature does not verify with the registered key (ES256).');
  }
  const { iss, sub, aud, iat, exp } = jwt.payload;
  const now = Math.floor(Date.now() / 1000);
  const audienceOk = (Array.isArray(aud) ? aud : [aud]).some(
    (value) => typeof value === 'string' && audiences.includes(value),
  );
  if (iss !== team.teamId || sub !== client.clientId || !audienceOk) {
    throw invalidClient(
      'client_secret claims must be iss = team id, sub = client id, aud = https://appleid.apple.com.',
    );
  }
  if (
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    exp <= now ||
    iat > now + 60 ||
    exp - iat > MAX_CLIENT_SECRET_SECONDS
  ) {
    throw invalidClient('client_secret is expired or its lifetime is invalid.');
  }
}

export function mountApple(router: Router, flow: OAuthFlow): void {
  const { publicUrl, lifetimes } = flow.ctx;
  const issuer = `${publicUrl}/apple`;

  const email = (identity: SampleIdentity) => identity.applePrivateEmail ?? identity.email;
  const idToken = (
    identity: SampleIdentity,
    clientId: string,
    scopes: string[],
    accessToken?: string,
    nonce?: string,
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(
      {
        iss: issuer,
        aud: clientId,
        exp: now + 600,
        iat: now,
        sub: identity.subjects.apple,
        ...(accessToken ? { at_hash: accessTokenHash(accessToken) } : {}),
        ...(scopes.includes('email')
          ? { email: email(identity), email_verified: true, is_private_email: Boolean(identity.applePrivateEmail) }
          : {}),
        auth_time: now,
        nonce_supported: true,
        ...(nonce !== undefined ? { nonce } : {}),
      },
      key,
    );
  };

  const config: ProviderOAuth = {
    provider: 'apple',
    platformName: 'Apple',
    pkce: 'optional',
    responseTypes: ['code', 'code id_token'],
    isKnownScope: (scope) => scope === 'name' || scope === 'email',
    validate: (request) => {
      const mode = request.responseMode ?? 'query';
      if (mode !== 'query' && mode !== 'form_post') {
        throw invalidRequest('response_mode must be form_post or query (fragment is not supported by the sandbox).');
      }
      if ((request.scopes.length || request.responseType.includes('id_token')) && mode !== 'form_post') {
        throw invalidRequest('response_mode must be form_post when name or email scope or an id_token is requested.');
      }
    },
    heading: () => 'Sign in with Apple',
    describe: (identity) => (identity.applePrivateEmail ? `${identity.email} (hides email)` : identity.email),
    deliver: ({ request, identity, code, error, firstConsent }) => {
      const mode = request.responseMode === 'form_post' ? 'form_post' : 'query';
      const state = stateParam(request);
      if (error || !code || !identity) return { mode, params: { error: error?.error ?? 'server_error', ...state } };
      // Apple sends the person's name only the first time they consent to the app.
      const wantsName = request.scopes.includes('name');
      const wantsEmail = request.scopes.includes('email');
      const params: Record<string, string> = { ...state, code: code.code };
      if (request.responseType === 'code id_token') {
        params.id_token = idToken(identity, request.clientId, request.scopes, undefined, request.nonce);
      }
      if (firstConsent && (wantsName || wantsEmail)) {
        params.user = JSON.stringify({
          ...(wantsName ? { name: { firstName: identity.givenName, lastName: identity.familyName } } : {}),
          ...(wantsEmail ? { email: email(identity) } : {}),
        });
      }
      return { mode, params };
    },
  };
  flow.register(config);

  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/auth/authorize`,
      token_endpoint: `${issuer}/auth/token`,
      revocation_endpoint: `${issuer}/auth/revoke`,
      jwks_uri: `${issuer}/auth/keys`,
      response_types_supported: ['code', 'code id_token'],
      response_modes_supported: ['query', 'form_post'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'name'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'iat',
        'is_private_email',
        'iss',
        'nonce',
        'nonce_supported',
        'sub',
      ],
    });
  });

  router.get('/auth/keys', (_req, res) => {
    res.json({ keys: [publicJwk(key)] });
  });

  router.get(
    '/auth/authorize',
    authorizeEndpoint((req, res) => flow.authorize(req, res, config, standardAuthorizeInput(req.query))),
  );

  const authenticate = (body: unknown) => {
    const client = flow.ctx.clients.find('apple', param(body, 'client_id'));
    if (!client) throw invalidClient('The client_id is not registered.', 'client_unknown');
    verifyAppleClientSecret(client, param(body, 'client_secret'), [APPLE_AUDIENCE, issuer]);
    return client;
  };

  router.post(
    '/auth/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = authenticate(body);
      const grant = flow.resolveGrant('apple', client, body);
      const identity = flow.identityOf(grant);
      const { access, refresh } = flow.issue({
        provider: 'apple',
        clientId: client.clientId,
        identityId: identity.id,
        scopes: grant.scopes,
        accessPrefix: 'a',
        refreshPrefix: grant.code ? 'r' : undefined,
        fromCode: grant.code,
      });
      return {
        access_token: access.value,
        token_type: 'Bearer',
        expires_in: lifetimes.accessTokenSeconds,
        ...(refresh ? { refresh_token: refresh.value } : {}),
        id_token: idToken(identity, client.clientId, grant.scopes, access.value, grant.code?.request.nonce),
      };
    }),
  );

  // Revoking withdraws consent: the next sign-in is a "first" one again and carries the name.
  router.post(
    '/auth/revoke',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = authenticate(body);
      const token = param(body, 'token');
      const record = token ? flow.ctx.grants.findToken(token) : undefined;
      if (record && record.provider === 'apple' && record.clientId === client.clientId) {
        flow.ctx.grants.revokeGrant('apple', client.clientId, record.identityId);
      }
      return {};
    }),
  );
}
