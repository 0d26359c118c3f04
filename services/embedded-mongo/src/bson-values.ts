// Value helpers that follow MongoDB's BSON comparison order, so index keys sort and compare the
// way mongod's indexes do (numbers of any BSON type compare by value, types in canonical order).
import type { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';

type Doc = Record<string, unknown>;

const bsonType = (v: object): string | undefined => (v as { _bsontype?: string })._bsontype;

/** A bound that sorts before (edge -1) or after (edge 1) every value of one type class. */
export interface TypeBracketEdge {
  readonly bracketOf: number;
  readonly edge: -1 | 1;
}

export function isBracketEdge(v: unknown): v is TypeBracketEdge {
  return typeof v === 'object' && v !== null && 'bracketOf' in v && 'edge' in v;
}

/** Canonical BSON type classes in sort order (mongod's "BSON type comparison order"). */
export function typeClass(v: unknown): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'object':
      break;
    default:
      return 4;
  }
  if (isBracketEdge(v)) return v.bracketOf;
  if (Array.isArray(v)) return 5;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (v instanceof Uint8Array) return 6;
  switch (bsonType(v as object)) {
    case 'MinKey':
      return 0;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 2;
    case 'BSONSymbol':
      return 3;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    case 'MaxKey':
      return 12;
    default:
      return 4;
  }
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'object' && v !== null) {
    const t = bsonType(v);
    if (t === 'Long') return (v as Long).toNumber();
    if (t === 'Decimal128') return Number.parseFloat((v as Decimal128).toString());
    if (t === 'Int32' || t === 'Double') return (v as { valueOf(): number }).valueOf();
  }
  return Number.NaN;
}

function binaryBytes(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  return (v as Binary).buffer;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const cmp = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

export function compareValues(a: unknown, b: unknown): number {
  const ta = typeClass(a);
  const tb = typeClass(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (isBracketEdge(a) || isBracketEdge(b)) {
    if (isBracketEdge(a) && isBracketEdge(b)) return cmp(a.edge, b.edge);
    return isBracketEdge(a) ? a.edge : -(b as TypeBracketEdge).edge;
  }
  switch (ta) {
    case 0:
    case 1:
    case 12:
      return 0;
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return cmp(x, y);
    }
    case 3:
      return cmp(String(a), String(b));
    case 4:
      return compareDocs(a as Doc, b as Doc);
    case 5: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return cmp(x.length, y.length);
    }
    case 6: {
      const x = binaryBytes(a);
      const y = binaryBytes(b);
      if (x.length !== y.length) return cmp(x.length, y.length);
      const sx = a instanceof Uint8Array ? 0 : (a as Binary).sub_type;
      const sy = b instanceof Uint8Array ? 0 : (b as Binary).sub_type;
      if (sx !== sy) return cmp(sx, sy);
      return compareBytes(x, y);
    }
    case 7:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 8:
      return cmp(Number(a), Number(b));
    case 9:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 10:
      return (a as Timestamp).compare(b as Timestamp);
    case 11:
      return cmp(String(a), String(b));
    default:
      return 0;
  }
}

function compareDocs(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const va = a[ka[i]!];
    const vb = b[kb[i]!];
    const t = cmp(typeClass(va), typeClass(vb));
    if (t !== 0) return t;
    const k = cmp(ka[i]!, kb[i]!);
    if (k !== 0) return k;
    const c = compareValues(va, vb);
    if (c !== 0) return c;
  }
  return cmp(ka.length, kb.length);
}

/** A string identical for values that compare equal; used to key documents by _id. */
export function keyString(v: unknown): string {
  const t = typeClass(v);
  switch (t) {
    case 1:
      return 'z';
    case 2:
      return `n${toNumber(v)}`;
    case 3:
      return `s${String(v)}`;
    case 4:
      return `{${Object.entries(v as Doc)
        .map(([k, x]) => `${JSON.stringify(k)}:${keyString(x)}`)
        .join(',')}}`;
    case 5:
      return `[${(v as unknown[]).map(keyString).join(',')}]`;
    case 6:
      return `b${v instanceof Uint8Array ? 0 : (v as Binary).sub_type}:${Buffer.from(binaryBytes(v)).toString('base64')}`;
    case 7:
      return `o${(v as ObjectId).toHexString()}`;
    case 8:
      return v ? 't' : 'f';
    case 9:
      return `d${(v as Date).getTime()}`;
    default:
      return `${t}:${String(v)}`;
  }
}

export function isPlainObject(v: unknown): v is Doc {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Copies the document structure; BSON value objects (ObjectId, Date, ...) are shared, as they are never mutated. */
export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepClone) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = deepClone(v[k]);
    return out as T;
  }
  return v;
}

/**
 * Values a dotted path reaches in a document, expanding arrays the way an index does.
 * `missing` is true when at least one branch of the path does not exist.
 */
export function pathValues(doc: unknown, path: string[]): { values: unknown[]; multikey: boolean } {
  const values: unknown[] = [];
  let multikey = false;
  const walk = (cur: unknown, i: number): void => {
    if (i === path.length) {
      if (Array.isArray(cur)) {
        multikey = true;
        if (cur.length === 0) values.push(undefined);
        for (const el of cur) values.push(el);
      } else values.push(cur);
      return;
    }
    if (Array.isArray(cur)) {
      multikey = true;
      const seg = path[i]!;
      if (/^\d+$/.test(seg) && Number(seg) < cur.length) {
        walk(cur[Number(seg)], i + 1);
        return;
      }
      if (cur.length === 0) values.push(undefined);
      for (const el of cur) walk(el, i);
      return;
    }
    if (typeof cur === 'object' && cur !== null && !(cur instanceof Date) && isPlainObject(cur)) {
      walk(cur[path[i]!], i + 1);
      return;
    }
    values.push(undefined);
  };
  walk(doc, 0);
  return { values, multikey };
}

/** Value at a dotted path without array expansion (used for sort keys in error messages). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Doc)[seg];
  }
  return cur;
}
