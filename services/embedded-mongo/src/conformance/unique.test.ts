import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { Schema, type Model } from 'mongoose';
import { closeHarness, openHarness, type Harness } from './harness';

interface Account {
  email: string;
  handle?: string;
  shop: string;
  slug: string;
  phone?: string;
  status: string;
}

let h: Harness;
let Accounts: Model<Account>;

beforeAll(async () => {
  h = await openHarness('unique');
  const schema = new Schema<Account>({
    email: { type: String, required: true, unique: true },
    handle: { type: String, unique: true, sparse: true },
    shop: String,
    slug: String,
    phone: String,
    status: String,
  });
  schema.index({ shop: 1, slug: 1 }, { unique: true });
  schema.index({ phone: 1 }, { unique: true, partialFilterExpression: { status: 'active' } });
  Accounts = h.connection.model<Account>('Account', schema);
  await Accounts.init();
});

afterAll(() => closeHarness(h));

beforeEach(async () => {
  await Accounts.deleteMany({});
});

const base = (n: number, extra: Partial<Account> = {}): Account => ({
  email: `u${n}@x.test`,
  shop: 's1',
  slug: `slug-${n}`,
  status: 'new',
  ...extra,
});

async function rejection(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (err) {
    return err as MongoServerError;
  }
  throw new Error('expected a rejection');
}

test('insert: E11000 with mongod message, keyPattern and keyValue', async () => {
  await Accounts.create(base(1));
  const err = await rejection(Accounts.create(base(2, { email: 'u1@x.test' })));
  expect(err.code).toBe(11000);
  expect(err.message).toMatch(
    new RegExp(
      `^E11000 duplicate key error collection: ${h.dbName}\\.accounts index: email_1 dup key: \\{ email: "u1@x\\.test" \\}$`,
    ),
  );
  expect(err.keyPattern).toEqual({ email: 1 });
  expect(err.keyValue).toEqual({ email: 'u1@x.test' });
  expect(await Accounts.countDocuments()).toBe(1);
});

test('duplicate _id is refused on the _id_ index', async () => {
  const a = await Accounts.create(base(1));
  const err = await rejection(Accounts.collection.insertOne({ ...base(2), _id: a._id }));
  expect(err.code).toBe(11000);
  expect(err.message).toContain('index: _id_ dup key: { _id: ObjectId(');
});

test('compound unique index compares the whole key', async () => {
  await Accounts.create(base(1, { shop: 's1', slug: 'home' }));
  await Accounts.create(base(2, { shop: 's2', slug: 'home' }));
  const err = await rejection(Accounts.create(base(3, { shop: 's1', slug: 'home' })));
  expect(err.code).toBe(11000);
  expect(err.keyPattern).toEqual({ shop: 1, slug: 1 });
  expect(err.keyValue).toEqual({ shop: 's1', slug: 'home' });
  expect(err.message).toContain('index: shop_1_slug_1 dup key: { shop: "s1", slug: "home" }');
});

test('sparse unique index ignores documents without the field', async () => {
  await Accounts.create(base(1));
  await Accounts.create(base(2));
  await Accounts.create(base(3, { handle: 'ann' }));
  const err = await rejection(Accounts.create(base(4, { handle: 'ann' })));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ handle: 'ann' });
});

test('partial unique index only constrains documents matching its filter', async () => {
  await Accounts.create(base(1, { phone: '555', status: 'new' }));
  await Accounts.create(base(2, { phone: '555', status: 'active' }));
  await Accounts.create(base(3, { phone: '555', status: 'new' }));
  const err = await rejection(Accounts.create(base(4, { phone: '555', status: 'active' })));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ phone: '555' });
});

test('update and updateMany that would create a duplicate are refused and change nothing', async () => {
  await Accounts.create([base(1), base(2)]);
  const err = await rejection(Accounts.updateOne({ email: 'u2@x.test' }, { $set: { email: 'u1@x.test' } }));
  expect(err.code).toBe(11000);
  expect(await Accounts.countDocuments({ email: 'u2@x.test' })).toBe(1);
  const many = await rejection(Accounts.updateMany({}, { $set: { slug: 'same' } }));
  expect(many.code).toBe(11000);
  expect(await Accounts.countDocuments({ slug: 'same' })).toBe(1);
});

test('upsert that would insert a duplicate is refused', async () => {
  await Accounts.create(base(1, { slug: 'taken' }));
  const err = await rejection(
    Accounts.updateOne(
      { email: 'new@x.test' },
      { $set: { shop: 's1', slug: 'taken', status: 'new' } },
      { upsert: true },
    ),
  );
  expect(err.code).toBe(11000);
  expect(await Accounts.countDocuments()).toBe(1);
});

test('findOneAndUpdate (update and upsert) reports duplicates with keyValue', async () => {
  await Accounts.create([base(1), base(2)]);
  const err = await rejection(Accounts.findOneAndUpdate({ email: 'u2@x.test' }, { $set: { email: 'u1@x.test' } }));
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: 'u1@x.test' });
  const up = await rejection(
    Accounts.findOneAndUpdate({ email: 'u3@x.test' }, { $set: { shop: 's1', slug: 'slug-1' } }, { upsert: true }),
  );
  expect(up.code).toBe(11000);
  expect(up.keyValue).toEqual({ shop: 's1', slug: 'slug-1' });
});

test('ordered insertMany stops at the first duplicate; unordered inserts the rest and reports each', async () => {
  await Accounts.create(base(1));
  const ordered = await rejection(Accounts.insertMany([base(2), base(1), base(3)], { ordered: true }));
  expect(ordered.code).toBe(11000);
  expect((await Accounts.find().sort({ email: 1 }).lean()).map((a) => a.email)).toEqual(['u1@x.test', 'u2@x.test']);

  const unordered = (await rejection(
    Accounts.insertMany([base(4), base(1), base(5), base(2)], { ordered: false }),
  )) as unknown as MongoBulkWriteError;
  const writeErrors = unordered.writeErrors as unknown as { index: number; code: number }[];
  expect(writeErrors.map((e) => [e.index, e.code])).toEqual([
    [1, 11000],
    [3, 11000],
  ]);
  expect(await Accounts.countDocuments()).toBe(4);
});

test('bulkWrite reports writeErrors with their operation index; unordered continues', async () => {
  await Accounts.create(base(1));
  const res = (await rejection(
    Accounts.bulkWrite(
      [
        { insertOne: { document: base(2) } },
        { insertOne: { document: base(1) } },
        { updateOne: { filter: { email: 'u2@x.test' }, update: { $set: { email: 'u1@x.test' } } } },
        {
          updateOne: {
            filter: { email: 'u9@x.test' },
            update: { $set: { shop: 's9', slug: 'x', status: 'new' } },
            upsert: true,
          },
        },
        { deleteOne: { filter: { email: 'u1@x.test' } } },
      ],
      { ordered: false },
    ),
  )) as unknown as MongoBulkWriteError;
  expect(res.writeErrors && (res.writeErrors as unknown as { index: number }[]).map((e) => e.index)).toEqual([1, 2]);
  expect(res.result.insertedCount).toBe(1);
  expect(res.result.upsertedCount).toBe(1);
  expect(res.result.deletedCount).toBe(1);
  expect((await Accounts.find().sort({ email: 1 }).lean()).map((a) => a.email)).toEqual(['u2@x.test', 'u9@x.test']);
});

test('50 concurrent upserts on one unique key leave exactly one document', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      Accounts.updateOne(
        { email: 'race@x.test' },
        { $set: { status: 'active' }, $setOnInsert: { shop: 'race', slug: 'race' }, $inc: { n: i } } as never,
        { upsert: true },
      ),
    ),
  );
  // A real server may report a lost upsert race as E11000; every other one updates the winner.
  for (const r of results) if (r.status === 'rejected') expect((r.reason as MongoServerError).code).toBe(11000);
  expect(await Accounts.countDocuments({ email: 'race@x.test' })).toBe(1);
});

test('creating a unique index over duplicate data fails and leaves no index', async () => {
  const coll = h.client.db(h.dbName).collection('dupdata');
  await coll.insertMany([{ k: 1 }, { k: 1 }]);
  const err = await rejection(coll.createIndex({ k: 1 }, { unique: true }));
  expect(err.code).toBe(11000);
  expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
});
