import { Binary, Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import mongoose, { Schema, type Model } from 'mongoose';
import { closeHarness, openHarness, type Harness } from './harness';

interface Product {
  sku: string;
  title: string;
  price: number;
  stock: number;
  tags: string[];
  variants: { color: string; qty: number }[];
  shop: mongoose.Types.ObjectId;
  publishedAt?: Date;
  notes?: string;
}

let h: Harness;
let Products: Model<Product>;

beforeAll(async () => {
  h = await openHarness('crud');
  const schema = new Schema<Product>(
    {
      sku: { type: String, required: true, unique: true },
      title: String,
      price: Number,
      stock: Number,
      tags: [String],
      variants: [{ _id: false, color: String, qty: Number }],
      shop: { type: Schema.Types.ObjectId, index: true },
      publishedAt: Date,
      notes: String,
    },
    { timestamps: true },
  );
  Products = h.connection.model<Product>('Product', schema);
  await Products.init();
});

afterAll(() => closeHarness(h));

beforeEach(async () => {
  await Products.deleteMany({});
});

const shopA = new ObjectId();
const shopB = new ObjectId();

async function seed(): Promise<void> {
  await Products.insertMany([
    {
      sku: 'p1',
      title: 'Red mug',
      price: 12,
      stock: 5,
      tags: ['kitchen', 'red'],
      variants: [{ color: 'red', qty: 5 }],
      shop: shopA,
      publishedAt: new Date('2026-01-01'),
    },
    {
      sku: 'p2',
      title: 'Blue mug',
      price: 15,
      stock: 0,
      tags: ['kitchen', 'blue'],
      variants: [{ color: 'blue', qty: 0 }],
      shop: shopA,
    },
    {
      sku: 'p3',
      title: 'Poster',
      price: 30,
      stock: 12,
      tags: ['art'],
      variants: [],
      shop: shopB,
      publishedAt: new Date('2026-03-01'),
    },
    {
      sku: 'p4',
      title: 'Tote bag',
      price: 22.5,
      stock: 3,
      tags: ['bags', 'red'],
      variants: [
        { color: 'red', qty: 1 },
        { color: 'green', qty: 2 },
      ],
      shop: shopB,
    },
  ]);
}

describe('create and read', () => {
  test('create assigns an ObjectId, timestamps and version, and findById returns the stored document', async () => {
    const created = await Products.create({ sku: 'x1', title: 'Mug', price: 9.5, stock: 1, tags: ['a'], shop: shopA });
    const found = await Products.findById(created._id).lean();
    expect(found).toMatchObject({ sku: 'x1', title: 'Mug', price: 9.5, stock: 1, tags: ['a'], __v: 0 });
    expect(found?._id).toBeInstanceOf(ObjectId);
    expect(found?.shop.equals(shopA)).toBe(true);
    expect((found as unknown as { createdAt: Date }).createdAt).toBeInstanceOf(Date);
  });

  test('comparison, logical, element, array and evaluation operators filter like MongoDB', async () => {
    await seed();
    const skus = async (filter: Record<string, unknown>) =>
      (await Products.find(filter).sort({ sku: 1 }).lean()).map((p) => p.sku);
    expect(await skus({ price: { $gt: 15 } })).toEqual(['p3', 'p4']);
    expect(await skus({ price: { $gte: 15, $lt: 30 } })).toEqual(['p2', 'p4']);
    expect(await skus({ price: { $lte: 12 } })).toEqual(['p1']);
    expect(await skus({ stock: { $ne: 0 } })).toEqual(['p1', 'p3', 'p4']);
    expect(await skus({ sku: { $in: ['p1', 'p3', 'zz'] } })).toEqual(['p1', 'p3']);
    expect(await skus({ sku: { $nin: ['p1', 'p3'] } })).toEqual(['p2', 'p4']);
    expect(await skus({ $or: [{ price: 12 }, { stock: 12 }] })).toEqual(['p1', 'p3']);
    expect(await skus({ $and: [{ tags: 'red' }, { price: { $gt: 20 } }] })).toEqual(['p4']);
    expect(await skus({ $nor: [{ tags: 'kitchen' }, { tags: 'art' }] })).toEqual(['p4']);
    expect(await skus({ price: { $not: { $gt: 15 } } })).toEqual(['p1', 'p2']);
    expect(await skus({ publishedAt: { $exists: true } })).toEqual(['p1', 'p3']);
    expect(await skus({ publishedAt: null })).toEqual(['p2', 'p4']);
    expect(await skus({ tags: { $all: ['kitchen', 'red'] } })).toEqual(['p1']);
    expect(await skus({ tags: { $size: 1 } })).toEqual(['p3']);
    expect(await skus({ variants: { $elemMatch: { color: 'red', qty: { $gte: 2 } } } })).toEqual(['p1']);
    expect(await skus({ 'variants.color': 'green' })).toEqual(['p4']);
    expect(await skus({ title: /mug$/i })).toEqual(['p1', 'p2']);
    expect(await skus({ title: { $regex: '^t', $options: 'i' } })).toEqual(['p4']);
    expect(await skus({ price: { $type: 'int' } })).toEqual(['p1', 'p2', 'p3']);
    expect(await skus({ publishedAt: { $type: 'date' } })).toEqual(['p1', 'p3']);
    expect(await skus({ tags: { $type: 'array' }, title: { $type: 'string' } })).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(await skus({ stock: { $mod: [4, 0] } })).toEqual(['p2', 'p3']);
    expect(await skus({ $expr: { $gt: [{ $multiply: ['$stock', 3] }, '$price'] } })).toEqual(['p1', 'p3']);
    expect(await skus({ shop: shopB })).toEqual(['p3', 'p4']);
    expect(await skus({ publishedAt: { $gte: new Date('2026-02-01') } })).toEqual(['p3']);
  });

  test('projection, sort, skip and limit', async () => {
    await seed();
    const page = await Products.find({}, { sku: 1, price: 1, _id: 0 }).sort({ price: -1 }).skip(1).limit(2).lean();
    expect(page).toEqual([
      { sku: 'p4', price: 22.5 },
      { sku: 'p2', price: 15 },
    ]);
    const excluded = await Products.findOne({ sku: 'p1' }).select('-variants -tags').lean();
    expect(excluded).not.toHaveProperty('variants');
    expect(excluded).toHaveProperty('title', 'Red mug');
    const compound = await Products.find().sort({ shop: 1, price: -1 }).lean();
    expect(compound.map((p) => p.sku)).toEqual(['p2', 'p1', 'p3', 'p4']);
    const sliced = await Products.findOne({ sku: 'p4' }, { variants: { $slice: 1 } }).lean();
    expect(sliced?.variants).toEqual([{ color: 'red', qty: 1 }]);
  });

  test('a sanitized filter ($eq around an injected operator) matches the literal value only', async () => {
    await seed();
    const filter = mongoose.sanitizeFilter({ notes: { $ne: null } });
    expect(filter).toEqual({ notes: { $eq: { $ne: null } } });
    expect(await Products.collection.find(filter).toArray()).toEqual([]);
  });

  test('countDocuments, estimatedDocumentCount, distinct and exists', async () => {
    await seed();
    expect(await Products.countDocuments()).toBe(4);
    expect(await Products.countDocuments({ tags: 'red' })).toBe(2);
    expect(await Products.estimatedDocumentCount()).toBe(4);
    expect((await Products.distinct('tags')).sort()).toEqual(['art', 'bags', 'blue', 'kitchen', 'red']);
    expect(await Products.distinct('sku', { price: { $lt: 20 } })).toEqual(['p1', 'p2']);
    expect(await Products.exists({ sku: 'p3' })).toBeTruthy();
    expect(await Products.exists({ sku: 'nope' })).toBeNull();
  });
});

describe('updates', () => {
  test('field, array and arithmetic update operators', async () => {
    await seed();
    await Products.updateOne(
      { sku: 'p1' },
      { $inc: { stock: 2 }, $set: { title: 'Big red mug' }, $push: { tags: 'sale' } },
    );
    await Products.updateOne({ sku: 'p1' }, { $addToSet: { tags: { $each: ['sale', 'new'] } }, $mul: { price: 2 } });
    await Products.updateOne({ sku: 'p1' }, { $pull: { tags: 'kitchen' }, $min: { stock: 6 }, $max: { price: 30 } });
    await Products.collection.updateOne(
      { sku: 'p1' },
      { $rename: { notes: 'memo' }, $unset: { publishedAt: '' }, $currentDate: { checkedAt: true } },
    );
    const p1 = await Products.collection.findOne({ sku: 'p1' });
    expect(p1).toMatchObject({ title: 'Big red mug', stock: 6, price: 30, tags: ['red', 'sale', 'new'] });
    expect(p1).not.toHaveProperty('publishedAt');
    expect(p1?.checkedAt).toBeInstanceOf(Date);
    await Products.updateOne({ sku: 'p4' }, { $pop: { tags: 1 } });
    expect((await Products.findOne({ sku: 'p4' }).lean())?.tags).toEqual(['bags']);
  });

  test('updateMany reports matched and modified counts; unchanged documents are not modified', async () => {
    await seed();
    const res = await Products.collection.updateMany({ tags: 'kitchen' }, { $set: { stock: 0 } });
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(1);
  });

  test('positional, all-positional and arrayFilters updates', async () => {
    await seed();
    await Products.updateOne({ sku: 'p4', 'variants.color': 'green' }, { $inc: { 'variants.$.qty': 10 } });
    await Products.updateOne(
      { sku: 'p4' },
      { $set: { 'variants.$[v].qty': 0 } },
      { arrayFilters: [{ 'v.color': 'red' }] },
    );
    expect((await Products.findOne({ sku: 'p4' }).lean())?.variants).toEqual([
      { color: 'red', qty: 0 },
      { color: 'green', qty: 12 },
    ]);
    await Products.updateOne({ sku: 'p4' }, { $inc: { 'variants.$[].qty': 1 } });
    expect((await Products.findOne({ sku: 'p4' }).lean())?.variants.map((v) => v.qty)).toEqual([1, 13]);
  });

  test('update pipelines compute fields from the document', async () => {
    await seed();
    await Products.collection.updateMany({ shop: shopA }, [
      { $set: { value: { $multiply: ['$price', '$stock'] } } },
      { $unset: 'notes' },
    ]);
    const docs = await Products.collection
      .find({ shop: shopA }, { projection: { sku: 1, value: 1, _id: 0 } })
      .sort({ sku: 1 })
      .toArray();
    expect(docs).toEqual([
      { sku: 'p1', value: 60 },
      { sku: 'p2', value: 0 },
    ]);
  });

  test('upserts insert the query equality fields plus $set and $setOnInsert, and only once', async () => {
    const first = await Products.updateOne(
      { sku: 'u1', shop: shopA },
      { $set: { price: 5 }, $setOnInsert: { stock: 100 } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    const second = await Products.updateOne(
      { sku: 'u1', shop: shopA },
      { $set: { price: 6 }, $setOnInsert: { stock: 1 } },
      { upsert: true },
    );
    expect(second.upsertedCount).toBe(0);
    expect(second.matchedCount).toBe(1);
    const doc = await Products.findOne({ sku: 'u1' }).lean();
    expect(doc).toMatchObject({ sku: 'u1', price: 6, stock: 100 });
    expect(doc?.shop.equals(shopA)).toBe(true);
  });

  test('an upsert whose query has a range applies the update to the inserted document', async () => {
    // "Replace only an older version": no match on an empty collection inserts with the $set applied.
    const inserted = await Products.collection.findOneAndUpdate(
      { sku: 'r1', price: { $lt: 10 } },
      { $set: { price: 10, title: 'Ranged' } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(inserted).toMatchObject({ sku: 'r1', price: 10, title: 'Ranged' });
    const updateOne = await Products.collection.updateOne(
      { sku: 'r2', stock: { $gt: 5 }, $or: [{ price: { $exists: false } }] },
      { $set: { stock: 1 } },
      { upsert: true },
    );
    expect(updateOne.upsertedCount).toBe(1);
    expect(await Products.collection.findOne({ sku: 'r2' })).toMatchObject({ sku: 'r2', stock: 1 });
  });

  test('replaceOne keeps _id and replaces the rest', async () => {
    await seed();
    const before = await Products.findOne({ sku: 'p3' }).lean();
    await Products.collection.replaceOne({ sku: 'p3' }, { sku: 'p3', title: 'Framed poster', price: 40 });
    const after = await Products.collection.findOne({ sku: 'p3' });
    expect(after?._id.equals(before!._id)).toBe(true);
    expect(after).not.toHaveProperty('tags');
    expect(after).toMatchObject({ title: 'Framed poster', price: 40 });
  });

  test('changing _id is refused with ImmutableField', async () => {
    await seed();
    await expect(Products.collection.updateOne({ sku: 'p1' }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject(
      { code: 66 },
    );
  });

  test('findOneAndUpdate: returnDocument, sort, projection, upsert', async () => {
    await seed();
    const before = await Products.findOneAndUpdate(
      { shop: shopA },
      { $inc: { stock: 1 } },
      { sort: { price: -1 } },
    ).lean();
    expect(before).toMatchObject({ sku: 'p2', stock: 0 });
    const after = await Products.findOneAndUpdate(
      { sku: 'p2' },
      { $inc: { stock: 1 } },
      { returnDocument: 'after', projection: { stock: 1 } },
    ).lean();
    expect(after).toEqual({ _id: before!._id, stock: 2 });
    const upserted = await Products.findOneAndUpdate(
      { sku: 'new' },
      { $set: { price: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(upserted).toMatchObject({ sku: 'new', price: 1 });
    const none = await Products.findOneAndUpdate({ sku: 'missing' }, { $set: { price: 1 } }).lean();
    expect(none).toBeNull();
  });

  test('findOneAndDelete and findOneAndReplace', async () => {
    await seed();
    const deleted = await Products.findOneAndDelete({ tags: 'red' }, { sort: { price: -1 } }).lean();
    expect(deleted?.sku).toBe('p4');
    expect(await Products.countDocuments()).toBe(3);
    const replaced = await Products.findOneAndReplace(
      { sku: 'p1' },
      { sku: 'p1', title: 'Replaced' },
      { returnDocument: 'after' },
    ).lean();
    expect(replaced).toMatchObject({ sku: 'p1', title: 'Replaced' });
  });
});

describe('deletes', () => {
  test('deleteOne removes one match, deleteMany all matches', async () => {
    await seed();
    expect((await Products.deleteOne({ tags: 'kitchen' })).deletedCount).toBe(1);
    expect((await Products.deleteMany({ price: { $gt: 0 } })).deletedCount).toBe(3);
    expect(await Products.countDocuments()).toBe(0);
  });
});

describe('cursors', () => {
  test('10,000 documents stream through a cursor with small batches, in order and complete', async () => {
    const Items = h.connection.model('CursorItem', new Schema({ n: Number, label: String }));
    await Items.insertMany(
      Array.from({ length: 10_000 }, (_, n) => ({ n, label: `item ${n}` })),
      { lean: true },
    );
    let expected = 0;
    for await (const doc of Items.find().sort({ n: 1 }).batchSize(37).lean().cursor()) {
      expect(doc.n).toBe(expected);
      expected++;
    }
    expect(expected).toBe(10_000);
    const raw = await Items.collection.find({ n: { $gte: 9_000 } }, { batchSize: 10 }).toArray();
    expect(raw).toHaveLength(1_000);
  });

  test('an abandoned cursor can be killed and a killed cursor is gone', async () => {
    const coll = h.client.db(h.dbName).collection('killable');
    await coll.insertMany(Array.from({ length: 50 }, (_, n) => ({ n })));
    const cursor = coll.find({}, { batchSize: 5 });
    await cursor.next();
    const id = cursor.id!;
    await cursor.close();
    const res = await h.client
      .db(h.dbName)
      .command({ getMore: id, collection: 'killable' })
      .catch((e: { code: number }) => e);
    expect(res).toMatchObject({ code: 43 });
  });
});

describe('BSON types', () => {
  test('ObjectId, Date, Decimal128, Long, Int32, Double, Binary, nested arrays and documents round-trip exactly', async () => {
    const coll = h.client.db(h.dbName).collection('types');
    const doc = {
      _id: new ObjectId(),
      when: new Date('2026-05-06T07:08:09.123Z'),
      money: Decimal128.fromString('1234567890.123456789'),
      big: Long.fromString('9007199254740993'),
      small: new Int32(7),
      ratio: new Double(2.5),
      bytes: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      uuid: new Binary(Buffer.from('0123456789abcdef'), 4),
      nested: { a: [1, [2, [3, { deep: true }]]], b: { c: { d: null } } },
      empty: { list: [], obj: {} },
      text: 'héllo wörld ✓',
    };
    await coll.insertOne(doc);
    const back = await coll.findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false });
    expect(back?.big).toBeInstanceOf(Long);
    expect(String(back?.big)).toBe('9007199254740993');
    expect(back?.money).toBeInstanceOf(Decimal128);
    expect(String(back?.money)).toBe('1234567890.123456789');
    expect(back?.small).toBeInstanceOf(Int32);
    expect(back?.ratio).toBeInstanceOf(Double);
    const plain = await coll.findOne({ _id: doc._id });
    expect(plain?.when.toISOString()).toBe('2026-05-06T07:08:09.123Z');
    expect(plain?.bytes.buffer).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(plain?.uuid.sub_type).toBe(4);
    expect(plain?.nested).toEqual(doc.nested);
    expect(plain?.empty).toEqual({ list: [], obj: {} });
    expect(plain?.text).toBe(doc.text);
    expect(Object.keys(plain!)).toEqual(Object.keys(doc));
  });

  test('Long and Decimal128 values sort by numeric value', async () => {
    const coll = h.client.db(h.dbName).collection('numeric_sort');
    await coll.insertMany([
      { k: 'a', big: Long.fromNumber(12), dec: Decimal128.fromString('9.25') },
      { k: 'b', big: Long.fromNumber(5), dec: Decimal128.fromString('10.5') },
      { k: 'c', big: Long.fromNumber(100), dec: Decimal128.fromString('-1') },
    ]);
    expect((await coll.find().sort({ big: 1 }).toArray()).map((d) => d.k)).toEqual(['b', 'a', 'c']);
    expect((await coll.find().sort({ dec: -1 }).toArray()).map((d) => d.k)).toEqual(['b', 'a', 'c']);
  });

  test('queries match on ObjectId, Date and Decimal128 values', async () => {
    const coll = h.client.db(h.dbName).collection('typed_queries');
    const id = new ObjectId();
    await coll.insertMany([
      { ref: id, at: new Date(1000), amount: Decimal128.fromString('10.5') },
      { ref: new ObjectId(), at: new Date(2000), amount: Decimal128.fromString('2') },
    ]);
    expect(await coll.countDocuments({ ref: id })).toBe(1);
    expect(await coll.countDocuments({ at: { $gt: new Date(1500) } })).toBe(1);
    expect(await coll.countDocuments({ amount: Decimal128.fromString('10.5') })).toBe(1);
  });
});
