import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import {
  COMPETITOR_TREND_DAYS,
  COMPETITORS_MAX,
  competitorPlatforms,
  type AddCompetitorRequest,
  type Competitor,
  type CompetitorFigures,
  type CompetitorPlatform,
  type CompetitorsResponse,
  type OwnAccountFigures,
} from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import type { AccountsSource } from '../neighbours/settings-accounts';
import type { PublicAccountsSource } from '../neighbours/settings-public-accounts';
import type { StudioPosts } from '../neighbours/studio-posts';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { addDays, dayOf, postFigures, problemOf } from './competitor-figures';
import { CompetitorModel, CompetitorSeedModel, type CompetitorRecord } from './competitor-model';
import { CompetitorSnapshotModel, type CompetitorSnapshot } from './competitor-snapshot-model';
import type { CompetitorSnapshots } from './competitor-snapshots';
import { competitorOfEntry, normalHandle } from './onboarding-entries';

const DAY_MS = 24 * 3600 * 1000;

function isCompetitorPlatform(platform: string): platform is CompetitorPlatform {
  return (competitorPlatforms as readonly string[]).includes(platform);
}

/** The followers trend of a series of days (oldest first) and its change over them. */
function trendOf(points: { date: string; followers: number }[]) {
  const first = points[0];
  const last = points.at(-1);
  return {
    followers: last ? last.followers : null,
    followersChange: first && last && points.length > 1 ? last.followers - first.followers : null,
    followersTrend: points,
  };
}

/** A competitor as the page shows it: the latest figures with their trend, and today's problem if any. */
function competitorOf(competitor: CompetitorRecord, snapshots: CompetitorSnapshot[], today: string): Competitor {
  const withFigures = snapshots.filter((snapshot) => snapshot.figures).sort((a, b) => a.day.localeCompare(b.day));
  const latest = withFigures.at(-1);
  const todays = snapshots.find((snapshot) => snapshot.day === today);
  const figures: CompetitorFigures | null = latest?.figures
    ? {
        ...trendOf(withFigures.map((snapshot) => ({ date: snapshot.day, followers: snapshot.figures!.followers }))),
        postsPerWeek: latest.figures.postsPerWeek,
        avgEngagementPerPost: latest.figures.avgEngagementPerPost,
        topPosts: latest.figures.topPosts,
      }
    : null;
  return {
    id: String(competitor._id),
    platform: competitor.platform,
    handle: competitor.handle,
    name: latest?.figures?.name ?? null,
    source: competitor.source,
    figures,
    snapshotDay: latest?.day ?? null,
    problem:
      todays?.failure && !todays.figures ? problemOf(competitor.platform, competitor.handle, todays.failure) : null,
  };
}

/**
 * The owner's competitors (/inspiration/competitors): the ones named in onboarding, taken in once,
 * and those added here; each with what its platform shows publicly, from the daily snapshots, beside
 * the owner's own accounts' same figures (followers from the sync's days, posts from the studio).
 */
export function createCompetitorsService(deps: {
  publicAccounts: PublicAccountsSource;
  snapshots: CompetitorSnapshots;
  accounts: AccountsSource;
  studio: StudioPosts;
  logger?: Logger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const { publicAccounts, snapshots } = deps;

  /** Takes in the onboarding competitors the first time; settings out of reach tries again next time. */
  async function seed(userId: string): Promise<void> {
    if (await CompetitorSeedModel.exists({ userId })) return;
    let entries: string[];
    try {
      entries = await publicAccounts.onboardingEntries(userId);
    } catch (err) {
      deps.logger?.warn({ err }, 'onboarding competitors not read');
      return;
    }
    const scope = userScope(CompetitorModel, userId);
    const parsed = entries.map(competitorOfEntry).filter((entry) => entry !== null);
    for (const { platform, handle } of parsed.slice(0, COMPETITORS_MAX)) {
      try {
        await scope.create({ platform, handle, source: 'onboarding', createdAt: new Date(now()) });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    try {
      await CompetitorSeedModel.create({ userId, seededAt: new Date(now()) });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async function competitorsOf(userId: string, records: CompetitorRecord[]): Promise<Competitor[]> {
    const today = dayOf(now());
    const since = addDays(today, -(COMPETITOR_TREND_DAYS - 1));
    const snapshots = await CompetitorSnapshotModel.find({
      userId,
      competitorId: trusted({ $in: records.map((record) => record._id) }),
      day: trusted({ $gte: since }),
    }).lean<CompetitorSnapshot[]>();
    return records.map((record) =>
      competitorOf(
        record,
        snapshots.filter((snapshot) => String(snapshot.competitorId) === String(record._id)),
        today,
      ),
    );
  }

  /** The owner's own Instagram, Facebook and TikTok accounts with the same figures, and what is missing. */
  async function ownAccounts(userId: string): Promise<{ own: OwnAccountFigures[]; ownProblem: string | null }> {
    const today = dayOf(now());
    const since = addDays(today, -(COMPETITOR_TREND_DAYS - 1));
    const problems: string[] = [];
    let connected: { platform: CompetitorPlatform; accountId: string; name: string }[] | undefined;
    try {
      connected = (await deps.accounts.accounts(userId)).flatMap((account) =>
        isCompetitorPlatform(account.platform)
          ? [{ platform: account.platform, accountId: account.accountId, name: account.displayName }]
          : [],
      );
    } catch {
      problems.push(competitorsTexts.ownAccountsUnavailable);
    }
    const rows = await PlatformDailyMetricModel.find({
      userId,
      platform: trusted({ $in: [...competitorPlatforms] }),
      date: trusted({ $gte: since, $lte: today }),
    })
      .sort({ date: 1 })
      .lean();
    // Settings out of reach: the accounts the sync has days of still show.
    const accounts =
      connected ??
      [...new Map(rows.map((row) => [`${row.platform}:${row.accountId}`, row])).values()].map((row) => ({
        platform: row.platform as CompetitorPlatform,
        accountId: row.accountId,
        name: row.accountId,
      }));
    let posts: PublishedPost[] | undefined;
    if (accounts.length > 0) {
      try {
        posts = await deps.studio.published(userId, new Date(now() - COMPETITOR_TREND_DAYS * DAY_MS), new Date(now()));
      } catch {
        problems.push(competitorsTexts.ownPostsUnavailable);
      }
    }
    const own = accounts.map((account) => {
      const points = rows
        .filter(
          (row) =>
            row.platform === account.platform &&
            row.accountId === account.accountId &&
            typeof row.metrics.followers === 'number',
        )
        .map((row) => ({ date: row.date, followers: Math.max(0, Math.round(row.metrics.followers!)) }));
      const weighed = (posts ?? [])
        .filter((post) => post.platform === account.platform && post.accountId === account.accountId)
        .filter((post) => post.figuresDay !== null)
        .map((post) => ({
          id: post.postId,
          postedAt: post.publishedAt,
          caption: post.excerpt,
          engagement: (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0),
          url: post.permalink,
        }));
      const fromPosts = postFigures(weighed, now());
      return {
        ...account,
        figures: {
          ...trendOf(points),
          postsPerWeek: posts ? fromPosts.postsPerWeek : null,
          avgEngagementPerPost: posts ? fromPosts.avgEngagementPerPost : null,
          topPosts: posts ? fromPosts.topPosts : [],
        },
      };
    });
    return { own, ownProblem: problems.length ? problems.join(' ') : null };
  }

  /** The same answer from what is stored, with no platform read (the assistant's competitor matrix). */
  async function fromSnapshots(userId: string): Promise<CompetitorsResponse> {
    const records = await userScope(CompetitorModel, userId)
      .find()
      .sort({ createdAt: 1, _id: 1 })
      .lean<CompetitorRecord[]>();
    const [competitors, own] = await Promise.all([competitorsOf(userId, records), ownAccounts(userId)]);
    return { competitors, ...own };
  }

  return {
    fromSnapshots,
    /**
     * The page: the competitors (onboarding's taken in at the first visit; today's snapshot taken
     * for those new since the last daily run) beside the owner's own accounts.
     */
    async list(userId: string): Promise<CompetitorsResponse> {
      await seed(userId);
      await snapshots.takeMissing({ userId, retryFailed: false });
      return fromSnapshots(userId);
    },

    /**
     * Follows an account: the platform is read at once, so an unknown handle is its 'not found'
     * (404, nothing stored); any other refusal stores the competitor with today's problem shown.
     */
    async add(userId: string, request: AddCompetitorRequest): Promise<Competitor> {
      const handle = normalHandle(request.handle);
      // The onboarding competitors come first, whether the page was visited before or not.
      await seed(userId);
      const scope = userScope(CompetitorModel, userId);
      if (await scope.findOne({ platform: request.platform, handle }))
        throw AppError.conflict(competitorsTexts.duplicate);
      if ((await scope.countDocuments()) >= COMPETITORS_MAX)
        throw AppError.conflict(competitorsTexts.tooMany(COMPETITORS_MAX));
      const read = await publicAccounts.read(userId, request.platform, handle);
      if ('failure' in read && read.failure.kind === 'not_found')
        throw AppError.notFound(competitorsTexts.notFound(request.platform, handle, read.failure.platformReason));
      let created: CompetitorRecord;
      try {
        created = (
          await scope.create({ platform: request.platform, handle, source: 'added', createdAt: new Date(now()) })
        ).toObject();
      } catch (err) {
        if (isDuplicateKey(err)) throw AppError.conflict(competitorsTexts.duplicate);
        throw err;
      }
      await snapshots.take(created, read);
      const [competitor] = await competitorsOf(userId, [created]);
      return competitor!;
    },

    /** Stops following: the competitor and its snapshots go. Another owner's or an unknown id: 404. */
    async remove(userId: string, id: string): Promise<void> {
      const competitor = await userScope(CompetitorModel, userId).findById(id);
      await CompetitorSnapshotModel.deleteMany({ userId, competitorId: competitor._id });
      await competitor.deleteOne();
    },
  };
}

export type CompetitorsService = ReturnType<typeof createCompetitorsService>;
