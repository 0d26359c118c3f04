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
  settingsInternalPaths,
  type AccountOwnersQuery,
  type BrandContextResponse,
} from '@scp/shared/contracts/settings/settings-internal';
import {
  integrationsInternalPaths,
  sendMessageResponseSchema,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import {
  customerProfileResponseSchema,
  customerProfilesInternalPaths,
  type CustomerProfileRequest,
  type CustomerProfileResponse,
} from '@scp/shared/contracts/settings/customer-profiles-internal';
import {
  commentActionPaths,
  commentHideResponseSchema,
  commentReplyResponseSchema,
  type CommentHideRequest,
  type CommentHideResponse,
  type CommentReplyRequest,
  type CommentReplyResponse,
} from '@scp/shared/contracts/settings/comment-actions-internal';
import {
  shopCustomerInternalPaths,
  shopCustomerResponseSchema,
  type ShopCustomerRequest,
  type ShopCustomerResponse,
} from '@scp/shared/contracts/dashboard/shop-customer-internal';
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

    /**
     * Sends a message from the user's page (or the page behind their Instagram account): settings
     * holds the page token and sends it; the answer is the sent message or why it was not sent.
     */
    sendMessage(userId: string, request: SendMessageRequest): Promise<SendMessageResponse> {
      const parse = (body: unknown) => sendMessageResponseSchema.parse(body);
      return client.submit('settings', integrationsInternalPaths.sendMessage, request, parse, userId);
    },

    /**
     * Answers a customer's comment from the user's page, publicly or with Meta's private reply (settings
     * holds the page token); null when the user has not connected the account.
     */
    commentReply(userId: string, request: CommentReplyRequest): Promise<CommentReplyResponse | null> {
      const parse = (body: unknown) => commentReplyResponseSchema.parse(body);
      return client.post('settings', commentActionPaths.reply, request, parse, userId);
    },

    /** Hides (or shows again) a customer's comment on the platform; null as for `commentReply`. */
    commentHide(userId: string, request: CommentHideRequest): Promise<CommentHideResponse | null> {
      const parse = (body: unknown) => commentHideResponseSchema.parse(body);
      return client.post('settings', commentActionPaths.hide, request, parse, userId);
    },

    /**
     * The name and picture of a customer who wrote to one of the user's pages, read from Meta by
     * settings with the page token it keeps; null when the user has no usable connection of it.
     */
    customerProfile(userId: string, request: CustomerProfileRequest): Promise<CustomerProfileResponse | null> {
      const parse = (body: unknown) => customerProfileResponseSchema.parse(body);
      return client.post('settings', customerProfilesInternalPaths.customerProfile, request, parse, userId);
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

    /** A Shopify customer a conversation proved, with their latest orders, as the dashboard synced them. */
    shopCustomer(userId: string, request: ShopCustomerRequest): Promise<ShopCustomerResponse> {
      const parse = (body: unknown) => shopCustomerResponseSchema.parse(body);
      return client.submit('dashboard', shopCustomerInternalPaths.shopCustomer, request, parse, userId);
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
