import mongoose, { Schema, type Model } from 'mongoose';
import { closeHarness, openHarness, type Harness } from './harness';

interface Order {
  customer: string;
  status: 'paid' | 'open' | 'refunded';
  total: number;
  items: { sku: string; qty: number }[];
  placedAt: Date;
}

let h: Harness;
let Orders: Model<Order>;
let Customers: Model<{ name: string; city: string }>;
const customerSchema = new Schema<{ name: string; city: string }>({
  name: { type: String, unique: true },
  city: String,
});

beforeAll(async () => {
  h = await openHarness('aggregate');
  Orders = h.connection.model<Order>(
    'Order',
    new Schema<Order>({
      customer: String,
      status: String,
      total: Number,
      items: [{ _id: false, sku: String, qty: Number }],
      placedAt: Date,
    }),
  );
  Customers = h.connection.model('Customer', customerSchema);
  await Promise.all([Orders.init(), Customers.init()]);
  await Customers.insertMany([
    { name: 'ann', city: 'Oslo' },
    { name: 'bob', city: 'Rome' },
    { name: 'cid', city: 'Oslo' },
  ]);
  await Orders.insertMany([
    {
      customer: 'ann',
      status: 'paid',
      total: 30,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
      placedAt: new Date('2026-01-05'),
    },
    { customer: 'ann', status: 'paid', total: 70, items: [{ sku: 'a', qty: 3 }], placedAt: new Date('2026-02-10') },
    { customer: 'bob', status: 'open', total: 15, items: [{ sku: 'c', qty: 1 }], placedAt: new Date('2026-02-11') },
    { customer: 'bob', status: 'refunded', total: 55, items: [], placedAt: new Date('2026-03-01') },
    { customer: 'cid', status: 'paid', total: 120, items: [{ sku: 'b', qty: 5 }], placedAt: new Date('2026-03-20') },
  ]);
});

afterAll(() => closeHarness(h));

type Row = Record<string, unknown>;
const run = (pipeline: mongoose.PipelineStage[]) => Orders.aggregate<Row>(pipeline);

test('$match, $group with accumulators, $sort', async () => {
  const rows = await run([
    { $match: { status: 'paid' } },
    {
      $group: {
        _id: '$customer',
        revenue: { $sum: '$total' },
        orders: { $sum: 1 },
        avg: { $avg: '$total' },
        biggest: { $max: '$total' },
        first: { $min: '$placedAt' },
      },
    },
    { $sort: { revenue: -1 } },
  ]);
  expect(rows).toEqual([
    { _id: 'cid', revenue: 120, orders: 1, avg: 120, biggest: 120, first: new Date('2026-03-20') },
    { _id: 'ann', revenue: 100, orders: 2, avg: 50, biggest: 70, first: new Date('2026-01-05') },
  ]);
});

test('$project, $addFields, $set, $unset', async () => {
  const rows = await run([
    { $match: { customer: 'ann' } },
    { $sort: { total: 1 } },
    { $project: { _id: 0, customer: 1, total: 1, month: { $month: '$placedAt' } } },
    { $addFields: { withTax: { $multiply: ['$total', 1.25] } } },
    { $set: { label: { $concat: ['$customer', '-', { $toString: '$month' }] } } },
    { $unset: 'month' },
  ]);
  expect(rows).toEqual([
    { customer: 'ann', total: 30, withTax: 37.5, label: 'ann-1' },
    { customer: 'ann', total: 70, withTax: 87.5, label: 'ann-2' },
  ]);
});

test('$skip and $limit', async () => {
  const rows = await run([{ $sort: { total: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, total: 1 } }]);
  expect(rows).toEqual([{ total: 70 }, { total: 55 }]);
});

test('$unwind with and without empty arrays', async () => {
  const rows = await run([
    { $unwind: '$items' },
    { $group: { _id: '$items.sku', qty: { $sum: '$items.qty' } } },
    { $sort: { _id: 1 } },
  ]);
  expect(rows).toEqual([
    { _id: 'a', qty: 4 },
    { _id: 'b', qty: 7 },
    { _id: 'c', qty: 1 },
  ]);
  const kept = await run([{ $unwind: { path: '$items', preserveNullAndEmptyArrays: true } }, { $count: 'n' }]);
  expect(kept).toEqual([{ n: 6 }]);
});

test('$lookup joins another collection', async () => {
  const rows = await run([
    { $match: { status: 'open' } },
    { $lookup: { from: Customers.collection.collectionName, localField: 'customer', foreignField: 'name', as: 'who' } },
    { $project: { _id: 0, customer: 1, city: { $first: '$who.city' } } },
  ]);
  expect(rows).toEqual([{ customer: 'bob', city: 'Rome' }]);
});

test('$facet, $count, $bucket, $sortByCount, $replaceRoot', async () => {
  const [facets] = await run([
    {
      $facet: {
        byStatus: [{ $sortByCount: '$status' }],
        buckets: [
          {
            $bucket: { groupBy: '$total', boundaries: [0, 50, 100, 200], default: 'other', output: { n: { $sum: 1 } } },
          },
        ],
        paid: [{ $match: { status: 'paid' } }, { $count: 'n' }],
      },
    },
  ]);
  const byStatus = facets!.byStatus as { _id: string; count: number }[];
  expect(byStatus[0]).toEqual({ _id: 'paid', count: 3 });
  // Ties have no defined order in MongoDB either.
  expect(byStatus.slice(1).sort((a, b) => a._id.localeCompare(b._id))).toEqual([
    { _id: 'open', count: 1 },
    { _id: 'refunded', count: 1 },
  ]);
  expect({ buckets: facets!.buckets, paid: facets!.paid }).toEqual({
    buckets: [
      { _id: 0, n: 2 },
      { _id: 50, n: 2 },
      { _id: 100, n: 1 },
    ],
    paid: [{ n: 3 }],
  });
  const roots = await run([{ $match: { customer: 'cid' } }, { $replaceRoot: { newRoot: { $first: '$items' } } }]);
  expect(roots).toEqual([{ sku: 'b', qty: 5 }]);
});

test('countDocuments with a filter goes through aggregate', async () => {
  expect(await Orders.countDocuments({ total: { $gte: 55 } })).toBe(3);
});

test('aggregation cursors return large results in batches', async () => {
  const rows: Row[] = [];
  for await (const row of Orders.aggregate<Row>([{ $project: { total: 1 } }]).cursor({ batchSize: 2 })) rows.push(row);
  expect(rows).toHaveLength(5);
});

// A real MongoDB supports $out and $merge; the embedded server refuses them instead of half-supporting them.
const embeddedOnly = process.env.MONGODB_URI ? test.skip : test;

embeddedOnly('$out and $merge are refused with a clear error and write nothing', async () => {
  await expect(run([{ $match: {} }, { $out: 'copy' }])).rejects.toThrow(/\$out/);
  await expect(run([{ $merge: { into: 'copy' } }])).rejects.toThrow(/\$merge/);
  const names = (await h.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  expect(names).not.toContain('copy');
});

test('an unknown stage or operator is an error, and the server keeps answering', async () => {
  await expect(run([{ $bogus: {} } as unknown as mongoose.PipelineStage])).rejects.toThrow();
  await expect(Orders.collection.find({ total: { $bogus: 1 } }).toArray()).rejects.toThrow();
  expect(await Orders.countDocuments()).toBe(5);
});
