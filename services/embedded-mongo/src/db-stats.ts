// dbStats the way mongod means its sizes: dataSize is the uncompressed BSON bytes of the documents
// a database holds, avgObjSize that divided by their count, indexSize the bytes of the index keys.
// The store holds everything in memory, so these are what a client (the fault drills' soak among
// them) can weigh a memory figure against; storageSize stays 0, as no collection has files of its
// own (the journal is one file for every database).
import { calculateObjectSize } from 'bson';
import { ErrorCode, MongoCommandError } from './errors';
import type { Collection } from './collection';
import type { IndexStructure } from './index-structure';
import type { Store } from './store';

type Doc = Record<string, unknown>;

/** `scale` divides the sizes (not avgObjSize), as in mongod; it must be 1 or more. */
function scaleOf(value: unknown): number {
  if (value === undefined || value === null) return 1;
  const scale = typeof value === 'object' ? Number(value.valueOf()) : Number(value);
  if (!Number.isFinite(scale) || Math.trunc(scale) < 1)
    throw new MongoCommandError(ErrorCode.BadValue, 'scale has to be > 0');
  return Math.trunc(scale);
}

/** One key's bytes as an index stores it: its values, the document it points to left out. */
function indexBytes(index: IndexStructure): number {
  let bytes = 0;
  for (const entry of index.entries.scan(undefined, () => false)) {
    const key: Doc = {};
    entry.k.forEach((value, i) => {
      key[String(i)] = value;
    });
    bytes += calculateObjectSize(key);
  }
  return bytes;
}

interface CollectionSizes {
  changeCount: number;
  dataSize: number;
  indexSize: number;
}

// Weighing a collection walks every document and index key. A client that asks for dbStats after
// each request (the route fuzz tests count documents this way) would pay that walk each time, so
// the sizes are kept until the collection changes.
const sizesByCollection = new WeakMap<Collection, CollectionSizes>();

function sizesOf(coll: Collection): CollectionSizes {
  const kept = sizesByCollection.get(coll);
  if (kept && kept.changeCount === coll.changeCount) return kept;
  let dataSize = 0;
  let indexSize = 0;
  for (const doc of coll.docs.values()) dataSize += calculateObjectSize(doc);
  for (const index of coll.indexes.values()) indexSize += indexBytes(index);
  const sizes = { changeCount: coll.changeCount, dataSize, indexSize };
  sizesByCollection.set(coll, sizes);
  return sizes;
}

export function dbStats(store: Store, db: string, scaleArg: unknown): Doc {
  const scale = scaleOf(scaleArg);
  const colls = store.dbs.get(db);
  let objects = 0;
  let indexes = 0;
  let dataSize = 0;
  let indexSize = 0;
  for (const coll of colls?.values() ?? []) {
    objects += coll.docs.size;
    indexes += coll.indexes.size;
    const sizes = sizesOf(coll);
    dataSize += sizes.dataSize;
    indexSize += sizes.indexSize;
  }
  return {
    db,
    collections: colls?.size ?? 0,
    views: 0,
    objects,
    avgObjSize: objects === 0 ? 0 : dataSize / objects,
    dataSize: Math.floor(dataSize / scale),
    storageSize: 0,
    indexes,
    indexSize: Math.floor(indexSize / scale),
    scaleFactor: scale,
    ok: 1,
  };
}
