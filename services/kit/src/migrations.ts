import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';

/**
 * Versioned changes to a service's database (docs/architecture.md, Migrations): indexes are built
 * here, once per database, never at boot by every replica (autoIndex is off). Each migration runs
 * once, in version order, recorded in the database's `migrations` collection; a lock document in
 * the same collection makes replicas (or migration Jobs) that start together run each one once.
 */
export interface Migration {
  /** Ordered, unique within a service, never reused: a recorded version never runs again. */
  version: number;
  /** Said in the log and the record. */
  name: string;
  up: (context: { connection: Connection; logger: Logger }) => Promise<void>;
  /**
   * A repeatable migration: recorded with this value, and run again whenever it changes (the model
   * indexes: a new model or index changes it, so databases migrated before get them too).
   */
  checksum?: (connection: Connection) => string;
}

export const MIGRATIONS_COLLECTION = 'migrations';
const LOCK_ID = 'lock';

/** A lock not renewed for this long belongs to a runner that died: the next one takes it. */
const LOCK_TTL_MS = 60_000;
const LOCK_RENEW_MS = 15_000;
const LOCK_POLL_MS = 100;
/** How long a runner waits for another one's migrations before giving up (and failing its Job). */
const DEFAULT_WAIT_MS = 10 * 60_000;
const DUPLICATE_KEY = 11000;

interface MigrationDocument {
  _id: string;
  version?: number;
  name?: string;
  appliedAt?: Date;
  durationMs?: number;
  checksum?: string;
  checksums?: string[];
  owner?: string;
  expiresAt?: Date;
}

export interface MigrationOutcome {
  /** The versions this runner applied (another runner's are not in it). */
  applied: number[];
}

function checkVersions(migrations: readonly Migration[]): Migration[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  for (const [index, migration] of sorted.entries()) {
    if (!Number.isInteger(migration.version) || migration.version < 1) {
      throw new Error(
        `migration "${migration.name}" has version ${migration.version}: versions are whole numbers from 1`,
      );
    }
    if (index > 0 && sorted[index - 1]?.version === migration.version) {
      throw new Error(`two migrations have version ${migration.version}`);
    }
  }
  return sorted;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs the migrations not yet recorded, in version order, under the database's migration lock.
 * A runner that finds the lock taken waits for it; once it holds it, it reads what is recorded, so
 * a migration another runner applied meanwhile is not run again.
 */
export async function runMigrations(options: {
  connection: Connection;
  migrations: readonly Migration[];
  logger: Logger;
  /** How long to wait for a lock held by another runner. */
  waitMs?: number;
}): Promise<MigrationOutcome> {
  const { connection, logger } = options;
  const migrations = checkVersions(options.migrations);
  const db = connection.db;
  if (!db) throw new Error('migrations need a connected database');
  const collection = db.collection<MigrationDocument>(MIGRATIONS_COLLECTION);
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);

  const tryLock = async (): Promise<boolean> => {
    const now = new Date();
    try {
      // Matches only a lock that has expired; when a live one exists, the upsert's insert of the
      // same _id is refused as a duplicate, which means "held".
      await collection.findOneAndUpdate(
        { _id: LOCK_ID, expiresAt: { $lt: now } },
        { $set: { owner, expiresAt: new Date(now.getTime() + LOCK_TTL_MS) } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
      throw err;
    }
  };
  while (!(await tryLock())) {
    if (Date.now() > deadline) throw new Error('migrations: another runner has held the lock too long');
    await sleep(LOCK_POLL_MS);
  }
  // A long index build must not let the lock expire under it.
  const renewal = setInterval(() => {
    collection
      .updateOne({ _id: LOCK_ID, owner }, { $set: { expiresAt: new Date(Date.now() + LOCK_TTL_MS) } })
      .catch((err: unknown) => logger.warn({ err }, 'migrations: the lock was not renewed'));
  }, LOCK_RENEW_MS);
  const applied: number[] = [];
  try {
    const recorded = new Map(
      (await collection.find({ version: { $exists: true } }).toArray()).map((record) => [
        record.version,
        record.checksum,
      ]),
    );
    for (const migration of migrations) {
      const checksum = migration.checksum?.(connection);
      if (recorded.has(migration.version) && recorded.get(migration.version) === checksum) continue;
      const started = Date.now();
      logger.info({ version: migration.version, migration: migration.name }, 'migration running');
      await migration.up({ connection, logger });
      // Every checksum applied is kept: a pod of the previous release (whose declared indexes were
      // applied before) stays ready while the next release's Job runs (migrationsReadiness).
      await collection.updateOne(
        { _id: `version-${migration.version}` },
        {
          $set: {
            version: migration.version,
            name: migration.name,
            appliedAt: new Date(),
            durationMs: Date.now() - started,
            ...(checksum === undefined ? {} : { checksum }),
          },
          ...(checksum === undefined ? {} : { $addToSet: { checksums: checksum } }),
        },
        { upsert: true },
      );
      applied.push(migration.version);
      logger.info({ version: migration.version, migration: migration.name }, 'migration applied');
    }
  } finally {
    clearInterval(renewal);
    await collection.deleteOne({ _id: LOCK_ID, owner });
  }
  return { applied };
}

/**
 * Builds the indexes every model registered on the connection declares (its schema's `index`
 * calls and `unique` / `index` fields), with the models' own createIndexes. Derived from the
 * registered models, so a model added later is covered by the next migration of this kind; the
 * service's migrations module loads the app first, which registers every model it reaches.
 */
export async function createModelIndexes(
  connection: Connection = mongoose.connection,
  logger?: Logger,
): Promise<string[]> {
  const names = connection.modelNames().sort();
  for (const name of names) {
    await connection.model(name).createIndexes();
    logger?.debug({ model: name }, 'indexes built');
  }
  return names;
}

/**
 * The migrations this code needs that the database has not recorded: versions never applied, and
 * repeatable ones whose current checksum was never applied.
 */
export async function pendingMigrations(connection: Connection, migrations: readonly Migration[]): Promise<string[]> {
  const db = connection.db;
  if (!db) throw new Error('not connected');
  const records = await db
    .collection<MigrationDocument>(MIGRATIONS_COLLECTION)
    .find({ version: { $exists: true } })
    .toArray();
  return migrations
    .filter((migration) => {
      const record = records.find((candidate) => candidate.version === migration.version);
      if (!record) return true;
      const checksum = migration.checksum?.(connection);
      return checksum !== undefined && !(record.checksums ?? []).includes(checksum);
    })
    .map((migration) => `${migration.version} ${migration.name}`);
}

/**
 * /readyz's check that the database has this code's migrations (docs/architecture.md, Migrations):
 * a pod of a new release gets no traffic until the migration Job has built what it needs (its
 * unique indexes among them). Once passed it stays passed: the next release's records never make
 * a serving pod unready.
 */
export function migrationsReadiness(connection: Connection, migrations: readonly Migration[]): ReadinessCheck {
  let upToDate = false;
  return {
    name: 'migrations',
    check: async () => {
      if (upToDate) return;
      const pending = await pendingMigrations(connection, migrations);
      if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
      upToDate = true;
    },
  };
}

/** What the registered models declare: their collections and index specifications, as one hash. */
export function modelIndexesChecksum(connection: Connection = mongoose.connection): string {
  const declared = connection
    .modelNames()
    .sort()
    .map((name) => {
      const model = connection.model(name);
      return [model.collection.collectionName, model.schema.indexes()];
    });
  return createHash('sha256').update(JSON.stringify(declared)).digest('hex');
}

/**
 * The migration that builds every registered model's indexes. Repeatable: it runs again when the
 * declared indexes change (a model or an index added), and createIndexes leaves the indexes that
 * exist alone, so only the new ones are built. An index removed from a schema stays in the database
 * until a migration of its own drops it.
 */
export function modelIndexesMigration(version: number, name = 'model indexes'): Migration {
  return {
    version,
    name,
    checksum: modelIndexesChecksum,
    up: async ({ connection, logger }) => {
      const models = await createModelIndexes(connection, logger);
      logger.info({ models: models.length }, 'model indexes built');
    },
  };
}
