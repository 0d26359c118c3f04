import type { Logger } from 'pino';
import { userScope } from '@scp/service-kit/user-scope';
import { contentPostSchema, type ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { StoredDraftModel, type StoredDraftDocument } from './draft-model';

/** How long after a pass the studio did not finish the next one starts. */
export const HAND_OVER_RETRY_MS = 60_000;

export interface DraftHandOverDeps {
  /** The studio's internal hand-over (neighbours.ts): the post id; the same one for a repeated `sourceId`. */
  handOver: (userId: string, post: ContentPost, sourceId: string) => Promise<string>;
  logger: Logger;
}

export interface HandOverPass {
  moved: number;
  /** Still stored: the studio did not answer for them (tried again later). */
  left: number;
  /** Stored drafts the post schema no longer reads: kept, named in the log, never retried. */
  unreadable: number;
}

/**
 * One pass over the drafts the assistant stored itself: each handed over to the studio with its own
 * id as the idempotency key, and deleted only after the studio answered, so a crash, a retry or a
 * second replica running the same pass never loses one or makes two. The studio failing stops the
 * pass (it is down; the rest wait for the next).
 */
export async function handOverStoredDrafts(deps: DraftHandOverDeps): Promise<HandOverPass> {
  const pass: HandOverPass = { moved: 0, left: 0, unreadable: 0 };
  const owners = (await StoredDraftModel.distinct('userId')) as string[];
  for (const userId of owners) {
    const scope = userScope(StoredDraftModel, userId);
    const drafts = await scope.find().sort({ createdAt: 1, _id: 1 }).lean<StoredDraftDocument[]>();
    for (const draft of drafts) {
      const post = contentPostSchema.safeParse(draft.post);
      if (!post.success) {
        pass.unreadable += 1;
        deps.logger.error({ draftId: String(draft._id) }, 'a stored draft no longer reads as a post; it stays');
        continue;
      }
      if (pass.left > 0) {
        pass.left += 1;
        continue;
      }
      try {
        const postId = await deps.handOver(userId, post.data, String(draft._id));
        await scope.deleteOne({ _id: draft._id });
        pass.moved += 1;
        deps.logger.info({ draftId: String(draft._id), postId }, 'stored draft handed over to the studio');
      } catch (err) {
        pass.left += 1;
        deps.logger.warn(
          { err, draftId: String(draft._id) },
          'the studio did not take a stored draft; tried again later',
        );
      }
    }
  }
  return pass;
}

/**
 * Starts the hand-over at the service's start, in the background (the service answers meanwhile),
 * and repeats it every `retryMs` while the studio leaves drafts behind. `stop` ends the repeats and
 * waits for a running pass; `done` settles after the first pass.
 */
export function startDraftHandOver(deps: DraftHandOverDeps & { retryMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<HandOverPass | undefined> = Promise.resolve(undefined);
  const run = (): Promise<HandOverPass | undefined> => {
    running = handOverStoredDrafts(deps).then(
      (pass) => {
        if (pass.left > 0 && !stopped) {
          timer = setTimeout(run, deps.retryMs ?? HAND_OVER_RETRY_MS);
          timer.unref();
        }
        return pass;
      },
      (err: unknown) => {
        // The database itself failed: the next start tries again.
        deps.logger.error({ err }, 'the stored drafts could not be read for the hand-over');
        return undefined;
      },
    );
    return running;
  };
  const done = run();
  return {
    done,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
