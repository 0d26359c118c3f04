// Open cursors between find/aggregate and getMore. Results are materialized when the cursor
// opens (stored documents are replaced, never mutated, so a cursor sees a stable snapshot).
import { calculateObjectSize, Long } from 'bson';
import { MAX_BSON_SIZE } from './collection';
import { ErrorCode, MongoCommandError } from './errors';

type Doc = Record<string, unknown>;

interface OpenCursor {
  id: Long;
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** Leaves room for the reply envelope inside the 16 MiB + 16 KiB a batch may use. */
const BATCH_BYTES = MAX_BSON_SIZE - 64 * 1024;

export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = BigInt(Math.floor(Math.random() * 2 ** 40) + 1);
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, c] of this.cursors) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(k);
  }

  private static takeBatch(docs: Doc[], from: number, batchSize: number | undefined): Doc[] {
    const out: Doc[] = [];
    let bytes = 0;
    const max = batchSize && batchSize > 0 ? batchSize : Infinity;
    for (let i = from; i < docs.length && out.length < max; i++) {
      const size = calculateObjectSize(docs[i]!);
      if (out.length > 0 && bytes + size > BATCH_BYTES) break;
      bytes += size;
      out.push(docs[i]!);
    }
    return out;
  }

  /** First batch of a result set; keeps the rest behind a cursor id when anything is left. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch: boolean): Doc {
    const firstBatch = CursorManager.takeBatch(docs, 0, batchSize ?? 101);
    if (singleBatch || firstBatch.length >= docs.length) return { cursor: { firstBatch, id: Long.ZERO, ns }, ok: 1 };
    const id = Long.fromBigInt(this.nextId++);
    this.cursors.set(id.toString(), { id, ns, docs, pos: firstBatch.length, lastUsed: Date.now() });
    return { cursor: { firstBatch, id, ns }, ok: 1 };
  }

  getMore(idValue: unknown, batchSize: number | undefined): Doc {
    const key = String(idValue);
    const cursor = this.cursors.get(key);
    if (!cursor) throw new MongoCommandError(ErrorCode.CursorNotFound, `cursor id ${key} not found`);
    const nextBatch = CursorManager.takeBatch(cursor.docs, cursor.pos, batchSize);
    cursor.pos += nextBatch.length;
    cursor.lastUsed = Date.now();
    let id = cursor.id;
    if (cursor.pos >= cursor.docs.length) {
      this.cursors.delete(key);
      id = Long.ZERO;
    }
    return { cursor: { nextBatch, id, ns: cursor.ns }, ok: 1 };
  }

  kill(ids: unknown[]): Doc {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) {
      if (this.cursors.delete(String(id))) killed.push(id);
      else notFound.push(id);
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }
}
