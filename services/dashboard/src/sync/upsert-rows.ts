/** The spec's largest write batch (business constants). */
const BATCH = 1000;

/** A collection the sync writes rows to (any of its models). */
export interface UpsertTarget {
  bulkWrite(
    ops: Array<{ updateOne: { filter: object; update: object; upsert: boolean } }>,
    options: { ordered: boolean },
  ): Promise<{ upsertedCount: number; modifiedCount: number }>;
}

/**
 * Upserts rows by what they describe, a batch at a time; answers how many were new or changed, so
 * writing the same rows again counts nothing. `onInsert` is written on new rows only.
 */
export async function upsertRows(
  model: UpsertTarget,
  docs: Array<{ filter: Record<string, unknown>; set: Record<string, unknown> }>,
  onInsert?: Record<string, unknown>,
): Promise<number> {
  let written = 0;
  for (let start = 0; start < docs.length; start += BATCH) {
    const ops = docs.slice(start, start + BATCH).map(({ filter, set }) => ({
      updateOne: { filter, update: onInsert ? { $set: set, $setOnInsert: onInsert } : { $set: set }, upsert: true },
    }));
    const result = await model.bulkWrite(ops, { ordered: false });
    written += result.upsertedCount + result.modifiedCount;
  }
  return written;
}
