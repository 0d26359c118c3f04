import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { theme } from 'antd';
import { type DayKey, formatDay, formatWeekday } from '../../common/lib/zoned-time';
import type { Placed } from '../lib/calendar-layout';
import type { DropTarget } from '../hooks/use-post-drop';
import { DropCell } from './drop-cell';

export interface CalendarBodyProps {
  days: readonly DayKey[];
  byDay: ReadonlyMap<DayKey, Placed<Post & { scheduledAt: string }>[]>;
  today: DayKey;
  timeZone: string;
  /** The month shown (`YYYY-MM`): the days of the weeks around it are dimmed. */
  month?: string;
  label: string;
  onDropPost: (postId: string, target: DropTarget) => void;
  onMoveTo: (post: Post) => void;
}

function MonthCell({
  day,
  posts,
  today,
  outside,
  timeZone,
  onDropPost,
  onMoveTo,
}: {
  day: DayKey;
  posts: readonly Placed<Post>[];
  today: boolean;
  outside: boolean;
  timeZone: string;
  onDropPost: CalendarBodyProps['onDropPost'];
  onMoveTo: CalendarBodyProps['onMoveTo'];
}) {
  const { token } = theme.useToken();
  return (
    <DropCell
      target={{ date: day }}
      posts={posts.map(({ item }) => item)}
      timeZone={timeZone}
      onDropPost={onDropPost}
      onMoveTo={onMoveTo}
      height={112}
      background={outside ? token.colorFillQuaternary : undefined}
    >
      <div
        style={{
          marginBottom: 4,
          fontSize: token.fontSizeSM,
          fontWeight: today ? 700 : 400,
          color: today ? token.colorLink : outside ? token.colorTextDescription : token.colorText,
        }}
      >
        <span aria-hidden>{Number(day.slice(8))}</span>
        <span style={visuallyHidden}>{formatDay(day)}</span>
      </div>
    </DropCell>
  );
}

/** A month in whole weeks from Monday, each day a place to drop a post on. */
export function MonthGrid({ days, byDay, today, timeZone, month, label, onDropPost, onMoveTo }: CalendarBodyProps) {
  const { token } = theme.useToken();
  const weeks: DayKey[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
      <caption style={visuallyHidden}>{label}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th
              key={day}
              scope="col"
              style={{ padding: 4, fontSize: token.fontSizeSM, fontWeight: 600, color: token.colorTextDescription }}
            >
              <abbr title={formatWeekday(day, 'long')} style={{ textDecoration: 'none' }}>
                {formatWeekday(day, 'short')}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <MonthCell
                key={day}
                day={day}
                posts={byDay.get(day) ?? []}
                today={day === today}
                outside={month !== undefined && !day.startsWith(month)}
                timeZone={timeZone}
                onDropPost={onDropPost}
                onMoveTo={onMoveTo}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
