import type { KeyObject } from 'node:crypto';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  publishedPostsResponseSchema,
  studioInternalPaths,
  type PublishedPost,
} from '@scp/shared/contracts/studio/studio-internal';

/** The studio's posts as the dashboard reads them: what the content performance is computed from. */
export interface StudioPosts {
  /** The owner's accounts published to in [from, to) with their latest figures, newest first. */
  published(userId: string, from: Date, to: Date): Promise<PublishedPost[]>;
}

/**
 * The studio service's internal API, signed as 'dashboard' (docs/architecture.md, Between services):
 * the studio owns the posts and their daily figures, the dashboard only reads them.
 */
export function studioPostsSource(options: { studioUrl: string; privateKey: KeyObject }): StudioPosts {
  const client = serviceClient({
    caller: 'dashboard',
    privateKey: options.privateKey,
    baseUrls: { studio: options.studioUrl },
  });
  return {
    async published(userId, from, to) {
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      const answer = await client.read(
        'studio',
        `${studioInternalPaths.publishedPosts}?${query.toString()}`,
        (body) => publishedPostsResponseSchema.parse(body),
        userId,
      );
      return answer.posts;
    },
  };
}
