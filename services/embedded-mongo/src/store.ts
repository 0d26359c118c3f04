// Databases and collections, and every change to them: each mutation is applied in memory and
// appended to the journal in the same synchronous step, so writes to a collection are serialized
// (unique checks are atomic) and the journal order is the apply order.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyString } from './bson-values';
import { Collection } from './collection';
import { ErrorCode, MongoCommandError } from './errors';
import type { IndexSpec } from './index-structure';
import { frameRecord, Journal, readJournal, writeJournalAtomically } from './journal';
import { scanInterval } from './query-planner';

type Doc = Record<string, unknown>;

export interface StoreOptions {
  dbpath: string;
  ttlMonitorIntervalMs?: number;
  warn?: (msg: string) => void;
  /** Journal size that triggers compaction while running (default 64 MiB). */
  compactAtBytes?: number;
}

const JOURNAL_FILE = 'journal.log';
const LOCK_FILE = 'embedded-mongo.lock';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a reboot the pid may belong to something else: only a node process can be our owner.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** Two servers appending to one journal would corrupt it, so a data folder has one owner (like mongod.lock). */
function lockDbpath(dbpath: string): string {
  const file = path.join(dbpath, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return file;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const owner = Number(readFileSync(file, 'utf8').trim());
  if (Number.isInteger(owner) && owner > 0 && processAlive(owner))
    throw new Error(
      `dbpath ${dbpath} is in use by another embedded-mongo (pid ${owner}); stop it or use another --dbpath`,
    );
  // The owner died without cleaning up (kill -9): take the folder over.
  writeFileSync(file, String(process.pid));
  return file;
}

export function validateDbName(db: unknown): string {
  if (typeof db !== 'string' || db.length === 0 || db.length > 63 || /[/\\. "$\0]/.test(db))
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${String(db)}'`);
  return db;
}

export function validateCollName(db: string, name: unknown): string {
  if (typeof name !== 'string' || name.length === 0)
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid namespace specified '${db}.${String(name)}'`);
  if (name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.'))
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name}`);
  return name;
}

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private journal: Journal;
  private replaying = false;
  private ttlTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private lockFile: string | undefined;

  private constructor(private readonly opts: StoreOptions) {
    this.journal = new Journal(path.join(opts.dbpath, JOURNAL_FILE), opts.compactAtBytes);
  }

  static async open(opts: StoreOptions): Promise<Store> {
    mkdirSync(opts.dbpath, { recursive: true });
    const lockFile = lockDbpath(opts.dbpath);
    try {
      return await Store.load(opts, lockFile);
    } catch (err) {
      rmSync(lockFile, { force: true });
      throw err;
    }
  }

  private static async load(opts: StoreOptions, lockFile: string): Promise<Store> {
    const store = new Store(opts);
    store.lockFile = lockFile;
    const warn = opts.warn ?? ((m: string) => void process.stderr.write(`${m}\n`));
    const records = readJournal(store.journal.file, warn);
    store.replaying = true;
    for (const rec of records) {
      try {
        store.applyRecord(rec);
      } catch (err) {
        // A record that no longer applies (it cannot happen with an intact journal) must not keep the server down.
        warn(
          `embedded-mongo: skipped journal record ${JSON.stringify(rec.o)} on ${String(rec.d)}.${String(rec.c)}: ${(err as Error).message}`,
        );
      }
    }
    store.replaying = false;
    // Compacting at start keeps the journal proportional to the live data.
    writeJournalAtomically(store.journal.file, store.snapshotFrames());
    store.journal.compactor = () => store.snapshotFrames();
    await store.journal.open();
    const interval = opts.ttlMonitorIntervalMs ?? 5000;
    store.ttlTimer = setInterval(() => void store.ttlPass().catch(() => undefined), interval);
    store.ttlTimer.unref();
    return store;
  }

  private log(rec: Doc): void {
    if (!this.replaying) this.journal.append(rec);
  }

  private applyRecord(rec: Doc): void {
    const d = String(rec.d);
    const c = String(rec.c);
    switch (rec.o) {
      case 'cc':
        this.ensureCollection(d, c);
        break;
      case 'dc':
        this.dropCollection(d, c);
        break;
      case 'dd':
        this.dropDatabase(d);
        break;
      case 'ci':
        this.createIndex(this.ensureCollection(d, c), rec.s as IndexSpec);
        break;
      case 'di': {
        const coll = this.collection(d, c);
        if (coll) this.dropIndex(coll, String(rec.n));
        break;
      }
      case 'cm': {
        const coll = this.collection(d, c);
        if (coll) this.setExpireAfter(coll, String(rec.n), Number(rec.e));
        break;
      }
      case 'p': {
        const coll = this.ensureCollection(d, c);
        const doc = rec.doc as Doc;
        const old = coll.docs.get(keyOf(doc));
        if (old) coll.replace(old, doc);
        else coll.insert(doc);
        break;
      }
      case 'r': {
        const coll = this.collection(d, c);
        const old = coll?.docs.get(keyOf({ _id: rec.id }));
        if (coll && old) coll.remove(old);
        break;
      }
      default:
        break;
    }
  }

  *snapshotFrames(): Generator<Buffer> {
    for (const [d, colls] of this.dbs) {
      for (const [c, coll] of colls) {
        yield frameRecord({ o: 'cc', d, c });
        for (const index of coll.indexes.values()) if (!index.isId) yield frameRecord({ o: 'ci', d, c, s: index.spec });
        for (const doc of coll.docs.values()) yield frameRecord({ o: 'p', d, c, doc });
      }
    }
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  ensureCollection(db: string, name: string): Collection {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    let coll = colls.get(name);
    if (!coll) {
      coll = new Collection(db, name);
      colls.set(name, coll);
      this.log({ o: 'cc', d: db, c: name });
    }
    return coll;
  }

  createCollection(db: string, name: string): Collection {
    if (this.collection(db, name))
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    return this.ensureCollection(db, name);
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.has(name)) return false;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.log({ o: 'dc', d: db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.has(db)) return;
    this.dbs.delete(db);
    this.log({ o: 'dd', d: db });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.log({ o: 'ci', d: coll.db, c: coll.name, s: spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.log({ o: 'di', d: coll.db, c: coll.name, n: name });
  }

  setExpireAfter(coll: Collection, indexName: string, seconds: number): void {
    const index = coll.indexes.get(indexName);
    if (!index) return;
    index.spec = { ...index.spec, expireAfterSeconds: seconds };
    this.log({ o: 'cm', d: coll.db, c: coll.name, n: indexName, e: seconds });
  }

  insert(coll: Collection, doc: Doc): void {
    coll.insert(doc);
    this.log({ o: 'p', d: coll.db, c: coll.name, doc });
  }

  replace(coll: Collection, old: Doc, next: Doc): void {
    coll.replace(old, next);
    this.log({ o: 'p', d: coll.db, c: coll.name, doc: next });
  }

  remove(coll: Collection, doc: Doc): void {
    coll.remove(doc);
    this.log({ o: 'r', d: coll.db, c: coll.name, id: doc._id });
  }

  /** Resolves once every change made so far is durable. */
  commit(): Promise<void> {
    return this.journal.commit();
  }

  /** Removes documents whose TTL-indexed date is older than expireAfterSeconds, as mongod's TTL monitor does. */
  async ttlPass(now = Date.now()): Promise<number> {
    if (this.closed) return 0;
    let removed = 0;
    for (const colls of this.dbs.values()) {
      for (const coll of colls.values()) {
        for (const index of coll.indexes.values()) {
          const secs = index.spec.expireAfterSeconds;
          if (secs === undefined || index.fields.length !== 1) continue;
          const cutoff = new Date(now - secs * 1000);
          const ids = new Set<string>();
          const dateBracket = { bracketOf: 9, edge: -1 as const };
          const interval =
            index.dirs[0]! > 0
              ? { startKey: [dateBracket], startIncl: true, endKey: [cutoff], endIncl: false }
              : { startKey: [cutoff], startIncl: false, endKey: [dateBracket], endIncl: true };
          for (const e of scanInterval(index, interval, false)) ids.add(e.id);
          for (const id of ids) {
            const doc = coll.docs.get(id);
            if (doc) {
              this.remove(coll, doc);
              removed++;
            }
          }
        }
      }
    }
    if (removed > 0) await this.commit();
    return removed;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.ttlTimer) clearInterval(this.ttlTimer);
    await this.journal.close();
    if (this.lockFile) rmSync(this.lockFile, { force: true });
  }
}

function keyOf(doc: Doc): string {
  return keyString(doc._id);
}
