import type { Env } from './config';
import { loadDatabaseConfig } from './config';
import { connectDatabase, disconnectDatabase } from './database';
import { createLogger } from './logger';
import { runMigrations, type Migration, type MigrationOutcome } from './migrations';
import { exitOnStartupError } from './run';
import type { ServiceName } from './service-names';

export interface MigrateOptions {
  name: ServiceName;
  migrations: readonly Migration[];
  /**
   * The service's app factory. Not called: importing its module is what registers every model the
   * app reaches, whose indexes the model-indexes migration builds (migrations.ts).
   */
  app: unknown;
}

/**
 * Runs a service's migrations against its database and disconnects: `npm run migrate`, the local
 * launcher before the services start, and the migration Job of a deploy (docs/architecture.md,
 * Migrations). Replicas and Jobs started together run each migration once (the lock).
 */
export async function migrateDatabase(options: MigrateOptions, env: Env = process.env): Promise<MigrationOutcome> {
  if (options.app === undefined) throw new Error(`${options.name}: migrate needs the app module loaded`);
  const config = loadDatabaseConfig(options.name, env);
  const logger = createLogger({ name: `${options.name}-migrate`, level: config.logLevel });
  const connection = await connectDatabase(config, logger);
  try {
    const outcome = await runMigrations({ connection, logger, migrations: options.migrations });
    logger.info({ db: config.mongodbDb, applied: outcome.applied }, `${options.name}: migrations up to date`);
    return outcome;
  } finally {
    await disconnectDatabase();
  }
}

/** A service's `migrate` entry: exits 0 once the database is up to date, 1 with the reason otherwise. */
export function runMigrate(options: MigrateOptions): void {
  migrateDatabase(options).then(
    () => process.exit(0),
    (err: unknown) => exitOnStartupError(err, undefined, `${options.name} migrate`),
  );
}
