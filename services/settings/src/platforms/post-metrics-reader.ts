import type { PostMetrics, PublishingPlatform } from '@scp/shared/contracts/settings/publishing-internal';
import type { SyncAccount } from './platform-reader';
import { PublishFailure } from './platform-publisher';

export type { PostMetrics } from '@scp/shared/contracts/settings/publishing-internal';

/**
 * Reads the figures of posts an account published, by the platform's post ids, through its
 * platform's API with the account's token. A post the platform has no figures for (deleted, not
 * the account's) is left out of the answer; every other refusal throws PublishFailure in the
 * publishing kinds, so a refused token is handled as a publish's is (publishing/account-calls.ts).
 */
export interface PostMetricsReader {
  platform: PublishingPlatform;
  read(account: SyncAccount, platformPostIds: string[]): Promise<Map<string, PostMetrics>>;
}

/**
 * One post's read: undefined when the platform refused it as a bad request (it has no such post
 * for this account); a refused token, a wait or an outage still throws, for the whole read.
 */
export async function unlessRefused<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof PublishFailure && err.kind === 'bad_request') return undefined;
    throw err;
  }
}

/** The figures of each post, read one post at a time (the platforms whose insights are per post). */
export async function readEach(
  platformPostIds: string[],
  readOne: (platformPostId: string) => Promise<PostMetrics>,
): Promise<Map<string, PostMetrics>> {
  const found = new Map<string, PostMetrics>();
  for (const id of new Set(platformPostIds)) {
    const metrics = await unlessRefused(() => readOne(id));
    if (metrics) found.set(id, metrics);
  }
  return found;
}
