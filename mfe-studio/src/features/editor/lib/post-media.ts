import type { PostMedia, StudioMedia } from '@scp/shared/contracts/studio/studio-api';

/**
 * One of the owner's library items as a post keeps it, with its size and a video's duration for
 * the platforms' rules (post-rules.ts): an upload and a product's imported image alike.
 */
export const postMediaOf = (media: StudioMedia): PostMedia => ({
  id: media.id,
  type: media.type,
  url: media.url,
  alt: media.alt,
  bytes: media.bytes,
  durationMs: media.durationMs,
});
