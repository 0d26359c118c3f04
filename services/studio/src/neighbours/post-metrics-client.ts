import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  accountPostMetricsPath,
  postMetricsResponseSchema,
  type PostMetricsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { NeighbourUrls } from '../config';

/**
 * Settings reads a published post's figures from its platform (docs/architecture.md, One home per
 * platform): the studio's daily read of its targets' figures goes through this client, signed as
 * 'studio', with a timeout and a 503 when settings is down.
 */
export function createPostMetricsClient(options: {
  urls: Pick<NeighbourUrls, 'settings'>;
  privateKey: KeyObject;
  timeoutMs?: number;
}) {
  const client = serviceClient({
    caller: 'studio',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.timeoutMs,
  });
  return {
    /** The posts' figures, or why the platform did not answer; null when the account is no longer connected (404). */
    async postMetrics(
      userId: string,
      platform: string,
      accountId: string,
      platformPostIds: string[],
    ): Promise<PostMetricsResponse | null> {
      return client.post(
        'settings',
        accountPostMetricsPath(platform, accountId),
        { platformPostIds },
        (body) => postMetricsResponseSchema.parse(body),
        userId,
      );
    },
  };
}

export type PostMetricsClient = ReturnType<typeof createPostMetricsClient>;
