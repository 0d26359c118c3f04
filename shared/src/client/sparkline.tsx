import { theme } from 'antd';
import type { CSSProperties } from 'react';

export interface SparklineOptions {
  /** Space kept free on every side, so a stroke at the edge is not cut. */
  inset?: number;
  /** The line's floor is 0 rather than its lowest value: counts (units a day) read from nothing. */
  fromZero?: boolean;
}

/** Points of a line through `values`, `width` by `height` px, the lowest value (or 0) at the bottom. */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
  { inset = 1, fromZero = false }: SparklineOptions = {},
): string {
  if (values.length === 0) return '';
  const low = fromZero ? Math.min(0, ...values) : Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = values.length === 1 ? 0 : (width - 2 * inset) / (values.length - 1);
  return values
    .map((value, index) => {
      const x = values.length === 1 ? width / 2 : inset + index * step;
      const y = span === 0 ? height - inset : inset + ((high - value) / span) * (height - 2 * inset);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export interface SparklineProps extends SparklineOptions {
  values: readonly number[];
  width: number;
  height: number;
  strokeWidth?: number;
  /**
   * Its name for a screen reader (what it shows, from what to what). Without one it is decorative,
   * for a card or row whose figures already say it.
   */
  label?: string;
  style?: CSSProperties;
}

/**
 * A tiny line of a few values as plain SVG: cards and table rows draw one each, and a chart library
 * for each would cost more than the page it sits on. Nothing is drawn for fewer than two values.
 */
export function Sparkline({ values, width, height, strokeWidth = 1.5, label, style, ...options }: SparklineProps) {
  const { token } = theme.useToken();
  if (values.length < 2) return null;
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...naming} width={width} height={height} viewBox={`0 0 ${width} ${height}`} focusable="false" style={style}>
      <polyline
        points={sparklinePoints(values, width, height, options)}
        fill="none"
        stroke={token.colorPrimary}
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
