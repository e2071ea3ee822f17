import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type TActivityBar = { label: string; correct: number; wrong: number };

/**
 * Right and wrong answers per day, stacked. Loaded on its own (recharts is large); decoration for
 * assistive technology, which reads the summary and the table beside it.
 */
export default function ActivityChart({
  days,
  labels,
}: {
  days: TActivityBar[];
  labels: { correct: string; wrong: string };
}) {
  return (
    <BarChart
      aria-hidden="true"
      h={220}
      data={days}
      dataKey="label"
      type="stacked"
      series={[
        { name: 'correct', label: labels.correct, color: 'teal.6' },
        { name: 'wrong', label: labels.wrong, color: 'red.5' },
      ]}
      withLegend
      tickLine="y"
      gridAxis="y"
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
