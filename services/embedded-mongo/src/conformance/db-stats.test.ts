import { calculateObjectSize, ObjectId } from 'bson';
import { closeHarness, openHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('dbstats');
});

afterAll(() => closeHarness(h));

const docs = [
  { _id: new ObjectId(), email: 'a@example.com', note: 'x'.repeat(300) },
  { _id: new ObjectId(), email: 'b@example.com', note: 'y'.repeat(1200), tags: ['one', 'two'] },
  { _id: new ObjectId(), email: 'c@example.com', at: new Date(0) },
];
const bytes = (list: object[]) => list.reduce((sum, doc) => sum + calculateObjectSize(doc), 0);

describe('dbStats sizes', () => {
  test('an empty database has no data', async () => {
    const stats = await h.client.db(`${h.dbName}_empty`).command({ dbStats: 1 });
    expect(stats).toMatchObject({ objects: 0, dataSize: 0, avgObjSize: 0, indexSize: 0 });
  });

  test('dataSize is the BSON bytes of the documents, avgObjSize that per document', async () => {
    const db = h.client.db(h.dbName);
    await db.collection('people').createIndex({ email: 1 });
    await db.collection('people').insertMany(docs.slice(0, 2));
    await db.collection('events').insertOne(docs[2]!);
    const stats = await db.command({ dbStats: 1 });
    expect(stats.objects).toBe(3);
    expect(stats.dataSize).toBe(bytes(docs));
    expect(stats.avgObjSize).toBeCloseTo(bytes(docs) / 3, 6);
    // Two _id indexes and the email index hold keys.
    expect(stats.indexes).toBe(3);
    expect(stats.indexSize).toBeGreaterThan(0);
  });

  test('the sizes follow removals and updates', async () => {
    const db = h.client.db(h.dbName);
    await db.collection('people').deleteOne({ _id: docs[0]!._id });
    await db.collection('events').updateOne({ _id: docs[2]!._id }, { $set: { extra: 'z'.repeat(500) } });
    const now = [docs[1]!, { ...docs[2]!, extra: 'z'.repeat(500) }];
    const stats = await db.command({ dbStats: 1 });
    expect(stats.objects).toBe(2);
    expect(stats.dataSize).toBe(bytes(now));
  });

  test('indexSize follows an index made and one dropped after the last dbStats', async () => {
    const db = h.client.db(h.dbName);
    const before = await db.command({ dbStats: 1 });
    await db.collection('events').createIndex({ extra: 1 }, { name: 'extra_1' });
    const withIndex = await db.command({ dbStats: 1 });
    expect(withIndex.indexes).toBe(before.indexes + 1);
    expect(withIndex.indexSize).toBeGreaterThan(before.indexSize);
    await db.collection('events').dropIndex('extra_1');
    const dropped = await db.command({ dbStats: 1 });
    expect(dropped).toMatchObject({ indexes: before.indexes, indexSize: before.indexSize, dataSize: before.dataSize });
  });

  test('scale divides the sizes, not the average', async () => {
    const db = h.client.db(h.dbName);
    const plain = await db.command({ dbStats: 1 });
    const scaled = await db.command({ dbStats: 1, scale: 1024 });
    expect(scaled.scaleFactor).toBe(1024);
    expect(scaled.dataSize).toBe(Math.floor(plain.dataSize / 1024));
    expect(scaled.avgObjSize).toBeCloseTo(plain.avgObjSize, 6);
    await expect(db.command({ dbStats: 1, scale: 0 })).rejects.toThrow();
  });
});
