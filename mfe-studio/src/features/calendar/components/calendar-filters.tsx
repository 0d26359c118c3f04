import { useNativeControlStyle } from '@scp/shared/client/field';
import type { PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import { postPlatforms } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { useId } from 'react';
import type { CalendarFilters } from '../hooks/use-calendar-filters';

const texts = studioTexts.calendar;

/**
 * The platform and (for scheduled posts) status filters, as the browser's own selects: antd's Select
 * would grow the shared antd chunk every first visit loads.
 */
export function CalendarFilterBar({
  filters,
  statuses,
  onChange,
}: {
  filters: CalendarFilters;
  /** The statuses offered; none: no status filter (the drafts). */
  statuses: readonly PostStatus[];
  onChange: (change: Partial<CalendarFilters>) => void;
}) {
  const { token } = theme.useToken();
  const control = useNativeControlStyle();
  const platformId = useId();
  const statusId = useId();
  const select = { ...control, width: 'auto', minWidth: 150 };
  const label = { fontSize: token.fontSizeSM, color: token.colorTextDescription };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end' }}>
      <div style={{ display: 'grid', gap: 2 }}>
        <label htmlFor={platformId} style={label}>
          {texts.platform}
        </label>
        <select
          id={platformId}
          value={filters.platform ?? ''}
          onChange={(event) => onChange({ platform: (event.target.value || undefined) as CalendarFilters['platform'] })}
          style={select}
        >
          <option value="">{texts.allPlatforms}</option>
          {postPlatforms.map((platform) => (
            <option key={platform} value={platform}>
              {studioTexts.platformNames[platform]}
            </option>
          ))}
        </select>
      </div>
      {statuses.length > 0 && (
        <div style={{ display: 'grid', gap: 2 }}>
          <label htmlFor={statusId} style={label}>
            {texts.status}
          </label>
          <select
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as CalendarFilters['status'] })}
            style={select}
          >
            <option value="">{texts.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {studioTexts.postStatusNames[status]}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
