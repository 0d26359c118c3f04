import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Text } from '@scp/shared/client/typography';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { MetricsReading, TargetMetrics } from '@scp/shared/contracts/studio/post-metrics';
import type { Post, PostTarget } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { type CSSProperties, useId } from 'react';
import { formatDateTime, formatDay } from '../../common/lib/zoned-time';
import { useGetPostMetricsQuery } from '../api/post-results-api';
import { type FigureName, figureNames, formatFigure, seriesOf } from '../lib/figures';
import { targetKey } from '../lib/post-outcome';
import { Sparkline } from '@scp/shared/client/sparkline';

const texts = studioTexts.postFigures;

/** A figure, or '—' named for a screen reader when the platform has no such figure. */
function FigureValue({ value, figure, platform }: { value: number | null; figure: FigureName; platform: string }) {
  if (value !== null) return <>{formatFigure(value)}</>;
  return (
    <>
      <span aria-hidden="true">{texts.notAvailable}</span>
      <span style={visuallyHidden}>{texts.notAvailableLabel(texts.names[figure], platform)}</span>
    </>
  );
}

function useCellStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    textAlign: 'right',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  };
}

/** One account's latest figures, each with its line over the days read, and the days in a table below. */
function AccountFigures({
  target,
  latest,
  days,
  timeZone,
}: {
  target: PostTarget;
  latest: TargetMetrics;
  days: readonly MetricsReading[];
  timeZone: string;
}) {
  const { token } = theme.useToken();
  const cell = useCellStyle();
  const platform = studioTexts.platformNames[target.platform];
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-figures={targetKey(target)}
      style={{ display: 'grid', gap: token.marginXXS, minWidth: 0 }}
    >
      <h4 id={headingId} style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, margin: 0 }}>
        <PlatformMark platform={target.platform} size={14} />
        <span>
          {platform} · {target.displayName}
        </span>
      </h4>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <caption style={visuallyHidden}>{texts.tableLabel(platform, target.displayName)}</caption>
          <thead>
            <tr>
              {figureNames.map((figure) => (
                <th key={figure} scope="col" style={{ ...cell, fontWeight: 600, color: token.colorTextSecondary }}>
                  {texts.names[figure]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {figureNames.map((figure) => (
                <td key={figure} data-figure={figure} style={{ ...cell, fontSize: token.fontSizeLG, fontWeight: 600 }}>
                  <FigureValue value={latest[figure]} figure={figure} platform={platform} />
                </td>
              ))}
            </tr>
            <tr>
              {figureNames.map((figure) => {
                const series = seriesOf(days, figure);
                const first = series[0];
                const last = series.at(-1);
                return (
                  <td key={figure} style={{ ...cell, borderBottom: 0 }}>
                    {first && last && (
                      <span style={{ display: 'inline-block' }}>
                        <Sparkline
                          width={64}
                          height={20}
                          inset={2}
                          style={{ display: 'block', overflow: 'visible' }}
                          values={series.map((point) => point.value)}
                          label={texts.trend(
                            texts.names[figure],
                            formatFigure(first.value),
                            formatFigure(last.value),
                            series.length,
                          )}
                        />
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {texts.readAt(formatDateTime(latest.readAt, timeZone))}
      </Text>
      {days.length > 1 && (
        <details>
          <summary style={{ cursor: 'pointer', color: token.colorLink }}>{texts.byDay}</summary>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
              <caption style={visuallyHidden}>{texts.byDayLabel(platform, target.displayName)}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                    {texts.day}
                  </th>
                  {figureNames.map((figure) => (
                    <th key={figure} scope="col" style={cell}>
                      {texts.names[figure]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((reading) => (
                  <tr key={reading.day} data-figures-day={reading.day}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                      {formatDay(reading.day, 'short')}
                    </th>
                    {figureNames.map((figure) => (
                      <td key={figure} style={cell}>
                        <FigureValue value={reading[figure]} figure={figure} platform={platform} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}

/**
 * A published post's figures: for each account it went out to, the latest likes, comments, shares,
 * saves, reach and clicks the platform gave (post.metrics), when they were read, and how they grew
 * day by day (the post's metrics series). Figures are read once a day, so none show on the first day.
 */
export function PostFigures({ post, timeZone }: { post: Post; timeZone: string }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const latest = post.metrics ?? [];
  const series = useGetPostMetricsQuery(post.id, { skip: latest.length === 0 });
  const daysOf = (target: PostTarget) =>
    series.data?.targets.find((other) => targetKey(other) === targetKey(target))?.days ?? [];
  const measured = post.targets.flatMap((target) => {
    const reading = latest.find((other) => targetKey(other) === targetKey(target));
    return reading ? [{ target, reading }] : [];
  });
  return (
    <section aria-labelledby={headingId} data-post-figures style={{ display: 'grid', gap: token.marginSM }}>
      <h3 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {texts.heading}
      </h3>
      {measured.length === 0 ? (
        <Text type="secondary">{texts.none}</Text>
      ) : (
        <>
          <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {texts.hint}
          </Text>
          {measured.map(({ target, reading }) => (
            <AccountFigures
              key={targetKey(target)}
              target={target}
              latest={reading}
              days={daysOf(target)}
              timeZone={timeZone}
            />
          ))}
          {series.isError && (
            <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {texts.loadFailed}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
