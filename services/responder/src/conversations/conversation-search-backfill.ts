import { trusted } from 'mongoose';
import { refreshCommentConversation } from '../comments/comment-conversations';
import { ConversationModel, keyOf, type ConversationDocument } from './conversation-model';
import { searchTextOf } from './conversation-search';
import { refreshConversation } from './conversation-summary';

const unfilled = { searchText: trusted({ $exists: false }) };

/**
 * Gives the conversations written before search read `searchText` (conversation-search.ts) their
 * field, `batch` at a time: each line is written again from its records as any change would write it.
 * A line whose records are gone keeps what it shows (the id, the last text and the commenter's name).
 * Safe to run again: filled lines are not read twice.
 */
export async function backfillConversationSearch(batch = 500): Promise<{ filled: number }> {
  let filled = 0;
  for (;;) {
    const lines = await ConversationModel.find(unfilled).limit(batch).lean<ConversationDocument[]>();
    if (lines.length === 0) return { filled };
    for (const line of lines) {
      if (line.channel === 'comment') await refreshCommentConversation({ ...keyOf(line), postId: line.postId ?? '' });
      else await refreshConversation(keyOf(line));
      await ConversationModel.updateOne(
        { _id: line._id, ...unfilled },
        { $set: { searchText: searchTextOf([line.senderId, line.customerName, line.lastText]) } },
      );
      filled += 1;
    }
  }
}
