import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { isTimeZone } from '@scp/shared/contracts/studio/zoned-time';
import { ownerTimeZone } from '../lib/zoned-time';

/**
 * The zone the studio shows and schedules in: the profile's (the session user's, no call), or the
 * browser's only while the profile has none yet (Settings → Profile saves it once).
 */
export function useOwnerTimeZone(): string {
  const saved = useAppSelector(selectSessionUser)?.user_metadata.time_zone;
  return saved && isTimeZone(saved) ? saved : ownerTimeZone();
}
