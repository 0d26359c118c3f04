import { modelIndexesMigration, type Migration } from '@scp/service-kit/migrations';

/**
 * The assistant database's migrations, in version order (docs/architecture.md, Migrations). Version 1
 * builds the indexes of every model the app registers, and again whenever they change.
 */
export const migrations: Migration[] = [modelIndexesMigration(1)];
