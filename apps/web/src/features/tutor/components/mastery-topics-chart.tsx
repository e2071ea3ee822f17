import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import type { TPractisedTopic } from '@taskas/contracts';

/**
 * Mastery per topic as horizontal bars, 0–100 %. Loaded on its own (recharts is large); decoration
 * for assistive technology, which reads the table beside it.
 */
export default function MasteryTopicsChart({
  topics,
  label,
  formatPercent,
}: {
  topics: TPractisedTopic[];
  label: string;
  formatPercent: (share: number) => string;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = topics.map((topic) => ({ topic: topic.topic, mastery: Math.round(topic.mastery * 100) }));
  return (
    <BarChart
      aria-hidden="true"
      h={Math.max(120, (narrow ? 60 : 44) * data.length + 40)}
      data={data}
      dataKey="topic"
      orientation="vertical"
      yAxisProps={{ width: narrow ? 112 : 200 }}
      xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => formatPercent(value / 100) }}
      series={[{ name: 'mastery', label, color: 'lagoon.6' }]}
      getBarColor={(value) => (value >= 80 ? 'green.6' : value >= 40 ? 'lagoon.6' : 'orange.6')}
      valueFormatter={(value) => formatPercent(value / 100)}
      withTooltip={false}
      withBarValueLabel
      valueLabelProps={{ position: 'right', fill: 'var(--mantine-color-dark-7)' }}
      barChartProps={{ accessibilityLayer: false, margin: { right: 48 } }}
      gridAxis="x"
    />
  );
}
