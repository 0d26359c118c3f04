import type { Post, PostTarget } from '@scp/shared/contracts/studio/studio-api';
import type { TargetState } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';

const texts = studioTexts.postResults;

export function targetKey(target: Pick<PostTarget, 'platform' | 'accountId'>): string {
  return `${target.platform}:${target.accountId}`;
}

/**
 * The summary line: '3 of 4 published' (or how far it got while it still goes out), then how many
 * failed and how many accounts must be reconnected, so a change of any account changes the line.
 */
export function outcomeSummary(post: Pick<Post, 'status' | 'targets'>): string {
  const count = (state: TargetState) => post.targets.filter((target) => target.result.state === state).length;
  const total = post.targets.length;
  const published = count('published');
  const failed = count('failed');
  const reconnect = count('needs_reauth');
  return [
    post.status === 'publishing'
      ? texts.goingOut(published, total)
      : studioTexts.publishing.publishedCount(published, total),
    failed > 0 ? texts.failedCount(failed) : null,
    reconnect > 0 ? texts.reconnectCount(reconnect) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
