import { modelIndexesMigration, type Migration } from '@scp/service-kit/migrations';
import { adSpendTotalsMigration } from '../ads/ad-spend-totals-migration';

/**
 * The dashboard database's migrations, in version order (docs/architecture.md, Migrations). Version 1
 * builds the indexes of every model the app registers, and again whenever they change; version 2
 * adds up the ad spend synced before the days' totals were kept.
 */
export const migrations: Migration[] = [modelIndexesMigration(1), adSpendTotalsMigration(2)];
