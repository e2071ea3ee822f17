import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLesson } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconArrowLeft, IconBook, IconCheck, IconCompass } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { ApiError } from '../../lib/http';
import { formatDate, formatNumber } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { fullName } from '../../lib/people/full-name';
import { useCurrentUser } from '../auth/auth-context';
import { DifficultyBadge } from '../tasks/components/difficulty-badge';
import { GradeBadge } from '../tasks/components/task-badges';
import { MathText } from '../tasks/inputs';
import { useLesson } from './api/lessons-api';
import { LessonReasonBadge, LessonStatusBadge, WrittenWithAiBadge } from './components/lesson-badges';
import { LessonFeedback } from './components/lesson-feedback';
import { LessonTaskList } from './components/lesson-task-list';
import { WorkedExamples } from './components/worked-examples';

/**
 * /lessons/{id}: the goal, the explanation, two worked examples, five practice tasks and the three-task
 * check, then (once the check is done) its result and the student's rating. A tutor or admin reads the
 * same lesson, without the rating form.
 */
export default function LessonPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const id = Number(lessonId);
  const lesson = useLesson(id);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (lesson.error instanceof ApiError && lesson.error.status === 404);

  if (notFound) {
    return (
      <Page title={t('tasks:lessons.detail.notFoundTitle')} size="md">
        <EmptyPanel
          icon={<IconCompass size={28} />}
          description={t('tasks:lessons.detail.notFoundText')}
          actions={<BackToLessons />}
        />
      </Page>
    );
  }
  if (lesson.isPending) {
    return (
      <Page title={t('tasks:lessons.detail.pageTitle')} size="md">
        <ListSkeleton rows={5} />
      </Page>
    );
  }
  if (lesson.isError) {
    return (
      <Page title={t('tasks:lessons.detail.pageTitle')} size="md" actions={<BackToLessons />}>
        <QueryErrorPanel title={t('tasks:lessons.detail.loadError')} query={lesson} />
      </Page>
    );
  }
  return <LessonView lesson={lesson.data} />;
}

function BackToLessons() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/lessons" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('tasks:lessons.detail.back')}
    </Button>
  );
}

/** A numbered part of the lesson: a panel headed by its h2. */
function Part({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" align="center">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function LessonView({ lesson }: { lesson: TLesson }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const user = useCurrentUser();
  const readOnly = user.id !== lesson.student.id;
  const practiceDone = lesson.practice.length > 0 && lesson.practice.every((task) => task.solved);
  const checkStarted = lesson.check.some((task) => task.first_try_correct !== null);
  const completed = lesson.status === 'completed';

  return (
    <Page
      title={lesson.skill}
      subtitle={t('tasks:lessons.detail.subtitle', {
        topic: lesson.topic,
        date: formatDate(lesson.created_at, language, { dateStyle: 'long' }),
      })}
      size="md"
      actions={<BackToLessons />}
    >
      <Stack gap="lg">
        <Group gap="xs">
          <LessonStatusBadge status={lesson.status} />
          <LessonReasonBadge reason={lesson.reason} />
          <DifficultyBadge difficulty={lesson.difficulty} />
          <GradeBadge grade={lesson.grade} />
        </Group>

        {readOnly ? (
          <Alert color="blue" icon={<IconBook size={18} />} title={t('tasks:lessons.detail.readOnlyTitle')}>
            {t('tasks:lessons.detail.readOnlyText', { name: fullName(lesson.student) })}
          </Alert>
        ) : null}

        <Part id="lesson-goal" title={t('tasks:lessons.detail.goal')}>
          <Text fz="lg">{lesson.goal}</Text>
        </Part>

        <Part
          id="lesson-explanation"
          title={t('tasks:lessons.detail.explanation')}
          badge={
            lesson.explanation_source === 'llm' ? (
              <WrittenWithAiBadge label={t('tasks:lessons.detail.writtenWithAi')} />
            ) : null
          }
        >
          <MathText text={lesson.explanation} />
        </Part>

        <section aria-labelledby="lesson-examples">
          <Title order={2} fz="lg" id="lesson-examples" mb="sm">
            {t('tasks:lessons.examples.title')}
          </Title>
          <WorkedExamples examples={lesson.worked_examples} />
        </section>

        <Part id="lesson-practice" title={t('tasks:lessons.detail.practice')}>
          <Text size="sm" c="dark.6">
            {t(readOnly ? 'tasks:lessons.detail.practiceTutor' : 'tasks:lessons.detail.practiceText')}
          </Text>
          <LessonTaskList
            tasks={lesson.practice}
            part="practice"
            lessonId={lesson.id}
            canSolve={!readOnly}
            labelledBy="lesson-practice"
          />
        </Part>

        <Part id="lesson-check" title={t('tasks:lessons.detail.check')}>
          <Text size="sm" c="dark.6">
            {t(readOnly ? 'tasks:lessons.detail.checkTutor' : 'tasks:lessons.detail.checkText')}
          </Text>
          {!readOnly && !practiceDone && !checkStarted ? (
            <Alert color="yellow" variant="light" p="sm">
              <Text size="sm">{t('tasks:lessons.detail.practiceFirst')}</Text>
            </Alert>
          ) : null}
          <LessonTaskList
            tasks={lesson.check}
            part="check"
            lessonId={lesson.id}
            canSolve={!readOnly}
            labelledBy="lesson-check"
          />
        </Part>

        {completed ? (
          <Part id="lesson-result" title={t('tasks:lessons.detail.result')}>
            {lesson.check_result ? (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconCheck size={22} color="var(--mantine-color-green-8)" />
                <Text fz="lg" fw={600}>
                  {t(readOnly ? 'tasks:lessons.check.resultTutor' : 'tasks:lessons.check.result', {
                    correct: formatNumber(lesson.check_result.correct, language),
                    total: formatNumber(lesson.check_result.total, language),
                    name: fullName(lesson.student),
                  })}
                </Text>
              </Group>
            ) : null}
            <LessonFeedback lesson={lesson} readOnly={readOnly} />
          </Part>
        ) : null}
      </Stack>
    </Page>
  );
}
