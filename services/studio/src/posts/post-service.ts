import mongoose, { type QueryFilter, type UpdateQuery } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { bareHashtag, checkPost, firstProblem } from '@scp/shared/contracts/studio/post-rules';
import type {
  Post,
  PostCreateRequest,
  PostListQuery,
  PostMediaInput,
  PostSummaryResponse,
  PostTargetInput,
  PostUpdateRequest,
  ScheduleRequest,
} from '@scp/shared/contracts/studio/studio-api';
import {
  lockedPostStatuses,
  postListing,
  postStatuses,
  scheduling,
  type PostStatus,
} from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { instantOf } from '@scp/shared/contracts/studio/zoned-time';
import type { AccountService } from '../accounts/account-service';
import type { PostJobs } from '../publishing/publish-queue';
import { wordSearchFilter } from '../search/word-search';
import {
  PostModel,
  type PostDocument,
  type PostMediaRecord,
  type PostRecord,
  type PostTargetRecord,
} from './post-model';

const errors = studioTexts.errors;
/** The statuses in which the owner may still change, move or delete a post. */
const editable: PostStatus[] = postStatuses.filter((status) => !lockedPostStatuses.includes(status));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Where a search of the library looks: everything the owner wrote in a post (hashtags kept without '#'). */
const postSearchFields = [
  { path: 'text' },
  { path: 'hashtags', word: bareHashtag },
  { path: 'targets.text' },
  { path: 'targets.title' },
  { path: 'targets.firstComment' },
];

export function toPost(doc: PostDocument): Post {
  return {
    id: String(doc._id),
    text: doc.text,
    hashtags: doc.hashtags,
    media: doc.media.map((item) => ({
      id: item.mediaId,
      type: item.type,
      url: item.url,
      alt: item.alt,
      ...(item.bytes === undefined ? {} : { bytes: item.bytes, durationMs: item.durationMs ?? null }),
    })),
    targets: doc.targets.map((target) => ({
      platform: target.platform,
      accountId: target.accountId,
      displayName: target.displayName,
      text: target.text,
      title: target.title,
      link: target.link,
      boardId: target.boardId,
      firstComment: target.firstComment,
      result: {
        state: target.result.state,
        platformPostId: target.result.platformPostId,
        permalink: target.result.permalink,
        words: target.result.words,
        attempts: target.result.attempts,
        at: iso(target.result.at),
      },
    })),
    scheduledAt: iso(doc.scheduledAt),
    timeZone: doc.timeZone,
    status: doc.status,
    campaignId: doc.campaignId ? String(doc.campaignId) : null,
    source: doc.source,
    tips: doc.tips,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** 404 naming the field: an id in the body that is unknown or another owner's (docs/architecture.md, Contracts and errors). */
const notFoundAt = (message: string, field: string) => new AppError(404, 'NOT_FOUND', message, field);

const pendingResult = (): PostTargetRecord['result'] => ({
  state: 'pending',
  platformPostId: null,
  permalink: null,
  words: null,
  attempts: 0,
  at: null,
});

const cleanHashtags = (tags: readonly string[]) => tags.map(bareHashtag).filter((tag) => tag !== '');

/** A post to store as scheduled, checked already (post-service.ts `storeScheduled`). */
export interface ScheduledPostInput {
  text: string;
  media: PostMediaRecord[];
  targets: ReadonlyArray<Pick<PostTargetRecord, 'platform' | 'accountId' | 'displayName' | 'link'>>;
  scheduledAt: Date;
  timeZone: string;
  campaignId: string;
}

export interface PostServiceDeps {
  accounts: AccountService;
  /** Whether the owner has this campaign (a post's `campaignId` must be one of theirs). */
  campaignExists: (userId: string, campaignId: string) => Promise<boolean>;
  /** The owner's uploaded images and videos a post names (media/media-service.ts). */
  media?: { forPost: (userId: string, inputs: readonly PostMediaInput[]) => Promise<PostMediaRecord[]> };
  /** The publishing jobs, moved with the post when it is scheduled, moved, changed, cancelled or deleted. */
  jobs?: PostJobs;
  now?: () => Date;
}

/** The owner's posts: drafts, scheduling and moving until a post goes out (docs/architecture.md, Who owns what). */
export function createPostService(deps: PostServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const scopeOf = (userId: string) => userScope(PostModel, userId);

  /** The owner's accounts for these targets, each checked: connected, and picked once. */
  async function resolveTargets(
    userId: string,
    inputs: readonly PostTargetInput[],
    field = 'targets',
  ): Promise<PostTargetRecord[]> {
    if (inputs.length === 0) return [];
    const accounts = await deps.accounts.list(userId);
    const seen = new Set<string>();
    return inputs.map((input, index) => {
      const key = `${input.platform}\u0000${input.accountId}`;
      if (seen.has(key)) throw AppError.validation(errors.duplicateTarget, `${field}.${index}.accountId`);
      seen.add(key);
      const account = accounts.find((one) => one.platform === input.platform && one.accountId === input.accountId);
      if (!account) throw notFoundAt(errors.accountNotConnected, `${field}.${index}.accountId`);
      return {
        platform: input.platform,
        accountId: input.accountId,
        displayName: account.displayName,
        text: input.text ?? null,
        title: input.title ?? null,
        link: input.link ?? null,
        boardId: input.boardId ?? null,
        firstComment: input.firstComment ?? null,
        result: pendingResult(),
      };
    });
  }

  async function checkCampaign(userId: string, campaignId: string | null | undefined): Promise<void> {
    if (campaignId && !(await deps.campaignExists(userId, campaignId)))
      throw notFoundAt(errors.campaignNotFound, 'campaignId');
  }

  /** Media ids name the owner's uploaded images and videos (404 naming the field otherwise), kept with what the rules check. */
  async function resolveMedia(userId: string, media: PostCreateRequest['media']): Promise<PostMediaRecord[]> {
    if (!media || media.length === 0) return [];
    if (!deps.media) throw notFoundAt(errors.mediaNotFound, 'media.0.id');
    return deps.media.forPost(userId, media);
  }

  /**
   * The rules of every target (post-rules.ts), on the text as it is published (its product links
   * tagged with the post's id and campaign): a draft keeps nothing a platform refuses, a scheduled
   * post lacks nothing.
   */
  function checkRules(
    post: Pick<PostRecord, 'text' | 'hashtags' | 'media' | 'targets'>,
    ids: { _id?: unknown; campaignId?: unknown },
    stage: 'draft' | 'scheduled',
  ) {
    const tagging = {
      postId: ids._id ? String(ids._id) : null,
      campaignId: ids.campaignId ? String(ids.campaignId) : null,
    };
    const problem = firstProblem(checkPost({ ...post, ...tagging }), stage);
    if (problem) throw AppError.validation(problem.text, problem.field);
  }

  async function findOwned(userId: string, postId: string): Promise<PostDocument> {
    return (await scopeOf(userId).findById(postId)).toObject() as unknown as PostDocument;
  }

  /** The post's update when it is still editable (in one of `statuses`); 409 when it went out meanwhile. */
  async function updateIf(
    userId: string,
    postId: string,
    statuses: readonly PostStatus[],
    update: UpdateQuery<PostRecord>,
    refusal = errors.locked,
  ): Promise<PostDocument> {
    const current = await findOwned(userId, postId);
    const doc = await PostModel.findOneAndUpdate(
      { _id: current._id, userId, status: mongoose.trusted({ $in: statuses }) },
      update,
      {
        returnDocument: 'after',
        runValidators: true,
      },
    ).lean<PostDocument>();
    if (!doc) throw AppError.conflict(refusal);
    return doc;
  }

  function instantFor(input: ScheduleRequest): Date {
    const zoned = instantOf(input.at, input.timeZone);
    if (!zoned.ok) {
      if (zoned.reason === 'unknown_zone') throw AppError.validation(errors.unknownTimeZone, 'timeZone');
      if (zoned.reason === 'skipped') throw AppError.validation(errors.timeSkipped(input.at, input.timeZone), 'at');
      throw AppError.validation(errors.badLocalTime, 'at');
    }
    const at = zoned.instant.getTime();
    const current = now().getTime();
    if (at < current - scheduling.pastGraceMs) throw AppError.validation(errors.timeInPast, 'at');
    if (at > current + scheduling.maxAheadMs) throw AppError.validation(errors.timeTooFarAhead, 'at');
    return zoned.instant;
  }

  /**
   * The post set to go out at an instant (scheduled, or publishing at once), with its accounts and
   * rules checked again, and its publishing jobs moved there.
   */
  async function goOutAt(
    userId: string,
    current: PostDocument,
    scheduledAt: Date,
    timeZone: string | null,
    status: 'scheduled' | 'publishing',
  ): Promise<PostDocument> {
    if (current.targets.length === 0) throw AppError.validation(errors.noTargets, 'targets');
    // The accounts again: one disconnected since the draft was saved cannot be published to.
    const targets = await resolveTargets(
      userId,
      current.targets.map((target) => ({ ...target })),
    );
    checkRules({ ...current, targets }, current, 'scheduled');
    await deps.jobs?.ready();
    const doc = await updateIf(userId, String(current._id), editable, {
      $set: { targets, scheduledAt, timeZone, status },
    });
    await deps.jobs?.changed(current, doc);
    return doc;
  }

  return {
    async create(userId: string, input: PostCreateRequest): Promise<Post> {
      const media = await resolveMedia(userId, input.media);
      await checkCampaign(userId, input.campaignId);
      const record = {
        text: input.text ?? '',
        hashtags: cleanHashtags(input.hashtags ?? []),
        media,
        targets: await resolveTargets(userId, input.targets ?? []),
      };
      // No id yet: the rules count its links with one as long as the one it gets.
      checkRules(record, { campaignId: input.campaignId }, 'draft');
      const doc = await scopeOf(userId).create({
        ...record,
        scheduledAt: null,
        timeZone: null,
        status: 'draft',
        campaignId: input.campaignId ? new mongoose.Types.ObjectId(input.campaignId) : null,
        source: 'studio',
        tips: [],
      });
      return toPost(doc.toObject() as unknown as PostDocument);
    },

    async get(userId: string, postId: string): Promise<Post> {
      return toPost(await findOwned(userId, postId));
    },

    async list(userId: string, query: PostListQuery): Promise<Post[]> {
      const filter: QueryFilter<PostRecord> = {};
      if (query.status) filter.status = query.status;
      if (query.source) filter.source = query.source;
      if (query.platform) filter['targets.platform'] = query.platform;
      const search = wordSearchFilter(query.q, postSearchFields);
      if (search) Object.assign(filter, search);
      if (query.campaignId) {
        // A campaign id that cannot exist names no campaign: no posts.
        if (!mongoose.isObjectIdOrHexString(query.campaignId)) return [];
        filter.campaignId = new mongoose.Types.ObjectId(query.campaignId);
      }
      const ranged = query.from !== undefined || query.to !== undefined;
      if (ranged) {
        if (query.from === undefined) throw AppError.validation(errors.badRange, 'from');
        if (query.to === undefined) throw AppError.validation(errors.badRange, 'to');
        const from = new Date(query.from);
        const to = new Date(query.to);
        if (to.getTime() <= from.getTime()) throw AppError.validation(errors.badRange, 'to');
        if (to.getTime() - from.getTime() > postListing.maxRangeMs)
          throw AppError.validation(errors.rangeTooLong, 'to');
        // Operators the service built itself, never the caller (the connection sanitises filters).
        filter.scheduledAt = mongoose.trusted({ $gte: from, $lt: to });
      }
      const docs = await scopeOf(userId)
        .find(filter)
        .sort(ranged ? { scheduledAt: 1, _id: 1 } : { updatedAt: -1, _id: -1 })
        .limit(query.limit ?? postListing.defaultLimit)
        .lean<PostDocument[]>();
      return docs.map(toPost);
    },

    async summary(userId: string): Promise<PostSummaryResponse['counts']> {
      const rows = await PostModel.aggregate<{ _id: PostStatus; count: number }>([
        { $match: { userId } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]);
      const counts = Object.fromEntries(postStatuses.map((status) => [status, 0])) as PostSummaryResponse['counts'];
      for (const row of rows) counts[row._id] = row.count;
      return counts;
    },

    async update(userId: string, postId: string, patch: PostUpdateRequest): Promise<Post> {
      const current = await findOwned(userId, postId);
      if (!editable.includes(current.status)) throw AppError.conflict(errors.locked);
      const media = patch.media ? await resolveMedia(userId, patch.media) : current.media;
      await checkCampaign(userId, patch.campaignId);
      const next = {
        text: patch.text ?? current.text,
        hashtags: patch.hashtags ? cleanHashtags(patch.hashtags) : current.hashtags,
        media,
        targets: patch.targets ? await resolveTargets(userId, patch.targets) : current.targets,
      };
      if (current.status === 'scheduled' && next.targets.length === 0)
        throw AppError.validation(errors.noTargets, 'targets');
      const campaignId = patch.campaignId !== undefined ? patch.campaignId : current.campaignId;
      checkRules(next, { _id: current._id, campaignId }, current.status === 'scheduled' ? 'scheduled' : 'draft');
      const set: Partial<PostRecord> = { ...next };
      if (patch.campaignId !== undefined)
        set.campaignId = patch.campaignId ? new mongoose.Types.ObjectId(patch.campaignId) : null;
      // Only while the post is in the status the rules were checked for: scheduling or publishing meanwhile wins.
      const doc = await updateIf(userId, postId, [current.status], { $set: set });
      await deps.jobs?.changed(current, doc);
      return toPost(doc);
    },

    async remove(userId: string, postId: string): Promise<void> {
      const current = await findOwned(userId, postId);
      if (!editable.includes(current.status)) throw AppError.conflict(errors.locked);
      const result = await scopeOf(userId).deleteOne({ _id: current._id, status: mongoose.trusted({ $in: editable }) });
      if (result.deletedCount === 0) throw AppError.conflict(errors.locked);
      await deps.jobs?.changed(current, null);
    },

    /** Schedules a draft or moves a scheduled post: a wall-clock time in the owner's zone, stored as the instant. */
    async schedule(userId: string, postId: string, input: ScheduleRequest): Promise<Post> {
      const current = await findOwned(userId, postId);
      if (!editable.includes(current.status)) throw AppError.conflict(errors.locked);
      return toPost(await goOutAt(userId, current, instantFor(input), input.timeZone, 'scheduled'));
    },

    /** 'Publish now': checked as for scheduling, then going out at once. */
    async publishNow(userId: string, postId: string): Promise<Post> {
      const current = await findOwned(userId, postId);
      if (!editable.includes(current.status)) throw AppError.conflict(errors.locked);
      return toPost(await goOutAt(userId, current, now(), current.timeZone, 'publishing'));
    },

    /** A scheduled post back to a draft, before it goes out. */
    async cancel(userId: string, postId: string): Promise<Post> {
      const current = await findOwned(userId, postId);
      if (current.status !== 'scheduled')
        throw AppError.conflict(editable.includes(current.status) ? errors.notScheduled : errors.locked);
      const doc = await updateIf(userId, postId, ['scheduled'], { $set: { status: 'draft', scheduledAt: null } });
      await deps.jobs?.changed(current, doc);
      return toPost(doc);
    },

    /**
     * Posts already checked against every rule (a campaign's CSV import), stored as scheduled in one
     * write with their publishing jobs: all or none. The embedded database has no transactions
     * (docs/decisions/embedded-mongodb.md), so posts written before a failure are deleted again.
     */
    async storeScheduled(userId: string, inputs: readonly ScheduledPostInput[]): Promise<string[]> {
      if (inputs.length === 0) return [];
      await deps.jobs?.ready();
      const records = inputs.map((input) => ({
        _id: new mongoose.Types.ObjectId(),
        userId,
        text: input.text,
        hashtags: [],
        media: input.media,
        targets: input.targets.map((target) => ({
          platform: target.platform,
          accountId: target.accountId,
          displayName: target.displayName,
          text: null,
          title: null,
          link: target.link,
          boardId: null,
          firstComment: null,
          result: pendingResult(),
        })),
        scheduledAt: input.scheduledAt,
        timeZone: input.timeZone,
        status: 'scheduled' as const,
        campaignId: new mongoose.Types.ObjectId(input.campaignId),
        source: 'studio' as const,
        tips: [],
      }));
      const ids = records.map((record) => record._id);
      const queued: PostDocument[] = [];
      try {
        const docs = await PostModel.insertMany(records, { ordered: true });
        for (const doc of docs) {
          const stored = doc.toObject() as unknown as PostDocument;
          await deps.jobs?.changed(null, stored);
          queued.push(stored);
        }
      } catch (err) {
        await PostModel.deleteMany({ userId, _id: mongoose.trusted({ $in: ids }) });
        for (const stored of queued) await deps.jobs?.changed(stored, null).catch(() => undefined);
        throw err;
      }
      return ids.map(String);
    },

    /** A campaign's posts: scheduled ones in time order, then the drafts, newest change first. */
    async ofCampaign(userId: string, campaignId: string): Promise<Post[]> {
      const docs = await scopeOf(userId)
        .find({ campaignId: new mongoose.Types.ObjectId(campaignId) })
        .sort({ scheduledAt: 1, updatedAt: -1, _id: 1 })
        .limit(postListing.maxLimit)
        .lean<PostDocument[]>();
      const timed = docs.filter((doc) => doc.scheduledAt !== null);
      return [...timed, ...docs.filter((doc) => doc.scheduledAt === null)].map(toPost);
    },

    /**
     * Lets go of an image or video about to be deleted: false when a post that is scheduled or still
     * going out (or may be retried) uses it; drafts that use it lose it (a published post keeps its
     * record: the platforms have their own copy).
     */
    async releaseMedia(userId: string, mediaId: string): Promise<boolean> {
      const needed = await scopeOf(userId).countDocuments({
        'media.mediaId': mediaId,
        status: mongoose.trusted({ $in: ['scheduled', 'publishing', 'partial', 'failed'] }),
      });
      if (needed > 0) return false;
      await scopeOf(userId).updateMany({ 'media.mediaId': mediaId, status: 'draft' }, {
        $pull: { media: { mediaId } },
      } as UpdateQuery<PostRecord>);
      return true;
    },

    /** A deleted campaign's posts stay, without it. */
    async leaveCampaign(userId: string, campaignId: string): Promise<void> {
      await scopeOf(userId).updateMany(
        { campaignId: new mongoose.Types.ObjectId(campaignId) },
        { $set: { campaignId: null } },
      );
    },

    /**
     * A draft the owner saved from an assistant's answer, handed over to the studio (studio-internal.ts):
     * its caption as the text (the hashtags already in it), its tips, and the owner's accounts of its
     * platform as targets. It is stored as the assistant wrote it; the editor shows what a platform
     * would refuse before it can be scheduled. Once per `sourceId`: a repeat (a retry, a second
     * replica) answers the post the first made, `created: false`; two at once meet at the unique index.
     */
    async handOver(userId: string, post: ContentPost, sourceId: string): Promise<{ postId: string; created: boolean }> {
      const earlier = async () => {
        const found = await scopeOf(userId).findOne({ source: 'assistant', sourceId }).lean<PostDocument>();
        return found ? { postId: String(found._id), created: false } : null;
      };
      const handedOver = await earlier();
      if (handedOver) return handedOver;
      const accounts = await deps.accounts.list(userId);
      const targets: PostTargetRecord[] = accounts
        .filter((account) => account.platform === post.platform)
        .map((account) => ({
          platform: account.platform,
          accountId: account.accountId,
          displayName: account.displayName,
          text: null,
          title: null,
          link: null,
          boardId: null,
          firstComment: null,
          result: pendingResult(),
        }));
      try {
        const doc = await scopeOf(userId).create({
          text: post.caption || post.content,
          hashtags: [],
          media: [],
          targets,
          scheduledAt: null,
          timeZone: null,
          status: 'draft',
          campaignId: null,
          source: 'assistant',
          sourceId,
          tips: post.tips,
        });
        return { postId: String(doc._id), created: true };
      } catch (err) {
        // Another hand-over of the same draft won the race: its post is the answer.
        const winner = isDuplicateKey(err) ? await earlier() : null;
        if (!winner) throw err;
        return winner;
      }
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
