import { theme } from 'antd';
import { sparklinePoints } from '../lib/figures';

const WIDTH = 64;
const HEIGHT = 20;

/**
 * A figure's days as a small line, named in words for a screen reader (`label`: from what to what
 * over how many days); the numbers themselves are in the table of days.
 */
export function FigureSparkline({ values, label }: { values: readonly number[]; label: string }) {
  const { token } = theme.useToken();
  if (values.length < 2) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT)}
        fill="none"
        stroke={token.colorPrimary}
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
