import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';

/**
 * Connects the process-wide mongoose connection to the service's own database. `sanitizeFilter`
 * wraps `$`-operators that arrive inside filter values, so a request body such as
 * `{ "email": { "$ne": null } }` can never widen a query.
 */
export async function connectDatabase(
  config: { mongodbUri: string; mongodbDb: string; mongodbTimeoutMs: number },
  logger: Logger,
): Promise<Connection> {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  await mongoose.connect(config.mongodbUri, {
    dbName: config.mongodbDb,
    serverSelectionTimeoutMS: config.mongodbTimeoutMs,
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
