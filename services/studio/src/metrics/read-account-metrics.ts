import { trusted } from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { MAX_METRICS_POSTS } from '@scp/shared/contracts/settings/publishing-internal';
import { METRICS_READ_DAYS } from '@scp/shared/contracts/studio/post-metrics';
import type { PostPlatform, PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import type { PostMetricsClient } from '../neighbours/post-metrics-client';
import { PostModel, type PostDocument } from '../posts/post-model';
import { PostMetricsModel } from './post-metrics-model';

// The daily read of published targets' figures (issue 32, After publishing): which accounts have a
// target that went out in the last 30 days, and one account's read through settings, stored one
// row per target per day.

const DAY_MS = 24 * 3600 * 1000;
/** The post statuses in which some target may have gone out. */
const WITH_PUBLISHED_TARGETS: PostStatus[] = ['publishing', 'published', 'partial'];

/** One account of one owner whose published targets are read for `day` (UTC, YYYY-MM-DD). */
export interface MetricsAccountKey {
  userId: string;
  platform: PostPlatform;
  accountId: string;
  day: string;
}

/** What one account's read came to: stored, nothing to do, or the wait the platform asked for. */
export type AccountReadOutcome =
  | { outcome: 'stored'; rows: number }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'wait'; waitMs: number }
  | { outcome: 'retry'; words: string };

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A target's figures are read while it went out no longer than METRICS_READ_DAYS ago. */
export function readWindowStart(now: Date): Date {
  return new Date(now.getTime() - METRICS_READ_DAYS * DAY_MS);
}

interface PublishedTarget {
  postId: string;
  platformPostId: string;
}

/** The posts with a target published in the window, optionally of one owner and account. */
async function postsInWindow(now: Date, only?: Omit<MetricsAccountKey, 'day'>): Promise<PostDocument[]> {
  const published = {
    'result.state': 'published',
    'result.at': trusted({ $gte: readWindowStart(now), $lte: now }),
    ...(only ? { platform: only.platform, accountId: only.accountId } : {}),
  };
  return PostModel.find({
    ...(only ? { userId: only.userId } : {}),
    status: trusted({ $in: WITH_PUBLISHED_TARGETS }),
    targets: trusted({ $elemMatch: published }),
  }).lean<PostDocument[]>();
}

function inWindow(at: Date | null, now: Date): boolean {
  return at !== null && at >= readWindowStart(now) && at <= now;
}

/** Every owner's account with a target that went out in the last METRICS_READ_DAYS days, once each. */
export async function dueAccounts(now: Date): Promise<Array<Omit<MetricsAccountKey, 'day'>>> {
  const accounts = new Map<string, Omit<MetricsAccountKey, 'day'>>();
  for (const post of await postsInWindow(now))
    for (const target of post.targets)
      if (target.result.state === 'published' && target.result.platformPostId && inWindow(target.result.at, now))
        accounts.set(`${post.userId}\n${target.platform}\n${target.accountId}`, {
          userId: post.userId,
          platform: target.platform,
          accountId: target.accountId,
        });
  return [...accounts.values()];
}

async function publishedTargetsOf(key: MetricsAccountKey, now: Date): Promise<PublishedTarget[]> {
  const found: PublishedTarget[] = [];
  for (const post of await postsInWindow(now, key))
    for (const target of post.targets) {
      const { platformPostId, state, at } = target.result;
      if (target.platform !== key.platform || target.accountId !== key.accountId) continue;
      if (state === 'published' && platformPostId && inWindow(at, now))
        found.push({ postId: String(post._id), platformPostId });
    }
  return found;
}

/**
 * Reads the figures of the account's targets published in the window from settings, in batches
 * of what settings takes, and stores one row per target for `key.day` (a repeat replaces it). A
 * refused token or a refusal of the read is logged and skipped (settings has marked the account);
 * a wait the platform asked for and an outage are handed back for the job to wait or retry.
 */
export async function readAccountMetrics(
  deps: { settings: PostMetricsClient; logger: Logger },
  key: MetricsAccountKey,
  now: Date,
): Promise<AccountReadOutcome> {
  const targets = await publishedTargetsOf(key, now);
  let rows = 0;
  for (let start = 0; start < targets.length; start += MAX_METRICS_POSTS) {
    const batch = targets.slice(start, start + MAX_METRICS_POSTS);
    const answer = await deps.settings.postMetrics(
      key.userId,
      key.platform,
      key.accountId,
      batch.map((target) => target.platformPostId),
    );
    if (answer === null) return { outcome: 'skipped', reason: 'the account is no longer connected' };
    if (answer.outcome === 'failed') {
      deps.logger.warn({ platform: key.platform, kind: answer.kind, words: answer.words }, 'post metrics not read');
      if (answer.kind === 'rate_limited') return { outcome: 'wait', waitMs: (answer.retryAfterSeconds ?? 60) * 1000 };
      if (answer.kind === 'unavailable') return { outcome: 'retry', words: answer.words };
      return { outcome: 'skipped', reason: answer.words };
    }
    const figures = new Map(answer.posts.map((post) => [post.platformPostId, post.metrics]));
    for (const target of batch) {
      const metrics = figures.get(target.platformPostId);
      if (!metrics) continue;
      await PostMetricsModel.updateOne(
        { postId: target.postId, platform: key.platform, accountId: key.accountId, day: key.day },
        {
          $set: {
            userId: key.userId,
            platformPostId: target.platformPostId,
            readAt: now,
            ...metrics,
          },
        },
        { upsert: true },
      );
      rows += 1;
    }
  }
  return { outcome: 'stored', rows };
}
