import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconArrowLeft, IconBook } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { ApiError } from '../../lib/http';
import { lazyPart } from '../../lib/i18n/lazy-part';
import { useTask } from './api/get-task';
import { TaskSolver } from './components/task-solver';

// A task that does not exist (a mistyped address) is rare: its panel is fetched when needed.
const EmptyPanel = lazy(() =>
  import('../../components/empty-panel').then((module) => ({ default: module.EmptyPanel })),
);

// Below the solver and loading their own data: fetched once the task is on screen, not before it.
const GenerationReport = lazy(() =>
  import('./components/generation-report').then((module) => ({ default: module.GenerationReport })),
);
const taskHistory = lazyPart(
  () => import('./components/task-history').then((module) => ({ default: module.TaskHistory })),
  ['tasks.solving', 'tasks.history'],
);

export default function TaskDetailPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const id = Number(taskId);
  const task = useTask(id);
  const lessonId = lessonOf(useSearchParams()[0]);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (task.error instanceof ApiError && task.error.status === 404);

  if (notFound) {
    return (
      <Page title={t('tasks:detail.pageTitle', { id: taskId })} size="md">
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <EmptyPanel
            icon={<IconBook size={28} />}
            title={t('tasks:detail.notFound', { id: taskId })}
            description={t('tasks:detail.unavailableText')}
            actions={<BackToList />}
          />
        </Suspense>
      </Page>
    );
  }
  if (task.isPending) {
    return (
      <Page title={t('tasks:detail.pageTitle', { id: taskId })} size="md">
        <ListSkeleton rows={4} />
      </Page>
    );
  }
  if (task.isError) {
    return (
      <Page title={t('tasks:detail.pageTitle', { id: taskId })} size="md">
        <QueryErrorPanel title={t('tasks:detail.loadError')} query={task} />
      </Page>
    );
  }
  const topic = [task.data.topic, task.data.subtopic].filter(Boolean).join(' · ');
  return (
    <Page
      title={task.data.title}
      subtitle={topic || undefined}
      size="md"
      actions={lessonId ? <BackToLesson lessonId={lessonId} /> : <BackToList />}
    >
      {/* A new task (after "show me another") starts with a fresh answer, timer and hints. */}
      <TaskSolver key={task.data.id} task={task.data} onOpenTask={(next) => navigate(`/tasks/${next}`)} />
      <Suspense fallback={null}>
        {/* Sent to tutors and admins only, for a task a language model wrote. */}
        {task.data.generation ? <GenerationReport report={task.data.generation} /> : null}
        <taskHistory.Component key={`history-${task.data.id}`} taskId={task.data.id} />
      </Suspense>
    </Page>
  );
}

/** `?lesson=`: the task was opened from that lesson's page, to which it links back. */
function lessonOf(params: URLSearchParams): number | null {
  const id = Number(params.get('lesson'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function BackToLesson({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/lessons/${lessonId}`}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('tasks:detail.backToLesson')}
    </Button>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/tasks" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('tasks:detail.backToList')}
    </Button>
  );
}
