import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSimilarTasks } from '../api/similar-tasks';
import { TaskCard } from './task-card';

/** Up to two tasks to try next; nothing at all when there are none or they failed to load. */
export function SimilarTasks({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const similar = useSimilarTasks(taskId);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-tasks">
      <Title order={2} id="similar-tasks" fz="lg">
        {t('tasks:solve.similarTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {similar.data.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
