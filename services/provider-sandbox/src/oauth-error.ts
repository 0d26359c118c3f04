/** Why a grant failed; platforms with richer error codes (Meta's subcodes) map from this. */
export type FailureReason =
  | 'client_unknown'
  | 'client_secret'
  | 'code_unknown'
  | 'code_used'
  | 'code_expired'
  | 'code_client'
  | 'redirect_mismatch'
  | 'pkce'
  | 'refresh_invalid'
  | 'request';

/** An OAuth protocol error, RFC 6749 validation rules.2 vocabulary; each platform renders it in its own shape. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly reason: FailureReason = 'request',
  ) {
    super(`${error}: ${description}`);
  }
}

export function invalidRequest(description: string): OAuthError {
  return new OAuthError('invalid_request', description);
}

export function invalidClient(
  description = 'Client authentication failed.',
  reason: FailureReason = 'client_secret',
): OAuthError {
  return new OAuthError('invalid_client', description, 401, reason);
}

export function invalidGrant(description: string, reason: FailureReason): OAuthError {
  return new OAuthError('invalid_grant', description, 400, reason);
}
