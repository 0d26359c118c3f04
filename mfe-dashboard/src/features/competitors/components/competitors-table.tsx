import { Button, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Sparkline } from '@scp/shared/client/sparkline';
import type {
  Competitor,
  CompetitorFigures,
  CompetitorPlatform,
  OwnAccountFigures,
} from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import {
  ActionsColumnHeader,
  ColumnHeader,
  FiguresTable,
  useTableCellStyles,
} from '../../common/components/figures-table';

const texts = competitorsTexts.page;
const countOf = (value: number) => new Intl.NumberFormat('en-US').format(value);

export interface CompetitorsTableProps {
  own: OwnAccountFigures[];
  competitors: Competitor[];
  onRemove: (competitor: Competitor) => void;
  removing: string | null;
}

/**
 * The owner's accounts and the competitors in one table, the same figures in the same columns:
 * followers with their change and 30-day line, posts a week, average engagement per post and the
 * top post. A competitor its platform shows nothing of today says why across its figures' cells.
 */
export function CompetitorsTable({ own, competitors, onRemove, removing }: CompetitorsTableProps) {
  const { token } = theme.useToken();
  const { cell, numeric } = useTableCellStyles();
  const muted: CSSProperties = { color: token.colorTextDescription, fontSize: token.fontSizeSM };

  const account = (platform: CompetitorPlatform, name: string, detail: ReactNode) => (
    <th scope="row" style={{ ...cell, fontWeight: 400, minWidth: 180 }}>
      <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
        <PlatformMark platform={platform} title={competitorsTexts.platformName(platform)} />
        <span style={{ fontWeight: 500 }}>{name}</span>
      </span>
      <span style={{ ...muted, display: 'block' }}>{detail}</span>
    </th>
  );

  const figureCells = (name: string, figures: CompetitorFigures) => {
    const values = figures.followersTrend.map((point) => point.followers);
    return (
      <>
        <td style={numeric}>
          {figures.followers === null ? texts.unknown : countOf(figures.followers)}
          {figures.followersChange !== null && (
            <span style={{ ...muted, display: 'block' }}>{texts.change(figures.followersChange)}</span>
          )}
        </td>
        <td style={cell}>
          {values.length >= 2 ? (
            <Sparkline
              values={values}
              width={96}
              height={28}
              label={texts.trendLabel(name, values[0]!, values.at(-1)!)}
            />
          ) : (
            <span style={muted}>{texts.unknown}</span>
          )}
        </td>
        <td style={numeric}>{figures.postsPerWeek === null ? texts.unknown : countOf(figures.postsPerWeek)}</td>
        <td style={numeric}>
          {figures.avgEngagementPerPost === null ? texts.unknown : countOf(figures.avgEngagementPerPost)}
        </td>
        <td style={{ ...cell, minWidth: 200, maxWidth: 320 }}>
          {figures.topPosts[0] ? (
            <>
              {figures.topPosts[0].url ? (
                <a href={figures.topPosts[0].url} target="_blank" rel="noreferrer noopener">
                  {figures.topPosts[0].caption || texts.unknown}
                </a>
              ) : (
                <span>{figures.topPosts[0].caption || texts.unknown}</span>
              )}
              <span style={{ ...muted, display: 'block' }}>{texts.topPost(figures.topPosts[0].engagement)}</span>
            </>
          ) : (
            <span style={muted}>{texts.unknown}</span>
          )}
        </td>
      </>
    );
  };

  return (
    <FiguresTable
      label={texts.tableCaption}
      tableProps={{ 'data-competitors-table': true }}
      after={
        competitors.some((competitor) => competitor.figures && competitor.problem) && (
          <ul style={{ margin: 0, padding: token.paddingSM, listStyle: 'none' }}>
            {competitors
              .filter((competitor) => competitor.figures && competitor.problem)
              .map((competitor) => (
                <li key={competitor.id} style={muted}>
                  {`@${competitor.handle}: ${competitor.problem}`}
                </li>
              ))}
          </ul>
        )
      }
    >
      <thead>
        <tr>
          <ColumnHeader>{texts.columns.account}</ColumnHeader>
          <ColumnHeader numeric>{texts.columns.followers}</ColumnHeader>
          <ColumnHeader>{texts.columns.trend}</ColumnHeader>
          <ColumnHeader numeric>{texts.columns.postsPerWeek}</ColumnHeader>
          <ColumnHeader numeric>{texts.columns.avgEngagement}</ColumnHeader>
          <ColumnHeader>{texts.columns.topPost}</ColumnHeader>
          <ActionsColumnHeader label={texts.columns.actions} />
        </tr>
      </thead>
      <tbody>
        {own.map((mine) => (
          <tr key={`own:${mine.platform}:${mine.accountId}`} data-own-account={mine.accountId}>
            {account(mine.platform, mine.name, texts.you)}
            {figureCells(mine.name, mine.figures)}
            <td style={cell} />
          </tr>
        ))}
        {competitors.map((competitor) => {
          const name = competitor.name ?? `@${competitor.handle}`;
          const detail = `@${competitor.handle}${competitor.source === 'onboarding' ? ` · ${texts.fromOnboarding}` : ''}`;
          return (
            <tr key={competitor.id} data-competitor={competitor.handle}>
              {account(competitor.platform, name, detail)}
              {competitor.figures ? (
                figureCells(name, competitor.figures)
              ) : (
                <td colSpan={5} style={{ ...cell, color: token.colorTextDescription }}>
                  {competitor.problem ?? texts.notYet}
                </td>
              )}
              <td style={cell}>
                <Button
                  size="small"
                  onClick={() => onRemove(competitor)}
                  loading={removing === competitor.id}
                  aria-label={texts.remove(competitor.handle)}
                >
                  {texts.removeShort}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </FiguresTable>
  );
}
