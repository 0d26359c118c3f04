// Benchmark: durable insert rate, indexed vs unindexed lookup latency and a $group over 100,000
// documents. The server runs as its own process (as the services use it), the client here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const now = () => Number(process.hrtime.bigint()) / 1e6;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function startServer(dbpath: string): Promise<{ uri: string; stop: () => Promise<void> }> {
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

    t = now();
    const pdb = pool.db('bench');
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 10_000) await pdb.collection('ins_pool').insertOne(small(next++));
      }),
    );
    ms = now() - t;
    report(
      `durable inserts, 50 connections, insertOne concurrently (group commit): ${Math.round(10_000 / (ms / 1000))} inserts/s`,
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
    const indexed = await lookup('code', 5_000);
    const unindexed = await lookup('plain', 40);
    report(
      `indexed lookup on ${N.toLocaleString('en')} documents: p50 ${indexed.p50.toFixed(3)} ms, p99 ${indexed.p99.toFixed(3)} ms`,
    );
    report(
      `unindexed lookup (same query, no index): p50 ${unindexed.p50.toFixed(2)} ms, p99 ${unindexed.p99.toFixed(2)} ms; ratio ${Math.round(unindexed.p50 / indexed.p50)}x`,
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
