import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { AppError } from './errors';
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
  watchStore(mongoose.connection);
  return mongoose.connection;
}

export async function disconnectDatabase(): Promise<void> {
  watched = undefined;
  await mongoose.disconnect();
}

/** The pause between two pings while the store is away. */
const STORE_PROBE_PAUSE_MS = 250;

interface StoreWatch {
  connection: Connection;
  down: boolean;
}

/** The connection connectDatabase opened, while it is meant to be open. */
let watched: StoreWatch | undefined;

/**
 * Marks the store away as soon as the driver shows it: a connection it could not open (the driver
 * keeps selecting a server it still believes in and retries with a backoff) or the server it lost
 * (its monitor's next heartbeat, or a broken connection; mongoose then says "disconnected", as it
 * does for a replica set without a primary). While away, one ping at a time finds its return: a
 * ping waiting for a server makes the driver check every half second (with no operation waiting
 * it looks only at its heartbeat, every 10 s), and the first one answered ends the outage.
 */
function watchStore(connection: Connection): void {
  const watch: StoreWatch = { connection, down: false };
  watched = watch;
  const markDown = (): void => {
    if (watched !== watch || watch.down) return;
    watch.down = true;
    void probeUntilBack(watch);
  };
  connection.on('disconnected', markDown);
  connection.getClient().on('connectionCheckOutFailed', (event) => {
    if (event.reason === 'connectionError') markDown();
  });
  // Closed on purpose (a test, a shutdown): nothing to watch any more.
  connection.once('close', () => {
    if (watched === watch) watched = undefined;
  });
}

async function probeUntilBack(watch: StoreWatch): Promise<void> {
  while (watched === watch) {
    try {
      await watch.connection.getClient().db().command({ ping: 1 });
      watch.down = false;
      return;
    } catch {
      await sleep(STORE_PROBE_PAUSE_MS);
    }
  }
}

/**
 * While the store is away (watchStore), a request is answered 503 at once instead of each waiting
 * out the driver's server selection (MONGODB_TIMEOUT_MS) for the same 503; the health endpoints,
 * mounted before it, still report it.
 */
export const failFastWhileStoreDown: RequestHandler = (_req, _res, next) => {
  next(watched?.down ? AppError.unavailable() : undefined);
};

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
