import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { ApiError } from '../../../lib/http';
import { useTask } from '../api/get-task';
import { TaskSolver } from './task-solver';

/**
 * A task solved without leaving the page it was picked on (the dashboard's recommendations): the
 * same solver as the task page, in a dialog that fills a phone's screen. "Show me another" swaps the
 * task inside; closing it refreshes what the page shows of the student's progress.
 */
export function TaskModal({
  taskId,
  onChange,
}: {
  /** The task shown; null: closed. */
  taskId: number | null;
  onChange: (taskId: number | null) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const task = useTask(taskId ?? 0);
  const close = () => {
    onChange(null);
    void queryClient.invalidateQueries({ queryKey: ['scoreboard'] });
  };
  const notFound = task.error instanceof ApiError && task.error.status === 404;

  return (
    <Modal
      opened={taskId !== null}
      onClose={close}
      size="xl"
      fullScreen={phone}
      title={task.data?.title ?? t('modals:task.loading')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {taskId === null ? null : notFound ? (
        <Text>{t('modals:task.notFound')}</Text>
      ) : task.isError ? (
        <QueryErrorPanel title={t('modals:task.loadError')} query={task} />
      ) : task.data ? (
        <>
          <Group justify="flex-end" mb="sm">
            <Button component={Link} to={`/tasks/${task.data.id}`} variant="subtle" size="compact-sm">
              {t('modals:task.openPage')}
            </Button>
          </Group>
          <TaskSolver key={task.data.id} task={task.data} onOpenTask={onChange} />
        </>
      ) : (
        <ListSkeleton rows={4} />
      )}
    </Modal>
  );
}
