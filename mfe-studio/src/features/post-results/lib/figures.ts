import type { MetricsReading } from '@scp/shared/contracts/studio/post-metrics';

/** The figures read of a published post, in the order they are shown. */
export const figureNames = ['likes', 'comments', 'shares', 'saves', 'reach', 'clicks'] as const;
export type FigureName = (typeof figureNames)[number];

export function formatFigure(value: number): string {
  return value.toLocaleString('en-US');
}

/** A figure's values day by day, the days the platform had none left out. */
export function seriesOf(days: readonly MetricsReading[], figure: FigureName): Array<{ day: string; value: number }> {
  return days.flatMap((reading) => {
    const value = reading[figure];
    return value === null ? [] : [{ day: reading.day, value }];
  });
}

/** Points of a line through `values`, `width` by `height` px, the lowest value at the bottom. */
export function sparklinePoints(values: readonly number[], width: number, height: number, inset = 2): string {
  if (values.length === 0) return '';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = values.length === 1 ? 0 : (width - 2 * inset) / (values.length - 1);
  return values
    .map((value, index) => {
      const x = values.length === 1 ? width / 2 : inset + index * step;
      const y = high === low ? height / 2 : inset + ((high - value) / span) * (height - 2 * inset);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
