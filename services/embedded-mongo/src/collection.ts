// One collection in memory: documents keyed by _id, its indexes, and the read path
// (plan, scan, match with mingo, sort, skip/limit, project). Writes that reach disk are driven by
// the store, which journals what this class changes.
import { calculateObjectSize, ObjectId, UUID } from 'bson';
import { find as mingoFind } from 'mingo';
import { compareValues, deepClone, keyString, pathValues } from './bson-values';
import { ErrorCode, MongoCommandError } from './errors';
import { compileFilter } from './filter-query';
import { IndexStructure, type IndexSpec } from './index-structure';
import { planQuery, scanInterval, type QueryPlan } from './query-planner';

type Doc = Record<string, unknown>;

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

export interface ScanStats {
  keysExamined: number;
  docsExamined: number;
}

export interface FindOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  hint?: unknown;
  collation?: Doc;
}

export const globalScanStats: ScanStats = { keysExamined: 0, docsExamined: 0 };

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, IndexStructure>();
  readonly uuid = new UUID();
  /** Counts every change to the documents or indexes, so what is derived from them can be kept until the next. */
  private changes = 0;

  constructor(
    readonly db: string,
    readonly name: string,
  ) {
    this.indexes.set('_id_', new IndexStructure({ key: { _id: 1 }, name: '_id_' }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** mongod puts _id first and generates an ObjectId when the client did not. */
  static prepareInsert(doc: Doc): Doc {
    if (doc._id !== undefined && Object.keys(doc)[0] === '_id') return doc;
    const out: Doc = { _id: doc._id !== undefined ? doc._id : new ObjectId() };
    for (const k of Object.keys(doc)) if (k !== '_id') out[k] = doc[k];
    return out;
  }

  static checkSize(doc: Doc, afterUpdate = false): void {
    const size = calculateObjectSize(doc);
    if (size > MAX_BSON_SIZE) {
      if (afterUpdate)
        throw new MongoCommandError(
          ErrorCode.DocumentTooLargeAfterUpdate,
          `Resulting document after update is larger than ${MAX_BSON_SIZE}`,
        );
      throw new MongoCommandError(
        ErrorCode.BadValue,
        `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
      );
    }
  }

  private duplicateError(index: IndexStructure, key: unknown[]): MongoCommandError {
    const keyPattern: Doc = {};
    const keyValue: Doc = {};
    index.fields.forEach((f, i) => {
      keyPattern[f] = index.spec.key[f];
      keyValue[f] = key[i] ?? null;
    });
    const shown = index.fields.map((f, i) => `${f}: ${formatValue(key[i] ?? null)}`).join(', ');
    return new MongoCommandError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  /** Throws the E11000 error mongod would give if `doc` (with id `id`) were stored. */
  checkUnique(doc: Doc, id: string, old?: Doc): void {
    for (const index of this.indexes.values()) {
      if (!index.spec.unique && !index.isId) continue;
      if (index.isId) {
        const existing = this.docs.get(id);
        if (existing && existing !== old) throw this.duplicateError(index, [doc._id]);
        continue;
      }
      const dup = index.duplicateOf(doc, id);
      if (dup) throw this.duplicateError(index, dup);
    }
  }

  insert(doc: Doc): void {
    const id = keyString(doc._id);
    this.checkUnique(doc, id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(doc, id);
    this.changes++;
  }

  replace(old: Doc, next: Doc): void {
    const id = keyString(old._id);
    if (keyString(next._id) !== id)
      throw new MongoCommandError(
        ErrorCode.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    this.checkUnique(next, id, old);
    for (const index of this.indexes.values()) index.remove(old, id);
    this.docs.set(id, next);
    for (const index of this.indexes.values()) index.add(next, id);
    this.changes++;
  }

  remove(doc: Doc): void {
    const id = keyString(doc._id);
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.docs.delete(id);
    this.changes++;
  }

  /** Builds a new index over existing documents; fails without change on duplicates. */
  addIndex(spec: IndexSpec): void {
    const index = new IndexStructure(spec);
    for (const [id, doc] of this.docs) {
      if (spec.unique) {
        const dup = index.duplicateOf(doc, id);
        if (dup) throw this.duplicateError(index, dup);
      }
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
    this.changes++;
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.changes++;
  }

  get changeCount(): number {
    return this.changes;
  }

  plan(filter: Doc, sort: Doc | undefined, hint: unknown): QueryPlan {
    return planQuery([...this.indexes.values()], filter, sort, hint);
  }

  /** Candidate documents for a plan, in plan order, counting what was examined. */
  *scan(plan: QueryPlan, stats: ScanStats): Generator<Doc> {
    if (plan.orPlans) {
      const seen = new Set<string>();
      for (const sub of plan.orPlans) {
        for (const doc of this.scan(sub, stats)) {
          const id = keyString(doc._id);
          if (seen.has(id)) continue;
          seen.add(id);
          yield doc;
        }
      }
      return;
    }
    if (!plan.index) {
      const docs = plan.naturalReverse ? [...this.docs.values()].reverse() : this.docs.values();
      for (const doc of docs) {
        stats.docsExamined++;
        globalScanStats.docsExamined++;
        yield doc;
      }
      return;
    }
    const seen = plan.dedupe ? new Set<string>() : undefined;
    const intervals = plan.reverse ? [...plan.intervals].reverse() : plan.intervals;
    for (const iv of intervals) {
      for (const entry of scanInterval(plan.index, iv, plan.reverse)) {
        stats.keysExamined++;
        globalScanStats.keysExamined++;
        if (seen) {
          if (seen.has(entry.id)) continue;
          seen.add(entry.id);
        }
        const doc = this.docs.get(entry.id);
        if (!doc) continue;
        stats.docsExamined++;
        globalScanStats.docsExamined++;
        yield doc;
      }
    }
  }

  /** Matching stored documents (not copies) in the requested order, with skip and limit applied. */
  select(
    filter: Doc,
    opts: FindOptions,
    stats: ScanStats = { keysExamined: 0, docsExamined: 0 },
  ): { docs: Doc[]; plan: QueryPlan } {
    const sort = opts.sort && Object.keys(opts.sort).length > 0 ? opts.sort : undefined;
    const plan = this.plan(filter, sort, opts.hint);
    const query = compileFilter(filter, queryOptions(opts.collation));
    const skip = opts.skip ?? 0;
    const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
    const out: Doc[] = [];
    if (!sort || plan.providesSort) {
      let skipped = 0;
      for (const doc of this.scan(plan, stats)) {
        if (!query.test(doc)) continue;
        if (skipped < skip) {
          skipped++;
          continue;
        }
        out.push(doc);
        if (out.length >= limit) break;
      }
      return { docs: out, plan };
    }
    for (const doc of this.scan(plan, stats)) if (query.test(doc)) out.push(doc);
    const sorted = Object.keys(queryOptions(opts.collation)).length
      ? mingoFind(out, {}, undefined, queryOptions(opts.collation))
          .sort(sort as Record<string, 1 | -1>)
          .all()
      : sortDocs(out, sort);
    const end = limit === Infinity ? undefined : skip + limit;
    return { docs: sorted.slice(skip, end), plan };
  }

  /** Query results as copies with the projection applied, safe to hand to the wire. */
  find(filter: Doc, opts: FindOptions, stats?: ScanStats): { docs: Doc[]; plan: QueryPlan } {
    const { docs, plan } = this.select(filter, opts, stats);
    if (!opts.projection || Object.keys(opts.projection).length === 0) return { docs, plan };
    const projected = mingoFind(docs.map(deepClone), {}, opts.projection, queryOptions(opts.collation)).all();
    return { docs: projected, plan };
  }
}

/**
 * Sorts like mongod: BSON comparison order (Long and Decimal128 by value), missing fields as null,
 * an array by its smallest element ascending and its largest descending. Stable for ties.
 */
export function sortDocs(docs: Doc[], sort: Doc): Doc[] {
  const keys = Object.entries(sort).map(([field, dir]) => ({ path: field.split('.'), dir: Number(dir) < 0 ? -1 : 1 }));
  if (keys.some((k) => k.path[0]!.startsWith('$')))
    throw new MongoCommandError(ErrorCode.BadValue, `unsupported sort key ${Object.keys(sort).join(', ')}`);
  const sortKey = (doc: Doc, path: string[], dir: number): unknown => {
    const { values } = pathValues(doc, path);
    let best = values[0];
    for (let i = 1; i < values.length; i++) if (compareValues(values[i], best) * dir < 0) best = values[i];
    return best;
  };
  const rows = docs.map((doc, i) => ({ doc, i, k: keys.map((k) => sortKey(doc, k.path, k.dir)) }));
  rows.sort((a, b) => {
    for (let j = 0; j < keys.length; j++) {
      const c = compareValues(a.k[j], b.k[j]) * keys[j]!.dir;
      if (c !== 0) return c;
    }
    return a.i - b.i;
  });
  return rows.map((r) => r.doc);
}

export function queryOptions(collation?: Doc): Record<string, unknown> {
  return collation && typeof collation.locale === 'string' && collation.locale !== 'simple' ? { collation } : {};
}

/** Renders a key value the way mongod prints it in E11000 messages. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(', ')} ]`;
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'ObjectId') return `ObjectId('${(v as ObjectId).toHexString()}')`;
  if (t === 'Long' || t === 'Decimal128' || t === 'Int32' || t === 'Double') return String(v);
  if (typeof v === 'object') {
    const entries = Object.entries(v as Doc).map(([k, x]) => `${k}: ${formatValue(x)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(v);
}
