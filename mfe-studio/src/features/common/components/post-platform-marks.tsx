import { PlatformMark } from '@scp/shared/client/platform-mark';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';

/** The marks of the platforms a post goes to, each named for a screen reader. */
export function PostPlatformMarks({ platforms, size = 14 }: { platforms: readonly PostPlatform[]; size?: number }) {
  if (platforms.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 2, alignItems: 'center', flexShrink: 0 }}>
      {platforms.map((platform) => (
        <PlatformMark key={platform} platform={platform} size={size} title={studioTexts.platformNames[platform]} />
      ))}
    </span>
  );
}
