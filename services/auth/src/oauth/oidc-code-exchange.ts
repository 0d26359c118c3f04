import type { JWTPayload } from 'jose';
import type { OAuthFlow } from './flow-cookie';
import { verifyIdToken, type RemoteKeys } from './id-token';
import { isRecord, oauthErrorOf } from '@scp/service-kit/oauth-client';
import { postForm } from './provider-http';
import { signInFailure, verification } from './sign-in-failure';

/**
 * What an OpenID Connect callback (Google, Apple) must carry before anything is sent to the
 * provider: a code, and a flow that sent a nonce (the ID token is checked against it).
 */
export function codeAndNonce(
  params: URLSearchParams,
  flow: OAuthFlow,
  providerLabel: string,
): { code: string; nonce: string } {
  const code = params.get('code');
  if (!code) throw verification(`${providerLabel} callback carried no code`);
  if (!flow.nonce) throw verification('flow has no nonce');
  return { code, nonce: flow.nonce };
}

/**
 * Trades the code at the token endpoint (client_secret_post, with the PKCE verifier only this
 * service knows) and returns the verified claims of the ID token in the answer. A 5xx is the
 * provider being down; any other refusal fails verification.
 */
export async function exchangeCodeForIdToken(options: {
  providerLabel: string;
  tokenEndpoint: string;
  code: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  codeVerifier: string;
  keys: RemoteKeys;
  issuer: string;
  nonce: string;
}): Promise<JWTPayload> {
  const { providerLabel } = options;
  const reply = await postForm(options.tokenEndpoint, {
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    client_id: options.clientId,
    client_secret: options.clientSecret,
    code_verifier: options.codeVerifier,
  });
  if (reply.status >= 500)
    throw signInFailure('unavailable', `${providerLabel} token endpoint answered ${reply.status}`);
  if (reply.status !== 200 || !isRecord(reply.body)) {
    throw verification(`${providerLabel} refused the code: ${oauthErrorOf(reply)}`);
  }
  return verifyIdToken(reply.body.id_token, {
    keys: options.keys,
    issuer: options.issuer,
    audience: options.clientId,
    nonce: options.nonce,
  });
}
