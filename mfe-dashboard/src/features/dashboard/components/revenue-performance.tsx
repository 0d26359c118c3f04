import { theme } from 'antd';
import type { TrendPoint } from '@scp/shared/contracts/dashboard/analytics';
import { formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { Panel } from '../../common/components/panel';
import { AreaChart } from '../../charts/components/lazy-charts';

const texts = dashboardTexts.dashboard.revenueChart;
const THIS_PERIOD = 'This period';

/**
 * Revenue Performance (screens and routes): the last 30 days' revenue as an area, with the 30 days before
 * drawn on the same days when there are any. The figures are also a table for screen readers.
 */
export function RevenuePerformance({ current, previous }: { current: TrendPoint[]; previous: TrendPoint[] }) {
  const { token } = theme.useToken();
  const hasRevenue = current.some((point) => point.revenue > 0);
  const showComparison = previous.some((point) => point.revenue > 0);
  const data = current.flatMap((point, index) => {
    const before = previous[index];
    const rows = [{ date: point.date, value: point.revenue, series: THIS_PERIOD }];
    if (showComparison && before) rows.push({ date: point.date, value: before.revenue, series: texts.lastPeriod });
    return rows;
  });
  return (
    <Panel title={texts.title} subtitle={texts.subtitle}>
      {hasRevenue ? (
        <>
          <AreaChart data={data} />
          <table style={visuallyHidden}>
            <caption>{texts.title}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{THIS_PERIOD}</th>
                {showComparison && <th scope="col">{texts.lastPeriod}</th>}
              </tr>
            </thead>
            <tbody>
              {current.map((point, index) => (
                <tr key={point.date}>
                  <th scope="row">{point.date}</th>
                  <td>{formatCurrency(point.revenue, { compact: false })}</td>
                  {showComparison && <td>{formatCurrency(previous[index]?.revenue ?? 0, { compact: false })}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p
          style={{
            margin: 0,
            padding: `${token.paddingLG}px 0`,
            textAlign: 'center',
            color: token.colorTextDescription,
          }}
        >
          {texts.empty}
        </p>
      )}
    </Panel>
  );
}
