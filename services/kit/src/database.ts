import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';

export interface DatabaseConfig {
  mongodbUri: string;
  mongodbDb: string;
  mongodbTimeoutMs: number;
  /**
   * Build the models' indexes when they are compiled (mongoose's autoIndex). Off unless asked for:
   * indexes are built by the service's migrations (migrations.ts), once per database, not by every
   * replica at boot.
   */
  mongodbAutoIndex?: boolean;
}

/**
 * The concerns every collection gets unless its service's table says otherwise
 * (docs/decisions/mongodb-concerns.md): a write is acknowledged once a majority of the replica set
 * has it (a failover cannot roll back an acknowledged payment, session or task), reads go to the
 * primary, and writes and reads are retried once across a failover. On the embedded server and a
 * standalone, which have no replica set, "majority" is the one node, and retries are not attempted.
 */
export const defaultConcerns = {
  retryWrites: true,
  retryReads: true,
  writeConcern: { w: 'majority' as const },
  readConcern: { level: 'local' as const },
  readPreference: 'primary' as const,
};

/**
 * Connects the process-wide mongoose connection to the service's own database. `sanitizeFilter`
 * wraps `$`-operators that arrive inside filter values, so a request body such as
 * `{ "email": { "$ne": null } }` can never widen a query.
 */
export async function connectDatabase(config: DatabaseConfig, logger: Logger): Promise<Connection> {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  await mongoose.connect(config.mongodbUri, {
    dbName: config.mongodbDb,
    serverSelectionTimeoutMS: config.mongodbTimeoutMs,
    autoIndex: config.mongodbAutoIndex ?? false,
    ...defaultConcerns,
  });
  logger.info({ db: config.mongodbDb }, 'connected to mongodb');
  return mongoose.connection;
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

export function mongoReadiness(connection: Connection): ReadinessCheck {
  return {
    name: 'mongodb',
    check: async () => {
      const db = connection.db;
      if (connection.readyState !== mongoose.ConnectionStates.connected || !db) throw new Error('not connected');
      await db.command({ ping: 1 });
    },
  };
}
