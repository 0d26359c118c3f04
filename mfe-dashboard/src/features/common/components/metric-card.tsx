import { theme } from 'antd';
import type { ReactNode } from 'react';
import { formatChange } from '@scp/shared/contracts/dashboard/dashboard-format';
import { Sparkline } from '@scp/shared/client/sparkline';

/**
 * One figure with its change against the previous period and, when given, its sparkline. A list
 * item named by its label, so screen readers hear "Revenue, $12.3K, +8%".
 */
export function MetricCard({
  label,
  value,
  change,
  changeLabel = 'vs previous period',
  sparkline,
  note,
}: {
  label: string;
  value: string;
  change?: number | null;
  changeLabel?: string;
  sparkline?: number[];
  note?: ReactNode;
}) {
  const { token } = theme.useToken();
  const changeText = change === undefined ? null : formatChange(change);
  const changeColor =
    change === null || change === undefined || change === 0
      ? token.colorTextDescription
      : change > 0
        ? token.colorSuccessText
        : token.colorErrorText;
  return (
    <li
      aria-label={label}
      style={{
        listStyle: 'none',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.padding,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        minWidth: 0,
      }}
    >
      <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{label}</span>
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: token.fontSizeHeading3, lineHeight: 1.2, color: token.colorTextHeading }}>
          {value}
        </strong>
        {sparkline && <Sparkline values={sparkline} width={96} height={28} strokeWidth={2} />}
      </div>
      {change !== undefined && (
        <span style={{ fontSize: token.fontSizeSM, color: changeColor }}>
          {changeText ?? '—'} <span style={{ color: token.colorTextDescription }}>{changeLabel}</span>
        </span>
      )}
      {note && <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{note}</span>}
    </li>
  );
}

/** A responsive grid of metric cards. */
export function MetricGrid({ label, children, min = 180 }: { label: string; children: ReactNode; min?: number }) {
  return (
    <ul
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
        gap: 12,
        padding: 0,
        margin: 0,
      }}
    >
      {children}
    </ul>
  );
}
