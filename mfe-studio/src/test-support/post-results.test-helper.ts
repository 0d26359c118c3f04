import type { Post, TargetResult } from '@scp/shared/contracts/studio/studio-api';
import { storedPost } from './render-studio.test-helper';

/** One account's result as the service answers it: `state`, the rest empty unless given. */
export function targetResult(state: TargetResult['state'], more: Partial<TargetResult> = {}): TargetResult {
  return { state, platformPostId: null, permalink: null, words: null, attempts: 1, at: null, ...more };
}

/** `post` with its accounts' results, in the order of its targets (states or whole results). */
export function withResults(post: Post, results: ReadonlyArray<TargetResult | TargetResult['state']>): Post {
  return {
    ...post,
    targets: post.targets.map((target, index) => {
      const given = results[index] ?? 'pending';
      return { ...target, result: typeof given === 'string' ? targetResult(given) : given };
    }),
  };
}

/** 'Half went out': a post to X and LinkedIn that went out on 11 May, each account in its state. */
export function postGoneOut(status: Post['status'], states: [TargetResult['state'], TargetResult['state']]): Post {
  const post = storedPost('f2', {
    text: 'Half went out',
    status,
    scheduledAt: '2026-05-11T10:00:00.000Z',
    targets: [{ platform: 'twitter' }, { platform: 'linkedin' }],
  });
  return withResults(post, states);
}
