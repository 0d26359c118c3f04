import { PlatformFailure } from '@scp/service-kit/platform-http';
import type {
  PublicAccountPlatform,
  PublicPost,
  PublicProfile,
} from '@scp/shared/contracts/settings/public-accounts-internal';

/** What a platform shows publicly of an account: its profile and recent posts, newest first. */
export interface PublicAccount {
  profile: PublicProfile;
  posts: PublicPost[];
}

/**
 * Reads another account's public data. `ownerToken` is the owner's own token where the platform
 * looks only through a connected account (Instagram), else unused (the app's credentials read).
 */
export interface PublicAccountReader {
  platform: PublicAccountPlatform;
  /** Whether the read needs one of the owner's connected accounts of this platform. */
  needsOwnerAccount: boolean;
  read(handle: string, owner?: { accountId: string; accessToken: string }): Promise<PublicAccount>;
}

/** The platform knows no account by that handle: a refusal, with the platform's words for it. */
export class PublicAccountNotFound extends PlatformFailure {
  constructor(what: string, platformReason: string) {
    super('refused', `${what}: no such account`, platformReason);
    this.name = 'PublicAccountNotFound';
  }
}

/** How many recent posts a read brings (a snapshot's week and its top posts are among them). */
export const RECENT_POSTS = 25;

/** A handle as it goes into a platform call: no leading @, only what handles are made of. */
export function cleanHandle(handle: string, what: string): string {
  const clean = handle.trim().replace(/^@/, '');
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(clean)) throw new PlatformFailure('refused', `${what}: not a handle`);
  return clean;
}

export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}

/** Graph's `2026-11-27T10:00:00+0000` (or any date string) as ISO 8601; the epoch when unreadable. */
export function isoOf(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : NaN;
  return new Date(Number.isNaN(time) ? 0 : time).toISOString();
}
