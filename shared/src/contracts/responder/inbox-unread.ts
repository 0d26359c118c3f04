// zod/mini: the shell and the responder remote validate this answer in the browser (see errors.ts).
import * as z from 'zod/mini';

/**
 * The owner's unread total alone, for what shows it on every page: the inbox button and side panel,
 * and the browser tab's title. The /inbox list answers the same total with its page of conversations.
 */
export const inboxUnreadPaths = {
  unread: '/api/responder/conversations/unread',
} as const;

export const inboxUnreadResponseSchema = z.object({
  /** Unread customer messages over all of the owner's conversations. */
  unread_total: z.int(),
});
export type InboxUnreadResponse = z.infer<typeof inboxUnreadResponseSchema>;
