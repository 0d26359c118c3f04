import { Button, Skeleton, theme } from 'antd';
import { StatTile } from '@scp/shared/client/stat-tile';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { AnalyticsQuery } from '@scp/shared/contracts/dashboard/analytics';
import { formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { formatMoney, formatNumber } from '@scp/shared/contracts/dashboard/dashboard-math';
import type { RoiResponse, SpendFigures } from '@scp/shared/contracts/dashboard/roi';
import { roiTexts as texts } from '@scp/shared/contracts/dashboard/roi-texts';
import { Panel } from '../../common/components/panel';
import { useGetRoiQuery } from '../api/roi-api';

const ratio = (value: number | null) => (value === null ? texts.none : `${formatNumber(value, 2)}x`);
const money = (value: number | null) => (value === null ? texts.none : formatCurrency(value, { compact: false }));
/** A cost per order shows its cents ($8.33 rather than $8). */
const cents = (value: number | null) => (value === null ? texts.none : formatMoney(value, 2));
const platformName = (platform: string) => texts.platformNames[platform] ?? platform;

/**
 * Marketing ROI over the range picked above: ad spend, ROAS, marketing efficiency and cost per order,
 * then the spend by platform and by campaign. From the owner's ad accounts where one is synced; the
 * 15 % estimate otherwise, labelled as such wherever its figures show.
 */
export function RoiSection({ query }: { query: AnalyticsQuery }) {
  const { token } = theme.useToken();
  const { data, isLoading, isFetching, isError, refetch } = useGetRoiQuery(query);
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError || !data)
    body = (
      <div role="alert" style={{ display: 'flex', gap: token.marginSM, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{texts.loadFailed}</span>
        <Button size="small" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  else body = <RoiView roi={data} />;
  return (
    <Panel title={texts.title}>
      <div aria-busy={isFetching}>{body}</div>
    </Panel>
  );
}

function RoiView({ roi }: { roi: RoiResponse }) {
  const { token } = theme.useToken();
  const estimated = roi.spendSource === 'estimate';
  const { totals } = roi;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginMD }}>
      {estimated ? (
        <div
          role="note"
          style={{
            padding: token.paddingSM,
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorInfoBorder}`,
            background: token.colorInfoBg,
          }}
        >
          <p style={{ margin: 0, fontWeight: 600 }}>{texts.estimateLabel}</p>
          <p style={{ margin: 0 }}>{texts.estimateHint}</p>
        </div>
      ) : (
        <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.fromAdAccounts}</p>
      )}
      <ul
        aria-label={texts.figuresLabel}
        style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, padding: 0, margin: 0 }}
      >
        <StatTile label={texts.spend} value={money(totals.spend)} />
        <StatTile label={texts.roas} value={ratio(totals.roas)} detail={texts.roasHint} />
        <StatTile
          label={texts.marketingEfficiency}
          value={ratio(totals.marketingEfficiency)}
          detail={texts.marketingEfficiencyHint}
        />
        <StatTile label={texts.costPerOrder} value={cents(totals.costPerOrder)} detail={texts.costPerOrderHint} />
      </ul>
      {!estimated &&
        (roi.campaigns.length === 0 ? (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.noSpend}</p>
        ) : (
          <>
            <SpendTable
              title={texts.byPlatform}
              caption={texts.byPlatformCaption}
              firstColumn={texts.columns.platform}
              rows={roi.platforms.map((row) => ({ key: row.platform, name: platformName(row.platform), figures: row }))}
            />
            <SpendTable
              title={texts.byCampaign}
              caption={texts.byCampaignCaption}
              firstColumn={texts.columns.campaign}
              rows={roi.campaigns.map((row) => ({
                key: `${row.platform}/${row.adAccountId}/${row.campaignId}`,
                name: `${row.campaignName} (${platformName(row.platform)})`,
                figures: row,
              }))}
            />
          </>
        ))}
    </div>
  );
}

function SpendTable({
  title,
  caption,
  firstColumn,
  rows,
}: {
  title: string;
  caption: string;
  firstColumn: string;
  rows: Array<{ key: string; name: string; figures: SpendFigures }>;
}) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 8px', whiteSpace: 'nowrap' as const };
  const numeric = { ...cell, textAlign: 'right' as const };
  const columns = texts.columns;
  return (
    <>
      <h3 style={{ margin: 0, fontSize: token.fontSizeLG }}>{title}</h3>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={visuallyHidden}>{caption}</caption>
          <thead>
            <tr style={{ textAlign: 'left', color: token.colorTextDescription }}>
              <th scope="col" style={cell}>
                {firstColumn}
              </th>
              {[
                columns.spend,
                columns.impressions,
                columns.clicks,
                columns.purchases,
                columns.roas,
                columns.costPerOrder,
              ].map((name) => (
                <th key={name} scope="col" style={numeric}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, figures }) => (
              <tr key={key} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {name}
                </th>
                <td style={numeric}>{money(figures.spend)}</td>
                <td style={numeric}>{formatNumber(figures.impressions, 0)}</td>
                <td style={numeric}>{formatNumber(figures.clicks, 0)}</td>
                <td style={numeric}>{formatNumber(figures.purchases, 0)}</td>
                <td style={numeric}>{ratio(figures.roas)}</td>
                <td style={numeric}>{cents(figures.costPerOrder)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
