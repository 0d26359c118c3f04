import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import {
  appPathSchema,
  type OAuthCallbackMessage,
  oauthCallbackStatusSchema,
} from '@scp/shared/contracts/auth/auth-api';
import { platforms, oauthCallback } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

export type ParsedCallback =
  | { valid: true; message: OAuthCallbackMessage; returnTo: string; platformLabel: string }
  | { valid: false; error: string; platform: string; returnTo: string };

/** The platform's display name ('instagram' -> 'Instagram'), or the key itself for one we do not know. */
export function platformLabelOf(platform: string): string {
  return Object.hasOwn(platforms, platform) ? platforms[platform as keyof typeof platforms].label : platform;
}

/**
 * Reads the OAuth return page's query (screens and routes, validation rules): platform required, status one of success,
 * partial_success, error; an error's message is error_message, then error_details, then 'OAuth
 * authentication failed'. return_to must be a path on this app (else an open redirect), default
 * /settings/integrations.
 */
export function parseCallback(params: URLSearchParams): ParsedCallback {
  const returnToParam = params.get('return_to');
  const returnTo =
    returnToParam !== null && appPathSchema.safeParse(returnToParam).success
      ? returnToParam
      : oauthCallback.defaultReturnTo;
  const platform = params.get('platform')?.trim() ?? '';
  if (!platform) return { valid: false, error: oauthCallbackTexts.noPlatform, platform, returnTo };
  const status = oauthCallbackStatusSchema.safeParse(params.get('status'));
  if (!status.success) return { valid: false, error: oauthCallbackTexts.invalidStatus, platform, returnTo };

  const platformLabel = platformLabelOf(platform);
  const errorText = params.get('error_message')?.trim() || params.get('error_details')?.trim() || undefined;
  const message =
    status.data === 'error'
      ? (errorText ?? oauthCallbackTexts.authenticationFailed)
      : status.data === 'partial_success'
        ? (errorText ?? oauthCallbackTexts.partialSuccess)
        : integrationsTexts.integrations.connected(platformLabel);
  const count = Number(params.get('connected_count'));
  const connectedCount = Number.isInteger(count) && count >= 0 ? count : 0;

  return {
    valid: true,
    message: { type: 'OAUTH_CALLBACK', status: status.data, platform, message, connectedCount },
    returnTo,
    platformLabel,
  };
}
