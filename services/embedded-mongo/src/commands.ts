// The commands mongoose 9 and the Node driver send, answered the way a standalone mongod 7 does.
import os from 'node:os';
import { Long } from 'bson';
import { Aggregator, ProcessingMode, Query } from 'mingo';
import { compareValues, deepClone, isPlainObject, keyString, pathValues } from './bson-values';
import { Collection, globalScanStats, MAX_BSON_SIZE, queryOptions, type ScanStats } from './collection';
import type { CursorManager } from './cursors';
import { dbStats } from './db-stats';
import { ErrorCode, MongoCommandError, toCommandError } from './errors';
import { compileFilter } from './filter-query';
import type { IndexSpec } from './index-structure';
import type { QueryPlan } from './query-planner';
import { type Store, validateCollName, validateDbName } from './store';
import { applyUpdate, buildUpsertDocument, validateUpdateSpec } from './updates';
import { MAX_MESSAGE_SIZE } from './wire';

type Doc = Record<string, unknown>;

export interface ServerState {
  store: Store;
  cursors: CursorManager;
  startedAt: number;
  connections: { current: number; totalCreated: number };
  counters: { insert: number; query: number; update: number; delete: number; getmore: number; command: number };
}

export interface CommandContext {
  state: ServerState;
  connectionId: number;
  /** Size of the request message: no document in a message smaller than 16 MiB can exceed 16 MiB. */
  messageSize: number;
}

type Handler = (cmd: Doc, db: string, ctx: CommandContext) => Doc | Promise<Doc>;

const MAX_WIRE_VERSION = 21; // MongoDB 7.0

function num(v: unknown, fallback?: number): number | undefined {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'number') return v;
  if (typeof v === 'object' && typeof (v as { toNumber?: unknown }).toNumber === 'function')
    return (v as Long).toNumber();
  const n = Number(v);
  return Number.isNaN(n) ? fallback : n;
}

function docArg(v: unknown, name: string, fallback: Doc = {}): Doc {
  if (v === undefined || v === null) return fallback;
  if (!isPlainObject(v))
    throw new MongoCommandError(
      ErrorCode.TypeMismatch,
      `BSON field '${name}' is the wrong type '${typeof v}', expected type 'object'`,
    );
  return v;
}

function arrayArg(cmd: Doc, command: string, field: string): unknown[] {
  const v = cmd[field];
  if (!Array.isArray(v))
    throw new MongoCommandError(
      ErrorCode.FailedToParse,
      `BSON field '${command}.${field}' is missing but a required field`,
    );
  return v;
}

function collName(cmd: Doc, name: string, db: string): string {
  return validateCollName(db, cmd[name]);
}

function writeError(index: number, err: unknown): Doc {
  const e = toCommandError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

/** Runs each statement of a write command; ordered writes stop at the first error, as mongod's do. */
function eachStatement(items: unknown[], ordered: boolean, apply: (item: unknown, index: number) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      apply(items[i], i);
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return writeErrors;
}

function hello(legacy: boolean): Handler {
  return (_cmd, _db, ctx) => ({
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  });
}

function indexSpecDoc(spec: IndexSpec): Doc {
  const out: Doc = { v: 2, key: spec.key, name: spec.name };
  if (spec.unique) out.unique = true;
  if (spec.sparse) out.sparse = true;
  if (spec.partialFilterExpression) out.partialFilterExpression = spec.partialFilterExpression;
  if (spec.expireAfterSeconds !== undefined) out.expireAfterSeconds = spec.expireAfterSeconds;
  return out;
}

const UNSUPPORTED_STAGES = [
  '$out',
  '$merge',
  '$changeStream',
  '$currentOp',
  '$listSessions',
  '$geoNear',
  '$search',
  '$collStats',
  '$indexStats',
  '$planCacheStats',
];

function checkPipeline(pipeline: unknown): Doc[] {
  if (!Array.isArray(pipeline))
    throw new MongoCommandError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
      throw new MongoCommandError(
        ErrorCode.Location40324,
        'A pipeline stage specification object must contain exactly one field.',
      );
    const name = Object.keys(stage)[0]!;
    if (UNSUPPORTED_STAGES.includes(name))
      throw new MongoCommandError(
        ErrorCode.CommandNotSupported,
        `${name} is not supported by the embedded MongoDB-compatible server`,
      );
    const arg = stage[name];
    if (name === '$facet' && isPlainObject(arg)) for (const sub of Object.values(arg)) checkPipeline(sub);
    if ((name === '$lookup' || name === '$unionWith') && isPlainObject(arg) && arg.pipeline !== undefined)
      checkPipeline(arg.pipeline);
  }
  return pipeline as Doc[];
}

/** Stages that never modify their input documents in mingo; anything else gets cloned input. */
const NON_MUTATING = new Set([
  '$match',
  '$sort',
  '$limit',
  '$skip',
  '$group',
  '$count',
  '$sortByCount',
  '$bucket',
  '$bucketAuto',
  '$lookup',
  '$unwind',
  '$sample',
]);

function runPipeline(
  state: ServerState,
  db: string,
  coll: Collection | undefined,
  pipeline: Doc[],
  cmd: Doc,
  stats: ScanStats,
): { docs: Doc[]; plan?: QueryPlan } {
  let rest = pipeline;
  let input: Doc[] = [];
  let plan: QueryPlan | undefined;
  if (coll) {
    // A leading $match (with a following $sort/$skip/$limit) runs through the query planner so it can use indexes.
    let filter: Doc = {};
    let sort: Doc | undefined;
    let i = 0;
    if (rest[0] && isPlainObject(rest[0].$match)) {
      filter = rest[0].$match;
      i = 1;
    }
    if (rest[i] && isPlainObject(rest[i]!.$sort)) {
      sort = rest[i]!.$sort as Doc;
      i++;
    }
    let limit: number | undefined;
    let skip: number | undefined;
    if (sort && rest[i] && rest[i]!.$skip !== undefined) {
      skip = num(rest[i]!.$skip);
      i++;
    }
    if (sort && rest[i] && rest[i]!.$limit !== undefined) {
      limit = num(rest[i]!.$limit);
      i++;
    }
    const selected = coll.select(
      filter,
      { sort, limit, skip, hint: cmd.hint, collation: cmd.collation as Doc | undefined },
      stats,
    );
    input = selected.docs;
    plan = selected.plan;
    rest = rest.slice(i);
  }
  if (rest.length === 0) return { docs: input, plan };
  const mutating = pipeline.some((s) => !NON_MUTATING.has(Object.keys(s)[0]!));
  const agg = new Aggregator(rest, {
    ...queryOptions(cmd.collation as Doc | undefined),
    processingMode: mutating ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
    collectionResolver: (name: string) => [...(state.store.collection(db, name)?.docs.values() ?? [])].map(deepClone),
    variables: isPlainObject(cmd.let) ? cmd.let : undefined,
  });
  return { docs: agg.run(input) as Doc[], plan };
}

function planStage(plan: QueryPlan | undefined): Doc {
  if (plan?.orPlans) return { stage: 'OR', inputStages: plan.orPlans.map(planStage) };
  if (plan?.index)
    return {
      stage: 'IXSCAN',
      indexName: plan.index.name,
      keyPattern: plan.index.spec.key,
      isMultiKey: plan.index.multikey,
    };
  return { stage: 'COLLSCAN' };
}

function explainPlan(ns: string, plan: QueryPlan | undefined, stats: ScanStats, nReturned: number): Doc {
  const input = planStage(plan);
  const winningPlan = input.stage === 'COLLSCAN' ? input : { stage: 'FETCH', inputStage: input };
  return {
    queryPlanner: { namespace: ns, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned,
      totalKeysExamined: stats.keysExamined,
      totalDocsExamined: stats.docsExamined,
      executionStages: winningPlan,
    },
    ok: 1,
  };
}

function findDocs(
  state: ServerState,
  cmd: Doc,
  db: string,
  stats: ScanStats,
): { docs: Doc[]; plan?: QueryPlan; ns: string; coll?: Collection } {
  const name = collName(cmd, 'find', db);
  const ns = `${db}.${name}`;
  const filter = docArg(cmd.filter, 'filter');
  const coll = state.store.collection(db, name);
  if (!coll) {
    validateFilter(filter);
    return { docs: [], ns };
  }
  let limit = num(cmd.limit);
  if (limit !== undefined && limit < 0) limit = -limit;
  const skip = num(cmd.skip, 0)!;
  if (skip < 0) throw new MongoCommandError(ErrorCode.BadValue, 'skip value must be non-negative');
  const { docs, plan } = coll.find(
    filter,
    {
      sort: cmd.sort === undefined ? undefined : docArg(cmd.sort, 'sort'),
      skip,
      limit,
      projection: cmd.projection === undefined ? undefined : docArg(cmd.projection, 'projection'),
      hint: cmd.hint,
      collation: cmd.collation as Doc | undefined,
    },
    stats,
  );
  return { docs, plan, ns, coll };
}

/** Compiling the filter rejects unknown operators even when there is nothing to match against. */
function validateFilter(filter: Doc): void {
  compileFilter(filter);
}

function projectOne(doc: Doc | null, fields: unknown): Doc | null {
  if (!doc || !isPlainObject(fields) || Object.keys(fields).length === 0) return doc;
  const q = new Query({});
  return (q.find([deepClone(doc)], fields).next() as Doc | undefined) ?? null;
}

const handlers: Record<string, Handler> = {
  hello: hello(false),
  isMaster: hello(true),
  ismaster: hello(true),
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: '7.0.0',
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_SIZE,
    storageEngines: ['embedded-journal'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  }),
  hostInfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Math.round(os.totalmem() / 1048576),
      numCores: os.cpus().length,
      cpuArch: os.arch(),
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
    ok: 1,
  }),
  getParameter: (cmd) => {
    const out: Doc = { ok: 1 };
    const known: Doc = {
      featureCompatibilityVersion: { version: '7.0' },
      authenticationMechanisms: [],
      maxBSONDepth: 100,
    };
    const all = cmd.getParameter === '*' || (isPlainObject(cmd.getParameter) && cmd.getParameter.allParameters);
    for (const [k, v] of Object.entries(known)) if (all || k in cmd) out[k] = v;
    return out;
  },
  serverStatus: (_cmd, _db, ctx) => {
    const s = ctx.state;
    const uptimeMillis = Date.now() - s.startedAt;
    const cpu = process.cpuUsage();
    return {
      host: os.hostname(),
      version: '7.0.0',
      process: 'embedded-mongo',
      pid: Long.fromNumber(process.pid),
      uptime: Math.floor(uptimeMillis / 1000),
      uptimeMillis: Long.fromNumber(uptimeMillis),
      localTime: new Date(),
      connections: {
        current: s.connections.current,
        available: 10000 - s.connections.current,
        totalCreated: s.connections.totalCreated,
      },
      opcounters: { ...s.counters },
      // As mongod reports it on Linux: the server's own CPU time, which the benchmark divides per operation.
      extra_info: {
        note: 'fields vary by platform',
        user_time_us: Long.fromNumber(cpu.user),
        system_time_us: Long.fromNumber(cpu.system),
      },
      metrics: {
        queryExecutor: {
          scanned: Long.fromNumber(globalScanStats.keysExamined),
          scannedObjects: Long.fromNumber(globalScanStats.docsExamined),
        },
      },
      ok: 1,
    };
  },
  listDatabases: (cmd, _db, ctx) => {
    const filter = cmd.filter === undefined ? undefined : new Query(docArg(cmd.filter, 'filter'));
    const databases = [...ctx.state.store.dbs.keys()]
      .map((name) => ({ name, sizeOnDisk: 0, empty: false }))
      .filter((d) => !filter || filter.test(d));
    if (cmd.nameOnly) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
    return { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
  },
  dropDatabase: async (_cmd, db, ctx) => {
    ctx.state.store.dropDatabase(db);
    await ctx.state.store.commit();
    return { dropped: db, ok: 1 };
  },
  listCollections: (cmd, db, ctx) => {
    const colls = ctx.state.store.dbs.get(db);
    const filter = cmd.filter === undefined ? undefined : new Query(docArg(cmd.filter, 'filter'));
    const infos: Doc[] = [];
    for (const coll of colls?.values() ?? []) {
      const info: Doc = cmd.nameOnly
        ? { name: coll.name, type: 'collection' }
        : {
            name: coll.name,
            type: 'collection',
            options: {},
            info: { readOnly: false, uuid: coll.uuid },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          };
      if (!filter || filter.test(info)) infos.push(info);
    }
    const cursorOpts = docArg(cmd.cursor, 'cursor');
    return ctx.state.cursors.open(`${db}.$cmd.listCollections`, infos, num(cursorOpts.batchSize), false);
  },
  create: async (cmd, db, ctx) => {
    const name = collName(cmd, 'create', db);
    if (cmd.capped || cmd.timeseries || cmd.viewOn || cmd.clusteredIndex)
      throw new MongoCommandError(
        ErrorCode.CommandNotSupported,
        'capped, time-series, clustered collections and views are not supported by the embedded MongoDB-compatible server',
      );
    ctx.state.store.createCollection(db, name);
    await ctx.state.store.commit();
    return { ok: 1 };
  },
  drop: async (cmd, db, ctx) => {
    const name = collName(cmd, 'drop', db);
    const coll = ctx.state.store.collection(db, name);
    if (!coll) return { ok: 1 };
    const nIndexesWas = coll.indexes.size;
    ctx.state.store.dropCollection(db, name);
    await ctx.state.store.commit();
    return { nIndexesWas, ns: `${db}.${name}`, ok: 1 };
  },
  collMod: async (cmd, db, ctx) => {
    const name = collName(cmd, 'collMod', db);
    const coll = ctx.state.store.collection(db, name);
    if (!coll) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${db}.${name}`);
    if (cmd.index === undefined) return { ok: 1 };
    const spec = docArg(cmd.index, 'index');
    const index = [...coll.indexes.values()].find((ix) =>
      spec.name !== undefined
        ? ix.name === spec.name
        : isPlainObject(spec.keyPattern) && compareValues(ix.spec.key, spec.keyPattern) === 0,
    );
    if (!index)
      throw new MongoCommandError(
        ErrorCode.IndexNotFound,
        `cannot find index ${JSON.stringify(spec.name ?? spec.keyPattern)} for ns ${db}.${name}`,
      );
    const out: Doc = { ok: 1 };
    if (spec.expireAfterSeconds !== undefined) {
      const secs = num(spec.expireAfterSeconds);
      if (secs === undefined || secs < 0)
        throw new MongoCommandError(ErrorCode.BadValue, 'expireAfterSeconds must be a non-negative number');
      out.expireAfterSeconds_old = index.spec.expireAfterSeconds;
      out.expireAfterSeconds_new = secs;
      ctx.state.store.setExpireAfter(coll, index.name, secs);
      await ctx.state.store.commit();
    }
    return out;
  },
  insert: async (cmd, db, ctx) => {
    const name = collName(cmd, 'insert', db);
    const docs = arrayArg(cmd, 'insert', 'documents');
    const store = ctx.state.store;
    const coll = store.ensureCollection(db, name);
    let n = 0;
    const writeErrors = eachStatement(docs, cmd.ordered !== false, (raw) => {
      if (!isPlainObject(raw))
        throw new MongoCommandError(ErrorCode.TypeMismatch, 'documents to insert must be objects');
      const doc = Collection.prepareInsert(raw);
      if (ctx.messageSize > MAX_BSON_SIZE) Collection.checkSize(doc);
      store.insert(coll, doc);
      n++;
    });
    ctx.state.counters.insert += n;
    await store.commit();
    return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
  },
  find: (cmd, db, ctx) => {
    ctx.state.counters.query++;
    const stats = { keysExamined: 0, docsExamined: 0 };
    const { docs, ns } = findDocs(ctx.state, cmd, db, stats);
    return ctx.state.cursors.open(ns, docs, num(cmd.batchSize), cmd.singleBatch === true || (num(cmd.limit) ?? 0) < 0);
  },
  getMore: (cmd, _db, ctx) => {
    ctx.state.counters.getmore++;
    return ctx.state.cursors.getMore(cmd.getMore, num(cmd.batchSize));
  },
  killCursors: (cmd, _db, ctx) => ctx.state.cursors.kill(Array.isArray(cmd.cursors) ? cmd.cursors : []),
  update: async (cmd, db, ctx) => {
    const name = collName(cmd, 'update', db);
    const updates = arrayArg(cmd, 'update', 'updates');
    const store = ctx.state.store;
    const upserted: Doc[] = [];
    let n = 0;
    let nModified = 0;
    const writeErrors = eachStatement(updates, cmd.ordered !== false, (item, i) => {
      const u = docArg(item, 'updates');
      const q = docArg(u.q, 'q');
      const multi = u.multi === true;
      const spec = validateUpdateSpec(u.u, multi);
      const arrayFilters = Array.isArray(u.arrayFilters) ? (u.arrayFilters as Doc[]) : undefined;
      const collation = u.collation as Doc | undefined;
      const coll = u.upsert ? store.ensureCollection(db, name) : store.collection(db, name);
      if (!coll) {
        validateFilter(q);
        return;
      }
      const { docs } = coll.select(q, {
        limit: multi ? 0 : 1,
        hint: u.hint,
        collation,
        sort: isPlainObject(u.sort) ? u.sort : undefined,
      });
      if (docs.length === 0 && u.upsert) {
        const doc = buildUpsertDocument(q, spec, arrayFilters, collation);
        store.insert(coll, doc);
        upserted.push({ index: i, _id: doc._id });
        n++;
        return;
      }
      // Documents updated before a failing one stay updated, as with mongod.
      for (const doc of docs) {
        const { next, changed } = applyUpdate(doc, spec, q, arrayFilters, false, collation);
        n++;
        if (changed) {
          store.replace(coll, doc, next);
          nModified++;
        }
      }
    });
    ctx.state.counters.update += updates.length;
    await store.commit();
    const out: Doc = { n, nModified };
    if (upserted.length) out.upserted = upserted;
    if (writeErrors.length) out.writeErrors = writeErrors;
    out.ok = 1;
    return out;
  },
  delete: async (cmd, db, ctx) => {
    const name = collName(cmd, 'delete', db);
    const deletes = arrayArg(cmd, 'delete', 'deletes');
    const store = ctx.state.store;
    let n = 0;
    const writeErrors = eachStatement(deletes, cmd.ordered !== false, (item) => {
      const d = docArg(item, 'deletes');
      const limit = num(d.limit, 0);
      if (limit !== 0 && limit !== 1)
        throw new MongoCommandError(
          ErrorCode.FailedToParse,
          'The limit field in delete objects must be 0 or 1. Got ' + String(limit),
        );
      const q = docArg(d.q, 'q');
      const coll = store.collection(db, name);
      if (!coll) {
        validateFilter(q);
        return;
      }
      for (const doc of coll.select(q, { limit, hint: d.hint, collation: d.collation as Doc | undefined }).docs) {
        store.remove(coll, doc);
        n++;
      }
    });
    ctx.state.counters.delete += n;
    await store.commit();
    return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
  },
  findAndModify: async (cmd, db, ctx) => {
    const name = collName(cmd, 'findAndModify', db);
    const store = ctx.state.store;
    const query = docArg(cmd.query, 'query');
    const sort = cmd.sort === undefined ? undefined : docArg(cmd.sort, 'sort');
    const remove = cmd.remove === true;
    const returnNew = cmd.new === true;
    const upsert = cmd.upsert === true;
    const collation = cmd.collation as Doc | undefined;
    if (remove && (upsert || returnNew))
      throw new MongoCommandError(
        ErrorCode.FailedToParse,
        'Cannot specify both an update and remove=true, or upsert/new with remove=true',
      );
    if (!remove && cmd.update === undefined)
      throw new MongoCommandError(ErrorCode.FailedToParse, 'Either an update or remove=true must be specified');
    const spec = remove ? undefined : validateUpdateSpec(cmd.update, false);
    const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined;
    const coll = upsert ? store.ensureCollection(db, name) : store.collection(db, name);
    const target = coll?.select(query, { sort, limit: 1, hint: cmd.hint, collation }).docs[0];
    let value: Doc | null = null;
    const lastErrorObject: Doc = { n: 0 };
    if (coll && remove) {
      if (target) {
        store.remove(coll, target);
        value = target;
        lastErrorObject.n = 1;
      }
    } else if (coll && spec) {
      if (target) {
        const { next, changed } = applyUpdate(target, spec, query, arrayFilters, false, collation);
        if (changed) store.replace(coll, target, next);
        value = returnNew ? next : target;
        lastErrorObject.n = 1;
        lastErrorObject.updatedExisting = true;
      } else if (upsert) {
        const doc = buildUpsertDocument(query, spec, arrayFilters, collation);
        store.insert(coll, doc);
        value = returnNew ? doc : null;
        lastErrorObject.n = 1;
        lastErrorObject.updatedExisting = false;
        lastErrorObject.upserted = doc._id;
      } else lastErrorObject.updatedExisting = false;
    }
    await store.commit();
    return { lastErrorObject, value: projectOne(value, cmd.fields), ok: 1 };
  },
  aggregate: (cmd, db, ctx) => {
    ctx.state.counters.command++;
    if (typeof cmd.aggregate !== 'string')
      throw new MongoCommandError(
        ErrorCode.CommandNotSupported,
        'collection-less aggregate is not supported by the embedded MongoDB-compatible server',
      );
    const name = collName(cmd, 'aggregate', db);
    const pipeline = checkPipeline(cmd.pipeline);
    if (cmd.explain) {
      const stats = { keysExamined: 0, docsExamined: 0 };
      const { docs, plan } = runPipeline(ctx.state, db, ctx.state.store.collection(db, name), pipeline, cmd, stats);
      return explainPlan(`${db}.${name}`, plan, stats, docs.length);
    }
    if (cmd.cursor === undefined)
      throw new MongoCommandError(
        ErrorCode.FailedToParse,
        "The 'cursor' option is required, except for aggregate with the explain argument",
      );
    const cursorOpts = docArg(cmd.cursor, 'cursor');
    const { docs } = runPipeline(ctx.state, db, ctx.state.store.collection(db, name), pipeline, cmd, {
      keysExamined: 0,
      docsExamined: 0,
    });
    return ctx.state.cursors.open(`${db}.${name}`, docs, num(cursorOpts.batchSize), false);
  },
  count: (cmd, db, ctx) => {
    const name = collName(cmd, 'count', db);
    const coll = ctx.state.store.collection(db, name);
    const query = docArg(cmd.query, 'query');
    if (!coll) {
      validateFilter(query);
      return { n: 0, ok: 1 };
    }
    const skip = num(cmd.skip, 0)!;
    const limit = Math.abs(num(cmd.limit, 0)!);
    if (Object.keys(query).length === 0 && cmd.hint === undefined) {
      const total = Math.max(0, coll.docs.size - skip);
      return { n: limit > 0 ? Math.min(limit, total) : total, ok: 1 };
    }
    const { docs } = coll.select(query, { skip, limit, hint: cmd.hint, collation: cmd.collation as Doc | undefined });
    return { n: docs.length, ok: 1 };
  },
  distinct: (cmd, db, ctx) => {
    const name = collName(cmd, 'distinct', db);
    if (typeof cmd.key !== 'string')
      throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'distinct.key' is missing but a required field");
    const coll = ctx.state.store.collection(db, name);
    if (!coll) return { values: [], ok: 1 };
    const { docs } = coll.select(docArg(cmd.query, 'query'), {
      hint: cmd.hint,
      collation: cmd.collation as Doc | undefined,
    });
    const seen = new Map<string, unknown>();
    const path = cmd.key.split('.');
    for (const doc of docs) {
      for (const v of pathValues(doc, path).values) {
        if (v === undefined) continue;
        const k = keyString(v);
        if (!seen.has(k)) seen.set(k, v);
      }
    }
    return { values: [...seen.values()].sort(compareValues), ok: 1 };
  },
  createIndexes: async (cmd, db, ctx) => {
    const name = collName(cmd, 'createIndexes', db);
    if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
      throw new MongoCommandError(
        ErrorCode.FailedToParse,
        "BSON field 'createIndexes.indexes' is missing but a required field",
      );
    const store = ctx.state.store;
    const existed = store.collection(db, name) !== undefined;
    const coll = store.ensureCollection(db, name);
    const before = coll.indexes.size;
    for (const raw of cmd.indexes) {
      const spec = parseIndexSpec(raw);
      const sameName = coll.indexes.get(spec.name);
      const sameKey = [...coll.indexes.values()].find((ix) => compareValues(ix.spec.key, spec.key) === 0);
      if (sameName) {
        if (compareValues(sameName.spec.key, spec.key) !== 0)
          throw new MongoCommandError(
            ErrorCode.IndexKeySpecsConflict,
            `An existing index has the same name as the requested index but a different key pattern. Requested index: ${JSON.stringify(indexSpecDoc(spec))}, existing index: ${JSON.stringify(indexSpecDoc(sameName.spec))}`,
          );
        if (!sameOptions(sameName.spec, spec))
          throw new MongoCommandError(
            ErrorCode.IndexOptionsConflict,
            `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(indexSpecDoc(spec))}, existing index: ${JSON.stringify(indexSpecDoc(sameName.spec))}`,
          );
        continue;
      }
      if (sameKey && sameOptions(sameKey.spec, spec))
        throw new MongoCommandError(
          ErrorCode.IndexOptionsConflict,
          `Index already exists with a different name: ${sameKey.name}`,
        );
      store.createIndex(coll, spec);
    }
    await store.commit();
    const out: Doc = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.size,
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
    if (before === coll.indexes.size) out.note = 'all indexes already exist';
    return out;
  },
  listIndexes: (cmd, db, ctx) => {
    const name = collName(cmd, 'listIndexes', db);
    const coll = ctx.state.store.collection(db, name);
    if (!coll) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${db}.${name}`);
    const cursorOpts = docArg(cmd.cursor, 'cursor');
    return ctx.state.cursors.open(
      `${db}.$cmd.listIndexes.${name}`,
      [...coll.indexes.values()].map((ix) => indexSpecDoc(ix.spec)),
      num(cursorOpts.batchSize),
      false,
    );
  },
  dropIndexes: async (cmd, db, ctx) => {
    const name = collName(cmd, 'dropIndexes', db);
    const store = ctx.state.store;
    const coll = store.collection(db, name);
    if (!coll) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns not found ${db}.${name}`);
    const nIndexesWas = coll.indexes.size;
    const target = cmd.index;
    let names: string[];
    if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
    else if (typeof target === 'string') names = [target];
    else if (Array.isArray(target)) names = target.map(String);
    else if (isPlainObject(target)) {
      const ix = [...coll.indexes.values()].find((i) => compareValues(i.spec.key, target) === 0);
      if (!ix)
        throw new MongoCommandError(ErrorCode.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
      names = [ix.name];
    } else
      throw new MongoCommandError(
        ErrorCode.TypeMismatch,
        "BSON field 'dropIndexes.index' is missing but a required field",
      );
    for (const n of names) {
      if (n === '_id_') throw new MongoCommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
      if (!coll.indexes.has(n))
        throw new MongoCommandError(ErrorCode.IndexNotFound, `index not found with name [${n}]`);
    }
    for (const n of names) store.dropIndex(coll, n);
    await store.commit();
    return { nIndexesWas, ok: 1 };
  },
  explain: (cmd, db, ctx) => {
    const inner = docArg(cmd.explain, 'explain');
    const kind = Object.keys(inner)[0];
    const stats = { keysExamined: 0, docsExamined: 0 };
    if (kind === 'find') {
      const { docs, plan, ns } = findDocs(ctx.state, inner, db, stats);
      return explainPlan(ns, plan, stats, docs.length);
    }
    if (kind === 'aggregate') {
      const name = collName(inner, 'aggregate', db);
      const { docs, plan } = runPipeline(
        ctx.state,
        db,
        ctx.state.store.collection(db, name),
        checkPipeline(inner.pipeline),
        inner,
        stats,
      );
      return explainPlan(`${db}.${name}`, plan, stats, docs.length);
    }
    if (kind === 'count') {
      const name = collName(inner, 'count', db);
      const coll = ctx.state.store.collection(db, name);
      const selected = coll?.select(docArg(inner.query, 'query'), { hint: inner.hint }, stats);
      return explainPlan(`${db}.${name}`, selected?.plan, stats, selected?.docs.length ?? 0);
    }
    throw new MongoCommandError(
      ErrorCode.CommandNotSupported,
      `explain is not supported for '${String(kind)}' by the embedded MongoDB-compatible server`,
    );
  },
  dbStats: (cmd, db, ctx) => dbStats(ctx.state.store, db, cmd.scale),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  abortTransaction: () => {
    throw transactionError();
  },
  commitTransaction: () => {
    throw transactionError();
  },
};

const ALIASES: Record<string, string> = {
  findandmodify: 'findAndModify',
  buildinfo: 'buildInfo',
  listdatabases: 'listDatabases',
  dropdatabase: 'dropDatabase',
  getmore: 'getMore',
};

function transactionError(): MongoCommandError {
  return new MongoCommandError(
    ErrorCode.IllegalOperation,
    'Transaction numbers are only allowed on a replica set member or mongos',
  );
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    !!a.unique === !!b.unique &&
    !!a.sparse === !!b.sparse &&
    compareValues(a.partialFilterExpression ?? null, b.partialFilterExpression ?? null) === 0 &&
    a.expireAfterSeconds === b.expireAfterSeconds
  );
}

function parseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0)
    throw new MongoCommandError(
      ErrorCode.FailedToParse,
      "The 'key' field is a required property of an index specification",
    );
  const key: Doc = {};
  for (const [f, v] of Object.entries(raw.key)) {
    const n = num(v);
    if (typeof v === 'string' || n === undefined || n === 0)
      throw new MongoCommandError(
        ErrorCode.CommandNotSupported,
        `index type ${JSON.stringify(v)} on '${f}' is not supported by the embedded MongoDB-compatible server (only ascending/descending indexes)`,
      );
    key[f] = n < 0 ? -1 : 1;
  }
  const name =
    typeof raw.name === 'string'
      ? raw.name
      : Object.entries(key)
          .map(([f, v]) => `${f}_${String(v)}`)
          .join('_');
  const spec: IndexSpec = { key, name };
  if (raw.unique) spec.unique = true;
  if (raw.sparse) spec.sparse = true;
  if (isPlainObject(raw.partialFilterExpression)) spec.partialFilterExpression = raw.partialFilterExpression;
  if (raw.expireAfterSeconds !== undefined) {
    const secs = num(raw.expireAfterSeconds);
    if (secs === undefined || secs < 0)
      throw new MongoCommandError(ErrorCode.BadValue, 'expireAfterSeconds must be a non-negative number');
    spec.expireAfterSeconds = secs;
  }
  return spec;
}

export async function runCommand(body: Doc, ctx: CommandContext): Promise<Doc> {
  try {
    const first = Object.keys(body)[0];
    if (first === undefined) throw new MongoCommandError(ErrorCode.FailedToParse, 'empty command');
    const name = ALIASES[first] ?? first;
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new MongoCommandError(ErrorCode.CommandNotFound, `no such command: '${first}'`);
    if (body.txnNumber !== undefined || body.startTransaction !== undefined || body.autocommit !== undefined)
      throw transactionError();
    const db = validateDbName(body.$db ?? 'admin');
    if (name !== 'hello' && name !== 'isMaster' && name !== 'ismaster') ctx.state.counters.command++;
    return await handler(body, db, ctx);
  } catch (err) {
    const e = toCommandError(err);
    return { ok: 0, errmsg: e.message, code: e.code, codeName: e.codeName, ...e.extra };
  }
}
