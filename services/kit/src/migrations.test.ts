import mongoose, { Schema, type Connection } from 'mongoose';
import { createServiceApp } from './app';
import { createLogger } from './logger';
import {
  MIGRATIONS_COLLECTION,
  migrationsReadiness,
  modelIndexesMigration,
  pendingMigrations,
  runMigrations,
  type Migration,
} from './migrations';
import { serviceFixture } from './service-fixture';

const logger = createLogger({ name: 'migrations-test', level: 'silent' });

// A model with a unique index, as the services declare theirs.
const Account = mongoose.model(
  'KitMigrationAccount',
  new Schema({ email: { type: String, required: true, unique: true }, plan: { type: String, index: true } }),
);

// Booted as production boots: autoIndex off and no migration run.
serviceFixture({
  name: 'onboarding',
  createApp: (deps) => createServiceApp(deps, () => undefined),
  migrations: false,
});

const connection = (): Connection => mongoose.connection;

async function indexNames(): Promise<string[]> {
  const indexes = await Account.collection.indexes().catch(() => []);
  return indexes.map((index) => index.name ?? '').sort();
}

describe('migrations (docs/architecture.md, Migrations)', () => {
  it('a service booted with autoIndex off has no indexes until migrated; then the unique index refuses a duplicate', async () => {
    await Account.create({ email: 'a@example.com' });
    expect(mongoose.connection.get('autoIndex')).toBe(false);
    expect(await indexNames()).toEqual(['_id_']);
    // Without the index a second account with the same email is stored.
    await Account.create({ email: 'a@example.com' });
    await Account.deleteMany({});

    const outcome = await runMigrations({ connection: connection(), logger, migrations: [modelIndexesMigration(1)] });
    expect(outcome.applied).toEqual([1]);
    expect(await indexNames()).toEqual(['_id_', 'email_1', 'plan_1']);
    await Account.create({ email: 'a@example.com' });
    await expect(Account.create({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });
    // Recorded: a second run applies nothing.
    expect(await runMigrations({ connection: connection(), logger, migrations: [modelIndexesMigration(1)] })).toEqual({
      applied: [],
    });
  });

  it('two runners started together run each migration once, in version order', async () => {
    const runs: string[] = [];
    const slow = (version: number): Migration => ({
      version,
      name: `step ${version}`,
      up: async () => {
        runs.push(`start ${version}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        runs.push(`end ${version}`);
      },
    });
    const migrations = [slow(11), slow(10)];
    const [first, second] = await Promise.all([
      runMigrations({ connection: connection(), logger, migrations }),
      runMigrations({ connection: connection(), logger, migrations }),
    ]);
    expect(runs).toEqual(['start 10', 'end 10', 'start 11', 'end 11']);
    expect([...(first?.applied ?? []), ...(second?.applied ?? [])].sort()).toEqual([10, 11]);
    const records = await connection()
      .db!.collection(MIGRATIONS_COLLECTION)
      .find({ version: { $in: [10, 11] } })
      .toArray();
    expect(records.map((record) => record.name).sort()).toEqual(['step 10', 'step 11']);
    // The lock is released: a third runner gets it at once.
    expect(
      await connection()
        .db!.collection(MIGRATIONS_COLLECTION)
        .countDocuments({ _id: 'lock' as never }),
    ).toBe(0);
  });

  it('a failing migration is not recorded and releases the lock; the next run tries it again', async () => {
    let attempts = 0;
    const flaky: Migration = {
      version: 20,
      name: 'flaky',
      up: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('index build failed');
      },
    };
    await expect(runMigrations({ connection: connection(), logger, migrations: [flaky] })).rejects.toThrow(
      'index build failed',
    );
    expect(await runMigrations({ connection: connection(), logger, migrations: [flaky] })).toEqual({ applied: [20] });
    expect(attempts).toBe(2);
  });

  it('runs the model indexes again when a model or index is added after a database was migrated', async () => {
    const migrations = [modelIndexesMigration(1)];
    expect((await runMigrations({ connection: connection(), logger, migrations })).applied).toEqual([]);
    const Later = mongoose.model('KitMigrationLater', new Schema({ code: { type: String, unique: true } }));
    expect((await runMigrations({ connection: connection(), logger, migrations })).applied).toEqual([1]);
    const names = (await Later.collection.indexes()).map((index) => index.name);
    expect(names).toContain('code_1');
  });

  it('readiness waits for the migrations this code needs, and stays ready once they were applied', async () => {
    const step: Migration = { version: 40, name: 'backfill', up: async () => undefined };
    const migrations = [modelIndexesMigration(1), step];
    const readiness = migrationsReadiness(connection(), migrations);
    await expect(readiness.check()).rejects.toThrow('migrations not applied: 40 backfill');
    await runMigrations({ connection: connection(), logger, migrations });
    await expect(readiness.check()).resolves.toBeUndefined();
    // The next release adds a model: its pods wait for it, this one stays ready.
    mongoose.model('KitMigrationNext', new Schema({ sku: { type: String, unique: true } }));
    expect(await pendingMigrations(connection(), migrations)).toEqual(['1 model indexes']);
    await expect(readiness.check()).resolves.toBeUndefined();
    await expect(migrationsReadiness(connection(), migrations).check()).rejects.toThrow('1 model indexes');
    await runMigrations({ connection: connection(), logger, migrations });
    expect(await pendingMigrations(connection(), migrations)).toEqual([]);
  });

  it('refuses two migrations with one version', async () => {
    const step: Migration = { version: 30, name: 'a', up: async () => undefined };
    await expect(
      runMigrations({ connection: connection(), logger, migrations: [step, { ...step, name: 'b' }] }),
    ).rejects.toThrow('two migrations have version 30');
  });
});
