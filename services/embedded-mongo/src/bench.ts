// Benchmark: durable insert rate, indexed vs unindexed lookup latency and a $group over 100,000
// documents. The server runs as its own process (as the services use it), the client here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { ObjectId, serialize, UUID } from 'bson';
import { Query } from 'mingo';
import { type Db, MongoClient } from 'mongodb';
import { compileFilter } from './filter-query';

const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * CPU time in microseconds: this client process, and the server as it reports itself in serverStatus
 * (`extra_info`, as mongod on Linux); a server build without it is read from /proc (Linux, 100 Hz ticks).
 */
async function cpuNow(admin: Db, pid: number | undefined): Promise<{ client: number; server: number }> {
  const status = await admin.command({ serverStatus: 1 });
  const info = status.extra_info as { user_time_us: unknown; system_time_us: unknown } | undefined;
  let server = Number.NaN;
  if (info) server = Number(info.user_time_us) + Number(info.system_time_us);
  else if (pid !== undefined && existsSync(`/proc/${pid}/stat`)) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    server = (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  const c = process.cpuUsage();
  return { client: c.user + c.system, server };
}

function cpuPerOp(
  from: { client: number; server: number },
  to: { client: number; server: number },
  ops: number,
): string {
  return `CPU per op: server ${((to.server - from.server) / ops).toFixed(0)} µs, client (driver) ${((to.client - from.client) / ops).toFixed(0)} µs`;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

// The goals of the store's two hot paths (the performance issue's table), printed with their ratio.
const GOAL_INSERTS_PER_S = 15_000;
const GOAL_LOOKUP_P99_MS = 0.8;

/**
 * A bare wire client (no driver): one socket, pre-built OP_MSG requests, one round trip at a time.
 * It shows what the store itself takes, next to the driver figures, which include the driver's own
 * CPU per operation on the same two cores.
 */
class RawConnection {
  private buf: Buffer = Buffer.alloc(0);
  private waiting: ((reply: Buffer) => void) | undefined;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
      if (this.buf.length < 4 || this.buf.readInt32LE(0) > this.buf.length) return;
      const reply = this.buf.subarray(0, this.buf.readInt32LE(0));
      this.buf = this.buf.subarray(reply.length);
      const done = this.waiting;
      this.waiting = undefined;
      done?.(reply);
    });
  }

  static open(uri: string): Promise<RawConnection> {
    const { hostname, port } = new URL(uri);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  static message(body: Record<string, unknown>, documents?: Record<string, unknown>[]): Buffer {
    const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
    if (documents) {
      const payload = Buffer.concat([Buffer.from('documents\0'), ...documents.map((d) => Buffer.from(serialize(d)))]);
      const size = Buffer.alloc(4);
      size.writeInt32LE(payload.length + 4);
      parts.push(Buffer.from([1]), size, payload);
    }
    const header = Buffer.alloc(20);
    const length = 20 + parts.reduce((n, b) => n + b.length, 0);
    header.writeInt32LE(length, 0);
    header.writeInt32LE(1, 4);
    header.writeInt32LE(2013, 12);
    return Buffer.concat([header, ...parts], length);
  }

  /** Sends one request and resolves with its reply (replies with `ok: 0` are not expected here). */
  roundTrip(msg: Buffer): Promise<Buffer> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(msg);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function startServer(
  dbpath: string,
): Promise<{ uri: string; pid: number | undefined; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'cli.js'), '--port', '0', '--dbpath', dbpath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    uri,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const dbpath = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const server = await startServer(dbpath);
  const one = await new MongoClient(server.uri, { maxPoolSize: 1 }).connect();
  const pool = await new MongoClient(server.uri, { maxPoolSize: 50 }).connect();
  const lines: string[] = [];
  const report = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    report(`embedded-mongo benchmark (node ${process.version}, ${os.cpus().length} cores, data in ${os.tmpdir()})`);
    const small = (i: number) => ({ i, name: `user-${i}`, email: `user-${i}@example.test`, active: i % 2 === 0 });

    // 1. Durable inserts: every acknowledgement waits for fsync of the journal.
    const db = one.db('bench');
    let t = now();
    for (let i = 0; i < 10_000; i++) await db.collection('ins_single').insertOne(small(i));
    let ms = now() - t;
    report(
      `durable inserts, one connection, insertOne one at a time: ${Math.round(10_000 / (ms / 1000))} inserts/s (10,000 in ${(ms / 1000).toFixed(2)} s; one fsync per insert)`,
    );

    t = now();
    for (let b = 0; b < 100; b++)
      await db.collection('ins_batch').insertMany(Array.from({ length: 100 }, (_, k) => small(b * 100 + k)));
    ms = now() - t;
    report(`durable inserts, one connection, insertMany batches of 100: ${Math.round(10_000 / (ms / 1000))} inserts/s`);

    // Three rounds of 10,000 (about a second each): the median is reported, the machine is shared.
    const pdb = pool.db('bench');
    const admin = one.db('admin');
    const poolRates: number[] = [];
    let poolCpu = '';
    for (let round = 0; round < 3; round++) {
      const before = await cpuNow(admin, server.pid);
      t = now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < 10_000) await pdb.collection(`ins_pool_${round}`).insertOne(small(next++));
        }),
      );
      ms = now() - t;
      poolRates.push(10_000 / (ms / 1000));
      if (round === 2) poolCpu = cpuPerOp(before, await cpuNow(admin, server.pid), 10_000);
    }
    const poolRate = median(poolRates);
    report(
      `durable inserts, 50 connections, insertOne concurrently (group commit): ${Math.round(poolRate)} inserts/s (median of ${poolRates.map((r) => Math.round(r)).join(', ')}; ${poolCpu})`,
    );

    // 2. Lookups on 100,000 documents.
    const N = 100_000;
    const docs = db.collection('lookup');
    for (let b = 0; b < N / 10_000; b++)
      await docs.insertMany(
        Array.from({ length: 10_000 }, (_, k) => {
          const i = b * 10_000 + k;
          return {
            code: `C${String(i).padStart(6, '0')}`,
            plain: `C${String(i).padStart(6, '0')}`,
            bucket: i % 100,
            n: i % 1000,
          };
        }),
      );
    await docs.createIndex({ code: 1 }, { unique: true });
    const lookup = async (field: string, count: number) => {
      const lat: number[] = [];
      for (let k = 0; k < count; k++) {
        const key = `C${String(Math.floor(Math.random() * N)).padStart(6, '0')}`;
        const s = now();
        const doc = await docs.findOne({ [field]: key });
        lat.push(now() - s);
        if (!doc) throw new Error(`missing ${key}`);
      }
      lat.sort((a, b) => a - b);
      return { p50: percentile(lat, 50), p99: percentile(lat, 99) };
    };
    await lookup('code', 200);
    const lookupCpu = await cpuNow(admin, server.pid);
    const indexed = await lookup('code', 5_000);
    const lookupCpuLine = cpuPerOp(lookupCpu, await cpuNow(admin, server.pid), 5_000);
    const unindexed = await lookup('plain', 40);
    report(
      `indexed lookup on ${N.toLocaleString('en')} documents: p50 ${indexed.p50.toFixed(3)} ms, p99 ${indexed.p99.toFixed(3)} ms (${lookupCpuLine})`,
    );
    report(
      `unindexed lookup (same query, no index): p50 ${unindexed.p50.toFixed(2)} ms, p99 ${unindexed.p99.toFixed(2)} ms; ratio ${Math.round(unindexed.p50 / indexed.p50)}x`,
    );

    // 2a. Compiling a lookup's filter (no $expr), the server's share of each lookup: ours against
    // mingo's own Query, the best of five rounds of 2,000 each (side by side: this machine is shared).
    const compileRound = (compile: (filter: Record<string, unknown>) => unknown) => {
      const started = now();
      for (let i = 0; i < 2_000; i++) compile({ code: `C${i}` });
      return ((now() - started) * 1000) / 2_000;
    };
    const compiled = { ours: [] as number[], mingo: [] as number[] };
    for (let round = 0; round < 5; round++) {
      compiled.ours.push(compileRound((filter) => compileFilter(filter)));
      compiled.mingo.push(compileRound((filter) => new Query(filter)));
    }
    const [oursBest, mingoBest] = [Math.min(...compiled.ours), Math.min(...compiled.mingo)];
    report(
      `filter compile (no $expr): ${oursBest.toFixed(2)} µs, mingo's Query ${mingoBest.toFixed(2)} µs; ratio ${(mingoBest / oursBest).toFixed(2)}x`,
    );

    // 2b. The same two figures with a bare wire client: the store alone, without the driver's CPU.
    const rawLookups = await RawConnection.open(server.uri);
    const lookupMsgs = Array.from({ length: 5_200 }, () =>
      RawConnection.message({
        find: 'lookup',
        filter: { code: `C${String(Math.floor(Math.random() * N)).padStart(6, '0')}` },
        limit: 1,
        singleBatch: true,
        lsid: { id: new UUID() },
        $db: 'bench',
      }),
    );
    const rawLat: number[] = [];
    for (let k = 0; k < lookupMsgs.length; k++) {
      const s = now();
      await rawLookups.roundTrip(lookupMsgs[k]!);
      if (k >= 200) rawLat.push(now() - s);
    }
    rawLookups.close();
    rawLat.sort((a, b) => a - b);
    const rawWriters = await Promise.all(Array.from({ length: 50 }, () => RawConnection.open(server.uri)));
    const insertMsgs = Array.from({ length: 10_000 }, (_, i) =>
      RawConnection.message({ insert: 'ins_raw', ordered: true, lsid: { id: new UUID() }, $db: 'bench' }, [
        { _id: new ObjectId(), ...small(i) },
      ]),
    );
    let rawNext = 0;
    const rawStart = now();
    await Promise.all(
      rawWriters.map(async (c) => {
        while (rawNext < insertMsgs.length) await c.roundTrip(insertMsgs[rawNext++]!);
      }),
    );
    const rawRate = insertMsgs.length / ((now() - rawStart) / 1000);
    for (const c of rawWriters) c.close();
    report(
      `store alone (bare wire client, no driver): indexed lookup p50 ${percentile(rawLat, 50).toFixed(3)} ms, p99 ${percentile(rawLat, 99).toFixed(3)} ms; durable inserts, 50 connections: ${Math.round(rawRate)} inserts/s`,
    );

    // 3. Aggregation.
    const runs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const s = now();
      const groups = await docs
        .aggregate([{ $group: { _id: '$bucket', total: { $sum: '$n' }, count: { $sum: 1 } } }, { $sort: { _id: 1 } }])
        .toArray();
      runs.push(now() - s);
      if (groups.length !== 100) throw new Error('unexpected $group result');
    }
    runs.sort((a, b) => a - b);
    report(
      `$group over ${N.toLocaleString('en')} documents (100 groups): median ${runs[2]!.toFixed(0)} ms, best ${runs[0]!.toFixed(0)} ms`,
    );
    report(
      `targets: indexed p50 < 1 ms: ${indexed.p50 < 1 ? 'met' : 'MISSED'}; >= 5,000 durable inserts/s on one connection: see the batch line (one-at-a-time is bound by fsync latency)`,
    );
    report(
      `goal: durable inserts, 50 writers >= ${GOAL_INSERTS_PER_S.toLocaleString('en')}/s: ${Math.round(poolRate)}/s, ratio ${(poolRate / GOAL_INSERTS_PER_S).toFixed(2)} of the goal: ${poolRate >= GOAL_INSERTS_PER_S ? 'met' : 'MISSED'}`,
    );
    report(
      `goal: indexed lookup p99 <= ${GOAL_LOOKUP_P99_MS} ms: ${indexed.p99.toFixed(3)} ms, ratio ${(indexed.p99 / GOAL_LOOKUP_P99_MS).toFixed(2)} of the goal: ${indexed.p99 <= GOAL_LOOKUP_P99_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await one.close();
    await pool.close();
    await server.stop();
    rmSync(dbpath, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
