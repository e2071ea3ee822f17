import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TWorkedExample } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { WorkedSteps } from '../../tasks/components/solution-steps';
import { MathText } from '../../tasks/inputs';

/** The lesson's worked examples side by side (stacked on a phone): question, numbered steps, answer. */
export function WorkedExamples({ examples }: { examples: TWorkedExample[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: examples.length > 1 ? 2 : 1 }} spacing="lg">
      {examples.map((example, index) => {
        const headingId = `worked-example-${index + 1}`;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a lesson's examples are fixed and in order
            key={index}
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            bg="var(--mantine-color-white)"
            component="article"
            aria-labelledby={headingId}
          >
            <Stack gap="sm">
              <Title order={3} fz="md" id={headingId}>
                {t('tasks:lessons.examples.example', { number: index + 1 })}
              </Title>
              <MathText text={example.question} />
              <WorkedSteps
                steps={example.steps}
                answer={example.answer}
                label={t('tasks:lessons.examples.steps')}
              />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
