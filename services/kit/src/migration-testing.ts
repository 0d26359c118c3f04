/**
 * For a service's migration test: its registered models against a fresh database booted as
 * production boots (autoIndex off), before and after its migrations. Not for production code.
 */
import mongoose, { type Connection } from 'mongoose';
import { connectDatabase, disconnectDatabase } from './database';
import { createLogger } from './logger';
import { runMigrations, type Migration } from './migrations';
import { startTestDatabase, uniqueDatabaseName } from './testing';

/** MongoDB's default index name: each key and its direction or kind, joined with underscores. */
function indexName(keys: Record<string, unknown>, options: { name?: string }): string {
  return (
    options.name ??
    Object.entries(keys)
      .flatMap(([key, value]) => [key, String(value)])
      .join('_')
  );
}

interface DeclaredIndex {
  model: string;
  collection: string;
  name: string;
  keys: Record<string, unknown>;
  unique: boolean;
  partial: boolean;
}

function declaredIndexes(connection: Connection): DeclaredIndex[] {
  return connection
    .modelNames()
    .sort()
    .flatMap((modelName) => {
      const model = connection.model(modelName);
      return model.schema.indexes().map(([keys, options]) => ({
        model: modelName,
        collection: model.collection.collectionName,
        name: indexName(keys, options as { name?: string }),
        keys,
        unique: options.unique === true,
        partial: options.partialFilterExpression !== undefined,
      }));
    });
}

/** `<collection>.<index>` for every index a registered model declares that the database lacks. */
export async function missingIndexes(connection: Connection = mongoose.connection): Promise<string[]> {
  const missing: string[] = [];
  for (const index of declaredIndexes(connection)) {
    const existing = await connection
      .model(index.model)
      .collection.indexes()
      .catch(() => []);
    if (!existing.some((found) => found.name === index.name)) missing.push(`${index.collection}.${index.name}`);
  }
  return missing;
}

/** A document whose every key path holds one value (nested for dotted paths). */
function documentFor(keys: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const path of Object.keys(keys)) {
    const parts = path.split('.');
    let node = doc;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) ?? path] = 'duplicate-check';
  }
  return doc;
}

/**
 * Inserts the same key twice into every collection with a unique index (partial ones aside: their
 * filter decides which documents they hold); `<collection>.<index>` for each that refused the second.
 */
export async function uniqueIndexesRefusingDuplicates(connection: Connection = mongoose.connection): Promise<string[]> {
  const refused: string[] = [];
  for (const index of declaredIndexes(connection).filter((candidate) => candidate.unique && !candidate.partial)) {
    const collection = connection.model(index.model).collection;
    await collection.deleteMany({});
    await collection.insertOne(documentFor(index.keys));
    try {
      await collection.insertOne(documentFor(index.keys));
    } catch (err) {
      const { code, message } = err as { code?: number; message?: string };
      if (code === 11000 && message?.includes(`index: ${index.name} `))
        refused.push(`${index.collection}.${index.name}`);
    }
    await collection.deleteMany({});
  }
  return refused;
}

/** `<collection>.<index>` of every unique index the registered models declare, partial ones aside. */
export function declaredUniqueIndexes(connection: Connection = mongoose.connection): string[] {
  return declaredIndexes(connection)
    .filter((index) => index.unique && !index.partial)
    .map((index) => `${index.collection}.${index.name}`);
}

export interface MigrationCheck {
  /** Declared indexes absent after a boot with autoIndex off, before any migration. */
  missingBefore: string[];
  missingAfter: string[];
  declaredUnique: string[];
  refusingDuplicates: string[];
}

/**
 * Connects to a fresh test database with autoIndex off (as a service boots), reads what is
 * missing, runs the service's migrations, reads again and tries a duplicate on every unique index.
 * The service's models must be registered first (import its app module).
 */
export async function checkServiceMigrations(options: {
  name: string;
  migrations: readonly Migration[];
}): Promise<MigrationCheck> {
  const db = await startTestDatabase();
  const logger = createLogger({ name: `${options.name}-migrations-test`, level: 'silent' });
  try {
    const connection = await connectDatabase(
      { mongodbUri: db.uri, mongodbDb: uniqueDatabaseName(options.name), mongodbTimeoutMs: 5000 },
      logger,
    );
    try {
      // Models compiled before the connection wait for it; give them the chance to (not) build.
      await Promise.all(connection.modelNames().map((name) => connection.model(name).init()));
      const missingBefore = await missingIndexes(connection);
      await runMigrations({ connection, logger, migrations: options.migrations });
      return {
        missingBefore,
        missingAfter: await missingIndexes(connection),
        declaredUnique: declaredUniqueIndexes(connection),
        refusingDuplicates: await uniqueIndexesRefusingDuplicates(connection),
      };
    } finally {
      await connection.db?.dropDatabase().catch(() => undefined);
      await disconnectDatabase();
    }
  } finally {
    await db.stop();
  }
}
