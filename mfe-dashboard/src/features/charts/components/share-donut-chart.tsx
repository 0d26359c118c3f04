import { Pie } from '@ant-design/charts';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { useChartTheme } from '../lib/chart-theme';

/** A donut of shares (engagement per platform); loaded on its own like the area chart. */
export default function ShareDonutChart({
  data,
  height = 240,
}: {
  data: Array<{ label: string; value: number }>;
  height?: number;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const chartTheme = useChartTheme();
  return (
    <Pie
      data={data}
      angleField="value"
      colorField="label"
      innerRadius={0.62}
      height={height}
      theme={chartTheme}
      autoFit
      label={false}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      {...(reducedMotion ? { animate: false } : {})}
    />
  );
}
