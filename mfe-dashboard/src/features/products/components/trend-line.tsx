import { theme } from 'antd';

/**
 * A product's units a day as a tiny line: an inline SVG polyline, so the products page loads no
 * chart library. Its name says what it shows; the row's figures give the totals.
 */
export function TrendLine({
  values,
  label,
  width = 88,
  height = 24,
}: {
  values: number[];
  label: string;
  width?: number;
  height?: number;
}) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 2) / (values.length - 1) : 0;
  const points = values
    .map((value, index) => `${(1 + index * step).toFixed(1)},${(height - 1 - (value / max) * (height - 2)).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      data-trend={values.join(',')}
    >
      <polyline
        points={points}
        fill="none"
        stroke={token.colorPrimary}
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
