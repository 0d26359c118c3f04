import { trusted } from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import type { PublicAccountRead } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { PublicAccountsSource } from '../neighbours/settings-public-accounts';
import { dayOf, postFigures, weighPublicPost } from './competitor-figures';
import { CompetitorModel, type CompetitorRecord } from './competitor-model';
import { CompetitorSnapshotModel, type CompetitorSnapshot } from './competitor-snapshot-model';

/** A kept post's caption: long enough for its hashtags, short enough for a day's document. */
const SNAPSHOT_CAPTION_MAX = 600;

/** How many competitors a daily run reads at once (each is one call to settings, one to the platform). */
const CONCURRENCY = 4;

/**
 * Takes competitors' daily snapshots: what the platform shows publicly of each, stored once per
 * competitor and UTC day. Taking one again the same day rewrites that day's figures (never a second
 * document); a failure never replaces figures the day already has.
 */
export function createCompetitorSnapshots(deps: {
  publicAccounts: PublicAccountsSource;
  logger?: Logger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function store(
    competitor: CompetitorRecord,
    day: string,
    read: PublicAccountRead,
  ): Promise<CompetitorSnapshot> {
    const key = { competitorId: competitor._id, day };
    const takenAt = new Date(now());
    if ('failure' in read) {
      try {
        // Only a day without figures takes the failure: a later failed read keeps the figures read earlier.
        await CompetitorSnapshotModel.updateOne(
          { ...key, figures: null },
          { $set: { failure: read.failure, takenAt }, $setOnInsert: { userId: competitor.userId } },
          { upsert: true },
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    } else {
      const weighed = read.posts.map(weighPublicPost);
      const figures = {
        name: read.profile.name,
        followers: read.profile.followers,
        ...postFigures(weighed, now()),
        // Every post read, for the inspiration feed and the niche's figures (inspiration/).
        posts: weighed.map((post) => ({ ...post, caption: post.caption.slice(0, SNAPSHOT_CAPTION_MAX) })),
      };
      const write = () =>
        CompetitorSnapshotModel.updateOne(
          key,
          { $set: { figures, failure: null, takenAt }, $setOnInsert: { userId: competitor.userId } },
          { upsert: true },
        );
      // Two takes of the same day at once race on the unique index: the loser writes over the winner.
      await write().catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
        return write();
      });
    }
    const stored = await CompetitorSnapshotModel.findOne(key).lean<CompetitorSnapshot>();
    if (!stored) throw new Error('competitor snapshot not stored');
    return stored;
  }

  /** Today's snapshot of one competitor, from `read` when the caller already read the platform. */
  async function take(competitor: CompetitorRecord, read?: PublicAccountRead): Promise<CompetitorSnapshot> {
    const answer = read ?? (await deps.publicAccounts.read(competitor.userId, competitor.platform, competitor.handle));
    return store(competitor, dayOf(now()), answer);
  }

  return {
    take,
    /**
     * Today's snapshots of the competitors that have none yet (all owners', or one owner's). The
     * daily job also retries those whose read failed earlier today (`retryFailed`); the page only
     * takes the competitors new since, so a refusing platform is not asked again at every visit.
     * Answers how many it took.
     */
    async takeMissing(options: { userId?: string; retryFailed: boolean }): Promise<number> {
      const { userId, retryFailed } = options;
      const day = dayOf(now());
      const done = await CompetitorSnapshotModel.find({
        day,
        ...(retryFailed ? { figures: trusted({ $ne: null }) } : {}),
        ...(userId ? { userId } : {}),
      })
        .select({ competitorId: 1 })
        .lean();
      const skip = new Set(done.map((snapshot) => String(snapshot.competitorId)));
      const due = (await CompetitorModel.find(userId ? { userId } : {}).lean<CompetitorRecord[]>()).filter(
        (competitor) => !skip.has(String(competitor._id)),
      );
      let next = 0;
      let taken = 0;
      const worker = async () => {
        while (next < due.length) {
          const competitor = due[next]!;
          next += 1;
          try {
            await take(competitor);
            taken += 1;
          } catch (err) {
            deps.logger?.warn({ err, competitorId: String(competitor._id) }, 'competitor snapshot failed');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
      return taken;
    },
  };
}

export type CompetitorSnapshots = ReturnType<typeof createCompetitorSnapshots>;
