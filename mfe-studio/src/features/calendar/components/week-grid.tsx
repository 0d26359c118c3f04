import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { formatDay, formatHour, formatWeekday } from '../../common/lib/zoned-time';
import type { CalendarBodyProps } from './month-grid';
import { DropCell } from './drop-cell';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour the week opens at: a working day's start, with the night above it. */
const FIRST_VISIBLE_HOUR = 7;

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
                  color: day === today ? token.colorLink : token.colorTextDescription,
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
                <DropCell
                  key={day}
                  target={{ date: day, hour }}
                  height={44}
                  posts={(byDay.get(day) ?? []).filter((placed) => placed.hour === hour).map(({ item }) => item)}
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
