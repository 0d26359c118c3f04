import {
  shopLookupResponseSchema,
  type ShopLookupRequest,
  type ShopLookupResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import { integrationsInternalPaths } from '@scp/shared/contracts/settings/integrations-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

// The shop as it is at the time of asking, for the auto-responder's answers to customers: the
// settings service, which keeps the shop's token, asks Shopify. Nothing is stored here: a price or
// a stock level from the last sync could already be wrong.

/** A customer waits for the answer: a Shopify that waits out a rate limit is a 503 the responder copes with. */
const LOOKUP_TIMEOUT_MS = 10_000;

export interface ShopLookup {
  lookup(userId: string, request: ShopLookupRequest): Promise<ShopLookupResponse>;
}

export function createShopLookup(options: SettingsNeighbour): ShopLookup {
  const client = settingsClient(options, LOOKUP_TIMEOUT_MS);
  return {
    lookup(userId, request) {
      return client.submit(
        'settings',
        integrationsInternalPaths.shopLookup,
        request,
        (body) => shopLookupResponseSchema.parse(body),
        userId,
      );
    },
  };
}
