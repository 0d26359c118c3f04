import { PageContainer } from '@scp/shared/client/page-container';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { NewPostButton } from '../../common/components/new-post-button';
import { DraftList } from './draft-list';
import { ScheduledCalendar } from './scheduled-calendar';

const texts = studioTexts.calendar;

const sections = [
  { path: studioPaths.calendarScheduled, label: texts.scheduled },
  { path: studioPaths.calendarDrafts, label: texts.drafts },
] as const;

/** /calendar/scheduled and /calendar/drafts: the scheduled posts on a calendar, and every draft. */
export function CalendarPage() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const drafts = pathname.startsWith(studioPaths.calendarDrafts);
  return (
    <PageContainer title={texts.title} actions={<NewPostButton />}>
      <nav aria-label={texts.sectionsLabel} style={{ marginBottom: token.margin }}>
        <ul
          style={{
            display: 'flex',
            gap: token.marginXS,
            listStyle: 'none',
            margin: 0,
            padding: 0,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {sections.map(({ path, label }) => {
            const current = pathname.startsWith(path);
            return (
              <li key={path}>
                <Link
                  to={path}
                  aria-current={current ? 'page' : undefined}
                  style={{
                    display: 'inline-block',
                    padding: `${token.paddingXS}px ${token.padding}px`,
                    color: current ? token.colorText : token.colorTextDescription,
                    fontWeight: current ? 600 : 400,
                    boxShadow: current ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
                  }}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {drafts ? <DraftList /> : <ScheduledCalendar />}
    </PageContainer>
  );
}
