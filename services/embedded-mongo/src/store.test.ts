import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Store } from './store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the journal is compacted while running once it outgrows its threshold, and replays to the same state', async () => {
  let store = await Store.open({ dbpath: dir, compactAtBytes: 20_000 });
  const coll = store.ensureCollection('app', 'counters');
  store.createIndex(coll, { key: { name: 1 }, name: 'name_1', unique: true });
  for (let i = 0; i < 20; i++) store.insert(coll, { _id: i, name: `c${i}`, n: 0 });
  await store.commit();
  for (let round = 1; round <= 100; round++) {
    for (let i = 0; i < 20; i++) {
      const old = coll.docs.get(`n${i}`)!;
      store.replace(coll, old, { ...old, n: round });
    }
    await store.commit();
  }
  // 2,000 updates of ~40 bytes each would be far past 20 kB without compaction.
  expect(statSync(path.join(dir, 'journal.log')).size).toBeLessThan(60_000);
  await store.close();

  store = await Store.open({ dbpath: dir });
  const back = store.collection('app', 'counters')!;
  expect(back.docs.size).toBe(20);
  expect([...back.docs.values()].every((d) => d.n === 100)).toBe(true);
  expect([...back.indexes.keys()]).toEqual(['_id_', 'name_1']);
  expect(() => store.insert(back, { _id: 99, name: 'c1' })).toThrow(/E11000/);
  await store.close();
});
