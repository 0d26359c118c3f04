import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  assistantInternalPaths,
  studioWrittenResponseSchema,
  type StudioRewriteRequest,
  type StudioWriteRequest,
  type StudioWrittenResponse,
} from '@scp/shared/contracts/assistant/assistant-internal';
import {
  audienceHoursResponseSchema,
  dashboardInternalPaths,
  shopProductsResponseSchema,
  type AudienceHoursResponse,
  type ShopProduct,
  type ShopProductsQuery,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import {
  postSalesInternalPaths,
  postSalesResponseSchema,
  type PostSales as DashboardPostSales,
  type PostSalesRequest,
} from '@scp/shared/contracts/dashboard/post-sales-internal';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import {
  integrationsInternalPaths,
  syncAccountsResponseSchema,
  type SyncAccount,
} from '@scp/shared/contracts/settings/integrations-internal';
import {
  accountPublishPath,
  accountRecentPostsPath,
  publishResponseSchema,
  recentPostsResponseSchema,
  type PublishingPlatform,
  type PublishRequest,
  type PublishResponse,
  type RecentPostsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { NeighbourUrls } from '../config';

/**
 * How long a publish may take at settings: Instagram waits for its container, TikTok for its upload
 * (settings bounds those waits), so far longer than a read.
 */
export const PUBLISH_CALL_TIMEOUT_MS = 120_000;

/**
 * How long the assistant may write (a language model may take seconds): under the gateway's
 * upstream timeout, so the owner gets the studio's 503 rather than the gateway's.
 */
export const WRITE_CALL_TIMEOUT_MS = 28_000;

/**
 * The other services the studio calls for a user (docs/architecture.md, Between services), each
 * through its internal API with a service token signed as 'studio', a timeout, and a 503 (never a
 * hang) when it is down.
 */
export function createNeighbours(options: {
  urls: NeighbourUrls;
  privateKey: KeyObject;
  timeoutMs?: number;
  publishTimeoutMs?: number;
  writeTimeoutMs?: number;
}) {
  const client = serviceClient({
    caller: 'studio',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.timeoutMs,
  });
  const publishing = serviceClient({
    caller: 'studio',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.publishTimeoutMs ?? PUBLISH_CALL_TIMEOUT_MS,
  });
  const writing = serviceClient({
    caller: 'studio',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.writeTimeoutMs ?? WRITE_CALL_TIMEOUT_MS,
  });
  return {
    /** The assistant writes a post's text in the owner's brand voice (it reads the voice from settings). */
    async writeInVoice(userId: string, request: StudioWriteRequest): Promise<StudioWrittenResponse> {
      return writing.submit(
        'assistant',
        assistantInternalPaths.studioWrite,
        request,
        (body) => studioWrittenResponseSchema.parse(body),
        userId,
      );
    },

    /** The assistant rewrites a text for one platform, in the owner's voice. */
    async rewriteForPlatform(userId: string, request: StudioRewriteRequest): Promise<StudioWrittenResponse> {
      return writing.submit(
        'assistant',
        assistantInternalPaths.studioRewrite,
        request,
        (body) => studioWrittenResponseSchema.parse(body),
        userId,
      );
    },

    /** The owner's synced Shopify products (the dashboard keeps them), searched by title or found by handle. */
    async shopProducts(userId: string, filter: ShopProductsQuery = {}): Promise<ShopProduct[]> {
      const params = new URLSearchParams();
      if (filter.q) params.set('q', filter.q);
      if (filter.handle) params.set('handle', filter.handle);
      const search = params.size ? `?${params.toString()}` : '';
      const answer = await client.read(
        'dashboard',
        `${dashboardInternalPaths.shopProducts}${search}`,
        (body) => shopProductsResponseSchema.parse(body),
        userId,
      );
      return answer.products;
    },

    /**
     * When posting on `platform` does best for the owner, by UTC hour (the dashboard reads the
     * owner's posts' figures and the Instagram audience), or null hours and why.
     */
    async audienceHours(userId: string, platform: PostPlatform): Promise<AudienceHoursResponse> {
      return client.read(
        'dashboard',
        `${dashboardInternalPaths.audienceHours}?${new URLSearchParams({ platform }).toString()}`,
        (body) => audienceHoursResponseSchema.parse(body),
        userId,
      );
    },

    /**
     * The paid orders the owner's posts brought (the dashboard keeps the shop's orders with their
     * landing pages): only posts that brought one are answered.
     */
    async postSales(userId: string, postIds: string[]): Promise<DashboardPostSales[]> {
      const answer = await client.submit(
        'dashboard',
        postSalesInternalPaths.postSales,
        { postIds } satisfies PostSalesRequest,
        (body) => postSalesResponseSchema.parse(body),
        userId,
      );
      return answer.posts;
    },

    /**
     * Settings owns the connected accounts (docs/architecture.md, One home per platform): every
     * account of the owner, usable or not, never a token.
     */
    async connectedAccounts(userId: string): Promise<SyncAccount[]> {
      const answer = await client.read(
        'settings',
        integrationsInternalPaths.accounts,
        (body) => syncAccountsResponseSchema.parse(body),
        userId,
      );
      return answer.accounts;
    },

    /**
     * Publishes one post to one of the owner's accounts through settings, the platform's one home:
     * what the platform did, or null when settings has no such account of the owner (disconnected).
     * No answer at all (down, a timeout) is a 503 AppError: the post may or may not exist then.
     */
    async publish(
      userId: string,
      platform: PublishingPlatform,
      accountId: string,
      request: PublishRequest,
    ): Promise<PublishResponse | null> {
      return publishing.post(
        'settings',
        accountPublishPath(platform, accountId),
        request,
        (body) => publishResponseSchema.parse(body),
        userId,
      );
    },

    /** The account's posts since an instant (the never-twice check), or null when settings has no such account. */
    async recentPosts(
      userId: string,
      platform: PublishingPlatform,
      accountId: string,
      since: Date,
    ): Promise<RecentPostsResponse | null> {
      return publishing.get(
        'settings',
        accountRecentPostsPath(platform, accountId, since.toISOString()),
        (body) => recentPostsResponseSchema.parse(body),
        userId,
      );
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
