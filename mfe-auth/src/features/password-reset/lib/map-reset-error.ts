import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { backendMessageOf } from '../../common/lib/map-auth-error';

// The reset pages' failures, apart from the sign-in catalogue in map-auth-error.ts: their texts load
// with these pages, not with the first visit of /auth.

/** Reset request failure: the backend message or the spec's fallback. */
export function mapResetRequestError(error: unknown): string {
  return backendMessageOf(error) ?? passwordResetTexts.sendFailed;
}

/** Set-new-password failure: the backend message or the spec's fallback. */
export function mapResetUpdateError(error: unknown): string {
  return backendMessageOf(error) ?? passwordResetTexts.updateFailed;
}
