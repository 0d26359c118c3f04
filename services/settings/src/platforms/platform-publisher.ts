import { isRecord, platformFetch, PlatformUnreachable, type PlatformReply } from '@scp/service-kit/oauth-client';
import { failureOf, platformReasonOf, retryAfterMs } from '@scp/service-kit/platform-http';
import type {
  PublishFailureKind,
  PublishingPlatform,
  PublishRequest,
  RecentPost,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { SyncAccount } from './platform-reader';

export type { PublishRequest, RecentPost } from '@scp/shared/contracts/settings/publishing-internal';

/** What a platform made of a publish: its id of the post and the post's public address. */
export interface PublishedPost {
  platformPostId: string;
  permalink: string;
}

/**
 * Publishes a post to a social account through its platform's API, and lists what the account
 * posted lately (the never-twice check after a crash). A publisher throws PublishFailure for every
 * answer that is not a post, in the internal contract's kinds.
 */
export interface PlatformPublisher {
  platform: PublishingPlatform;
  publish(account: SyncAccount, post: PublishRequest): Promise<PublishedPost>;
  /** The account's posts made at or after `since`, newest first. */
  recentPosts(account: SyncAccount, since: Date): Promise<RecentPost[]>;
}

/** Why a platform did not publish (or list): the kind the studio acts on and the platform's words. */
export class PublishFailure extends Error {
  constructor(
    readonly kind: PublishFailureKind,
    /** The platform's words (or ours when it gave none), safe to show the owner: never a token. */
    readonly words: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${kind}: ${words}`);
    this.name = 'PublishFailure';
  }
}

/** How long a call that sends or fetches a media file may take (a video is larger than a JSON answer). */
export const MEDIA_CALL_TIMEOUT_MS = 120_000;

/**
 * What a platform's refusal means for a publish: its token refused (the kit's reading, shared with
 * the readers: 401, 403, Meta's 190, 102 and 10, unless `isTokenRefusal` says otherwise), a wait
 * it asked for (429, or a platform's own throttling code), an outage (5xx), or a refusal of this
 * post with the platform's words.
 */
export function publishFailureOf(
  what: string,
  reply: PlatformReply,
  rules: {
    isTokenRefusal?: (reply: PlatformReply) => boolean;
    isThrottled?: (reply: PlatformReply) => boolean;
  } = {},
): PublishFailure {
  const words = platformReasonOf(reply.body)?.slice(0, 500) ?? `${what}: HTTP ${reply.status}`;
  const asked = retryAfterMs(reply.headers.get('retry-after'));
  const retryAfterSeconds = asked === undefined ? undefined : Math.ceil(asked / 1000);
  if (reply.status === 429 || rules.isThrottled?.(reply))
    return new PublishFailure('rate_limited', words, retryAfterSeconds);
  if (reply.status >= 500) return new PublishFailure('unavailable', words, retryAfterSeconds);
  const tokenRefused = rules.isTokenRefusal ? rules.isTokenRefusal(reply) : failureOf(what, reply).kind === 'rejected';
  if (tokenRefused) return new PublishFailure('token_refused', words);
  return new PublishFailure('bad_request', words);
}

/**
 * One call to a platform for a publish, its 2xx answer as it came (an empty 201 whose id is in a
 * header, an upload's answer); no answer is `unavailable`, any other answer the PublishFailure
 * `failure` reads in it (publishFailureOf's reading unless the platform words its refusals its way).
 */
export async function publishReply(
  what: string,
  url: string,
  init: RequestInit,
  failure: (reply: PlatformReply) => PublishFailure = (reply) => publishFailureOf(what, reply),
  timeoutMs?: number,
): Promise<PlatformReply> {
  let reply: PlatformReply;
  try {
    reply = await platformFetch(url, init, timeoutMs);
  } catch (err) {
    if (err instanceof PlatformUnreachable) throw new PublishFailure('unavailable', `${what}: no answer`);
    throw err;
  }
  if (reply.status < 200 || reply.status >= 300) throw failure(reply);
  return reply;
}

/** One call to a platform for a publish: the JSON object of a 2xx answer, else the PublishFailure it means. */
export async function publishCall(
  what: string,
  url: string,
  init: RequestInit,
  rules: Parameters<typeof publishFailureOf>[2] = {},
  timeoutMs?: number,
): Promise<Record<string, unknown>> {
  const reply = await publishReply(what, url, init, (answer) => publishFailureOf(what, answer, rules), timeoutMs);
  if (!isRecord(reply.body)) throw new PublishFailure('unavailable', `${what}: the answer was not JSON`);
  return reply.body;
}

/**
 * The bytes of a media file the owner's post names, as this service fetches them to upload them
 * where a platform takes the file itself (TikTok) rather than a URL.
 */
export async function fetchMediaBytes(url: string, maxBytes: number): Promise<{ bytes: Buffer; mimeType: string }> {
  let answer: Response;
  try {
    answer = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(MEDIA_CALL_TIMEOUT_MS) });
  } catch {
    throw new PublishFailure('unavailable', 'The media file could not be fetched.');
  }
  if (answer.status >= 500) throw new PublishFailure('unavailable', 'The media file could not be fetched.');
  if (!answer.ok)
    throw new PublishFailure('bad_request', `The media file could not be fetched (HTTP ${answer.status}).`);
  const declared = Number(answer.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new PublishFailure('bad_request', 'The media file is too large for this platform.');
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length > maxBytes)
    throw new PublishFailure('bad_request', 'The media file is too large for this platform.');
  return { bytes, mimeType: answer.headers.get('content-type') ?? 'application/octet-stream' };
}

/** A bounded wait between two looks at something a platform is still processing. */
export interface ProcessingWait {
  /** The first pause; each next one doubles, up to `maxIntervalMs`. */
  intervalMs: number;
  maxIntervalMs: number;
  /** The whole wait: past it the publish answers `unavailable` (nothing was posted twice). */
  totalMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_PROCESSING_WAIT: ProcessingWait = { intervalMs: 500, maxIntervalMs: 5000, totalMs: 60_000 };

/**
 * Looks at `check` until it answers something (not undefined) or the wait is over; then throws
 * PublishFailure('unavailable') with `stillWords`.
 */
export async function waitFor<T>(
  wait: ProcessingWait,
  check: () => Promise<T | undefined>,
  stillWords: string,
): Promise<T> {
  const sleep = wait.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  let interval = wait.intervalMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() - started + interval > wait.totalMs)
      throw new PublishFailure('unavailable', stillWords, Math.ceil(wait.totalMs / 1000));
    await sleep(interval);
    interval = Math.min(interval * 2, wait.maxIntervalMs);
  }
}
