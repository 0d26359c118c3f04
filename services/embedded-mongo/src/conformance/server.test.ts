import { Long, MongoClient } from 'mongodb';
import { Schema } from 'mongoose';
import { closeHarness, openHarness, type Harness } from './harness';
import { frame, opMsg, opQuery, RawConnection } from './raw-wire';

let h: Harness;
let serverUri: string;

beforeAll(async () => {
  h = await openHarness('server');
  serverUri = h.uri;
});

afterAll(() => closeHarness(h));

const admin = () => h.client.db('admin');

describe('handshake and server information', () => {
  test('hello reports a writable standalone primary', async () => {
    const hello = await admin().command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(hello.setName).toBeUndefined();
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
  });

  test('legacy OP_QUERY isMaster gets an OP_REPLY', async () => {
    const conn = await RawConnection.open(serverUri);
    const reply = await conn.request(opQuery('admin.$cmd', { isMaster: 1 }));
    expect(reply?.opCode).toBe(1);
    expect(reply?.doc).toMatchObject({ ismaster: true, ok: 1 });
    conn.close();
  });

  test('ping, buildInfo, hostInfo, getParameter, serverStatus, listDatabases', async () => {
    expect(await admin().command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect((await admin().command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
    expect((await admin().command({ hostInfo: 1 })).system).toBeDefined();
    expect(await admin().command({ getParameter: 1, featureCompatibilityVersion: 1 })).toHaveProperty(
      'featureCompatibilityVersion',
    );
    const status = await admin().command({ serverStatus: 1 });
    expect(status.connections.current).toBeGreaterThan(0);
    // The benchmark divides the server's own CPU time per operation from these (mongod has them on Linux).
    expect(Number(status.extra_info.user_time_us)).toBeGreaterThan(0);
    expect(Number(status.extra_info.system_time_us)).toBeGreaterThanOrEqual(0);
    await h.client.db(h.dbName).collection('marker').insertOne({ x: 1 });
    const dbs = await admin().command({ listDatabases: 1, nameOnly: true });
    expect(dbs.databases.map((d: { name: string }) => d.name)).toContain(h.dbName);
  });

  test('listCollections with filter and nameOnly; create, drop and dropDatabase', async () => {
    const db = h.client.db(`${h.dbName}_x`);
    await db.createCollection('alpha');
    await expect(db.createCollection('alpha')).rejects.toMatchObject({ code: 48 });
    await db.collection('beta').insertOne({ a: 1 });
    expect((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual([
      'alpha',
      'beta',
    ]);
    expect((await db.listCollections({ name: 'beta' }).toArray()).map((c) => c.name)).toEqual(['beta']);
    expect(await db.collection('alpha').drop()).toBe(true);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['beta']);
    await db.dropDatabase();
    expect(await db.listCollections().toArray()).toEqual([]);
  });
});

describe('standalone behaviour', () => {
  test('unknown commands answer code 59', async () => {
    await expect(admin().command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      message: "no such command: 'frobnicate'",
    });
  });

  test('commands inside a transaction are refused as on a standalone (code 20)', async () => {
    const conn = await RawConnection.open(serverUri);
    const reply = await conn.request(
      opMsg({
        insert: 'tx',
        documents: [{ a: 1 }],
        $db: h.dbName,
        lsid: { id: new (await import('bson')).UUID() },
        txnNumber: Long.fromNumber(1),
        startTransaction: true,
        autocommit: false,
      }),
    );
    expect(reply?.doc).toMatchObject({
      ok: 0,
      code: 20,
      errmsg: 'Transaction numbers are only allowed on a replica set member or mongos',
    });
    conn.close();

    const Model = h.connection.model('TxDoc', new Schema({ a: Number }));
    await Model.createCollection();
    const session = await h.connection.startSession();
    await expect(session.withTransaction(() => Model.create([{ a: 1 }], { session }))).rejects.toThrow(
      /Transaction numbers are only allowed on a replica set member or mongos|does not support retryable writes/,
    );
    await session.endSession();
    expect(await Model.countDocuments()).toBe(0);
  });

  test('a document over 16 MiB is refused and nothing is stored', async () => {
    const coll = h.client.db(h.dbName).collection('huge');
    const big = 'x'.repeat(16 * 1024 * 1024 + 10);
    await expect(coll.insertOne({ big })).rejects.toThrow(/too large|larger than/i);
    expect(await coll.countDocuments()).toBe(0);
    await coll.insertOne({ small: 1 });
    await expect(coll.updateOne({ small: 1 }, { $set: { big } })).rejects.toThrow(
      /too large|larger than|exceeds|is invalid/i,
    );
    // Two 16 MiB messages encoded and read: under 2 s alone, past 20 s on a loaded 2-core machine.
  }, 90_000);

  test('unacknowledged (w: 0) writes are applied without a reply', async () => {
    const coll = h.client.db(h.dbName).collection('fire_and_forget');
    await coll.insertOne({ n: 1 }, { writeConcern: { w: 0 } });
    let count = 0;
    for (let i = 0; i < 50 && count === 0; i++) {
      count = await coll.countDocuments();
      if (count === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(count).toBe(1);
  });
});

describe('wire protocol details', () => {
  test('OP_MSG document sequences (kind 1) carry the insert documents', async () => {
    const conn = await RawConnection.open(serverUri);
    const reply = await conn.request(
      opMsg({ insert: 'seq', $db: h.dbName }, { sequences: { documents: [{ a: 1 }, { a: 2 }, { a: 3 }] } }),
    );
    expect(reply?.doc).toMatchObject({ n: 3, ok: 1 });
    conn.close();
    expect(await h.client.db(h.dbName).collection('seq').countDocuments()).toBe(3);
  });

  test('a frame sent byte by byte, and one write holding a frame and the start of the next, are each answered', async () => {
    const conn = await RawConnection.open(serverUri);
    const first = opMsg({ insert: 'split', $db: h.dbName, documents: [{ n: 1 }] });
    // Waits for the reply to the bytes sent below, each with a pause so that it arrives as its own chunk.
    const answered = conn.request(Buffer.alloc(0));
    for (const byte of first) {
      conn.send(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await answered)?.doc).toMatchObject({ n: 1, ok: 1 });
    const second = opMsg({ insert: 'split', $db: h.dbName, documents: [{ n: 2 }] });
    const third = opMsg({ ping: 1, $db: 'admin' });
    const both = Buffer.concat([second, third]);
    expect((await conn.request(both.subarray(0, second.length + 2)))?.doc).toMatchObject({ n: 1, ok: 1 });
    expect((await conn.request(both.subarray(second.length + 2)))?.doc).toMatchObject({ ok: 1 });
    conn.close();
    expect(await h.client.db(h.dbName).collection('split').countDocuments()).toBe(2);
  });

  test('OP_MSG with a valid checksum is answered', async () => {
    const conn = await RawConnection.open(serverUri);
    const reply = await conn.request(opMsg({ ping: 1, $db: 'admin' }, { checksum: true }));
    expect(reply?.doc).toMatchObject({ ok: 1 });
    conn.close();
  });
});

describe('bad input never takes the server down', () => {
  const stillServing = async () => {
    expect(await admin().command({ ping: 1 })).toMatchObject({ ok: 1 });
    const Other = h.connection.models.Survivor ?? h.connection.model('Survivor', new Schema({ v: Number }));
    await Other.create({ v: 1 });
    expect(await Other.countDocuments()).toBeGreaterThan(0);
  };

  test('garbage bytes close that connection only', async () => {
    const conn = await RawConnection.open(serverUri);
    conn.send(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    await conn.closed;
    await stillServing();
  });

  test('a length below the header size closes the connection', async () => {
    const conn = await RawConnection.open(serverUri);
    const bad = Buffer.alloc(16);
    bad.writeInt32LE(8, 0);
    conn.send(bad);
    await conn.closed;
    await stillServing();
  });

  test('an unknown opCode closes the connection', async () => {
    const conn = await RawConnection.open(serverUri);
    expect(await conn.request(frame(9999, Buffer.alloc(8)))).toBeUndefined();
    await stillServing();
  });

  test('a wrong checksum closes the connection', async () => {
    const conn = await RawConnection.open(serverUri);
    expect(await conn.request(opMsg({ ping: 1, $db: 'admin' }, { checksum: 'wrong' }))).toBeUndefined();
    await stillServing();
  });

  test('invalid BSON gets an error reply or a closed connection, never a crash', async () => {
    const conn = await RawConnection.open(serverUri);
    const body = Buffer.alloc(20, 0xff);
    body.writeInt32LE(20, 0);
    const payload = Buffer.concat([Buffer.alloc(4), Buffer.from([0]), body]);
    const reply = await conn.request(frame(2013, payload));
    if (reply) expect(reply.doc.ok).toBe(0);
    conn.close();
    await stillServing();
  });

  test('a truncated message followed by a disconnect is harmless', async () => {
    const conn = await RawConnection.open(serverUri);
    const full = opMsg({ ping: 1, $db: 'admin' });
    conn.send(full.subarray(0, 10));
    conn.close();
    await stillServing();
  });

  test('a bad query operator is an error reply', async () => {
    await expect(
      h.client
        .db(h.dbName)
        .collection('ops')
        .find({ a: { $frob: 1 } })
        .toArray(),
    ).rejects.toThrow();
    await expect(
      h.client
        .db(h.dbName)
        .collection('ops')
        .updateOne({}, { $frob: { a: 1 } }, { upsert: true }),
    ).rejects.toThrow();
    await stillServing();
  });
});

describe('concurrency', () => {
  test('hundreds of simultaneous connections are served', async () => {
    const conns = await Promise.all(Array.from({ length: 300 }, () => RawConnection.open(serverUri)));
    const replies = await Promise.all(conns.map((c) => c.request(opMsg({ ping: 1, $db: 'admin' }))));
    expect(replies.every((r) => r?.doc.ok === 1)).toBe(true);
    for (const c of conns) c.close();
  });

  test('a pool of 100 connections runs 1,000 concurrent operations', async () => {
    const client = await new MongoClient(serverUri, { maxPoolSize: 100 }).connect();
    try {
      const coll = client.db(h.dbName).collection('pooled');
      await Promise.all(Array.from({ length: 500 }, (_, i) => coll.insertOne({ i })));
      const found = await Promise.all(Array.from({ length: 500 }, (_, i) => coll.findOne({ i })));
      expect(found.every((d, i) => d?.i === i)).toBe(true);
      expect(await coll.countDocuments()).toBe(500);
    } finally {
      await client.close();
    }
  });
});
