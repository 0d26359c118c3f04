// Chooses how a query reads a collection: an index scan over bounds derived from the filter
// (equality, $in, ranges) or a collection scan, and whether the index already yields the sort.
// Candidates are always re-checked with mingo, so bounds only have to be a superset.
import { compareValues, isPlainObject, typeClass, type TypeBracketEdge } from './bson-values';
import { ErrorCode, MongoCommandError } from './errors';
import type { IndexEntry, IndexStructure } from './index-structure';

type Doc = Record<string, unknown>;

interface ValueInterval {
  lo: unknown;
  loIncl: boolean;
  hi: unknown;
  hiIncl: boolean;
}

interface KeyInterval {
  startKey: unknown[];
  startIncl: boolean;
  endKey: unknown[];
  endIncl: boolean;
}

export interface QueryPlan {
  index?: IndexStructure;
  intervals: KeyInterval[];
  /** The scan returns documents already in the requested sort order. */
  providesSort: boolean;
  reverse: boolean;
  /** Entries may repeat an _id (several intervals or a multikey index). */
  dedupe: boolean;
  naturalReverse: boolean;
  /** A top-level $or whose every branch has a bounded index scan: the union of those scans. */
  orPlans?: QueryPlan[];
}

const edge = (cls: number, e: -1 | 1): TypeBracketEdge => ({ bracketOf: cls, edge: e });
const point = (v: unknown): ValueInterval => ({ lo: v, loIncl: true, hi: v, hiIncl: true });

function isOperatorObject(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function pointUsable(v: unknown, index: IndexStructure): boolean {
  if (v === undefined || v instanceof RegExp || Array.isArray(v)) return false;
  const t = typeClass(v);
  if (t === 0 || t === 12 || t === 11) return false;
  if (t === 1 && (index.spec.sparse || index.spec.partialFilterExpression)) return false;
  return true;
}

/** Conditions the filter puts on one field, from the top level and top-level $and branches. */
function conditionsOn(filter: Doc, field: string): unknown[] {
  const out: unknown[] = [];
  if (Object.prototype.hasOwnProperty.call(filter, field)) out.push(filter[field]);
  const and = filter.$and;
  if (Array.isArray(and)) for (const sub of and) if (isPlainObject(sub)) out.push(...conditionsOn(sub, field));
  return out;
}

function intersect(a: ValueInterval, b: ValueInterval): ValueInterval {
  const lc = compareValues(a.lo, b.lo);
  const hc = compareValues(a.hi, b.hi);
  return {
    lo: lc >= 0 ? a.lo : b.lo,
    loIncl: lc > 0 ? a.loIncl : lc < 0 ? b.loIncl : a.loIncl && b.loIncl,
    hi: hc <= 0 ? a.hi : b.hi,
    hiIncl: hc < 0 ? a.hiIncl : hc > 0 ? b.hiIncl : a.hiIncl && b.hiIncl,
  };
}

/** Value intervals for one field, or undefined when the filter does not bound it usefully. */
function fieldIntervals(filter: Doc, field: string, index: IndexStructure): ValueInterval[] | undefined {
  for (const cond of conditionsOn(filter, field)) {
    if (!isOperatorObject(cond)) {
      if (pointUsable(cond, index)) return [point(cond)];
      continue;
    }
    if ('$eq' in cond && pointUsable(cond.$eq, index)) return [point(cond.$eq)];
    if ('$in' in cond && Array.isArray(cond.$in) && cond.$in.every((v) => pointUsable(v, index))) {
      const sorted = [...cond.$in].sort(compareValues);
      const distinct = sorted.filter((v, i) => i === 0 || compareValues(sorted[i - 1], v) !== 0);
      return distinct.map(point);
    }
    let range: ValueInterval | undefined;
    for (const op of ['$gt', '$gte', '$lt', '$lte'] as const) {
      if (!(op in cond)) continue;
      const v = cond[op];
      if (!pointUsable(v, index) || typeClass(v) === 1) continue;
      const cls = typeClass(v);
      const r: ValueInterval =
        op === '$gt' || op === '$gte'
          ? { lo: v, loIncl: op === '$gte', hi: edge(cls, 1), hiIncl: true }
          : { lo: edge(cls, -1), loIncl: true, hi: v, hiIncl: op === '$lte' };
      // On a multikey index two range operators may be met by different elements, so only one bounds the scan.
      if (!range) range = r;
      else if (!index.multikey) range = intersect(range, r);
    }
    if (range) return [range];
  }
  return undefined;
}

const MAX_INTERVALS = 1000;

function boundsFor(
  filter: Doc,
  index: IndexStructure,
): { intervals: KeyInterval[]; points: number; score: number } | undefined {
  let combos: { lo: unknown[]; hi: unknown[]; loIncl: boolean; hiIncl: boolean }[] = [
    { lo: [], hi: [], loIncl: true, hiIncl: true },
  ];
  let points = 0;
  let bounded = 0;
  let leadingSinglePoints = 0;
  for (let f = 0; f < index.fields.length; f++) {
    const ivs = fieldIntervals(filter, index.fields[f]!, index);
    if (!ivs) break;
    if (combos.length * ivs.length > MAX_INTERVALS) break;
    const isPoint = ivs.every((iv) => iv.lo === iv.hi);
    const next: typeof combos = [];
    for (const c of combos)
      for (const iv of ivs)
        next.push({ lo: [...c.lo, iv.lo], hi: [...c.hi, iv.hi], loIncl: iv.loIncl, hiIncl: iv.hiIncl });
    combos = next;
    bounded++;
    if (isPoint) points++;
    if (isPoint && ivs.length === 1 && leadingSinglePoints === f) leadingSinglePoints++;
    if (!isPoint) break;
  }
  if (bounded === 0) return undefined;
  const dir = index.dirs[bounded - 1]!;
  const intervals = combos.map((c) =>
    dir > 0 || c.lo.length === 0
      ? { startKey: c.lo, startIncl: c.loIncl, endKey: c.hi, endIncl: c.hiIncl }
      : {
          startKey: [...c.lo.slice(0, -1), c.hi[c.hi.length - 1]],
          startIncl: c.hiIncl,
          endKey: [...c.hi.slice(0, -1), c.lo[c.lo.length - 1]],
          endIncl: c.loIncl,
        },
  );
  intervals.sort((a, b) => index.compareKeys(a.startKey, b.startKey));
  const fullPointMatch = points === index.fields.length;
  const score =
    points * 4 +
    (bounded > points ? 2 : 0) +
    (fullPointMatch && index.spec.unique ? 8 : 0) -
    index.fields.length * 0.01;
  return { intervals, points: leadingSinglePoints, score };
}

/** Whether scanning `index` (after `fixedPrefix` single-point fields) yields `sort`; returns scan direction. */
function sortDirection(index: IndexStructure, sort: Doc | undefined, fixedPrefix: number): 1 | -1 | 0 {
  if (!sort) return 0;
  const fields = Object.keys(sort);
  if (fields.length === 0 || index.multikey) return 0;
  if (index.spec.sparse || index.spec.partialFilterExpression) return 0;
  let dir: 1 | -1 | 0 = 0;
  for (let i = 0; i < fields.length; i++) {
    const pos = fixedPrefix + i;
    if (index.fields[pos] !== fields[i]) return 0;
    const s = Number(sort[fields[i]!]);
    if (s !== 1 && s !== -1) return 0;
    const d = (s * index.dirs[pos]!) as 1 | -1;
    if (dir === 0) dir = d;
    else if (dir !== d) return 0;
  }
  return dir;
}

export function planQuery(indexes: IndexStructure[], filter: Doc, sort: Doc | undefined, hint: unknown): QueryPlan {
  const collscan: QueryPlan = {
    intervals: [],
    providesSort: false,
    reverse: false,
    dedupe: false,
    naturalReverse: false,
  };
  if (sort && '$natural' in sort) return { ...collscan, providesSort: true, naturalReverse: Number(sort.$natural) < 0 };
  if (hint !== undefined && hint !== null && !(isPlainObject(hint) && Object.keys(hint).length === 0)) {
    if (isPlainObject(hint) && '$natural' in hint) return collscan;
    const index = indexes.find((ix) =>
      typeof hint === 'string' ? ix.name === hint : isPlainObject(hint) && compareValues(ix.spec.key, hint) === 0,
    );
    if (!index)
      throw new MongoCommandError(ErrorCode.BadValue, 'hint provided does not correspond to an existing index');
    return planOn(index, filter, sort);
  }
  let best: { index: IndexStructure; score: number } | undefined;
  for (const index of indexes) {
    if (index.spec.partialFilterExpression) continue;
    const b = boundsFor(filter, index);
    if (b && (!best || b.score > best.score)) best = { index, score: b.score };
  }
  if (best) return planOn(best.index, filter, sort);
  const orPlans = planOr(indexes, filter);
  if (orPlans) return { ...collscan, orPlans, dedupe: true };
  if (sort) {
    for (const index of indexes) {
      const dir = sortDirection(index, sort, 0);
      if (dir !== 0) {
        return {
          index,
          intervals: [{ startKey: [], startIncl: true, endKey: [], endIncl: true }],
          providesSort: true,
          reverse: dir < 0,
          dedupe: false,
          naturalReverse: false,
        };
      }
    }
  }
  return collscan;
}

function planOr(indexes: IndexStructure[], filter: Doc): QueryPlan[] | undefined {
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > 64) return undefined;
  const plans: QueryPlan[] = [];
  for (const branch of branches) {
    if (!isPlainObject(branch)) return undefined;
    const plan = planQuery(indexes, branch, undefined, undefined);
    if (!plan.index && !plan.orPlans) return undefined;
    plans.push(plan);
  }
  return plans;
}

function planOn(index: IndexStructure, filter: Doc, sort: Doc | undefined): QueryPlan {
  const b = boundsFor(filter, index);
  const intervals = b?.intervals ?? [{ startKey: [], startIncl: true, endKey: [], endIncl: true }];
  const dir = sortDirection(index, sort, b?.points ?? 0);
  return {
    index,
    intervals,
    providesSort: dir !== 0,
    reverse: dir < 0,
    dedupe: intervals.length > 1 || index.multikey,
    naturalReverse: false,
  };
}

/** Entries of one interval in index order (or reversed). */
export function* scanInterval(index: IndexStructure, iv: KeyInterval, reverse: boolean): Generator<IndexEntry> {
  const ck = (x: IndexEntry, key: unknown[]) => index.compareKeys(x.k, key);
  if (!reverse) {
    yield* index.entries.scan(
      (x) => {
        const c = ck(x, iv.startKey);
        return c === 0 ? (iv.startIncl ? 0 : -1) : c;
      },
      (x) => {
        const c = ck(x, iv.endKey);
        return c > 0 || (c === 0 && !iv.endIncl);
      },
    );
    return;
  }
  yield* index.entries.scan(
    (x) => {
      const c = ck(x, iv.endKey);
      return c === 0 ? (iv.endIncl ? 0 : 1) : c;
    },
    (x) => {
      const c = ck(x, iv.startKey);
      return c < 0 || (c === 0 && !iv.startIncl);
    },
    true,
  );
}
