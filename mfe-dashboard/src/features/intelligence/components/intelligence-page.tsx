import { Skeleton, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { PageContainer } from '@scp/shared/client/page-container';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';
import { intelligenceRanges, type IntelligenceResponse } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import { isTimeZone } from '@scp/shared/contracts/studio/zoned-time';
import { LoadError } from '../../analytics-data/components/data-state';
import { LabelledSelect } from '../../common/components/labelled-select';
import { useGetInspirationIntelligenceQuery } from '../api/intelligence-api';
import { SvgBars, type Bar } from './svg-bars';

const texts = inspirationTexts.intelligence;
const columns = texts.columns;
const countOf = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
const dateOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));

/**
 * The zone the posting times are counted and shown in: the profile's (the session user's, saved in
 * Settings → Profile, as the studio reads it), else the browser's.
 */
function useOwnerTimeZone(): string {
  const saved = useAppSelector(selectSessionUser)?.user_metadata.time_zone;
  if (saved && isTimeZone(saved)) return saved;
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browser && isTimeZone(browser) ? browser : 'UTC';
}
const hourOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Range = (typeof intelligenceRanges)[number];

/** A chart with the rows it came from: its heading, the bars, then the table of the same figures. */
function ChartSection(props: {
  title: string;
  bars: Bar[];
  /** A heading of its own for the first chart, when the section holds more than one. */
  barsTitle?: string;
  head: string[];
  rows: ReactNode[][];
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  const cell = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'left' as const,
  };
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBottom: token.marginXL, minWidth: 0 }}>
      <h2 id={`${id}-title`} style={{ fontSize: token.fontSizeLG, margin: `0 0 ${token.marginSM}px` }}>
        {props.title}
      </h2>
      {props.rows.length === 0 ? (
        <p style={{ color: token.colorTextDescription }}>{texts.noRows}</p>
      ) : (
        <>
          {props.barsTitle && (
            <h3 style={{ fontSize: token.fontSize, margin: `${token.marginSM}px 0` }}>{props.barsTitle}</h3>
          )}
          <SvgBars bars={props.bars} label={texts.chartLabel(props.barsTitle ?? props.title)} />
          {props.extra}
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', minWidth: 320 }}>
              <caption style={{ textAlign: 'left', captionSide: 'top', color: token.colorTextDescription }}>
                {props.title}
              </caption>
              <thead>
                <tr>
                  {props.head.map((heading) => (
                    <th key={heading} scope="col" style={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((value, column) => (
                      <td key={column} style={cell}>
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function Figures({ data }: { data: IntelligenceResponse }) {
  const { token } = theme.useToken();
  const platform = inspirationTexts.platformName;
  const hours = data.hours.filter((hour) => hour.posts > 0);
  const zone = data.timeZone;
  return (
    <>
      <ChartSection
        title={texts.hashtagsTitle}
        bars={data.hashtags.map((row) => ({ label: `#${row.hashtag}`, value: row.avgEngagement }))}
        head={[columns.hashtag, columns.posts, columns.avgEngagement]}
        rows={data.hashtags.map((row) => [`#${row.hashtag}`, countOf(row.posts), countOf(row.avgEngagement)])}
      />
      <ChartSection
        title={texts.formatsTitle}
        bars={data.formats.map((row) => ({ label: inspirationTexts.formatName(row.format), value: row.avgEngagement }))}
        head={[columns.format, columns.posts, columns.avgEngagement]}
        rows={data.formats.map((row) => [
          inspirationTexts.formatName(row.format),
          countOf(row.posts),
          countOf(row.avgEngagement),
        ])}
      />
      <ChartSection
        title={texts.timesTitle}
        bars={hours.map((row) => ({ label: hourOf(row.hour), value: row.posts }))}
        barsTitle={texts.hoursTitle(zone)}
        extra={
          <>
            <h3 style={{ fontSize: token.fontSize, margin: `${token.marginSM}px 0` }}>{texts.weekdaysTitle(zone)}</h3>
            <SvgBars
              bars={data.weekdays.map((row) => ({
                label: inspirationTexts.weekdayNames[row.weekday]!,
                value: row.posts,
              }))}
              label={texts.chartLabel(texts.weekdaysTitle(zone))}
            />
          </>
        }
        head={[columns.account, columns.platform, columns.postedAt(zone), columns.engagement, columns.format]}
        rows={data.bestPosts.map((row) => [
          row.url ? (
            <a href={row.url} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'underline' }}>
              @{row.handle}
            </a>
          ) : (
            `@${row.handle}`
          ),
          platform(row.platform),
          dateOf(row.postedAt, zone),
          countOf(row.engagement),
          row.format ? inspirationTexts.formatName(row.format) : '—',
        ])}
      />
      <ChartSection
        title={texts.compareTitle}
        bars={data.comparison.map((row) => ({
          label: row.kind === 'own' ? texts.you(row.name) : row.name,
          value: row.avgEngagementPerPost ?? 0,
        }))}
        head={[columns.account, columns.platform, columns.postsPerWeek, columns.avgEngagement]}
        rows={data.comparison.map((row) => [
          row.kind === 'own' ? texts.you(row.name) : row.name,
          platform(row.platform),
          row.postsPerWeek === null ? '—' : countOf(row.postsPerWeek),
          row.avgEngagementPerPost === null ? '—' : countOf(row.avgEngagementPerPost),
        ])}
      />
    </>
  );
}

/**
 * Market intelligence (/inspiration/intelligence): what works in the owner's niche from the
 * competitors' daily snapshots: hashtags and formats with the best engagement, when the best posts
 * went out, and how the owner compares; each a chart with the rows it came from.
 */
export function IntelligencePage() {
  const { token } = theme.useToken();
  const [range, setRange] = useState<Range>('30d');
  const timeZone = useOwnerTimeZone();
  const answer = useGetInspirationIntelligenceQuery({ range, timeZone });
  const data = answer.data;
  let body;
  if (answer.isLoading || answer.isFetching) {
    body = (
      <div aria-busy="true">
        <p style={{ color: token.colorTextDescription }}>{texts.loading}</p>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (answer.isError || !data) {
    body = <LoadError message={texts.failed} onRetry={() => void answer.refetch()} />;
  } else if (data.postCount === 0 && !data.comparison.some((row) => row.kind === 'competitor')) {
    body = (
      <p>
        {texts.empty}{' '}
        <Link to={dashboardPaths.competitors} style={{ textDecoration: 'underline' }}>
          {texts.goToCompetitors}
        </Link>
      </p>
    );
  } else {
    body = (
      <>
        {data.problem && <p style={{ color: token.colorTextDescription }}>{data.problem}</p>}
        <Figures data={data} />
      </>
    );
  }
  return (
    <PageContainer title={texts.title}>
      <p style={{ margin: '0 0 16px', color: token.colorTextDescription }}>{texts.subtitle(range === '7d' ? 7 : 30)}</p>
      <LabelledSelect
        label={texts.rangeLabel}
        value={range}
        options={intelligenceRanges.map((key) => ({ value: key, label: texts.ranges[key] }))}
        onChange={setRange}
        style={{ marginBottom: token.margin, justifyItems: 'start' }}
      />
      <div aria-live="polite">{body}</div>
    </PageContainer>
  );
}
