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

export const draftHandOverRequestSchema = z.strictObject({
  post: contentPostSchema,
  /**
   * The assistant's own id for this draft (the approved action's, or the draft it stored before the
   * hand-over existed): the idempotency key. A second hand-over with the same key (a retry, another
   * replica) answers the post the first one made instead of making another.
   */
  sourceId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/, 'Use letters, digits, - or _.')),
});
export type DraftHandOverRequest = z.infer<typeof draftHandOverRequestSchema>;

/** 201 with the new draft's id; 200 with the same id when this `sourceId` was handed over already. */
export const draftHandOverResponseSchema = z.object({ postId: z.string() });
export type DraftHandOverResponse = z.infer<typeof draftHandOverResponseSchema>;
