import { Button, Skeleton, theme } from 'antd';
import { StatTile } from '@scp/shared/client/stat-tile';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { CustomerFigures } from '@scp/shared/contracts/dashboard/customers';
import { customersTexts as texts } from '@scp/shared/contracts/dashboard/customers-texts';
import { formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { Panel } from '../../common/components/panel';
import { useGetCustomerFiguresQuery } from '../api/customers-api';

/**
 * The deep dive's customers: lifetime value, repeat rate and time to a second order over the shop's
 * synced orders, and the cohorts by first-order month with who ordered again within 30, 60 and 90
 * days. Over the whole synced history, so the range picker does not change it.
 */
export function CustomersSection() {
  const { token } = theme.useToken();
  const { data, isLoading, isError, refetch } = useGetCustomerFiguresQuery();
  const muted = { margin: 0, color: token.colorTextDescription };
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (isError || !data)
    body = (
      <div role="alert" style={{ display: 'flex', gap: token.marginSM, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{texts.loadFailed}</span>
        <Button size="small" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  else if (!data.hasData || !data.range)
    body = <p style={muted}>{data.shopConnected ? texts.noCustomers : texts.noShop}</p>;
  else body = <CustomerFiguresView figures={data} />;
  return <Panel title={texts.title}>{body}</Panel>;
}

function CustomerFiguresView({ figures }: { figures: CustomerFigures }) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 8px', whiteSpace: 'nowrap' as const };
  const numeric = { ...cell, textAlign: 'right' as const };
  const range = figures.range ?? { start: '', end: '' };
  const windows = figures.cohorts[0]?.retention.map((window) => window.days) ?? [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginMD }}>
      <ul
        aria-label={texts.figuresLabel}
        style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, padding: 0, margin: 0 }}
      >
        <StatTile
          label={texts.lifetimeValue}
          value={formatCurrency(figures.lifetimeValue, { compact: false })}
          detail={texts.lifetimeValueHint}
        />
        <StatTile
          label={texts.repeatRate}
          value={formatPercent(figures.repeatRate)}
          detail={texts.repeatRateHint(figures.repeatCustomers, figures.customers)}
        />
        <StatTile
          label={texts.timeToSecondOrder}
          value={
            figures.medianDaysToSecondOrder === null ? texts.noSecondOrder : texts.days(figures.medianDaysToSecondOrder)
          }
          detail={texts.timeToSecondOrderHint}
        />
      </ul>
      <p style={{ margin: 0, color: token.colorTextDescription, fontSize: token.fontSizeSM }}>
        {texts.basis(figures.customers, figures.orders, range.start, range.end)}
      </p>
      <h3 style={{ margin: 0, fontSize: token.fontSizeLG }}>{texts.cohorts}</h3>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div style={{ overflowX: 'auto', maxHeight: 420 }} tabIndex={0} role="region" aria-label={texts.cohorts}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={visuallyHidden}>{texts.cohortsCaption}</caption>
          <thead>
            <tr style={{ textAlign: 'left', color: token.colorTextDescription }}>
              <th scope="col" style={cell}>
                {texts.columns.month}
              </th>
              <th scope="col" style={numeric}>
                {texts.columns.customers}
              </th>
              <th scope="col" style={numeric}>
                {texts.columns.revenue}
              </th>
              {windows.map((days) => (
                <th key={days} scope="col" style={numeric}>
                  {texts.columns.within(days)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...figures.cohorts].reverse().map((cohort) => (
              <tr key={cohort.month} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {cohort.month}
                </th>
                <td style={numeric}>{cohort.customers}</td>
                <td style={numeric}>{formatCurrency(cohort.revenue, { compact: false })}</td>
                {cohort.retention.map((window) => (
                  <td key={window.days} style={numeric}>
                    {window.rate === null ? (
                      <span title={texts.notYetLabel} style={{ color: token.colorTextDescription }}>
                        {texts.notYet}
                      </span>
                    ) : (
                      `${formatPercent(window.rate)} (${window.customers})`
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
