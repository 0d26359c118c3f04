import {
  type PostPlatform,
  postPlatforms,
  type PostStatus,
  postStatuses,
} from '@scp/shared/contracts/studio/studio-constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface CalendarFilters {
  platform: PostPlatform | undefined;
  status: PostStatus | undefined;
}

const isPlatform = (value: string | null): value is PostPlatform =>
  value !== null && (postPlatforms as readonly string[]).includes(value);
const isStatus = (value: string | null): value is PostStatus =>
  value !== null && (postStatuses as readonly string[]).includes(value);

/**
 * The calendar's filters, kept in the address (`?platform=instagram&status=failed`) so that a link
 * from the home opens the calendar filtered, and Back undoes a change.
 */
export function useCalendarFilters(): [CalendarFilters, (change: Partial<CalendarFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const platform = params.get('platform');
  const status = params.get('status');
  const setFilters = useCallback(
    (change: Partial<CalendarFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return [
    { platform: isPlatform(platform) ? platform : undefined, status: isStatus(status) ? status : undefined },
    setFilters,
  ];
}
