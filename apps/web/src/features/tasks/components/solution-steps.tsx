import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRevealedSolution } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { MathText } from '../inputs';

/** The worked solution, shown once the student has earned it (decision 006). */
export function SolutionSteps({ solution }: { solution: TRevealedSolution }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" component="section" aria-labelledby="solution">
      <Stack gap="sm">
        <Title order={2} id="solution" fz="lg">
          {t('tasks:solve.solutionTitle')}
        </Title>
        <WorkedSteps steps={solution.steps} answer={solution.answer} />
        {solution.explanation ? <MathText text={solution.explanation} c="dimmed" component="p" /> : null}
      </Stack>
    </Paper>
  );
}

/** Numbered steps of working, then the answer line: a solution's and a lesson's worked example's. */
export function WorkedSteps({ steps, answer, label }: { steps: string[]; answer: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {steps.length > 0 ? (
        <List type="ordered" spacing={4} aria-label={label}>
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed and may repeat a line
            <List.Item key={index}>
              <MathText text={step} component="span" />
            </List.Item>
          ))}
        </List>
      ) : null}
      <Text>
        <Text span fw={600}>
          {t('tasks:solve.answerLabel')}
        </Text>{' '}
        <MathText text={answer} component="span" />
      </Text>
    </>
  );
}
