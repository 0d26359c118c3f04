import type {
  CustomerProfileRequest,
  CustomerProfileResponse,
} from '@scp/shared/contracts/settings/customer-profiles-internal';
import type { ProfileApi } from '../platforms/meta/profile-api';
import type { IntegrationsService } from './integrations-service';
import { answeringFailures } from './page-token-calls';

/**
 * A customer's name and picture read from Meta for another service (the responder) with the page
 * token this service keeps, renewed once when Meta refuses it (as sending does, message-sends.ts).
 * Null when the user has no usable connection of the account: not theirs to read.
 */
export function createCustomerProfileReads(deps: {
  integrations: Pick<IntegrationsService, 'messagingAccount'>;
  /** Absent when this server has no Meta app: then no one has a page connected through it. */
  profileApi: ProfileApi | undefined;
}) {
  const { integrations, profileApi } = deps;
  return {
    async read(userId: string, request: CustomerProfileRequest): Promise<CustomerProfileResponse | null> {
      const { platform, accountId, customerId } = request;
      return answeringFailures(
        async (renew): Promise<CustomerProfileResponse | null> => {
          const account = await integrations.messagingAccount(userId, platform, accountId, renew);
          if (!account || !profileApi) return null;
          return { profile: await profileApi.read({ platform, customerId, accessToken: account.accessToken }) };
        },
        // The profile contract names the kinds a reader can act on; the rest is Meta refusing.
        (kind) => (kind === 'token' || kind === 'rate_limited' || kind === 'unavailable' ? kind : 'refused'),
      );
    },
  };
}

export type CustomerProfileReads = ReturnType<typeof createCustomerProfileReads>;
