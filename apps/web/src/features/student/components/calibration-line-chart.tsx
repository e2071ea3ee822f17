import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export type TCalibrationPoint = { label: string /** 0–1 */; calibration: number };

/**
 * The weekly match of confidence and results as a line, 0–100 %. Loaded on its own (recharts is large)
 * and hidden from assistive technology, which reads the summary and the table beside it.
 */
export default function CalibrationLineChart({
  weeks,
  seriesLabel,
  formatPercent,
}: {
  weeks: TCalibrationPoint[];
  seriesLabel: string;
  formatPercent: (share: number) => string;
}) {
  const data = weeks.map((week) => ({ label: week.label, match: Math.round(week.calibration * 1000) / 10 }));
  return (
    <LineChart
      aria-hidden="true"
      h={200}
      data={data}
      dataKey="label"
      series={[{ name: 'match', label: seriesLabel, color: 'lagoon.6' }]}
      curveType="linear"
      withTooltip={false}
      withPointLabels={data.length <= 6}
      valueFormatter={(value) => formatPercent(value / 100)}
      yAxisProps={{
        domain: [0, 100],
        width: 48,
        tickFormatter: (value: number) => formatPercent(value / 100),
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      lineChartProps={{ accessibilityLayer: false, margin: { top: 16, right: 24 } }}
      gridAxis="y"
    />
  );
}
