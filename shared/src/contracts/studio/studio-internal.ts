import * as z from 'zod/mini';
import { contentPostSchema } from '../assistant/assistant-api';

/**
 * The studio's internal API (docs/architecture.md, Between services): never through the gateway,
 * always with a service token for one user.
 */
export const studioInternalPaths = {
  /**
   * studio, `POST` (the assistant): a draft the owner saved from an assistant's answer is handed over
   * to the studio, which keeps it from then on as one of the owner's drafts (source `assistant`).
   */
  drafts: '/internal/studio/drafts',
} as const;

export const draftHandOverRequestSchema = z.strictObject({ post: contentPostSchema });
export type DraftHandOverRequest = z.infer<typeof draftHandOverRequestSchema>;

export const draftHandOverResponseSchema = z.object({ postId: z.string() });
export type DraftHandOverResponse = z.infer<typeof draftHandOverResponseSchema>;
