import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { Text } from '@scp/shared/client/typography';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { postListing, type PostStatus, postStatuses } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { Button, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useListStudioPostsQuery } from '../../common/api/posts-api';
import { LoadFailed } from '../../common/components/load-failed';
import { formatDayRange, formatMonth, todayIn } from '../../common/lib/zoned-time';
import {
  type CalendarView,
  instantRange,
  movedLocalTime,
  placeByDay,
  shiftAnchor,
  visibleDays,
} from '../lib/calendar-layout';
import { useCalendarFilters } from '../hooks/use-calendar-filters';
import { useMovePost } from '../hooks/use-move-post';
import type { DropTarget } from '../hooks/use-post-drop';
import { CalendarFilterBar } from './calendar-filters';
import { DayList } from './day-list';
import { MonthGrid } from './month-grid';
import { MovePostDialog } from './move-post-dialog';
import { WeekGrid } from './week-grid';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.calendar;

/** The statuses a post on the calendar can have: every one but a draft's (a draft has no time). */
const scheduledStatuses: readonly PostStatus[] = postStatuses.filter((status) => status !== 'draft');

/** Narrower than this, the calendar is a list of days. */
const PHONE_QUERY = '(max-width: 599px)';

type ScheduledPost = Post & { scheduledAt: string };
const isScheduled = (post: Post): post is ScheduledPost => post.scheduledAt !== null;

/**
 * The scheduled posts as a month or a week (a list of days on a phone) in the owner's time zone,
 * filtered by platform and status. A scheduled post moves by drag and drop or by 'Move to…'.
 */
export function ScheduledCalendar() {
  const { token } = theme.useToken();
  const timeZone = useOwnerTimeZone();
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosenView, setChosenView] = useState<'month' | 'week'>('month');
  const view: CalendarView = phone ? 'days' : chosenView;
  const [anchor, setAnchor] = useState(() => todayIn(timeZone));
  const today = todayIn(timeZone);
  const [filters, setFilters] = useCalendarFilters();

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const range = useMemo(() => instantRange(days, timeZone), [days, timeZone]);
  const query = useListStudioPostsQuery({
    ...range,
    limit: postListing.maxLimit,
    ...(filters.platform && { platform: filters.platform }),
    ...(filters.status && { status: filters.status }),
  });
  const posts = useMemo(() => (query.data?.posts ?? []).filter(isScheduled), [query.data]);
  const byDay = useMemo(() => placeByDay(posts, timeZone), [posts, timeZone]);

  const movePost = useMovePost(timeZone);
  const [moving, setMoving] = useState<Post | null>(null);
  // After a keyboard move the chip is drawn again in its new place: focus follows it there.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterMove === null) return;
    document.querySelector<HTMLElement>(`[data-post-chip="${CSS.escape(focusAfterMove)}"] button`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, byDay]);

  const onDropPost = (postId: string, target: DropTarget) => {
    const post = posts.find((candidate) => candidate.id === postId);
    if (!post || post.status !== 'scheduled') return;
    const at = movedLocalTime(post.scheduledAt, timeZone, target);
    if (at === localTimeOf(post.scheduledAt, timeZone)) return;
    void movePost(post, at);
  };
  const onMoveTyped = (post: Post, at: string) => {
    setMoving(null);
    setFocusAfterMove(post.id);
    void movePost(post, at);
  };

  const week = view === 'week';
  const periodLabel = week ? formatDayRange(days[0] ?? anchor, days.at(-1) ?? anchor) : formatMonth(anchor);
  const body = { days, byDay, today, timeZone, label: periodLabel, onMoveTo: setMoving };

  return (
    <section aria-labelledby="studio-calendar-period">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginSM,
          marginBottom: token.margin,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
          <Button
            aria-label={week ? texts.previousWeek : texts.previousMonth}
            icon={<LeftOutlined aria-hidden />}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
          />
          <Button onClick={() => setAnchor(today)}>{texts.today}</Button>
          <Button
            aria-label={week ? texts.nextWeek : texts.nextMonth}
            icon={<RightOutlined aria-hidden />}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
          />
          <h2
            id="studio-calendar-period"
            aria-live="polite"
            style={{
              margin: `0 0 0 ${token.marginXS}px`,
              fontSize: token.fontSizeHeading4,
              color: token.colorTextHeading,
            }}
          >
            {periodLabel}
          </h2>
        </div>
        {!phone && (
          <div role="group" aria-label={texts.viewLabel} style={{ display: 'flex', gap: 4 }}>
            {(['month', 'week'] as const).map((option) => (
              <Button
                key={option}
                aria-pressed={chosenView === option}
                type={chosenView === option ? 'primary' : 'default'}
                onClick={() => setChosenView(option)}
              >
                {texts[option]}
              </Button>
            ))}
          </div>
        )}
      </div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: token.marginSM,
          marginBottom: token.margin,
        }}
      >
        <CalendarFilterBar filters={filters} statuses={scheduledStatuses} onChange={setFilters} />
        <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {texts.timeZone(timeZone)}
          {!phone && ` · ${texts.dragHint}`}
        </Text>
      </div>
      {query.isError ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isFetching}>
          {view === 'month' && <MonthGrid {...body} month={anchor.slice(0, 7)} onDropPost={onDropPost} />}
          {view === 'week' && <WeekGrid {...body} onDropPost={onDropPost} />}
          {view === 'days' && <DayList {...body} />}
          {view !== 'days' && !query.isFetching && posts.length === 0 && (
            <Text type="secondary" style={{ display: 'block', marginTop: token.marginSM }}>
              {texts.noPosts}
            </Text>
          )}
        </div>
      )}
      <MovePostDialog post={moving} timeZone={timeZone} onClose={() => setMoving(null)} onMove={onMoveTyped} />
    </section>
  );
}
