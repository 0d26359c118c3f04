import { appendFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { start } from '../main';
import { againstRealMongo, tempDir } from './harness';
import { spawnCli } from './spawn-cli';

// Durability is a property of the embedded server's data folder; a real MongoDB is not restarted here.
const describeEmbedded = againstRealMongo ? describe.skip : describe;

const dirs: string[] = [];
const newDir = (name: string) => {
  const d = tempDir(name);
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function withClient<T>(uri: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

describeEmbedded('restart', () => {
  test('a clean restart restores databases, collections, documents and indexes', async () => {
    const dbpath = newDir('restart');
    let server = await start({ port: 0, dbpath });
    const ids = await withClient(server.uri, async (c) => {
      const users = c.db('auth').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
      const res = await users.insertMany([
        { email: 'a@x', n: 1, at: new Date() },
        { email: 'b@x', n: 2 },
        { email: 'c@x', n: 3 },
      ]);
      await users.updateOne({ email: 'a@x' }, { $set: { n: 10 } });
      await users.deleteOne({ email: 'c@x' });
      await c.db('shop').collection('products').insertOne({ sku: 'p1', price: 5 });
      await c.db('shop').createCollection('empty');
      await c.db('shop').collection('gone').insertOne({ x: 1 });
      await c.db('shop').collection('gone').drop();
      await c.db('scratch').collection('x').insertOne({ x: 1 });
      await c.db('scratch').dropDatabase();
      return res.insertedIds;
    });
    await server.stop();

    server = await start({ port: 0, dbpath });
    await withClient(server.uri, async (c) => {
      const dbs = (await c.db('admin').command({ listDatabases: 1, nameOnly: true })).databases
        .map((d: { name: string }) => d.name)
        .sort();
      expect(dbs).toEqual(['auth', 'shop']);
      const users = c.db('auth').collection('users');
      expect(
        await users
          .find({}, { projection: { _id: 1, email: 1, n: 1 } })
          .sort({ email: 1 })
          .toArray(),
      ).toEqual([
        { _id: ids[0], email: 'a@x', n: 10 },
        { _id: ids[1], email: 'b@x', n: 2 },
      ]);
      expect(
        (await users.listIndexes().toArray()).map((i) => [i.name, i.unique ?? false, i.expireAfterSeconds]),
      ).toEqual([
        ['_id_', false, undefined],
        ['email_1', true, undefined],
        ['at_1', false, 3600],
      ]);
      await expect(users.insertOne({ email: 'b@x' })).rejects.toMatchObject({ code: 11000 });
      expect((await c.db('shop').listCollections({}, { nameOnly: true }).toArray()).map((x) => x.name).sort()).toEqual([
        'empty',
        'products',
      ]);
    });
    await server.stop();
  });

  test('a data folder in use by a running server cannot be opened by a second one', async () => {
    const dbpath = newDir('locked');
    const server = await start({ port: 0, dbpath });
    await expect(start({ port: 0, dbpath })).rejects.toThrow(/in use by another embedded-mongo/);
    await server.stop();
    const again = await start({ port: 0, dbpath });
    await again.stop();
  });

  test('the journal is compacted at start: many updates of one document do not grow it', async () => {
    const dbpath = newDir('compact');
    let server = await start({ port: 0, dbpath });
    await withClient(server.uri, async (c) => {
      const coll = c.db('app').collection('counters');
      await coll.insertOne({ _id: 'hits' as unknown as ObjectId, n: 0, pad: 'x'.repeat(1000) });
      for (let i = 0; i < 300; i++) await coll.updateOne({ _id: 'hits' as unknown as ObjectId }, { $inc: { n: 1 } });
    });
    await server.stop();
    const grown = statSync(path.join(dbpath, 'journal.log')).size;
    server = await start({ port: 0, dbpath });
    const compacted = statSync(path.join(dbpath, 'journal.log')).size;
    expect(compacted).toBeLessThan(grown / 50);
    await withClient(server.uri, async (c) => {
      expect(await c.db('app').collection('counters').findOne({})).toMatchObject({ n: 300 });
    });
    await server.stop();
  });

  test('a torn last record is truncated with a warning, not a crash', async () => {
    const dbpath = newDir('torn');
    let server = await start({ port: 0, dbpath });
    await withClient(server.uri, (c) =>
      c
        .db('app')
        .collection('items')
        .insertMany([{ n: 1 }, { n: 2 }]),
    );
    await server.stop();
    const journal = path.join(dbpath, 'journal.log');
    const good = readFileSync(journal).length;
    // Half of a record header plus junk, as a crash in the middle of a write leaves it.
    appendFileSync(journal, Buffer.from([0x40, 0x00, 0x00, 0x00, 0x12, 0x34, 0xab]));
    const warnings: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      warnings.push(String(chunk));
      return true;
    });
    try {
      server = await start({ port: 0, dbpath });
    } finally {
      spy.mockRestore();
    }
    expect(warnings.join('')).toMatch(/corrupt or torn tail/);
    expect(readFileSync(journal).length).toBeLessThanOrEqual(good);
    await withClient(server.uri, async (c) => {
      expect(await c.db('app').collection('items').countDocuments()).toBe(2);
      await c.db('app').collection('items').insertOne({ n: 3 });
    });
    await server.stop();
    server = await start({ port: 0, dbpath });
    await withClient(server.uri, async (c) => expect(await c.db('app').collection('items').countDocuments()).toBe(3));
    await server.stop();
  });
});

describeEmbedded('the CLI process', () => {
  test('prints the listening line for port 0, and SIGTERM flushes and exits 0', async () => {
    const dbpath = newDir('cli');
    const cli = await spawnCli(['--port', '0', '--dbpath', dbpath]);
    expect(cli.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.uri).not.toMatch(/:0$/);
    await withClient(cli.uri, (c) => c.db('app').collection('x').insertOne({ ok: true }));
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    const server = await start({ port: 0, dbpath });
    await withClient(server.uri, async (c) => expect(await c.db('app').collection('x').countDocuments()).toBe(1));
    await server.stop();
  });

  test('kill -9 right after acknowledged writes loses none of them', async () => {
    const dbpath = newDir('kill9');
    const cli = await spawnCli(['--port', '0', '--dbpath', dbpath]);
    const acknowledged: number[] = [];
    // Writes still queued when the server dies fail within 2 s instead of the driver's 30 s server
    // selection (on a loaded machine more of them are queued, and the test outlived its 20 s).
    const conn = await mongoose
      .createConnection(`${cli.uri}/shop`, { maxPoolSize: 20, serverSelectionTimeoutMS: 2000 })
      .asPromise();
    const Orders = conn.model('Order', new Schema({ n: { type: Number, unique: true }, state: String }));
    await Orders.init();
    await Orders.create({ n: -1, state: 'new' });
    await Orders.updateOne({ n: -1 }, { $set: { state: 'paid' } });
    await Orders.create({ n: -2, state: 'doomed' });
    await Orders.deleteOne({ n: -2 });
    // Many writers at once, so acknowledgements come out of group commits; kill as soon as 150 are in.
    let killed = false;
    const writes = Array.from({ length: 300 }, (_, n) =>
      Orders.create({ n, state: 'new' }).then(() => {
        if (killed) return;
        acknowledged.push(n);
        if (acknowledged.length === 150) {
          killed = true;
          cli.child.kill('SIGKILL');
        }
      }),
    );
    await Promise.allSettled(writes);
    expect(await cli.exited).toMatchObject({ signal: 'SIGKILL' });
    await conn.close(true).catch(() => undefined);

    const server = await start({ port: 0, dbpath });
    await withClient(server.uri, async (c) => {
      const orders = c.db('shop').collection('orders');
      const stored = new Set((await orders.find({}, { projection: { n: 1 } }).toArray()).map((d) => d.n as number));
      for (const n of acknowledged) expect(stored.has(n)).toBe(true);
      expect(await orders.findOne({ n: -1 })).toMatchObject({ state: 'paid' });
      expect(await orders.findOne({ n: -2 })).toBeNull();
      expect((await orders.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'n_1']);
      await expect(orders.insertOne({ n: -1 })).rejects.toMatchObject({ code: 11000 });
    });
    await server.stop();
  });

  test('bad arguments exit with a usage message', async () => {
    await expect(spawnCli(['--port', 'abc', '--dbpath', newDir('bad')])).rejects.toThrow(/invalid --port/);
  });
});

if (againstRealMongo) test('persistence is only tested against the embedded server', () => undefined);
