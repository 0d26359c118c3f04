import { theme } from 'antd';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { VisualData } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { formatCompact, formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';

const WIDTH = 320;
const HEIGHT = 120;

export function formatValue(value: number, unit: VisualData['unit']): string {
  if (unit === 'currency') return formatCurrency(value, { compact: false });
  if (unit === 'percent') return formatPercent(value);
  return formatCompact(value);
}

/**
 * The figures an answer quotes, drawn small: bars, or a line for a long series. Plain SVG (the
 * chat must not pull the charts library into every page that hosts it), with the figures as a
 * table for screen readers.
 */
export function AnswerChart({ visual }: { visual: VisualData }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...visual.points.map((point) => point.value));
  const step = visual.points.length > 0 ? WIDTH / visual.points.length : WIDTH;
  const y = (value: number) => HEIGHT - (Math.max(0, value) / max) * (HEIGHT - 8);
  const line = visual.points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${index * step + step / 2},${y(point.value)}`)
    .join(' ');
  const peak = visual.points.reduce(
    (best, point) => (point.value > (best?.value ?? -Infinity) ? point : best),
    visual.points[0],
  );
  return (
    <figure style={{ margin: `${token.marginXS}px 0` }}>
      <figcaption style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginBottom: 4 }}>
        {visual.title}
        {peak ? ` · peak ${formatValue(peak.value, visual.unit)} (${peak.label})` : ''}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        aria-hidden
        focusable="false"
        role="presentation"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke={token.colorBorder} />
        {visual.type === 'line' ? (
          <path d={line} fill="none" stroke={token.colorPrimary} strokeWidth={2} />
        ) : (
          visual.points.map((point, index) => (
            <rect
              key={`${point.label}-${index}`}
              x={index * step + step * 0.15}
              width={step * 0.7}
              y={y(point.value)}
              height={HEIGHT - y(point.value)}
              rx={2}
              fill={token.colorPrimary}
            />
          ))
        )}
      </svg>
      <table style={visuallyHidden}>
        <caption>{assistantTexts.chat.chartTable}</caption>
        <tbody>
          {visual.points.map((point, index) => (
            <tr key={`${point.label}-${index}`}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value, visual.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
