import { SortedList } from './sorted-list';

const cmp = (a: number, b: number) => a - b;

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

describe('SortedList', () => {
  test('stays sorted through random inserts and removals across many blocks', () => {
    const rnd = seeded(7);
    const list = new SortedList<number>(cmp);
    const model: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const v = Math.floor(rnd() * 5_000);
      if (rnd() < 0.3 && model.length > 0) {
        const victim = model[Math.floor(rnd() * model.length)]!;
        expect(list.remove(victim)).toBe(true);
        model.splice(model.indexOf(victim), 1);
      } else {
        list.insert(v);
        model.push(v);
      }
    }
    model.sort(cmp);
    expect(list.size).toBe(model.length);
    expect([...list.scan(undefined, () => false)]).toEqual(model);
    expect([...list.scan(undefined, () => false, true)]).toEqual([...model].reverse());
    expect(list.remove(-1)).toBe(false);
  });

  test('bounded scans forwards and backwards return exactly the range', () => {
    const list = new SortedList<number>(cmp);
    for (let i = 0; i < 3_000; i++) list.insert(i * 2);
    const forward = [
      ...list.scan(
        (x) => cmp(x, 1001),
        (x) => x > 1100,
      ),
    ];
    expect(forward[0]).toBe(1002);
    expect(forward[forward.length - 1]).toBe(1100);
    const backward = [
      ...list.scan(
        (x) => cmp(x, 1100),
        (x) => x < 1002,
        true,
      ),
    ];
    expect(backward).toEqual([...forward].reverse());
    expect([
      ...list.scan(
        (x) => cmp(x, 99_999),
        () => false,
      ),
    ]).toEqual([]);
    expect([
      ...list.scan(
        (x) => cmp(x, -5),
        () => false,
        true,
      ),
    ]).toEqual([]);
  });
});
