import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { backendMessageOf } from '../../common/lib/map-auth-error';
import { mapResetRequestError, mapResetUpdateError } from './map-reset-error';

describe('reset errors (error catalogue: Reset)', () => {
  const backendError: FetchBaseQueryError = {
    status: 400,
    data: { error: { code: 'INVALID_TOKEN', message: authServerMessages.invalidResetLink } },
  };
  const fetchError: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' };
  const proxyError: FetchBaseQueryError = { status: 502, data: '<html>Bad gateway</html>' };

  it('reads the backend message from our error body only', () => {
    expect(backendMessageOf(backendError)).toBe(authServerMessages.invalidResetLink);
    expect(backendMessageOf(fetchError)).toBeUndefined();
    expect(backendMessageOf(proxyError)).toBeUndefined();
    expect(backendMessageOf(new Error('boom'))).toBeUndefined();
  });

  it('a failed reset request shows the backend message or the spec fallback', () => {
    expect(mapResetRequestError(backendError)).toBe(authServerMessages.invalidResetLink);
    expect(mapResetRequestError(fetchError)).toBe(passwordResetTexts.sendFailed);
    expect(mapResetRequestError(proxyError)).toBe(passwordResetTexts.sendFailed);
  });

  it('a failed password update shows the backend message or the spec fallback', () => {
    expect(mapResetUpdateError(backendError)).toBe(authServerMessages.invalidResetLink);
    expect(mapResetUpdateError(fetchError)).toBe(passwordResetTexts.updateFailed);
  });
});
