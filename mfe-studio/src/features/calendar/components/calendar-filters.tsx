import { useNativeControlStyle } from '@scp/shared/client/field';
import type { PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import { postPlatforms } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { useId } from 'react';
import type { CalendarFilters } from '../hooks/use-calendar-filters';

const texts = studioTexts.calendar;

/** One filter: a labelled select whose first option, "All …", clears it. */
function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | undefined;
  options: ReadonlyArray<[Value, string]>;
  onChange: (value: Value | undefined) => void;
}) {
  const { token } = theme.useToken();
  const control = useNativeControlStyle();
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      <label htmlFor={id} style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
        style={{ ...control, width: 'auto', minWidth: 150 }}
      >
        <option value="">{allLabel}</option>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end' }}>
      <FilterSelect
        label={texts.platform}
        allLabel={texts.allPlatforms}
        value={filters.platform}
        options={postPlatforms.map((platform) => [platform, studioTexts.platformNames[platform]])}
        onChange={(platform) => onChange({ platform })}
      />
      {statuses.length > 0 && (
        <FilterSelect
          label={texts.status}
          allLabel={texts.allStatuses}
          value={filters.status}
          options={statuses.map((status) => [status, studioTexts.postStatusNames[status]])}
          onChange={(status) => onChange({ status })}
        />
      )}
    </div>
  );
}
