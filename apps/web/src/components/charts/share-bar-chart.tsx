import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';

export type TShareBar = { label: string /** 0–1 */; share: number };

/** Below 40 % weak, from 80 % strong (the server's mastery threshold), growing in between. */
export function shareColor(percent: number): string {
  if (percent >= 80) return 'green.6';
  if (percent >= 40) return 'lagoon.6';
  return 'orange.6';
}

/**
 * Shares as horizontal bars, 0–100 %, each labelled with its percent. Loaded on its own (recharts is
 * large) and hidden from assistive technology: every page that draws one writes the same figures out
 * as text beside it.
 */
export default function ShareBarChart({
  bars,
  seriesLabel,
  formatPercent,
}: {
  bars: TShareBar[];
  seriesLabel: string;
  formatPercent: (share: number) => string;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = bars.map((bar) => ({ label: bar.label, percent: Math.round(bar.share * 1000) / 10 }));
  return (
    <BarChart
      aria-hidden="true"
      h={Math.max(120, (narrow ? 56 : 40) * data.length + 40)}
      data={data}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: narrow ? 112 : 200 }}
      xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => formatPercent(value / 100) }}
      series={[{ name: 'percent', label: seriesLabel, color: 'lagoon.6' }]}
      getBarColor={shareColor}
      valueFormatter={(value) => formatPercent(value / 100)}
      withTooltip={false}
      withBarValueLabel
      valueLabelProps={{ position: 'right', fill: 'var(--mantine-color-dark-7)' }}
      barChartProps={{ accessibilityLayer: false, margin: { right: 56 } }}
      gridAxis="x"
    />
  );
}
