import type { Logger } from '@scp/service-kit/logger';
import { ConversationModel } from './conversation-model';

/**
 * The unique index of the conversation lines before comments were conversations: one line per
 * customer and account. A database made then still has it, and it refuses the comment conversation
 * of a customer who also wrote a message (same customer and account, another channel).
 */
export const messageOnlyKey = { userId: 1, platform: 1, accountId: 1, senderId: 1 } as const;
export const messageOnlyKeyIndex = 'userId_1_platform_1_accountId_1_senderId_1';

/** MongoDB's answer to listing the indexes of a collection that does not exist yet (a new database). */
const NAMESPACE_NOT_FOUND = 26;
/** MongoDB's answer to dropping an index already gone (another instance dropped it a moment before). */
const INDEX_NOT_FOUND = 27;

/**
 * Brings the conversations' indexes of a database made before comments were conversations up to
 * date: the message-only unique index is dropped and the one keyed by channel and post made. Run
 * once per database by the responder's migrations (migrations/migrations.ts), never at boot; a
 * database already up to date is left as it is, so running it again changes nothing.
 */
export async function upgradeConversationIndexes(logger: Logger): Promise<{ dropped: boolean }> {
  const collection = ConversationModel.collection;
  const indexes = await collection.indexes().catch((err: unknown) => {
    if ((err as { code?: number }).code === NAMESPACE_NOT_FOUND) return [];
    throw err;
  });
  // Found by its keys, whatever it was named.
  const old = indexes.filter(
    (index) => index.unique && index.name && JSON.stringify(index.key) === JSON.stringify(messageOnlyKey),
  );
  for (const index of old) {
    await collection.dropIndex(index.name ?? messageOnlyKeyIndex).catch((err: unknown) => {
      if ((err as { code?: number }).code !== INDEX_NOT_FOUND) throw err;
    });
    logger.info({ index: index.name }, 'conversations: the message-only unique index dropped');
  }
  const dropped = old.length > 0;
  await ConversationModel.createIndexes();
  return { dropped };
}
