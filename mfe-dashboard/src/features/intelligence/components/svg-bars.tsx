import { theme } from 'antd';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 22;
const LABEL_WIDTH = 120;
const WIDTH = 480;

/**
 * Horizontal bars drawn in plain SVG: the page carries no chart library, so its first visit stays
 * small. The figures are in the table that follows each chart; the chart itself is one image.
 */
export function SvgBars({ bars, label }: { bars: Bar[]; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(...bars.map((bar) => bar.value), 0);
  const height = bars.length * ROW + 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block', marginBottom: token.marginSM }}
    >
      {bars.map((bar, index) => {
        const width = max > 0 ? ((WIDTH - LABEL_WIDTH - 60) * bar.value) / max : 0;
        const y = index * ROW + 2;
        return (
          <g key={bar.label}>
            <text x={LABEL_WIDTH - 6} y={y + 14} textAnchor="end" fontSize={12} fill={token.colorText}>
              {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 3}
              width={Math.max(width, bar.value > 0 ? 2 : 0)}
              height={ROW - 8}
              rx={3}
              fill={token.colorPrimary}
            />
            <text x={LABEL_WIDTH + width + 6} y={y + 14} fontSize={12} fill={token.colorText}>
              {new Intl.NumberFormat('en-US').format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
