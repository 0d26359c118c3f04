import { Decimal128, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareValues, keyString, pathValues } from './bson-values';

describe('BSON comparison order', () => {
  test('types sort in MongoDB order and numbers compare by value across BSON types', () => {
    const values = [
      new MaxKey(),
      new Date(5),
      true,
      new ObjectId('000000000000000000000001'),
      [1],
      { a: 1 },
      'a',
      2,
      null,
      new MinKey(),
    ];
    const sorted = [...values].sort(compareValues);
    expect(sorted).toEqual([...values].reverse());
    expect(compareValues(Long.fromNumber(3), 3)).toBe(0);
    expect(compareValues(Decimal128.fromString('2.5'), 3)).toBe(-1);
    expect(keyString(Long.fromNumber(3))).toBe(keyString(3));
  });

  test('index paths expand arrays and report missing fields', () => {
    expect(pathValues({ a: [{ b: 1 }, { b: 2 }] }, ['a', 'b'])).toEqual({ values: [1, 2], multikey: true });
    expect(pathValues({ a: {} }, ['a', 'b'])).toEqual({ values: [undefined], multikey: false });
  });
});
