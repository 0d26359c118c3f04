// An in-memory secondary index: ordered (key, _id) entries with mongod's key rules (null for a
// missing field, one entry per array element, sparse and partial filters).
import { Query } from 'mingo';
import { compareValues, pathValues } from './bson-values';
import { SortedList } from './sorted-list';

type Doc = Record<string, unknown>;

export interface IndexSpec {
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
}

export interface IndexEntry {
  k: unknown[];
  id: string;
}

export class IndexStructure {
  readonly fields: string[];
  readonly paths: string[][];
  readonly dirs: number[];
  readonly entries: SortedList<IndexEntry>;
  multikey = false;
  private readonly partial: Query | undefined;

  constructor(public spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((f) => f.split('.'));
    this.dirs = this.fields.map((f) => (Number(spec.key[f]) < 0 ? -1 : 1));
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    this.entries = new SortedList<IndexEntry>((a, b) => {
      const c = this.compareKeys(a.k, b.k);
      if (c !== 0) return c;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  }

  get name(): string {
    return this.spec.name;
  }

  get isId(): boolean {
    return this.fields.length === 1 && this.fields[0] === '_id';
  }

  /** Compares full or prefix keys in index order (prefix: only the fields both have). */
  compareKeys(a: unknown[], b: unknown[]): number {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c * this.dirs[i]!;
    }
    return 0;
  }

  /** Keys the document contributes; empty when a sparse or partial index leaves it out. */
  keysFor(doc: Doc): unknown[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    if (this.paths.length === 1 && this.paths[0]!.length === 1) {
      // Fast path for the common single top-level field.
      const v = doc[this.fields[0]!];
      if (!Array.isArray(v)) {
        if (v === undefined) return this.spec.sparse ? [] : [[null]];
        return [[v]];
      }
    }
    const perField: unknown[][] = [];
    let present = false;
    for (const path of this.paths) {
      const { values, multikey } = pathValues(doc, path);
      if (multikey) this.multikey = true;
      if (values.some((v) => v !== undefined)) present = true;
      perField.push(dedupe(values.map((v) => (v === undefined ? null : v))));
    }
    if (this.spec.sparse && !present) return [];
    let keys: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const prefix of keys) for (const v of values) next.push([...prefix, v]);
      keys = next;
    }
    return keys;
  }

  add(doc: Doc, id: string): void {
    for (const k of this.keysFor(doc)) this.entries.insert({ k, id });
  }

  remove(doc: Doc, id: string): void {
    for (const k of this.keysFor(doc)) this.entries.remove({ k, id });
  }

  /** The first key of `doc` already held by another document, if any. */
  duplicateOf(doc: Doc, id: string): unknown[] | undefined {
    for (const k of this.keysFor(doc)) {
      for (const e of this.entries.scan(
        (x) => this.compareKeys(x.k, k),
        (x) => this.compareKeys(x.k, k) !== 0,
      )) {
        if (e.id !== id) return k;
      }
    }
    return undefined;
  }

  clear(): void {
    this.entries.clear();
    this.multikey = false;
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const out: unknown[] = [];
  for (const v of values) if (!out.some((o) => compareValues(o, v) === 0)) out.push(v);
  return out;
}
