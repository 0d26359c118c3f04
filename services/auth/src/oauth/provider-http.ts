import {
  PLATFORM_TIMEOUT_MS,
  PlatformUnreachable,
  platformFetch,
  postForm as platformPostForm,
  type PlatformReply,
} from '@scp/service-kit/oauth-client';
import { signInFailure } from './sign-in-failure';

/** How long one call to a provider may take before the sign-in fails as "not responding". */
export const PROVIDER_TIMEOUT_MS = PLATFORM_TIMEOUT_MS;

export type ProviderReply = PlatformReply;

/** A provider that does not answer fails the sign-in as 'unavailable'. */
async function asSignIn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof PlatformUnreachable) throw signInFailure('unavailable', err.message);
    throw err;
  }
}

export function providerFetch(url: string, init: RequestInit = {}): Promise<ProviderReply> {
  return asSignIn(platformFetch(url, init));
}

export function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return asSignIn(platformPostForm(url, form, headers));
}
