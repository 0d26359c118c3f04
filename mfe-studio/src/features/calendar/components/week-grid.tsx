import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { type DayKey, formatDay, formatHour, formatWeekday } from '../../common/lib/zoned-time';
import type { Placed } from '../lib/calendar-layout';
import { usePostDrop } from '../hooks/use-post-drop';
import type { CalendarBodyProps } from './month-grid';
import { PostChip } from './post-chip';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour the week opens at: a working day's start, with the night above it. */
const FIRST_VISIBLE_HOUR = 7;

function HourCell({
  day,
  hour,
  posts,
  timeZone,
  onDropPost,
  onMoveTo,
}: {
  day: DayKey;
  hour: number;
  posts: readonly Placed<Post>[];
  timeZone: string;
  onDropPost: CalendarBodyProps['onDropPost'];
  onMoveTo: CalendarBodyProps['onMoveTo'];
}) {
  const { token } = theme.useToken();
  const { over, handlers } = usePostDrop({ date: day, hour }, onDropPost);
  return (
    <td
      data-day={day}
      data-hour={hour}
      {...handlers}
      style={{
        verticalAlign: 'top',
        height: 44,
        padding: 2,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: over ? token.colorPrimaryBg : undefined,
        outline: over ? `2px dashed ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
      }}
    >
      {posts.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
          {posts.map(({ item }) => (
            <li key={item.id} style={{ minWidth: 0 }}>
              <PostChip post={item} timeZone={timeZone} onMoveTo={onMoveTo} />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** A week from Monday, hour by hour: a post dropped on an hour keeps its minutes. */
export function WeekGrid({ days, byDay, today, timeZone, label, onDropPost, onMoveTo }: CalendarBodyProps) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const openingRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const container = scroller.current;
    const row = openingRow.current;
    if (container && row) container.scrollTop = row.offsetTop - (container.querySelector('thead')?.offsetHeight ?? 0);
  }, []);
  return (
    // A scrolling region of its own, reachable by keyboard even in a week without posts.
    <div ref={scroller} role="region" aria-label={label} tabIndex={0} style={{ maxHeight: '70vh', overflow: 'auto' }}>
      <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <caption style={visuallyHidden}>{label}</caption>
        <thead style={{ position: 'sticky', top: 0, zIndex: 1, background: token.colorBgContainer }}>
          <tr>
            <th scope="col" style={{ width: 64 }}>
              <span style={visuallyHidden}>{studioTexts.calendar.hour}</span>
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                style={{
                  padding: 4,
                  fontSize: token.fontSizeSM,
                  fontWeight: day === today ? 700 : 600,
                  color: day === today ? token.colorPrimaryText : token.colorTextDescription,
                }}
              >
                <span aria-hidden>
                  {formatWeekday(day, 'short')} {Number(day.slice(8))}
                </span>
                <span style={visuallyHidden}>{formatDay(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour} ref={hour === FIRST_VISIBLE_HOUR ? openingRow : undefined}>
              <th
                scope="row"
                style={{
                  verticalAlign: 'top',
                  padding: 4,
                  fontSize: token.fontSizeSM,
                  fontWeight: 400,
                  color: token.colorTextDescription,
                  textAlign: 'right',
                }}
              >
                {formatHour(hour)}
              </th>
              {days.map((day) => (
                <HourCell
                  key={day}
                  day={day}
                  hour={hour}
                  posts={(byDay.get(day) ?? []).filter((placed) => placed.hour === hour)}
                  timeZone={timeZone}
                  onDropPost={onDropPost}
                  onMoveTo={onMoveTo}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
