import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  dashboardInternalPaths,
  shopLookupResponseSchema,
  type ShopLookupRequest,
  type ShopLookupResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import {
  accountOwnersResponseSchema,
  brandContextResponseSchema,
  messagingAccountResponseSchema,
  settingsInternalPaths,
  type AccountOwnersQuery,
  type BrandContextResponse,
  type MessagingAccountResponse,
} from '@scp/shared/contracts/settings/settings-internal';
import type { NeighbourUrls } from '../config';

/** The services the responder calls (docs/architecture.md, Between services), signed as 'responder', with timeouts. */
export function createNeighbours(options: { urls: NeighbourUrls; privateKey: KeyObject }) {
  const client = serviceClient({ caller: 'responder', privateKey: options.privateKey, baseUrls: options.urls });
  return {
    /** The users who connected the page or Instagram account a webhook names. */
    async accountOwners(query: AccountOwnersQuery): Promise<string[]> {
      const path = `${settingsInternalPaths.accountOwners}?${new URLSearchParams(query)}` as const;
      return (await client.read('settings', path, (body) => accountOwnersResponseSchema.parse(body))).owners;
    },

    /** The page token to reply with; null when the owner has no usable connection of the account. */
    async messagingAccount(
      userId: string,
      platform: 'facebook' | 'instagram',
      accountId: string,
      renew = false,
    ): Promise<MessagingAccountResponse | null> {
      const query = new URLSearchParams({ platform, accountId, ...(renew ? { renew: 'true' } : {}) });
      const path = `${settingsInternalPaths.messagingAccount}?${query}` as const;
      return client.get('settings', path, (body) => messagingAccountResponseSchema.parse(body), userId);
    },

    brandContext(userId: string): Promise<BrandContextResponse> {
      const parse = (body: unknown) => brandContextResponseSchema.parse(body);
      return client.read('settings', settingsInternalPaths.brandContext, parse, userId);
    },

    /** The shop's products and orders a message names, read live from the shop. */
    shopLookup(userId: string, request: ShopLookupRequest): Promise<ShopLookupResponse> {
      const parse = (body: unknown) => shopLookupResponseSchema.parse(body);
      return client.submit('dashboard', dashboardInternalPaths.shopLookup, request, parse, userId);
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
