import { errorPatterns, type ErrorPatternType } from '../contracts/app/app-constants';
import type { ErrorReport } from '../contracts/app/error-report';

/**
 * The spec's client error classifier (error catalogue): what kind of failure a message describes, and so
 * how severe it is and whether retrying can help. The first matching rule wins, in this order:
 * a chunk that did not load reads "Loading chunk" before it reads like a network failure.
 */
const rules: ReadonlyArray<readonly [ErrorPatternType, RegExp]> = [
  [
    'chunk_load',
    /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|dynamically imported module|error loading remote entry|RUNTIME-00[1-9]/i,
  ],
  ['csp_violation', /Content Security Policy|securitypolicyviolation|Refused to (load|execute|connect|apply)/i],
  [
    'react_hook',
    /Invalid hook call|Rendered (more|fewer) hooks|hooks can only be called|change in the order of Hooks/i,
  ],
  [
    'null_reference',
    /Cannot read propert(y|ies) of (null|undefined)|(null|undefined) is not an object|Cannot destructure|is (null|undefined)\b/i,
  ],
  ['network', /Failed to fetch|NetworkError|Network request failed|ERR_NETWORK|Load failed|timed? ?out|ECONNRESET/i],
  [
    'database',
    /\b400\b|bad request|\b(brand_voice_profiles|brand_kits|connected_accounts|platform_metrics|message_processing_log|escalation_queue|subscriptions|user_goals)\b/i,
  ],
];

export function classifyError(error: { name?: string; message?: string }): ErrorReport['pattern'] {
  const text = `${error.name ?? ''}: ${error.message ?? ''}`;
  const type = rules.find(([, pattern]) => pattern.test(text))?.[0] ?? 'unknown';
  return { type, ...errorPatterns[type] };
}
