import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { compileFilter, usesExpressions } from './filter-query';

type Doc = Record<string, unknown>;

const id = new ObjectId();
const docs: Doc[] = [
  { _id: 1, code: 'C000001', n: 5, tags: ['a', 'b'], sub: { x: 1, list: [{ k: 1 }, { k: 2 }] }, when: new Date(1000) },
  { _id: 2, code: 'C000002', n: 12, tags: [], sub: { x: 2 }, owner: id, name: 'Ada' },
  { _id: 3, code: 'c000003', n: null, tags: 'a', name: 'bob' },
  { _id: 4, code: ['C000001', 'Z'], sub: { list: [{ k: 3 }] }, n: 7.5 },
];

const filters: Doc[] = [
  { code: 'C000001' },
  { code: 'C000002', n: 12 },
  { n: { $gt: 5 } },
  { n: { $in: [5, null] } },
  { n: null },
  { tags: 'a' },
  { tags: { $size: 0 } },
  { 'sub.x': { $gte: 1 } },
  { 'sub.list.k': 2 },
  { 'sub.list': { $elemMatch: { k: { $gt: 1 } } } },
  { owner: id },
  { name: { $regex: '^b', $options: 'i' } },
  { code: { $not: /^C/ } },
  { $or: [{ n: 5 }, { name: 'bob' }] },
  { $and: [{ n: { $exists: true } }, { n: { $ne: null } }] },
  { $nor: [{ n: 5 }] },
  { when: { $lt: new Date(2000) } },
  { n: { $type: 'number' } },
  { $expr: { $gt: ['$n', 6] } },
  { $and: [{ _id: { $gt: 0 } }, { $expr: { $eq: ['$_id', 2] } }] },
  { 'sub.list': { $elemMatch: { $expr: { $eq: ['$k', 3] } } } },
];

test('a compiled filter matches exactly what mingo’s own Query matches', () => {
  for (const filter of filters) {
    const ours = docs.filter((d) => compileFilter(filter).test(d)).map((d) => d._id);
    const mingo = docs.filter((d) => new Query(filter).test(d)).map((d) => d._id);
    expect({ filter, ids: ours }).toEqual({ filter, ids: mingo });
  }
});

test('filters with $expr anywhere are compiled with the expression operators, and unknown operators still fail', () => {
  expect(usesExpressions({ code: 'x', n: { $gt: 1 } })).toBe(false);
  expect(usesExpressions({ $expr: { $eq: ['$a', 1] } })).toBe(true);
  expect(usesExpressions({ $or: [{ a: 1 }, { $and: [{ $expr: true }] }] })).toBe(true);
  expect(usesExpressions({ list: { $elemMatch: { $expr: { $eq: ['$k', 1] } } } })).toBe(true);
  expect(usesExpressions({ a: { $not: { $elemMatch: { $expr: true } } } })).toBe(true);
  expect(() => compileFilter({ n: { $bogus: 1 } })).toThrow(/unknown/);
  expect(() => compileFilter({ $bogus: 1 })).toThrow(/unknown/);
});

test('a filter without $expr is never mingo’s full Query (its operator copy per query is the cost the bench measures)', () => {
  for (const filter of filters) {
    expect({ filter, fullQuery: compileFilter(filter) instanceof Query }).toEqual({
      filter,
      fullQuery: usesExpressions(filter),
    });
  }
});
