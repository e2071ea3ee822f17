import { List, Paper, Text, Title } from '@mantine/core';
import type { TAnswerCheckResult } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck } from '../../../components/icons';

type TWorkCheck = NonNullable<TAnswerCheckResult['work_check']>;

/** The student's working, line by line: which lines follow and where the first mistake is. */
export function WorkCheck({ check }: { check: TWorkCheck }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" component="section" aria-labelledby="work-check">
      <Title order={2} id="work-check" fz="lg" mb={4}>
        {t('tasks:solve.workCheckTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {check.message}
      </Text>
      <List spacing={6} listStyleType="none" p={0}>
        {check.lines.map((line) => {
          const first = line.index === check.first_error;
          return (
            <List.Item
              key={line.index}
              icon={
                line.ok ? (
                  <IconCheck size={16} color="var(--mantine-color-green-8)" />
                ) : (
                  <IconAlert size={16} color="var(--mantine-color-red-8)" />
                )
              }
              data-line-ok={line.ok}
            >
              <Text span size="sm" c="dimmed">
                {t('tasks:solve.workLine', { line: line.index + 1 })}:
              </Text>{' '}
              <Text span ff="monospace" fw={first ? 700 : 400}>
                {line.text}
              </Text>{' '}
              <Text span size="sm" c={line.ok ? 'green.9' : 'red.9'}>
                — {t(line.ok ? 'tasks:solve.workLineOk' : 'tasks:solve.workLineWrong')}
                {!line.ok && line.error ? `: ${line.error}` : ''}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
