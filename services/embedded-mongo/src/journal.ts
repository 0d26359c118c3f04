// Append-only journal with group commit: records appended while a flush is running are written and
// fsynced together by the next flush, so concurrent writers share one fsync. Each record is framed
// as [length u32][crc32c u32][BSON]; a torn or corrupt tail is cut off on open.
import {
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  ftruncateSync,
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'bson';
import { crc32c } from './crc32c';

type Doc = Record<string, unknown>;

export const BSON_READ_OPTIONS = { promoteLongs: false, promoteValues: true, promoteBuffers: false } as const;

const HEADER = 8;

/**
 * The journal is appended with O_DSYNC where the platform has it: each write returns once its data
 * (and the size needed to read it back) is on disk, exactly what write + fdatasync gave, in one
 * system call and one trip through libuv's thread pool instead of two. On a busy machine the wait for
 * a free pool thread was as long as the disk flush itself, and every writer of a group waited for both.
 */
export const JOURNAL_OPEN_FLAGS: number | string =
  typeof constants.O_DSYNC === 'number'
    ? constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC
    : 'a';

export function frameRecord(rec: Doc): Buffer {
  const body = serialize(rec);
  const out = Buffer.allocUnsafe(HEADER + body.length);
  out.writeUInt32LE(body.length, 0);
  out.writeUInt32LE(crc32c(body), 4);
  out.set(body, HEADER);
  return out;
}

/** Reads every intact record; truncates the file at the first torn or corrupt one. */
export function readJournal(file: string, warn: (msg: string) => void): Doc[] {
  if (!existsSync(file)) return [];
  const buf = readFileSync(file);
  const records: Doc[] = [];
  let off = 0;
  while (off < buf.length) {
    if (buf.length - off < HEADER) break;
    const len = buf.readUInt32LE(off);
    const crc = buf.readUInt32LE(off + 4);
    if (len < 5 || off + HEADER + len > buf.length) break;
    const body = buf.subarray(off + HEADER, off + HEADER + len);
    if (crc32c(body) !== crc) break;
    try {
      records.push(deserialize(body, BSON_READ_OPTIONS));
    } catch {
      break;
    }
    off += HEADER + len;
  }
  if (off < buf.length) {
    warn(
      `embedded-mongo: journal ${file} has a corrupt or torn tail (${buf.length - off} bytes at offset ${off}); truncating it`,
    );
    const fd = openSync(file, 'r+');
    ftruncateSync(fd, off);
    fsyncSync(fd);
    closeSync(fd);
  }
  return records;
}

/** Writes a complete new journal next to the old one, then atomically replaces it. */
export function writeJournalAtomically(file: string, frames: Iterable<Buffer>): number {
  const tmp = `${file}.compact`;
  const fd = openSync(tmp, 'w');
  let size = 0;
  let batch: Buffer[] = [];
  let batchSize = 0;
  const flushBatch = () => {
    if (batch.length === 0) return;
    const b = Buffer.concat(batch, batchSize);
    writeSync(fd, b);
    batch = [];
    batchSize = 0;
  };
  for (const frame of frames) {
    batch.push(frame);
    batchSize += frame.length;
    size += frame.length;
    if (batchSize > 4 * 1024 * 1024) flushBatch();
  }
  flushBatch();
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, file);
  const dirFd = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
  return size;
}

export class Journal {
  private handle: FileHandle | undefined;
  private pending: Buffer[] = [];
  private waiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private failure: Error | undefined;
  size = 0;
  /** Set by the store: returns a full snapshot to compact into, or undefined to skip. */
  compactor: (() => Iterable<Buffer>) | undefined;
  compactThreshold: number;

  constructor(
    readonly file: string,
    private readonly minCompactBytes = 64 * 1024 * 1024,
  ) {
    this.compactThreshold = minCompactBytes;
  }

  /** Whether each write is durable when it returns (O_DSYNC), so no separate fdatasync is needed. */
  private readonly syncWrites = typeof JOURNAL_OPEN_FLAGS === 'number';

  async open(): Promise<void> {
    this.handle = await open(this.file, JOURNAL_OPEN_FLAGS);
    this.size = (await this.handle.stat()).size;
    this.compactThreshold = Math.max(this.compactThreshold, this.size * 2);
  }

  append(rec: Doc): void {
    const frame = frameRecord(rec);
    this.pending.push(frame);
  }

  /** Resolves once everything appended so far is on disk. */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.flushing) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = undefined;
      // A commit may have arrived after the loop saw no waiters but before this callback ran.
      if (this.waiters.length > 0) this.kick();
    });
  }

  private async flushLoop(): Promise<void> {
    {
      while (this.waiters.length > 0) {
        const frames = this.pending;
        const waiters = this.waiters;
        this.pending = [];
        this.waiters = [];
        try {
          if (this.compactor && this.size > this.compactThreshold) {
            // The snapshot already contains every change behind these frames, so they are dropped.
            await this.compact();
          } else if (frames.length > 0 && this.handle) {
            await this.handle.writev(frames);
            for (const f of frames) this.size += f.length;
            if (!this.syncWrites) await this.handle.datasync();
          }
          for (const w of waiters) w.resolve();
        } catch (err) {
          this.failure = err instanceof Error ? err : new Error(String(err));
          for (const w of waiters) w.reject(this.failure);
        }
      }
    }
  }

  private async compact(): Promise<void> {
    // Written synchronously so the snapshot is one consistent point in time.
    const size = writeJournalAtomically(this.file, this.compactor!());
    await this.handle?.close();
    this.handle = await open(this.file, JOURNAL_OPEN_FLAGS);
    this.size = size;
    this.compactThreshold = Math.max(this.minCompactBytes, size * 2);
  }

  async close(): Promise<void> {
    if (this.pending.length > 0) await this.commit().catch(() => undefined);
    while (this.flushing) await this.flushing;
    await this.handle?.close();
    this.handle = undefined;
  }
}
