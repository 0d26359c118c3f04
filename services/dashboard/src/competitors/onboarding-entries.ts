import { competitorHandleSchema, type CompetitorPlatform } from '@scp/shared/contracts/dashboard/competitors';

/**
 * A competitor as the owner typed it in onboarding (free text, one a line or comma): a profile link
 * (instagram.com/…, tiktok.com/@…, facebook.com/…), `tiktok: @name`, or a bare handle, which is
 * taken as Instagram's (where most shops compare). Anything else (a name with spaces) is not an
 * account and is left out.
 */
export function competitorOfEntry(entry: string): { platform: CompetitorPlatform; handle: string } | null {
  const text = entry.trim();
  const link = /^(?:https?:\/\/)?(?:www\.|m\.)?(instagram|tiktok|facebook)\.com\/@?([^/?#\s]+)/i.exec(text);
  const prefixed = /^(instagram|tiktok|facebook)\s*:?\s+@?(\S+)$|^(instagram|tiktok|facebook):@?(\S+)$/i.exec(text);
  const platform = (link?.[1] ?? prefixed?.[1] ?? prefixed?.[3])?.toLowerCase() as CompetitorPlatform | undefined;
  const handle = link?.[2] ?? prefixed?.[2] ?? prefixed?.[4] ?? text;
  const parsed = competitorHandleSchema.safeParse(handle);
  if (!parsed.success) return null;
  return { platform: platform ?? 'instagram', handle: normalHandle(parsed.data) };
}

/** A handle as stored and compared: no @, lower case (the platforms' handles are case-insensitive). */
export function normalHandle(handle: string): string {
  return handle.trim().replace(/^@/, '').toLowerCase();
}
