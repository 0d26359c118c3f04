import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import {
  FEED_PAGE_SIZE,
  HASHTAGS_MAX,
  INSPIRATION_DAYS,
  type FeedItem,
  type FeedQuery,
  type FeedResponse,
  type FollowHashtagRequest,
  type HashtagsResponse,
  type IntelligenceQuery,
  type IntelligenceResponse,
} from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import type { PublicReadFailure } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { PublicHashtagsSource } from '../neighbours/settings-public-hashtags';
import { addDays, dayOf, type WeighedPost } from '../competitors/competitor-figures';
import { CompetitorModel, type CompetitorRecord } from '../competitors/competitor-model';
import { CompetitorSnapshotModel, type CompetitorSnapshot } from '../competitors/competitor-snapshot-model';
import type { CompetitorsService } from '../competitors/competitors-service';
import { FollowedHashtagModel, type FollowedHashtagRecord } from './hashtag-model';
import { nicheFigures, type NichePost } from './inspiration-figures';

const DAY_MS = 24 * 3600 * 1000;
/** A competitor's best posts the feed shows, by engagement, from its latest snapshot. */
const FEED_POSTS_PER_COMPETITOR = 6;

const texts = inspirationTexts;

function hashtagProblem(hashtag: string, failure: PublicReadFailure): string {
  switch (failure.kind) {
    case 'not_connected':
      return texts.feed.hashtagNotConnected(hashtag);
    case 'unavailable':
    case 'unreachable':
      return texts.feed.hashtagUnavailable(hashtag);
    default:
      return texts.feed.hashtagRefused(hashtag, failure.platformReason);
  }
}

/** Only a web address is a link the page may follow and the moodboard may keep. */
function linkOf(url: string | null | undefined): string | null {
  return url && /^https:\/\//i.test(url) ? url : null;
}

/** The posts a snapshot kept: every post read, or (taken before those were kept) its top posts. */
function postsOf(snapshot: CompetitorSnapshot): WeighedPost[] {
  return snapshot.figures?.posts ?? snapshot.figures?.topPosts ?? [];
}

/**
 * The inspiration pages: the feed (competitors' recent top posts from their snapshots, a followed
 * hashtag's top posts read through settings) and the niche's intelligence (what works among the
 * competitors' posts of the snapshots, beside the owner's own accounts).
 */
export function createInspirationService(deps: {
  hashtags: PublicHashtagsSource;
  competitors: Pick<CompetitorsService, 'fromSnapshots'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function followed(userId: string): Promise<FollowedHashtagRecord[]> {
    return userScope(FollowedHashtagModel, userId)
      .find()
      .sort({ createdAt: 1, _id: 1 })
      .lean<FollowedHashtagRecord[]>();
  }

  async function hashtagsOf(userId: string): Promise<HashtagsResponse> {
    return {
      hashtags: (await followed(userId)).map((record) => ({
        id: String(record._id),
        hashtag: record.hashtag,
        createdAt: record.createdAt.toISOString(),
      })),
      max: HASHTAGS_MAX,
    };
  }

  /** The owner's competitors and their snapshots with figures since `since` (YYYY-MM-DD), oldest day first. */
  async function snapshotsSince(userId: string, since: string) {
    const records = await userScope(CompetitorModel, userId).find().lean<CompetitorRecord[]>();
    const snapshots = await CompetitorSnapshotModel.find({
      userId,
      competitorId: trusted({ $in: records.map((record) => record._id) }),
      day: trusted({ $gte: since }),
      figures: trusted({ $ne: null }),
    })
      .sort({ day: 1 })
      .lean<CompetitorSnapshot[]>();
    return { records, snapshots };
  }

  return {
    hashtags: hashtagsOf,

    async follow(userId: string, request: FollowHashtagRequest): Promise<HashtagsResponse> {
      const hashtag = request.hashtag.replace(/^#/, '').toLowerCase();
      const scope = userScope(FollowedHashtagModel, userId);
      if (await scope.findOne({ hashtag })) throw AppError.conflict(texts.hashtags.duplicate);
      if ((await scope.countDocuments()) >= HASHTAGS_MAX) throw AppError.conflict(texts.hashtags.tooMany(HASHTAGS_MAX));
      try {
        await scope.create({ hashtag, createdAt: new Date(now()) });
      } catch (err) {
        if (isDuplicateKey(err)) throw AppError.conflict(texts.hashtags.duplicate);
        throw err;
      }
      return hashtagsOf(userId);
    },

    async unfollow(userId: string, id: string): Promise<void> {
      const record = await userScope(FollowedHashtagModel, userId).findById(id);
      await record.deleteOne();
    },

    /**
     * A page of the feed, newest first: each competitor's best recent posts from its latest snapshot
     * and each followed hashtag's top posts (Instagram only), filtered by platform and format. A
     * post found both ways shows once, as the competitor's.
     */
    async feed(userId: string, query: FeedQuery): Promise<FeedResponse> {
      const since = addDays(dayOf(now()), -(INSPIRATION_DAYS - 1));
      const oldest = now() - INSPIRATION_DAYS * DAY_MS;
      const [{ records, snapshots }, tags] = await Promise.all([snapshotsSince(userId, since), followed(userId)]);
      const items: FeedItem[] = [];
      for (const record of records) {
        if (query.platform && record.platform !== query.platform) continue;
        const latest = snapshots.filter((snapshot) => String(snapshot.competitorId) === String(record._id)).at(-1);
        if (!latest?.figures) continue;
        const recent = postsOf(latest)
          .filter((post) => Date.parse(post.postedAt) >= oldest)
          .sort((a, b) => b.engagement - a.engagement || b.postedAt.localeCompare(a.postedAt))
          .slice(0, FEED_POSTS_PER_COMPETITOR);
        for (const post of recent)
          items.push({
            id: `competitor:${String(record._id)}:${post.id}`,
            platform: record.platform,
            format: post.format ?? null,
            postedAt: post.postedAt,
            caption: post.caption,
            engagement: post.engagement,
            url: linkOf(post.url),
            source: { kind: 'competitor', handle: record.handle, name: latest.figures.name },
          });
      }
      const problems: string[] = [];
      if (!query.platform || query.platform === 'instagram') {
        const reads = await Promise.all(tags.map((tag) => deps.hashtags.read(userId, tag.hashtag)));
        reads.forEach((read, index) => {
          const tag = tags[index]!;
          if ('failure' in read) {
            problems.push(hashtagProblem(tag.hashtag, read.failure));
            return;
          }
          for (const post of read.posts)
            items.push({
              id: `hashtag:${tag.hashtag}:${post.id}`,
              platform: 'instagram',
              format: post.format ?? null,
              postedAt: post.postedAt,
              caption: post.caption,
              engagement: post.likes + post.comments + post.shares,
              url: linkOf(post.url),
              source: { kind: 'hashtag', hashtag: tag.hashtag },
            });
        });
      }
      const seen = new Set<string>();
      const shown = items
        .filter((item) => !query.format || item.format === query.format)
        .filter((item) => {
          const key = item.url ?? item.id;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.id.localeCompare(b.id));
      const start = Number(query.cursor ?? 0);
      if (start > 0 && start >= shown.length) throw AppError.validation(texts.feed.badCursor, 'cursor');
      const end = start + FEED_PAGE_SIZE;
      return {
        items: shown.slice(start, end),
        nextCursor: end < shown.length ? String(end) : null,
        problems,
        hasSources: records.length + tags.length > 0,
      };
    },

    /**
     * What works in the owner's niche over the range: the competitors' posts of their snapshots
     * (each post once, with the latest figures a snapshot kept of it), beside the owner's own accounts.
     */
    async intelligence(userId: string, query: IntelligenceQuery): Promise<IntelligenceResponse> {
      const days = query.range === '7d' ? 7 : 30;
      const end = dayOf(now());
      const start = addDays(end, -(days - 1));
      const from = Date.parse(`${start}T00:00:00.000Z`);
      const [{ records, snapshots }, compared] = await Promise.all([
        snapshotsSince(userId, start),
        deps.competitors.fromSnapshots(userId),
      ]);
      const byId = new Map(records.map((record) => [String(record._id), record]));
      const posts = new Map<string, NichePost>();
      // Oldest day first: a later snapshot's figures of the same post replace an earlier one's.
      for (const snapshot of snapshots) {
        const record = byId.get(String(snapshot.competitorId));
        if (!record) continue;
        for (const post of postsOf(snapshot)) {
          const at = Date.parse(post.postedAt);
          if (at < from || at > now()) continue;
          posts.set(`${String(record._id)}:${post.id}`, {
            platform: record.platform,
            handle: record.handle,
            id: post.id,
            postedAt: post.postedAt,
            caption: post.caption,
            engagement: post.engagement,
            format: post.format ?? null,
            url: linkOf(post.url),
          });
        }
      }
      const timeZone = query.timeZone ?? 'UTC';
      return {
        range: { start, end, days },
        timeZone,
        ...nicheFigures([...posts.values()], timeZone),
        comparison: [
          ...compared.own.map((account) => ({
            kind: 'own' as const,
            platform: account.platform,
            name: account.name,
            postsPerWeek: account.figures.postsPerWeek,
            avgEngagementPerPost: account.figures.avgEngagementPerPost,
          })),
          ...compared.competitors.map((competitor) => ({
            kind: 'competitor' as const,
            platform: competitor.platform,
            name: competitor.name ?? `@${competitor.handle}`,
            postsPerWeek: competitor.figures?.postsPerWeek ?? null,
            avgEngagementPerPost: competitor.figures?.avgEngagementPerPost ?? null,
          })),
        ],
        problem: compared.ownProblem,
      };
    },
  };
}

export type InspirationService = ReturnType<typeof createInspirationService>;
