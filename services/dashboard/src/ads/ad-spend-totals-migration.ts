import type { Migration } from '@scp/service-kit/migrations';

/** The spec's largest write batch (business constants). */
const BATCH = 1000;

/**
 * The days' spend on every ad account together (ad_spend_totals), computed once from the campaigns'
 * days synced before the sync kept them; from then on the sync keeps them (ad-spend-totals.ts).
 */
export function adSpendTotalsMigration(version: number): Migration {
  return {
    version,
    name: 'ad spend totals by day',
    up: async ({ connection, logger }) => {
      const rows = await connection
        .collection('ad_spend_days')
        .aggregate<{ _id: { userId: string; date: string }; spend: number }>([
          { $group: { _id: { userId: '$userId', date: '$date' }, spend: { $sum: '$spend' } } },
        ])
        .toArray();
      const totals = connection.collection('ad_spend_totals');
      for (let start = 0; start < rows.length; start += BATCH) {
        await totals.bulkWrite(
          rows.slice(start, start + BATCH).map((row) => ({
            updateOne: {
              filter: { userId: row._id.userId, date: row._id.date },
              update: { $set: { spend: Math.round(row.spend * 10_000) / 10_000 } },
              upsert: true,
            },
          })),
          { ordered: false },
        );
      }
      logger.info({ days: rows.length }, 'ad spend totals written');
    },
  };
}
