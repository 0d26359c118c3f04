// Update semantics on one document: operator updates and update pipelines via mingo, replacement
// documents, and the document an upsert inserts (equality fields of the query, then the update).
import { ObjectId } from 'bson';
import { aggregate, update as mingoUpdate } from 'mingo';
import { compareValues, deepClone, isPlainObject } from './bson-values';
import { Collection, queryOptions } from './collection';
import { ErrorCode, MongoCommandError } from './errors';

type Doc = Record<string, unknown>;

export type UpdateSpec = Doc | Doc[];

export function validateUpdateSpec(u: unknown, multi: boolean): UpdateSpec {
  if (Array.isArray(u)) {
    for (const stage of u)
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
        throw new MongoCommandError(ErrorCode.FailedToParse, 'Update pipeline stages must be objects with one field');
    return u as Doc[];
  }
  if (!isPlainObject(u))
    throw new MongoCommandError(ErrorCode.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length > 0 && ops.length !== keys.length)
    throw new MongoCommandError(
      ErrorCode.FailedToParse,
      `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  if (ops.length === 0 && multi)
    throw new MongoCommandError(ErrorCode.FailedToParse, 'multi update is not supported for replacement-style update');
  return u;
}

const isOperatorUpdate = (u: UpdateSpec): boolean => !Array.isArray(u) && Object.keys(u).some((k) => k.startsWith('$'));

/** Applies an update to a copy of `doc`; returns the new document and whether anything changed. */
export function applyUpdate(
  doc: Doc,
  spec: UpdateSpec,
  query: Doc,
  arrayFilters: Doc[] | undefined,
  isInsert: boolean,
  collation?: Doc,
): { next: Doc; changed: boolean } {
  let next: Doc;
  if (Array.isArray(spec)) {
    const out = aggregate([deepClone(doc)], spec, { ...queryOptions(collation), variables: { NOW: new Date() } })[0];
    if (!isPlainObject(out)) throw new MongoCommandError(ErrorCode.BadValue, 'update pipeline produced no document');
    next = out._id === undefined && doc._id !== undefined ? { _id: doc._id, ...out } : out;
  } else if (isOperatorUpdate(spec)) {
    const modifier: Doc = {};
    for (const [op, arg] of Object.entries(spec as Doc)) {
      if (!isPlainObject(arg))
        throw new MongoCommandError(
          ErrorCode.FailedToParse,
          `Modifiers operate on fields but we found type ${typeof arg} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(arg)}}`,
        );
      if (op === '$setOnInsert') {
        if (isInsert) modifier.$set = { ...((modifier.$set as Doc) ?? {}), ...arg };
        continue;
      }
      if (op === '$set' && isPlainObject(modifier.$set)) modifier.$set = { ...arg, ...modifier.$set };
      else if (Object.keys(arg).length > 0) modifier[op] = arg;
    }
    next = deepClone(doc);
    if (Object.keys(modifier).length > 0) {
      let changedPaths: string[];
      try {
        // mingo applies an update only to a document that matches its condition. The document an
        // upsert inserts holds just the query's equalities, so a range in the query ({ v: { $lt: x } })
        // would leave it without the update: MongoDB applies the update to it regardless.
        changedPaths = mingoUpdate(next, modifier, arrayFilters, isInsert ? {} : query, {
          queryOptions: queryOptions(collation),
        });
      } catch (err) {
        if (err instanceof Error && err.message.includes("immutable field '_id'"))
          throw new MongoCommandError(ErrorCode.ImmutableField, err.message.replace(/\.$/, ''));
        throw err;
      }
      if (changedPaths.length === 0) return { next: doc, changed: false };
    } else return { next: doc, changed: false };
  } else {
    spec = spec as Doc;
    next = { _id: doc._id !== undefined ? doc._id : spec._id };
    for (const k of Object.keys(spec)) if (k !== '_id') next[k] = spec[k];
    if (spec._id !== undefined && doc._id !== undefined && compareValues(spec._id, doc._id) !== 0)
      throw new MongoCommandError(
        ErrorCode.ImmutableField,
        "After applying the update, the (immutable) field '_id' was found to have been altered to _id: " +
          String(spec._id),
      );
    if (next._id === undefined) delete next._id;
  }
  if (doc._id !== undefined && (next._id === undefined || compareValues(next._id, doc._id) !== 0))
    throw new MongoCommandError(
      ErrorCode.ImmutableField,
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  Collection.checkSize(next, true);
  return { next, changed: !isInsert ? compareValues(doc, next) !== 0 : true };
}

function setPath(target: Doc, path: string, value: unknown): void {
  const segs = path.split('.');
  let cur = target;
  for (let i = 0; i < segs.length - 1; i++) {
    const s = segs[i]!;
    if (!isPlainObject(cur[s])) cur[s] = {};
    cur = cur[s] as Doc;
  }
  cur[segs[segs.length - 1]!] = deepClone(value);
}

/** Fields an upsert copies from its query: top-level equalities (also inside $and). */
function equalityFields(query: Doc, into: Doc): void {
  for (const [k, v] of Object.entries(query)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) equalityFields(sub, into);
      continue;
    }
    if (k.startsWith('$')) continue;
    if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
      if ('$eq' in v) setPath(into, k, v.$eq);
      continue;
    }
    if (v instanceof RegExp) continue;
    setPath(into, k, v);
  }
}

export function buildUpsertDocument(
  query: Doc,
  spec: UpdateSpec,
  arrayFilters: Doc[] | undefined,
  collation?: Doc,
): Doc {
  const base: Doc = {};
  equalityFields(query, base);
  let doc: Doc;
  if (Array.isArray(spec) || isOperatorUpdate(spec)) {
    doc = applyUpdate(base, spec, query, arrayFilters, true, collation).next;
  } else {
    doc = { ...(spec as Doc) };
    if (doc._id === undefined && base._id !== undefined) doc._id = base._id;
  }
  if (doc._id === undefined) doc._id = base._id !== undefined ? base._id : new ObjectId();
  const prepared = Collection.prepareInsert(doc);
  Collection.checkSize(prepared);
  return prepared;
}
