import { Schema, type Model } from 'mongoose';
import { againstRealMongo, closeHarness, openHarness, type Harness } from './harness';

interface Listing {
  code: string;
  price: number;
  shop: string;
  plain: string;
  tags: string[];
}

interface Stats {
  nReturned: number;
  totalKeysExamined: number;
  totalDocsExamined: number;
}

let h: Harness;
let Listings: Model<Listing>;
const N = 2000;

beforeAll(async () => {
  h = await openHarness('indexes', { ttlMonitorIntervalMs: 200 });
  const schema = new Schema<Listing>({
    code: { type: String, index: true },
    price: Number,
    shop: String,
    plain: String,
    tags: { type: [String], index: true },
  });
  schema.index({ shop: 1, price: -1 });
  Listings = h.connection.model<Listing>('Listing', schema);
  await Listings.init();
  await Listings.insertMany(
    Array.from({ length: N }, (_, i) => ({
      code: `c-${String(i).padStart(5, '0')}`,
      price: i % 500,
      shop: `s${i % 10}`,
      plain: `p-${i}`,
      tags: [`t${i % 7}`, `u${i % 3}`],
    })),
    { lean: true },
  );
});

afterAll(() => closeHarness(h));

async function stats(filter: Record<string, unknown>, sort?: Record<string, 1 | -1>, limit?: number): Promise<Stats> {
  let q = Listings.find(filter);
  if (sort) q = q.sort(sort);
  if (limit) q = q.limit(limit);
  const plan = (await q.explain('executionStats')) as unknown as
    { executionStats: Stats } | { executionStats: Stats }[];
  return Array.isArray(plan) ? plan[0]!.executionStats : plan.executionStats;
}

test('equality on an indexed field examines only the matching document', async () => {
  const s = await stats({ code: 'c-01000' });
  expect(s.nReturned).toBe(1);
  expect(s.totalDocsExamined).toBe(1);
  expect(s.totalKeysExamined).toBeLessThanOrEqual(2);
});

test('the same lookup on an unindexed field scans the collection', async () => {
  const s = await stats({ plain: 'p-1000' });
  expect(s.nReturned).toBe(1);
  expect(s.totalDocsExamined).toBe(N);
});

test('ranges and $in on an indexed field examine only matches', async () => {
  const range = await stats({ code: { $gte: 'c-00100', $lt: 'c-00150' } });
  expect(range.nReturned).toBe(50);
  expect(range.totalDocsExamined).toBe(50);
  const inList = await stats({ code: { $in: ['c-00001', 'c-00002', 'c-99999'] } });
  expect(inList.nReturned).toBe(2);
  expect(inList.totalDocsExamined).toBe(2);
});

test('compound index: equality prefix plus range on the next field', async () => {
  const s = await stats({ shop: 's3', price: { $gte: 100, $lt: 200 } });
  expect(s.nReturned).toBe(40);
  expect(s.totalDocsExamined).toBe(40);
});

test('$or over indexed fields reads only the matching entries of each branch', async () => {
  const s = await stats({
    $or: [{ code: 'c-00010' }, { code: { $gte: 'c-01990' } }, { tags: 't6', shop: 's0', price: 6 }],
  });
  // c-00010, c-01990..c-01999, and i with i % 7 = 6, i % 10 = 0, i % 500 = 6: none (6 % 10 != 0)
  expect(s.nReturned).toBe(11);
  expect(s.totalDocsExamined).toBeLessThan(100);
  const mixed = await stats({ $or: [{ code: 'c-00010' }, { plain: 'p-11' }] });
  expect(mixed.nReturned).toBe(2);
  expect(mixed.totalDocsExamined).toBe(N);
});

test('multikey index answers array-element equality', async () => {
  const s = await stats({ tags: 't3' });
  expect(s.nReturned).toBe(Math.ceil((N - 3) / 7));
  expect(s.totalDocsExamined).toBe(s.nReturned);
});

test('sort on an indexed field with a limit reads only the first entries', async () => {
  const asc = await Listings.find().sort({ code: 1 }).limit(3).lean();
  expect(asc.map((d) => d.code)).toEqual(['c-00000', 'c-00001', 'c-00002']);
  const desc = await Listings.find().sort({ code: -1 }).limit(2).lean();
  expect(desc.map((d) => d.code)).toEqual(['c-01999', 'c-01998']);
  const s = await stats({}, { code: -1 }, 5);
  expect(s.totalDocsExamined).toBe(5);
  const byShop = await Listings.find({ shop: 's1' }).sort({ price: -1 }).limit(2).lean();
  expect(byShop.map((d) => d.price)).toEqual([491, 491]);
});

test('hint by index name forces that index; an unknown hint is an error', async () => {
  const docs = await Listings.find({ code: 'c-00007' }).hint('code_1').lean();
  expect(docs).toHaveLength(1);
  await expect(Listings.find({ code: 'c-00007' }).hint('nope_1').lean()).rejects.toThrow(/hint/);
});

test('listIndexes, dropIndexes and syncIndexes', async () => {
  const coll = h.client.db(h.dbName).collection('idx_admin');
  await coll.insertOne({ a: 1, b: 2, at: new Date() });
  await coll.createIndex({ a: 1, b: -1 }, { name: 'ab', unique: true, sparse: true });
  await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
  const specs = await coll.listIndexes().toArray();
  expect(specs.map((s) => s.name)).toEqual(['_id_', 'ab', 'at_1']);
  expect(specs[1]).toMatchObject({ key: { a: 1, b: -1 }, unique: true, sparse: true });
  expect(specs[2]).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
  await expect(coll.createIndex({ a: 1 }, { name: 'ab' })).rejects.toMatchObject({ code: 86 });
  await coll.dropIndex('ab');
  await expect(coll.dropIndex('ab')).rejects.toMatchObject({ code: 27 });
  expect((await coll.listIndexes().toArray()).map((s) => s.name)).toEqual(['_id_', 'at_1']);
  const Synced = h.connection.model('Synced', new Schema({ x: { type: Number, index: true } }), 'idx_admin');
  const dropped = await Synced.syncIndexes();
  expect(dropped).toEqual(['at_1']);
  expect((await coll.listIndexes().toArray()).map((s) => s.name).sort()).toEqual(['_id_', 'x_1']);
  await expect(h.client.db(h.dbName).collection('never_created').listIndexes().toArray()).rejects.toMatchObject({
    code: 26,
  });
});

describe('TTL indexes', () => {
  // A real mongod runs its TTL monitor every 60 s; the embedded one is configured to 200 ms here.
  const timeout = againstRealMongo ? 150_000 : 20_000;

  test(
    'documents past expireAfterSeconds are removed in the background; others stay',
    async () => {
      const Sessions = h.connection.model(
        'TtlSession',
        new Schema({ sid: String, expiresAt: { type: Date, expires: 0 } }),
      );
      await Sessions.init();
      await Sessions.create([
        { sid: 'old', expiresAt: new Date(Date.now() - 60_000) },
        { sid: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
        { sid: 'no-date' },
      ]);
      const deadline = Date.now() + timeout - 5_000;
      while ((await Sessions.countDocuments({ sid: 'old' })) > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect((await Sessions.find().sort({ sid: 1 }).lean()).map((s) => s.sid)).toEqual(['fresh', 'no-date']);
    },
    timeout,
  );

  test(
    'collMod changes expireAfterSeconds',
    async () => {
      const coll = h.client.db(h.dbName).collection('ttl_mod');
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
      await coll.insertOne({ at: new Date(Date.now() - 120_000) });
      const res = await h.client
        .db(h.dbName)
        .command({ collMod: 'ttl_mod', index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 } });
      expect(res).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60 });
      const deadline = Date.now() + timeout - 5_000;
      while ((await coll.countDocuments()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await coll.countDocuments()).toBe(0);
    },
    timeout,
  );
});
