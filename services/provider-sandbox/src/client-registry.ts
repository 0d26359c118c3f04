import type { ClientRegistration } from './default-clients';
import type { ProviderId } from './provider-ids';

export class ClientRegistry {
  private readonly byKey = new Map<string, ClientRegistration>();

  /** Later registrations replace earlier ones with the same provider and client id. */
  constructor(registrations: ClientRegistration[]) {
    for (const registration of registrations) {
      this.byKey.set(`${registration.provider}:${registration.clientId}`, registration);
    }
  }

  find(provider: ProviderId, clientId: string | undefined): ClientRegistration | undefined {
    if (!clientId) return undefined;
    return this.byKey.get(`${provider}:${clientId}`);
  }

  /** The first registration of a provider: the app whose secret signs its outgoing webhooks. */
  first(provider: ProviderId): ClientRegistration | undefined {
    for (const registration of this.byKey.values()) if (registration.provider === provider) return registration;
    return undefined;
  }

  allowsRedirect(registration: ClientRegistration, redirectUri: string): boolean {
    if (registration.redirectUris?.includes(redirectUri)) return true;
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      return false;
    }
    // A redirect URI with a fragment is never valid (RFC 6749 entities.1.2).
    if (url.hash) return false;
    return (registration.redirectOrigins ?? []).includes(url.origin);
  }
}
