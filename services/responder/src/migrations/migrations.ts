import { modelIndexesMigration, type Migration } from '@scp/service-kit/migrations';
import { upgradeConversationIndexes } from '../conversations/conversation-indexes';
import { backfillConversationSearch } from '../conversations/conversation-search-backfill';

/**
 * The responder database's migrations, in version order (docs/architecture.md, Migrations).
 * A database made before comments were conversations loses the message-only unique index first
 * (conversations/conversation-indexes.ts); then every model the app registers gets its indexes,
 * again whenever they change.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'conversations: drop the message-only unique index',
    up: async ({ logger }) => {
      await upgradeConversationIndexes(logger);
    },
  },
  modelIndexesMigration(2),
  {
    version: 3,
    name: 'conversations: the search field of the lines written before it',
    up: async ({ logger }) => {
      const { filled } = await backfillConversationSearch();
      logger.info({ filled }, 'conversations: search field filled');
    },
  },
];
