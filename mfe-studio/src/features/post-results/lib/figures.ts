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
