// zod/mini: the responder remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { conversationReplyMax } from './inbox-conversations';
import { responderTexts } from './responder-texts';

const texts = responderTexts.savedReplies;

/**
 * Saved replies under `/api/responder/saved-replies`: answers the owner writes once (a title, which
 * is also what they type after '/' in the reply box, and the text) and inserts in any conversation.
 */
export const savedReplyPaths = {
  list: '/api/responder/saved-replies',
  /** `PUT` to change it, `DELETE` to remove it. */
  one: (id: string) => `/api/responder/saved-replies/${encodeURIComponent(id)}`,
} as const;

export const savedReplyLimits = {
  titleMax: 60,
  /** The longest text a platform takes (Messenger's 2,000 characters). */
  textMax: Math.max(...Object.values(conversationReplyMax)),
  perOwner: 100,
} as const;

export const savedReplyRequestSchema = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.titleRequired),
      z.maxLength(savedReplyLimits.titleMax, texts.titleTooLong(savedReplyLimits.titleMax)),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.textRequired),
      z.maxLength(savedReplyLimits.textMax, texts.textTooLong(savedReplyLimits.textMax)),
    ),
});
export type SavedReplyRequest = z.infer<typeof savedReplyRequestSchema>;

export const savedReplyIdParamsSchema = z.strictObject({ id: z.string().check(z.regex(/^[0-9a-f]{24}$/)) });

export const savedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** The owner's saved replies, by title. */
export const savedReplyListResponseSchema = z.object({ saved_replies: z.array(savedReplySchema) });
export type SavedReplyListResponse = z.infer<typeof savedReplyListResponseSchema>;

export const savedReplyResponseSchema = z.object({ saved_reply: savedReplySchema });
export type SavedReplyResponse = z.infer<typeof savedReplyResponseSchema>;

export const savedReplyDeleteResponseSchema = z.object({ deleted: z.literal(true) });
export type SavedReplyDeleteResponse = z.infer<typeof savedReplyDeleteResponseSchema>;
