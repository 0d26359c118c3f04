import { theme } from 'antd';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { formatDay } from '../../common/lib/zoned-time';
import type { CalendarBodyProps } from './month-grid';
import { PostChipList } from './post-chip';

/** The phone's calendar: the period's days that have posts, one under the other. */
export function DayList({ days, byDay, today, timeZone, onMoveTo }: Omit<CalendarBodyProps, 'onDropPost'>) {
  const { token } = theme.useToken();
  const busyDays = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (busyDays.length === 0) {
    return <p style={{ color: token.colorTextDescription }}>{studioTexts.calendar.noPosts}</p>;
  }
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin }}>
      {busyDays.map((day) => (
        <li key={day} data-day={day}>
          <h3
            style={{
              margin: `0 0 ${token.marginXS}px`,
              fontSize: token.fontSize,
              fontWeight: 600,
              color: day === today ? token.colorPrimaryText : token.colorTextHeading,
            }}
          >
            {formatDay(day)}
          </h3>
          <PostChipList
            posts={(byDay.get(day) ?? []).map(({ item }) => item)}
            timeZone={timeZone}
            onMoveTo={onMoveTo}
            gap={4}
          />
        </li>
      ))}
    </ol>
  );
}
